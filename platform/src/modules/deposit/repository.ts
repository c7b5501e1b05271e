/** The deposits table: the only place that knows its columns. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DepositState, DepositsTable } from '../../db/database.ts';
import { sumUnits, units } from '../../db/units.ts';

type Db = Kysely<Database>;

function selectDeposits(db: Db) {
  return db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .innerJoin('assets', 'assets.code', 'deposits.asset')
    .select([
      'deposits.id',
      'deposits.reference',
      'deposits.user_id',
      'users.username',
      'users.uid',
      'deposits.asset',
      'assets.network',
      'assets.decimals',
      units('deposits.amount').as('amount'),
      units('deposits.fee').as('fee'),
      units('deposits.usd_value_cents').as('usd_value_cents'),
      'deposits.tx_hash',
      'deposits.confirmations',
      'deposits.required_confirmations',
      'deposits.status',
      'deposits.recorded_by',
      'deposits.recorded_by_id',
      'deposits.needs_second_approval',
      'deposits.approval_reason',
      'deposits.decided_by',
      'deposits.decided_at',
      'deposits.rejection_reason',
      'deposits.transaction_id',
      'deposits.created_at',
      'deposits.credited_at',
    ]);
}

export type DepositRow = Awaited<ReturnType<ReturnType<typeof selectDeposits>['executeTakeFirstOrThrow']>>;

export function findDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  return selectDeposits(db).where('deposits.id', '=', id).executeTakeFirst();
}

export function findDepositByHash(db: Db, hashKey: string): Promise<DepositRow | undefined> {
  return selectDeposits(db).where('deposits.hash_key', '=', hashKey).executeTakeFirst();
}

export async function insertDeposit(db: Db, row: Insertable<DepositsTable>): Promise<number> {
  const { id } = await db.insertInto('deposits').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateDeposit(db: Db, id: number, changes: Updateable<DepositsTable>): Promise<void> {
  await db.updateTable('deposits').set(changes).where('id', '=', id).execute();
}

/** The dollar value of the member's deposits recorded since `since` that still count (all but the rejected). */
export async function depositedUsdCentsSince(db: Db, userId: number, since: string): Promise<bigint> {
  const row = await db
    .selectFrom('deposits')
    .select(sumUnits('usd_value_cents').as('cents'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return BigInt(row.cents);
}

export interface DepositFilter {
  asset?: string;
  username?: string;
  credited?: boolean;
  state?: DepositState;
}

function filtered<Q extends ReturnType<typeof selectDeposits>>(query: Q, filter: DepositFilter): Q {
  return query
    .$if(filter.asset !== undefined, (q) => q.where('deposits.asset', '=', filter.asset!))
    .$if(filter.username !== undefined, (q) => q.where('users.username_lower', '=', filter.username!.toLowerCase()))
    .$if(filter.credited !== undefined, (q) =>
      q.where('deposits.status', filter.credited ? '=' : '<>', 'credited' satisfies DepositState),
    )
    .$if(filter.state !== undefined, (q) => q.where('deposits.status', '=', filter.state!)) as Q;
}

/** The deposits the filter matches, newest first. */
export function depositsMatching(db: Db, filter: DepositFilter) {
  return filtered(selectDeposits(db), filter).orderBy('deposits.created_at', 'desc').orderBy('deposits.id', 'desc');
}

/** Per asset, the amounts of the deposits credited in the period. */
export async function creditedByAsset(db: Db, period: { from: string; until: string }): Promise<Map<string, bigint>> {
  const rows = await db
    .selectFrom('deposits')
    .select(['asset', sumUnits('amount').as('total')])
    .where('status', '=', 'credited')
    .where('credited_at', '>=', period.from)
    .where('credited_at', '<', period.until)
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, BigInt(row.total)]));
}
