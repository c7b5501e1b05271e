import { formatAmount } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import * as styles from './money-record.css.ts';

export interface AmountProps {
  /** As the API gives it: a decimal string. */
  value: string;
  /** The asset's code, written after the amount. */
  asset: string;
  /**
   * `displayDecimals` (i18n/format.ts) of the settings the page has at hand (a wallet, a product, the assets
   * list); undefined where it has none: cents are shown then, never decimals read from the value.
   */
  decimals: number | undefined;
  /** Money that came in is drawn in the accent colour. */
  incoming?: boolean;
  /** A movement's direction, before the amount. */
  sign?: '+' | '−';
}

/**
 * The one way to show an amount: the asset's decimals, tabular figures, on one line. In a table, put it
 * in a `numeric` cell (ui/table); in a sentence or a name, `formatAmount` writes the same figures.
 */
export function Amount({ value, asset, decimals, incoming = false, sign }: AmountProps) {
  const { language } = useLanguage();
  return (
    <span className={incoming ? `${styles.amount} ${styles.incoming}` : styles.amount}>
      {sign}
      {formatAmount(value, decimals, language)}
      {/* A list's table names the asset in a column of its own and leaves it out here (responsive-table.css.ts). */}
      <span data-unit> {asset}</span>
    </span>
  );
}
