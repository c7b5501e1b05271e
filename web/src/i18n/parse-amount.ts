/**
 * An amount typed in the interface's language back to the contract's decimal string: the inverse of
 * `formatNumber`. Apart from the formatter, which every page loads, because only the forms need it.
 */
import { formatNumber } from './format.ts';
import type { Language } from './language.ts';

// Every kind of space a paste can bring: ordinary, no-break and the narrow no-break of French grouping.
const SPACES = /[\s\u00a0\u202f]/g;
// English groups thousands with commas: "10,000.50". A lone comma ("12,5") is a decimal comma there too.
const ENGLISH_GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * "10 000,50" (fr), "10,000.50" (en), "10000.5" (both) to "10000.50", "10000.5"; the decimals beyond
 * `decimals` are cut, never rounded. Null for what is not a non-negative amount.
 */
export function parseAmount(input: string, language: Language, decimals?: number): string | null {
  let compact = input.replace(SPACES, '');
  if (language === 'en' && ENGLISH_GROUPED.test(compact)) compact = compact.replace(/,/g, '');
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || !/\d/.test(compact)) return null;
  const whole = (match[1] || '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').slice(0, decimals);
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * A decimal string as the language writes it, with exactly its own decimals: "10000.00" is
 * "10 000,00" in French. What is not a decimal (a field being fixed) is left as it is.
 */
export function formatDecimal(value: string, language: Language): string {
  const match = /^\d+(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const decimals = match[1]?.length ?? 0;
  return formatNumber(value, language, decimals, { minimumDecimals: decimals });
}
