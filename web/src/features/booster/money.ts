/** USDT amounts as the API sends them (decimal strings), compared and subtracted exactly, in millionths. */
const DECIMALS = 6;
const SCALE = 10n ** BigInt(DECIMALS);

export function toUnits(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole || '0') * SCALE + BigInt((fraction + '0'.repeat(DECIMALS)).slice(0, DECIMALS));
}

export function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / SCALE}.${String(abs % SCALE).padStart(DECIMALS, '0')}`;
}
