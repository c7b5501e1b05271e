/**
 * Staking arithmetic, exact in integers: a daily rate is a percent with 8 decimals (percent × 1e8), so a day's
 * reward is principal × rate ÷ 1e10, rounded down to the asset's smallest unit.
 */
import { basisPoints, formatUnits } from '../../money.ts';

export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** 10n;

const DAY_MS = 86_400_000;

/** The target yearly percent ('12.00') ÷ 365, as a daily rate. */
export function targetDailyRate(targetRate: string): bigint {
  return (basisPoints(targetRate) * 10n ** 6n) / 365n;
}

export function dayReward(principal: bigint, dailyRate: bigint): bigint {
  return (principal * dailyRate) / RATE_SCALE;
}

export function formatRate(rate: bigint): string {
  return formatUnits(rate, RATE_DECIMALS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}
