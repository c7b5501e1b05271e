import type { Wallet } from '../../api/generated/model/wallet.ts';
import { toUnits } from '../../api/decimal.ts';

/** A wallet's share of the total in percent (two decimals), computed on cents. */
export function shareOf(usdValue: string, totalUsd: string): number {
  const total = toUnits(totalUsd, 2) ?? 0n;
  if (total === 0n) return 0;
  return Number(((toUnits(usdValue, 2) ?? 0n) * 10000n) / total) / 100;
}

/** The wallets from the largest to the smallest value in dollars. */
export function byValue(items: Wallet[]): Wallet[] {
  return [...items].sort((a, b) => {
    const left = toUnits(a.usd_value, 2) ?? 0n;
    const right = toUnits(b.usd_value, 2) ?? 0n;
    return left === right ? a.asset.localeCompare(b.asset) : left > right ? -1 : 1;
  });
}
