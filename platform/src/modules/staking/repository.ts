/** The staking tables (products, stakes, days): the only place that knows their columns. */
import { sql, type Kysely } from 'kysely';
import type { Database, StakeStatus } from '../../db/database.ts';
import { units } from '../../db/units.ts';

type Db = Kysely<Database>;

function products(db: Db) {
  return db
    .selectFrom('staking_products')
    .innerJoin('assets', 'assets.code', 'staking_products.asset')
    .select([
      'staking_products.id',
      'staking_products.asset',
      'assets.decimals',
      'assets.display_decimals',
      'staking_products.duration_days',
      'staking_products.target_rate',
      units('staking_products.max_daily_rate').as('max_daily_rate'),
      units('staking_products.min_amount').as('min_amount'),
      'staking_products.active',
    ])
    .orderBy('staking_products.asset')
    .orderBy('staking_products.duration_days');
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof products>['executeTakeFirstOrThrow']>>;

export function listProducts(db: Db, activeOnly: boolean): Promise<ProductRow[]> {
  return products(db)
    .$if(activeOnly, (q) => q.where('staking_products.active', '=', 1))
    .execute();
}

export function findProduct(db: Db, id: number): Promise<ProductRow | undefined> {
  return products(db).where('staking_products.id', '=', id).executeTakeFirst();
}

export async function updateProduct(
  db: Db,
  id: number,
  change: { target_rate: string; max_daily_rate: bigint; min_amount: bigint; active: 0 | 1; updated_at: string },
): Promise<void> {
  await db.updateTable('staking_products').set(change).where('id', '=', id).execute();
}

function stakes(db: Db) {
  return db
    .selectFrom('stakes')
    .innerJoin('users', 'users.id', 'stakes.user_id')
    .innerJoin('assets', 'assets.code', 'stakes.asset')
    .select([
      'stakes.id',
      'stakes.user_id',
      'users.username',
      'stakes.product_id',
      'stakes.asset',
      'assets.decimals',
      units('stakes.principal').as('principal'),
      'stakes.target_rate',
      'stakes.duration_days',
      'stakes.status',
      'stakes.created_at',
      'stakes.start_day',
      'stakes.maturity_day',
      'stakes.ended_at',
      'stakes.days_paid',
      units('stakes.paid_rewards').as('paid_rewards'),
    ]);
}

export type StakeRow = Awaited<ReturnType<ReturnType<typeof stakes>['executeTakeFirstOrThrow']>>;

export interface StakeFilter {
  /** Every member's when absent. */
  userId?: number;
  status?: StakeStatus;
}

/** The stakes the filter matches, newest first. */
export function stakesMatching(db: Db, filter: StakeFilter) {
  return stakes(db)
    .$if(filter.userId !== undefined, (q) => q.where('stakes.user_id', '=', filter.userId!))
    .$if(filter.status !== undefined, (q) => q.where('stakes.status', '=', filter.status!))
    .orderBy('stakes.created_at', 'desc')
    .orderBy('stakes.id', 'desc');
}

export async function countStakes(db: Db, filter: StakeFilter): Promise<number> {
  const row = await db
    .selectFrom('stakes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .$if(filter.userId !== undefined, (q) => q.where('user_id', '=', filter.userId!))
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findStake(db: Db, id: number): Promise<StakeRow | undefined> {
  return stakes(db).where('stakes.id', '=', id).executeTakeFirst();
}

export async function insertStake(
  db: Db,
  stake: {
    user_id: number;
    product_id: number;
    asset: string;
    principal: bigint;
    target_rate: string;
    duration_days: number;
    start_day: string;
    maturity_day: string;
    created_at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('stakes')
    .values({ ...stake, status: 'active', ended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends an active stake; false when it was not active any more. */
export async function endStake(db: Db, id: number, status: StakeStatus, at: string): Promise<boolean> {
  const result = await db
    .updateTable('stakes')
    .set({ status, ended_at: at })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The days each product's rates are known for in [from, to], for the accrued rewards of a list of stakes. */
export async function dayRates(
  db: Db,
  productIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, bigint>>> {
  const rates = new Map<number, Map<string, bigint>>();
  if (productIds.length === 0) return rates;
  const rows = await db
    .selectFrom('staking_days')
    .select(['product_id', 'day', units('daily_rate').as('daily_rate')])
    .where('product_id', 'in', productIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  for (const row of rows) {
    const days = rates.get(row.product_id) ?? new Map<string, bigint>();
    days.set(row.day, BigInt(row.daily_rate));
    rates.set(row.product_id, days);
  }
  return rates;
}

// The distribution's reads and writes.

/** The running stakes of a product owed the day `day`, after `afterId`, in id order. */
export function stakesOwed(db: Db, productId: number, day: string, afterId: number, limit: number) {
  return db
    .selectFrom('stakes')
    .select(['id', 'user_id', units('principal').as('principal'), 'maturity_day'])
    .where('status', '=', 'active')
    .where('product_id', '=', productId)
    .where('start_day', '<=', day)
    .where('maturity_day', '>', day)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Of these stakes, the ones still active (read under the members' locks). The status is checked here rather than
 * in the query: with it there, SQLite reads the status index, every active stake of the platform, per chunk.
 */
export async function activeOf(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('stakes').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Set(rows.filter((row) => row.status === 'active').map((row) => row.id));
}

export async function earliestActiveStart(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('stakes')
    .select((eb) => eb.fn.min('start_day').as('first'))
    .where('status', '=', 'active')
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

/** The day's row of a product, with the target ÷ 365 when no administrator set one (concurrent writers agree). */
export async function ensureDay(db: Db, productId: number, day: string, targetRate: bigint): Promise<void> {
  await db
    .insertInto('staking_days')
    .values({ product_id: productId, day, daily_rate: targetRate, set_by: null })
    .onConflict((conflict) => conflict.columns(['product_id', 'day']).doNothing())
    .execute();
}

/** The day's rate, locked on PostgreSQL until the transaction ends so an administrator cannot change it midway. */
export async function lockedDayRate(db: Db, postgres: boolean, productId: number, day: string): Promise<bigint> {
  const row = await db
    .selectFrom('staking_days')
    .select(units('daily_rate').as('daily_rate'))
    .where('product_id', '=', productId)
    .where('day', '=', day)
    .$if(postgres, (q) => q.forNoKeyUpdate())
    .executeTakeFirstOrThrow();
  return BigInt(row.daily_rate);
}

export async function recordPaid(db: Db, productId: number, day: string, stakes: number, total: bigint) {
  await db
    .updateTable('staking_days')
    .set({
      stakes_paid: sql`stakes_paid + ${stakes}`,
      total_paid: sql`total_paid + cast(${total.toString()} as bigint)`,
    })
    .where('product_id', '=', productId)
    .where('day', '=', day)
    .execute();
}

/** One statement for a chunk: each stake's reward added, its day counted, the maturing ones ended. */
export async function markPaid(
  db: Db,
  rewards: readonly { id: number; reward: bigint }[],
  matured: readonly number[],
  at: string,
): Promise<void> {
  if (rewards.length === 0) return;
  const cases = sql.join(
    rewards.map(({ id, reward }) => sql`when ${id} then cast(${reward.toString()} as bigint)`),
    sql` `,
  );
  await db
    .updateTable('stakes')
    .set({
      paid_rewards: sql`paid_rewards + case id ${cases} else 0 end`,
      days_paid: sql`days_paid + 1`,
    })
    .where(
      'id',
      'in',
      rewards.map((row) => row.id),
    )
    .execute();
  if (matured.length > 0)
    await db.updateTable('stakes').set({ status: 'matured', ended_at: at }).where('id', 'in', matured).execute();
}

function days(db: Db) {
  return db
    .selectFrom('staking_days')
    .innerJoin('staking_products', 'staking_products.id', 'staking_days.product_id')
    .innerJoin('assets', 'assets.code', 'staking_products.asset')
    .select([
      'staking_days.product_id',
      'staking_products.asset',
      'assets.decimals',
      'assets.display_decimals',
      'staking_products.duration_days',
      'staking_days.day',
      units('staking_days.daily_rate').as('daily_rate'),
      'staking_days.set_by',
      'staking_days.stakes_paid',
      units('staking_days.total_paid').as('total_paid'),
    ]);
}

/** The days whose rates are set, of one product or all, the latest first. */
export function daysOf(db: Db, productId: number | undefined) {
  return days(db)
    .$if(productId !== undefined, (q) => q.where('staking_days.product_id', '=', productId!))
    .orderBy('staking_days.day', 'desc')
    .orderBy('staking_products.asset')
    .orderBy('staking_products.duration_days');
}

export function dayOfProduct(db: Db, productId: number, day: string) {
  return days(db)
    .where('staking_days.product_id', '=', productId)
    .where('staking_days.day', '=', day)
    .executeTakeFirst();
}

export type DayRow = Awaited<ReturnType<ReturnType<typeof days>['executeTakeFirstOrThrow']>>;

/** Sets a day's rate unless its distribution paid a stake already; false then. */
export async function setDayRate(
  db: Db,
  productId: number,
  day: string,
  rate: bigint,
  by: string,
  targetRate: bigint,
): Promise<boolean> {
  await ensureDay(db, productId, day, targetRate);
  const result = await db
    .updateTable('staking_days')
    .set({ daily_rate: rate, set_by: by })
    .where('product_id', '=', productId)
    .where('day', '=', day)
    .where('stakes_paid', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
