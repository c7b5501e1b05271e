/**
 * Money as BigInt in an asset's smallest unit (US dollars in cents, prices in 1e-8 USD), and the decimal strings
 * the API carries. Nothing here goes through a floating-point number, so an ETH amount in its smallest unit stays
 * exact beyond 2^53.
 */
import { invalidField } from './errors.ts';

export const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Both engines keep amounts in a signed 64-bit integer: an amount beyond it is refused, not stored. */
const MAX_UNITS = 2n ** 63n - 1n;

/**
 * '12.5' in an asset of 6 decimals -> 12500000n. Trailing zeros beyond the asset's decimals are harmless; a
 * significant digit beyond them is refused as a 400 naming the field, never rounded away.
 */
export function parseUnits(value: string, decimals: number, field: string, assetCode: string): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw invalidField(field, `${field} must be a decimal number`);
  const [, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals)
    throw invalidField(
      field,
      decimals === 0
        ? `${field} must be a whole number of ${assetCode}`
        : `${field} has more than ${decimals} decimals, the precision of ${assetCode}`,
    );
  const units = BigInt(whole!) * pow10(decimals) + BigInt(significant.padEnd(decimals, '0') || '0');
  if (units > MAX_UNITS) throw invalidField(field, `${field} is too large`);
  return units;
}

/** A positive amount: zero moves nothing and is refused like a malformed one. */
export function parsePositiveUnits(value: string, decimals: number, field: string, assetCode: string): bigint {
  const amount = parseUnits(value, decimals, field, assetCode);
  if (amount <= 0n) throw invalidField(field, `${field} must be above zero`);
  return amount;
}

/** 12500000n with 6 decimals -> '12.500000': always exactly the asset's decimals, as the contract's examples. */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** A decimal string with at most `decimals` digits after the point (configuration values), as units. */
export function decimalToUnits(value: string, decimals: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal: ${value}`);
  const [, whole, fraction = ''] = match;
  // Configuration amounts finer than the asset can hold round down to what it can.
  return BigInt(whole!) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
}

/** 125000 cents -> '1250.00'; a number must be a safe integer. */
export function centsToDecimal(cents: number | bigint): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
  return formatUnits(BigInt(cents), 2);
}

/** '1250.5' -> 125050 (stored as a JSON number); more than two decimals or anything not a decimal is refused. */
export function decimalToCents(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal amount with at most two decimals: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Amount out of range: ${decimal}`);
  return sign === '-' && cents !== 0n ? -Number(cents) : Number(cents);
}

export const PRICE_DECIMALS = 8;

/** '0.50' -> 50000000n (1e-8 USD). */
export function parsePrice(value: string, field: string): bigint {
  const price = parseUnits(value, PRICE_DECIMALS, field, 'USD prices');
  if (price <= 0n) throw invalidField(field, `${field} must be above zero`);
  return price;
}

/** 50000000n -> '0.50': two decimals at least, the significant ones beyond. */
export function formatPrice(priceE8: bigint): string {
  const full = formatUnits(priceE8, PRICE_DECIMALS);
  return full.replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** The value of an amount in US cents, rounded down. */
export function usdCents(amount: bigint, decimals: number, priceE8: bigint): bigint {
  return (amount * priceE8) / (pow10(decimals) * pow10(PRICE_DECIMALS - 2));
}

/** A configuration percentage ('0.50', two decimals at most) in hundredths of a percent. */
export function basisPoints(percent: string): bigint {
  return decimalToUnits(percent, 2);
}

/** `percent` of an amount, rounded down to the smallest unit. */
export function percentOf(amount: bigint, percent: string): bigint {
  return (amount * basisPoints(percent)) / 10_000n;
}
