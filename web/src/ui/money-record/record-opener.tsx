import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { openRecord } from './messages.ts';
import * as styles from './money-record.css.ts';

export interface RecordOpenerProps {
  reference: string;
  onOpen: () => void;
  /** The reference is a phrase (a stake's terms, for want of a code): it may wrap. */
  phrase?: boolean;
}

/** A row's reference as the button that opens its detail drawer. */
export function RecordOpener({ reference, onOpen, phrase = false }: RecordOpenerProps) {
  const intl = useIntl();
  return (
    <Button
      className={phrase ? styles.openerPhrase : styles.opener}
      aria-label={intl.formatMessage(openRecord, { reference })}
      onPress={onOpen}
    >
      {reference}
    </Button>
  );
}
