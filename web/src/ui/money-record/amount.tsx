import * as styles from './money-record.css.ts';

export interface AmountProps {
  /** The amount already formatted in the reader's language ("1 250,00", "+ 25,00"). */
  value: string;
  unit: string;
  /** Money that came in is drawn in the accent colour. */
  incoming?: boolean;
}

/** An amount with its unit, in tabular figures, on one line. Put it in a `numeric` cell (ui/table). */
export function Amount({ value, unit, incoming = false }: AmountProps) {
  return (
    <span className={incoming ? `${styles.amount} ${styles.incoming}` : styles.amount}>
      {value} {unit}
    </span>
  );
}
