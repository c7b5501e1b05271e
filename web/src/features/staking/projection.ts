import { fromUnits, toUnits } from '../../api/decimal.ts';

/**
 * The reward a stake is projected to earn at the target rate, as the platform pays it: each day the principal
 * × the daily rate (a percent with 8 decimals), rounded down to the asset's smallest unit, times the days.
 */
export function projectedReward(amount: string, decimals: number, dailyRate: string, days: number): string | null {
  const units = toUnits(amount, decimals);
  const rate = toUnits(dailyRate, 8);
  if (units === null || rate === null) return null;
  return fromUnits(((units * rate) / 10n ** 10n) * BigInt(days), decimals);
}
