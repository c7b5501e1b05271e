/** The books per asset over a period, and the ledger check: every asset's postings sum to zero, no member below zero. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits } from '../../money.ts';
import { listAllAssets } from '../asset/index.ts';
import { creditedByAsset } from '../deposit/index.ts';
import { checkLedger, sumsByAsset } from '../../core/ledger/index.ts';
import { sentByAsset } from '../withdrawal/index.ts';
import { dayOf, daysBefore, periodOf } from '../../core/period.ts';

type Db = Kysely<Database>;
type Schemas = components['schemas'];

const DEFAULT_DAYS = 30;

export async function getAccounting(
  db: Db,
  query: { from?: string; to?: string },
  now: Date,
): Promise<Schemas['Accounting']> {
  const to = query.to ?? (query.from !== undefined && query.from > dayOf(now) ? query.from : dayOf(now));
  const from = query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  const period = periodOf(from, to) as { from: string; until: string };
  const [assets, checks, members, holds, feeSums, depositSums, withdrawalSums] = await Promise.all([
    listAllAssets(db),
    checkLedger(db),
    sumsByAsset(db, 'member'),
    sumsByAsset(db, 'hold'),
    sumsByAsset(db, 'fees', period),
    creditedByAsset(db, period),
    sentByAsset(db, period),
  ]);
  const items = assets.map((asset): Schemas['AccountingAsset'] => {
    const check = checks.get(asset.code) ?? { postingsSum: 0n, negativeBalances: 0 };
    const format = (value: bigint | undefined) => formatUnits(value ?? 0n, asset.decimals);
    return {
      asset: asset.code,
      member_balances: format(members.get(asset.code)),
      held: format(holds.get(asset.code)),
      fees_earned: format(feeSums.get(asset.code)),
      deposits: format(depositSums.get(asset.code)),
      withdrawals: format(withdrawalSums.get(asset.code)),
      postings_sum: format(check.postingsSum),
      negative_balances: check.negativeBalances,
      balanced: check.postingsSum === 0n && check.negativeBalances === 0,
    };
  });
  return { from, to, checked_at: nowIso(now), balanced: items.every((item) => item.balanced), assets: items };
}
