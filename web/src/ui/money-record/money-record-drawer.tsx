import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { recordFields } from './messages.ts';
import { RecordDrawer, RecordFields, type RecordField } from './record-drawer.tsx';
import { RecordTime, type RecordTimeProps } from './record-time.tsx';
import { TransactionLink, type TransactionTarget } from './transaction-link.tsx';

export interface RecordDate extends RecordTimeProps {
  name: string;
}

export interface MoneyRecordDrawerProps {
  title: string;
  /** The record's reference; none for a record the API names by its terms alone (a stake). */
  reference?: string;
  /** An `<Amount>`. */
  amount: ReactNode;
  /** A `<StatusPill>`. */
  status: ReactNode;
  /** What only this kind of record has (a stake's rate, an order's tier). */
  lines: RecordField[];
  /** When things happened to it, oldest first. */
  dates: RecordDate[];
  /** The member transaction it made, linked. */
  transaction?: TransactionTarget;
  onClose: () => void;
}

/**
 * A money record that is not itself a transaction (a stake, a booster order, an arbitrage subscription)
 * in the record drawer: what every record has, its own lines, its dates and the way to its transaction.
 */
export function MoneyRecordDrawer({
  title,
  reference,
  amount,
  status,
  lines,
  dates,
  transaction,
  onClose,
}: MoneyRecordDrawerProps) {
  const intl = useIntl();
  const name = (field: keyof typeof recordFields) => intl.formatMessage(recordFields[field]);
  return (
    <RecordDrawer title={title} onClose={onClose}>
      <RecordFields
        fields={[
          ...(reference ? [{ name: name('reference'), value: reference }] : []),
          { name: name('amount'), value: amount },
          { name: name('status'), value: status },
          ...lines,
          ...dates.map(({ name: dateName, ...time }) => ({ name: dateName, value: <RecordTime {...time} /> })),
          ...(transaction ? [{ name: name('transaction'), value: <TransactionLink {...transaction} /> }] : []),
        ]}
      />
    </RecordDrawer>
  );
}
