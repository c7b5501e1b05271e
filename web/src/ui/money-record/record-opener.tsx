import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Column } from '../table/table.tsx';
import { messages, openRecord } from './messages.ts';
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

/**
 * The chevron at the end of a record's line: the button that opens its drawer (hash, explorer link,
 * receipt, timeline), named by the record's reference for screen readers.
 */
export function RecordChevron({ reference, onOpen }: Omit<RecordOpenerProps, 'phrase'>) {
  const intl = useIntl();
  return (
    <Button className={styles.chevron} aria-label={intl.formatMessage(openRecord, { reference })} onPress={onOpen}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M9.3 6.7 10.7 5.3 17.4 12l-6.7 6.7-1.4-1.4 5.3-5.3z" />
      </svg>
    </Button>
  );
}

/** The header of the chevrons' column: named for screen readers, blank to the eye. */
export function ChevronColumn() {
  const intl = useIntl();
  return (
    <Column id="open">
      <span className={visuallyHidden}>{intl.formatMessage(messages.details)}</span>
    </Column>
  );
}
