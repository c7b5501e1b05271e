/** The books per asset over a period, and the ledger check: every asset's postings sum to zero, no member below zero. */
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.ts';
import type { components } from '../../generated/api.ts';
import { listAllAssets } from '../asset/repository.ts';
import { sumUnits } from '../../db/units.ts';
import { formatUnits } from '../../money.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { dayOf, daysBefore, periodOf } from '../transaction/period.ts';

type Db = Kysely<Database>;
type Schemas = components['schemas'];

const DEFAULT_DAYS = 30;

function byAsset(rows: { asset: string; total: string }[]): Map<string, bigint> {
  return new Map(rows.map((row) => [row.asset, BigInt(row.total)]));
}

async function accountSums(db: Db, kind: 'member' | 'hold'): Promise<Map<string, bigint>> {
  return byAsset(
    await db
      .selectFrom('postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
      .select(['ledger_accounts.asset as asset', sumUnits('postings.amount').as('total')])
      .where('ledger_accounts.kind', '=', kind)
      .groupBy('ledger_accounts.asset')
      .execute(),
  );
}

export async function getAccounting(
  db: Db,
  query: { from?: string; to?: string },
  now: Date,
): Promise<Schemas['Accounting']> {
  const to = query.to ?? (query.from !== undefined && query.from > dayOf(now) ? query.from : dayOf(now));
  const from = query.from ?? daysBefore(to, DEFAULT_DAYS - 1);
  const period = periodOf(from, to) as { from: string; until: string };
  const [assets, checks, members, holds, fees, deposits, withdrawals] = await Promise.all([
    listAllAssets(db),
    checkLedger(db),
    accountSums(db, 'member'),
    accountSums(db, 'hold'),
    db
      .selectFrom('postings')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.account_id')
      .innerJoin('journal_entries', 'journal_entries.id', 'postings.entry_id')
      .select(['ledger_accounts.asset as asset', sumUnits('postings.amount').as('total')])
      .where('ledger_accounts.kind', '=', 'fees')
      .where('journal_entries.created_at', '>=', period.from)
      .where('journal_entries.created_at', '<', period.until)
      .groupBy('ledger_accounts.asset')
      .execute(),
    db
      .selectFrom('deposits')
      .select(['asset', sumUnits('amount').as('total')])
      .where('status', '=', 'credited')
      .where('credited_at', '>=', period.from)
      .where('credited_at', '<', period.until)
      .groupBy('asset')
      .execute(),
    // A request is sent once, and sending is its last change, so updated_at is when it left.
    db
      .selectFrom('withdrawals')
      .select(['asset', sumUnits('amount').as('total')])
      .where('status', '=', 'sent')
      .where('updated_at', '>=', period.from)
      .where('updated_at', '<', period.until)
      .groupBy('asset')
      .execute(),
  ]);
  const feeSums = byAsset(fees);
  const depositSums = byAsset(deposits);
  const withdrawalSums = byAsset(withdrawals);
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
