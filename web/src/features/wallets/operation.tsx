import { useIntl } from 'react-intl';
import type { Wallet } from '../../api/generated/model/wallet.ts';
import { useLanguage } from '../../i18n/language-provider.tsx';
import { Link } from '../../ui/link/link.tsx';
import { amountAboveAvailable, amountTooBig, amountTooSmall, amountWithAsset } from './form-messages.ts';
import { messages } from './messages.ts';
import { addAmounts, compareAmounts, fromUnits, isZero, toUnits } from '../../api/decimal.ts';
import { displayDecimals, formatAmount } from '../../i18n/format.ts';
import * as styles from './wallets.css.ts';

/** An operation the asset does not allow (or a wallet the member does not have): why, and the way back. */
export function AssetUnavailable({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <div className={styles.stack}>
      <p role="alert" className={styles.note}>
        {text}
      </p>
      <p>
        <Link to="/wallets/my-wallets">{intl.formatMessage(messages.backToWallets)}</Link>
      </p>
    </div>
  );
}

/** A decimal string without the zeros that say nothing: "1199.000000" is "1199". */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * The checks an amount taken from a wallet passes before any call: more than zero, within the
 * operation's limits, and (with its fee) not above what is available. Exact, on decimal strings.
 */
export function useAmountRules(wallet: Wallet) {
  const intl = useIntl();
  const { language } = useLanguage();
  const show = (value: string) =>
    intl.formatMessage(amountWithAsset, {
      amount: formatAmount(value, displayDecimals(wallet), language),
      asset: wallet.asset,
    });
  return {
    /** The error of an amount, or null when it may be sent. */
    check(amount: string, { min, max, fee = '0' }: { min: string; max: string; fee?: string }): string | null {
      if (amount === '' || isZero(amount) || toUnits(amount, wallet.decimals) === null) {
        return intl.formatMessage(messages.amountRequired);
      }
      if (compareAmounts(amount, min) < 0) return intl.formatMessage(amountTooSmall, { minimum: show(min) });
      if (compareAmounts(amount, max) > 0) return intl.formatMessage(amountTooBig, { maximum: show(max) });
      if (compareAmounts(addAmounts(amount, fee), wallet.available) > 0) {
        return intl.formatMessage(amountAboveAvailable, { available: show(wallet.available) });
      }
      return null;
    },
    /** What the Max action puts in the field: the available balance less the fee, within the maximum. */
    maxFor(max: string, fee = '0'): string {
      const available = (toUnits(wallet.available, wallet.decimals) ?? 0n) - (toUnits(fee, wallet.decimals) ?? 0n);
      const limit = toUnits(max, wallet.decimals) ?? 0n;
      const best = available < limit ? available : limit;
      return trimZeros(fromUnits(best > 0n ? best : 0n, wallet.decimals));
    },
  };
}
