/**
 * Amounts cross the API as decimal strings and live in the database as integers in the smallest unit,
 * so no floating-point value ever holds money.
 */

/** 125000 cents -> '1250.00'. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '1250.5' -> 125050; more than two decimals or anything that is not a decimal is refused. */
export function decimalToCents(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal amount with at most two decimals: ${decimal}`);
  const [, sign, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${decimal}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}
