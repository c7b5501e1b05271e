/** The withdrawals and withdrawal_events tables: the only place that knows their columns. */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, WithdrawalEventsTable, WithdrawalStatus, WithdrawalsTable } from '../../db/database.ts';
import { sumUnits, units } from '../../db/units.ts';

type Db = Kysely<Database>;

export function selectWithdrawals(db: Db) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .innerJoin('assets', 'assets.code', 'withdrawals.asset')
    .select([
      'withdrawals.id',
      'withdrawals.reference',
      'withdrawals.user_id',
      'users.username',
      'users.uid',
      'withdrawals.asset',
      'assets.decimals',
      'withdrawals.network',
      'withdrawals.address',
      units('withdrawals.amount').as('amount'),
      units('withdrawals.fee').as('fee'),
      units('withdrawals.usd_value_cents').as('usd_value_cents'),
      'withdrawals.status',
      'withdrawals.needs_second_approval',
      'withdrawals.first_approver_id',
      'withdrawals.tx_hash',
      'withdrawals.rejection_reason',
      'withdrawals.transaction_id',
      'withdrawals.created_at',
      'withdrawals.updated_at',
    ]);
}

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof selectWithdrawals>['executeTakeFirstOrThrow']>>;
export type WithdrawalEventRow = Selectable<WithdrawalEventsTable>;

export interface WithdrawalFilter {
  userId?: number;
  username?: string;
  status?: WithdrawalStatus;
  asset?: string;
}

function filtered<Q extends ReturnType<typeof selectWithdrawals>>(query: Q, filter: WithdrawalFilter): Q {
  return query
    .$if(filter.userId !== undefined, (q) => q.where('withdrawals.user_id', '=', filter.userId!))
    .$if(filter.username !== undefined, (q) => q.where('users.username_lower', '=', filter.username!.toLowerCase()))
    .$if(filter.status !== undefined, (q) => q.where('withdrawals.status', '=', filter.status!))
    .$if(filter.asset !== undefined, (q) => q.where('withdrawals.asset', '=', filter.asset!)) as Q;
}

/** The withdrawals the filter matches, by the time they were asked for. */
export function withdrawalsMatching(db: Db, filter: WithdrawalFilter, newestFirst: boolean) {
  const direction = newestFirst ? 'desc' : 'asc';
  return filtered(selectWithdrawals(db), filter)
    .orderBy('withdrawals.created_at', direction)
    .orderBy('withdrawals.id', direction);
}

export async function findWithdrawalRow(db: Db, id: number, userId?: number): Promise<WithdrawalRow | undefined> {
  return selectWithdrawals(db)
    .where('withdrawals.id', '=', id)
    .$if(userId !== undefined, (q) => q.where('withdrawals.user_id', '=', userId!))
    .executeTakeFirst();
}

/** Holds the request's row until the transaction ends (PostgreSQL); SQLite transactions already run one at a time. */
export async function lockWithdrawal(trx: Db, postgres: boolean, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('withdrawals')
    .select('id')
    .where('id', '=', id)
    .$if(postgres, (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/** Holds the member's row until the transaction ends (PostgreSQL), so one request of theirs is placed at a time. */
export async function lockMember(trx: Db, postgres: boolean, userId: number): Promise<void> {
  await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .$if(postgres, (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

export async function eventsOf(db: Db, ids: readonly number[]): Promise<Map<number, WithdrawalEventRow[]>> {
  const events = new Map<number, WithdrawalEventRow[]>();
  if (ids.length === 0) return events;
  const rows = await db
    .selectFrom('withdrawal_events')
    .selectAll()
    .where('withdrawal_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const row of rows) events.set(row.withdrawal_id, [...(events.get(row.withdrawal_id) ?? []), row]);
  return events;
}

export async function insertEvents(trx: Db, events: Insertable<WithdrawalEventsTable>[]): Promise<void> {
  await trx.insertInto('withdrawal_events').values(events).execute();
}

/** The dollar value of the member's requests since `since` that still count (all but the rejected ones). */
export async function requestedUsdCentsSince(db: Db, userId: number, since: string): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sumUnits('usd_value_cents').as('cents'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return BigInt(row.cents);
}

export async function insertWithdrawal(trx: Db, row: Insertable<WithdrawalsTable>): Promise<number> {
  const { id } = await trx.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateWithdrawal(trx: Db, id: number, changes: Updateable<WithdrawalsTable>): Promise<void> {
  await trx.updateTable('withdrawals').set(changes).where('id', '=', id).execute();
}

/** Per asset, the amounts of the requests sent in the period. */
export async function sentByAsset(db: Db, period: { from: string; until: string }): Promise<Map<string, bigint>> {
  // A request is sent once, and sending is its last change, so updated_at is when it left.
  const rows = await db
    .selectFrom('withdrawals')
    .select(['asset', sumUnits('amount').as('total')])
    .where('status', '=', 'sent')
    .where('updated_at', '>=', period.from)
    .where('updated_at', '<', period.until)
    .groupBy('asset')
    .execute();
  return new Map(rows.map((row) => [row.asset, BigInt(row.total)]));
}

/** The other requests to an address on a network: this member's, the other members', and the earliest. */
export async function addressUse(
  db: Db,
  request: { id: number; userId: number; network: string; address: string },
): Promise<{ byMember: number; byOtherMembers: number; firstAt: string | null }> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(eb.case().when('user_id', '=', request.userId).then(1).else(0).end())
        .as('mine'),
      eb.fn
        .count<number | string>(eb.case().when('user_id', '<>', request.userId).then(eb.ref('user_id')).end())
        .distinct()
        .as('others'),
      eb.fn.min<string | null>('created_at').as('first_at'),
    ])
    .where('network', '=', request.network as WithdrawalsTable['network'])
    .where('address', '=', request.address)
    .where('id', '<>', request.id)
    .executeTakeFirstOrThrow();
  return { byMember: Number(row.mine ?? 0), byOtherMembers: Number(row.others), firstAt: row.first_at ?? null };
}
