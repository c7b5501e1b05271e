/**
 * Order of the contract's non-negative decimal strings (up to 18 decimals) without floating point, so
 * '0.1' + '0.2'-style rounding can never let a minimum slip above its maximum.
 */
const SCALE = 18;

function scaled(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new RangeError(`Not a non-negative decimal: ${decimal}`);
  const [, units, fraction = ''] = match;
  return BigInt(`${units}${fraction.padEnd(SCALE, '0').slice(0, SCALE)}`);
}

/** Negative when a < b, 0 when equal ('1.50' equals '1.5'), positive when a > b. */
export function compareDecimals(a: string, b: string): number {
  const difference = scaled(a) - scaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
