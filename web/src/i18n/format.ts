/**
 * How numbers, percents and dates read in the chosen language (product spec, sections 5 and 9):
 * French grouping and comma in French, 6 decimals by default, percents to 2 decimals, dates as day,
 * short month and year.
 */
import { fromUnits } from '../api/decimal.ts';
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
 * Where a page has no setting of the asset at hand: cents. Never read from the amount's own string,
 * which carries whatever decimals the API wrote.
 */
export const FALLBACK_DECIMALS = 2;

/**
 * The decimals an amount of an asset is shown with, from its settings (the assets list's, or a wallet's or
 * a product's, which carry them); undefined without them. For now all of the asset's precision (USDT 6):
 * the one place a display precision per asset would change.
 */
export const displayDecimals = (asset: { decimals: number } | undefined): number | undefined => asset?.decimals;

/**
 * An amount of an asset as every page writes it: exactly the decimals given, the asset's `displayDecimals`,
 * so a column of one asset lines up ("1 250,000000", "0,500000"). A bigint is a count of units of
 * 10^-decimals: the asset's smallest unit only while those are its precision. Written the same in a
 * sentence as in `<Amount>` (ui/money-record).
 */
export function formatAmount(value: string | bigint, decimals: number | undefined, language: Language): string {
  const places = decimals ?? FALLBACK_DECIMALS;
  const decimal = typeof value === 'bigint' ? fromUnits(value, places) : value;
  return formatNumber(decimal, language, places, { minimumDecimals: places });
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
