/**
 * How numbers, percents and dates read in the chosen language (product spec, sections 5 and 9):
 * French grouping and comma in French, 6 decimals by default, percents to 2 decimals, dates as day,
 * short month and year.
 */
import type { Language } from './language.ts';

export const DEFAULT_DECIMALS = 6;

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-US' };

type Numeric = number | string;

export interface AmountFormat {
  /** Decimals always written (cents: 2); none by default. */
  minimumDecimals?: number;
  /** A currency's sign where the language puts it: "2 250,00 $US", "$2,250.00". */
  currency?: 'USD';
}

/**
 * The one formatter of amounts: an amount as the language writes it, with at most `decimals` decimals.
 * Decimal strings (as the API sends amounts) are formatted from their digits, without a binary float.
 */
export function formatNumber(
  value: Numeric,
  language: Language,
  decimals: number = DEFAULT_DECIMALS,
  { minimumDecimals = 0, currency }: AmountFormat = {},
): string {
  return new Intl.NumberFormat(LOCALES[language], {
    ...(currency && { style: 'currency', currency }),
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: decimals,
  }).format(value as Intl.StringNumericLiteral);
}

/**
 * The decimals an amount of an asset is shown with: its settings' `display_decimals` (USDT 2), carried by the
 * assets list, a wallet and a staking product; undefined where the page has none of them.
 */
export const displayDecimals = (asset: { display_decimals: number } | undefined): number | undefined =>
  asset?.display_decimals;

/**
 * An amount of an asset as every page writes it: exactly its `displayDecimals`, so a column of one asset lines
 * up ("1 250,00", "0,50"). The rest is cut, not rounded: a balance never reads as more than is there. Without
 * the asset's settings, the spec's default of at most 6 decimals, never read from the amount's own string.
 * Written the same in a sentence as in `<Amount>` (ui/money-record).
 */
export function formatAmount(value: string, decimals: number | undefined, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? DEFAULT_DECIMALS,
    roundingMode: 'trunc',
  }).format(value as Intl.StringNumericLiteral);
}

/** A dollar amount, cents always shown: "2 250,00 $US", "$2,250.00". */
export function formatUsd(value: string, language: Language): string {
  return formatNumber(value, language, 2, { minimumDecimals: 2, currency: 'USD' });
}

/** A percent value (12.5 means 12.5 %), rounded to 2 decimals. */
export function formatPercent(value: Numeric, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: 2,
  }).format(value as Intl.StringNumericLiteral);
}

/** Day, short month and year: "20 nov. 2026", "Nov 20, 2026". */
export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric' }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}
