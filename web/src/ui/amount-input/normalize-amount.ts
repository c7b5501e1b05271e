/**
 * The one reading of a typed amount (product spec, section 5), and its display in the amount input: the
 * inverse of `formatNumber`. Apart from the formatter, which every page loads, because only forms need it.
 */
import { formatNumber } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';

// Every kind of space a paste can bring: ordinary, no-break and the narrow no-break of French grouping.
const SPACES = /[\s\u00a0\u202f]/g;
// English groups thousands with commas: "10,000.50". A lone comma ("12,5") is a decimal comma there too.
const ENGLISH_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
// A minus as typed, or as the formatter may write it.
const MINUS = /^[-\u2212]/;

/**
 * An amount as typed in the interface's language to the contract's decimal string: "10 000,50" (fr),
 * "10,000.50" (en), "10000.5" (both) are "10000.50", "10000.5". A comma or a dot for the decimals, spaces
 * stripped, leading zeros dropped, the decimals beyond `decimals` cut (never rounded up). A negative
 * number stays one, for the form's check to refuse. Null for what is not a number.
 */
export function normalizeAmount(input: string, language: Language, decimals?: number): string | null {
  let compact = input.replace(SPACES, '');
  const sign = MINUS.test(compact) ? '-' : '';
  compact = compact.replace(MINUS, '');
  if (language === 'en' && ENGLISH_GROUPED.test(compact)) compact = compact.replace(/,/g, '');
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || !/\d/.test(compact)) return null;
  const whole = (match[1] || '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').slice(0, decimals);
  return `${sign}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

/**
 * A decimal string as the language writes it, with exactly its own decimals: "10000.00" is
 * "10 000,00" in French. What is not a decimal (a field being fixed) is left as it is.
 */
export function formatDecimal(value: string, language: Language): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const decimals = match[1]?.length ?? 0;
  return formatNumber(value, language, decimals, { minimumDecimals: decimals });
}
