import { useIntl } from 'react-intl';
import { formatNumber, formatUsd } from '../../../i18n/format.ts';
import type { Language } from '../../../i18n/language.ts';

/**
 * The formats of the ledger pages in the interface's language. Amounts are written by `formatAmount`
 * (or `<Amount>`) with their asset's decimals: on the books a rounded 0.00000001 BTC would hide a difference.
 */
export function useLedgerFormat() {
  const intl = useIntl();
  const language = intl.locale as Language;
  return {
    language,
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
