/**
 * Amounts as the contract writes them (decimal strings), computed exactly on integers of the smallest unit
 * (BigInt): an ETH or BTC amount overflows a float's 2^53.
 */

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** A decimal string in units of 10^-decimals (digits beyond are cut), or null when it is not a decimal. */
export function toUnits(value: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** Units of 10^-decimals back to a decimal string with exactly `decimals` decimals. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Compares two decimal strings exactly: -1, 0 or 1 (a string that is not a decimal counts as 0). */
export function compareAmounts(a: string, b: string): number {
  const width = Math.max(fractionLength(a), fractionLength(b));
  const left = toUnits(a, width) ?? 0n;
  const right = toUnits(b, width) ?? 0n;
  return left === right ? 0 : left < right ? -1 : 1;
}

function fractionLength(value: string): number {
  return DECIMAL.exec(value.trim())?.[2]?.length ?? 0;
}

/** The sum of decimal strings, with as many decimals as the most precise of them. */
export function addAmounts(...values: string[]): string {
  const width = Math.max(0, ...values.map(fractionLength));
  return fromUnits(
    values.reduce((sum, value) => sum + (toUnits(value, width) ?? 0n), 0n),
    width,
  );
}

/** The product of two decimal strings, cut (never rounded up) to `decimals` decimals: an amount at a price. */
export function multiplyAmounts(a: string, b: string, decimals: number): string {
  const [fa, fb] = [fractionLength(a), fractionLength(b)];
  const product = (toUnits(a, fa) ?? 0n) * (toUnits(b, fb) ?? 0n);
  const extra = fa + fb - decimals;
  return fromUnits(extra >= 0 ? product / 10n ** BigInt(extra) : product * 10n ** BigInt(-extra), decimals);
}

/** Whether a decimal string is zero (or not a decimal at all). */
export function isZero(value: string): boolean {
  return (toUnits(value, fractionLength(value)) ?? 0n) === 0n;
}

/** USDT, the asset packs are priced in, counts in millionths on every network. */
export const USDT_DECIMALS = 6;

/** A USDT amount in millionths, 0 when it is not a decimal: a price, a balance, compared and subtracted. */
export function usdtUnits(value: string): bigint {
  return toUnits(value, USDT_DECIMALS) ?? 0n;
}
