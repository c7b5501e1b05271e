/**
 * The admin dashboard: members and sign-ups per day over the last 30 UTC days, turnover (pack purchases, the
 * qualifying purchases of the plan, in USDT) and the queues now. A queue whose area is not built yet is said to
 * be unavailable, never counted as zero.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits } from '../../money.ts';
import { countSubmittedSteps } from '../kyc/index.ts';
import * as repository from './repository.ts';

type AdminDashboard = components['schemas']['AdminDashboard'];

export const DASHBOARD_DAYS = 30;
/** Packs are priced and paid in USDT (the plan's "USD"). */
const TURNOVER_ASSET = 'USDT';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days from `days - 1` days before `now` up to its own, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function getAdminDashboard(db: Kysely<Database>, now: Date): Promise<AdminDashboard> {
  const days = lastDays(now, DASHBOARD_DAYS);
  const from = days[0]!;
  const since = `${from}T00:00:00.000Z`;
  const [members, signUps, purchases, decimals, withdrawals, kycSteps] = await Promise.all([
    repository.countMembers(db, since),
    repository.signUpsPerDay(db, since),
    repository.packPurchasesPerDay(db, TURNOVER_ASSET, since),
    repository.assetDecimals(db, TURNOVER_ASSET),
    repository.pendingWithdrawals(db),
    countSubmittedSteps(db),
  ]);

  let running = members.before;
  const memberSeries = days.map((day) => ({ day, count: (running += signUps.get(day) ?? 0) }));
  const signUpSeries = days.map((day) => ({ day, count: signUps.get(day) ?? 0 }));
  const places = decimals ?? 2;
  let turnover = 0n;
  let purchaseCount = 0;
  const turnoverSeries = days.map((day) => {
    const spent = purchases.get(day) ?? { amount: 0n, count: 0 };
    turnover += spent.amount;
    purchaseCount += spent.count;
    return { day, amount: formatUnits(spent.amount, places) };
  });

  return {
    from,
    to: days.at(-1)!,
    members: { total: members.total, active: members.active, series: memberSeries },
    sign_ups: { total: signUpSeries.reduce((sum, point) => sum + point.count, 0), series: signUpSeries },
    turnover: {
      asset: TURNOVER_ASSET,
      amount: formatUnits(turnover, places),
      purchases: purchaseCount,
      series: turnoverSeries,
    },
    pending_withdrawals: { available: true, count: withdrawals.count, oldest_at: withdrawals.oldest },
    // Steps waiting in the KYC review queue; support tickets come with their area.
    pending_kyc: { available: true, count: kycSteps },
    open_tickets: { available: false, count: null },
  };
}
