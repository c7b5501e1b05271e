import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { openRecord } from './messages.ts';
import * as styles from './money-record.css.ts';

/** A row's reference as the button that opens its detail drawer. */
export function RecordOpener({ reference, onOpen }: { reference: string; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Button className={styles.opener} aria-label={intl.formatMessage(openRecord, { reference })} onPress={onOpen}>
      {reference}
    </Button>
  );
}
