/**
 * The reward a stake is projected to earn at the target rate, as the platform pays it: each day the principal
 * × the daily rate (a percent with 8 decimals), rounded down to the asset's smallest unit, times the days.
 */
export function projectedReward(amount: string, decimals: number, dailyRate: string, days: number): string | null {
  const units = toUnits(amount, decimals);
  const rate = toUnits(dailyRate, 8);
  if (units === null || rate === null) return null;
  const total = ((units * rate) / 10n ** 10n) * BigInt(days);
  const digits = total.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function toUnits(value: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
}
