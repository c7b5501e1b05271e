import { useIntl } from 'react-intl';
import { formatNumber } from '../../../i18n/format.ts';
import type { Language } from '../../../i18n/language.ts';
import { decimalsOf } from '../../../api/decimal.ts';
import { formatAmount, formatUsd } from '../money.ts';

// A signed amount (the sum of postings) carries its decimals after the sign.
const decimalsOfSigned = (value: string) => decimalsOf(value.replace(/^-/, ''));

/**
 * The formats of the ledger pages in the interface's language. An amount keeps every decimal the
 * API gives it (its asset's): on the books a rounded 0.00000001 BTC would hide a difference.
 */
export function useLedgerFormat() {
  const intl = useIntl();
  const language = intl.locale as Language;
  return {
    language,
    amount: (value: string) => formatAmount(value, decimalsOfSigned(value), language),
    usd: (value: string) => formatUsd(value, language),
    /** A unit price: cents always, and up to the 8 decimals a price may have. */
    price: (value: string) => formatNumber(value, language, 8, { minimumDecimals: 2, currency: 'USD' }),
    /** A UTC day (`2026-11-01`) as that same day wherever the browser is. */
    day: (value: string) =>
      new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${value}T00:00:00Z`),
      ),
    dateTime: (value: string) =>
      intl.formatDate(value, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
  };
}
