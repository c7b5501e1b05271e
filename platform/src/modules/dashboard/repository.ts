/** The counts behind the admin dashboard, each one query over the tables of its area. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sumUnits } from '../../db/units.ts';

type Db = Kysely<Database>;

// Times are ISO 8601 UTC text: their first ten characters are the UTC day, on both engines.
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** Every member, the active ones, and those who signed up before `since`. */
export async function countMembers(db: Db, since: string): Promise<{ total: number; active: number; before: number }> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('is_active', '=', 1).then(1).else(0).end()).as('active'),
      eb.fn.sum<number>(eb.case().when('created_at', '<', since).then(1).else(0).end()).as('before'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active ?? 0), before: Number(row.before ?? 0) };
}

/** Sign-ups per UTC day from `since` on; days without any are absent. */
export async function signUpsPerDay(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [dayOf('created_at').as('day'), eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(dayOf('created_at'))
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/** Completed pack payments in `asset` per UTC day from `since` on, in the asset's smallest unit. */
export async function packPurchasesPerDay(
  db: Db,
  asset: string,
  since: string,
): Promise<Map<string, { amount: bigint; count: number }>> {
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => [
      dayOf('created_at').as('day'),
      sumUnits('amount').as('amount'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('type', '=', 'pack')
    .where('direction', '=', 'out')
    .where('status', '=', 'completed')
    .where('asset', '=', asset)
    .where('created_at', '>=', since)
    .groupBy(dayOf('created_at'))
    .execute();
  return new Map(rows.map((row) => [row.day, { amount: BigInt(row.amount), count: Number(row.count) }]));
}

export async function assetDecimals(db: Db, asset: string): Promise<number | undefined> {
  const row = await db.selectFrom('assets').select('decimals').where('code', '=', asset).executeTakeFirst();
  return row === undefined ? undefined : Number(row.decimals);
}

/** Withdrawal requests an administrator still has to decide, and the oldest one's time. */
export async function pendingWithdrawals(db: Db): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'awaiting_second_approval'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: (row.oldest as string | null) ?? null };
}
