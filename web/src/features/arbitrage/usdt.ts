/** USDT amounts as the API sends them (decimal strings), in its smallest unit for exact sums and comparisons. */
const DECIMALS = 6;
const SCALE = 10n ** BigInt(DECIMALS);

export function toUnits(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMALS, '0').slice(0, DECIMALS) || '0');
}

export function fromUnits(units: bigint): string {
  const fraction = (units % SCALE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${units / SCALE}.${fraction}` : String(units / SCALE);
}

/** The end of a term taken today: midnight UTC after the `days` whole days that follow today. */
export function endOfTerm(now: Date, days: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1 + days));
}
