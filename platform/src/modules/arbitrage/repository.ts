/** The arbitrage packs and subscriptions tables: the only place that knows their columns. */
import { sql, type Kysely } from 'kysely';
import type { ArbitrageSubscriptionStatus, Database } from '../../db/database.ts';
import { units } from '../../db/units.ts';

type Db = Kysely<Database>;

export interface PackRecord {
  id: number;
  name: string;
  asset: string;
  price: bigint;
  durationDays: number;
  dailyReturnPercent: string;
  active: boolean;
  activeSubscriptions: number;
  createdAt: string;
  updatedAt: string;
}

export interface PackValues {
  name: string;
  price: bigint;
  durationDays: number;
  dailyReturnPercent: string;
  active: boolean;
}

function packQuery(db: Db) {
  return db
    .selectFrom('arbitrage_packs')
    .select((eb) => [
      'arbitrage_packs.id',
      'arbitrage_packs.name',
      'arbitrage_packs.asset',
      units('arbitrage_packs.price').as('price'),
      'arbitrage_packs.duration_days',
      'arbitrage_packs.daily_return_percent',
      'arbitrage_packs.active',
      'arbitrage_packs.created_at',
      'arbitrage_packs.updated_at',
      eb
        .selectFrom('arbitrage_subscriptions')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('arbitrage_subscriptions.pack_id', '=', 'arbitrage_packs.id')
        .where('arbitrage_subscriptions.status', '=', 'active')
        .as('active_subscriptions'),
    ])
    .orderBy('arbitrage_packs.price')
    .orderBy('arbitrage_packs.id');
}

type PackRow = Awaited<ReturnType<ReturnType<typeof packQuery>['executeTakeFirstOrThrow']>>;

export function packRecord(row: PackRow): PackRecord {
  return {
    id: Number(row.id),
    name: row.name,
    asset: row.asset,
    price: BigInt(row.price),
    durationDays: Number(row.duration_days),
    dailyReturnPercent: row.daily_return_percent,
    active: Number(row.active) === 1,
    activeSubscriptions: Number(row.active_subscriptions ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The packs, cheapest first: every one, or the active ones. Each row reads as a record with packRecord. */
export function packs(db: Db, activeOnly: boolean) {
  return packQuery(db).$if(activeOnly, (q) => q.where('arbitrage_packs.active', '=', 1));
}

export async function findPack(db: Db, id: number): Promise<PackRecord | undefined> {
  const row = await packQuery(db).where('arbitrage_packs.id', '=', id).executeTakeFirst();
  return row && packRecord(row);
}

const packColumns = (values: PackValues) => ({
  name: values.name,
  price: values.price,
  duration_days: values.durationDays,
  daily_return_percent: values.dailyReturnPercent,
  active: values.active ? 1 : 0,
});

export async function insertPack(db: Db, values: PackValues, at: string): Promise<number> {
  const { id } = await db
    .insertInto('arbitrage_packs')
    .values({ ...packColumns(values), asset: 'USDT', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updatePack(db: Db, id: number, values: PackValues, at: string): Promise<void> {
  await db
    .updateTable('arbitrage_packs')
    .set({ ...packColumns(values), updated_at: at })
    .where('id', '=', id)
    .execute();
}

export interface SubscriptionRecord {
  id: number;
  userId: number;
  packId: number;
  packName: string;
  reference: string;
  asset: string;
  price: bigint;
  durationDays: number;
  dailyReturnPercent: string;
  dailyReturn: bigint;
  returnsPaid: bigint;
  daysPaid: number;
  status: ArbitrageSubscriptionStatus;
  firstDay: string;
  lastDay: string;
  startedAt: string;
  endsAt: string;
  endedAt: string | null;
}

/** With its id taken beforehand (`reserveIds`): the qualifying purchase of its payment names it. */
export type NewSubscription = Omit<SubscriptionRecord, 'returnsPaid' | 'daysPaid' | 'status' | 'endedAt'>;

function subscriptionQuery(db: Db) {
  return db
    .selectFrom('arbitrage_subscriptions')
    .select([
      'id',
      'user_id',
      'pack_id',
      'pack_name',
      'reference',
      'asset',
      units('price').as('price'),
      'duration_days',
      'daily_return_percent',
      units('daily_return').as('daily_return'),
      units('returns_paid').as('returns_paid'),
      'days_paid',
      'status',
      'first_day',
      'last_day',
      'started_at',
      'ends_at',
      'ended_at',
    ]);
}

type SubscriptionRow = Awaited<ReturnType<ReturnType<typeof subscriptionQuery>['executeTakeFirstOrThrow']>>;

export function subscriptionRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    packId: Number(row.pack_id),
    packName: row.pack_name,
    reference: row.reference,
    asset: row.asset,
    price: BigInt(row.price),
    durationDays: Number(row.duration_days),
    dailyReturnPercent: row.daily_return_percent,
    dailyReturn: BigInt(row.daily_return),
    returnsPaid: BigInt(row.returns_paid),
    daysPaid: Number(row.days_paid),
    status: row.status,
    firstDay: row.first_day,
    lastDay: row.last_day,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    endedAt: row.ended_at,
  };
}

export async function insertSubscription(db: Db, values: NewSubscription): Promise<void> {
  await db
    .insertInto('arbitrage_subscriptions')
    .values({
      id: values.id,
      user_id: values.userId,
      pack_id: values.packId,
      pack_name: values.packName,
      reference: values.reference,
      asset: values.asset,
      price: values.price,
      duration_days: values.durationDays,
      daily_return_percent: values.dailyReturnPercent,
      daily_return: values.dailyReturn,
      returns_paid: 0n,
      days_paid: 0,
      status: 'active',
      first_day: values.firstDay,
      last_day: values.lastDay,
      started_at: values.startedAt,
      ends_at: values.endsAt,
      ended_at: null,
    })
    .execute();
}

export async function findSubscription(db: Db, id: number): Promise<SubscriptionRecord | undefined> {
  const row = await subscriptionQuery(db).where('id', '=', id).executeTakeFirst();
  return row && subscriptionRecord(row);
}

/** A member's subscriptions, newest first, of one status or all. Each row reads as a record with subscriptionRecord. */
export function subscriptions(db: Db, filter: { userId: number; status: ArbitrageSubscriptionStatus | undefined }) {
  return subscriptionQuery(db)
    .where('user_id', '=', filter.userId)
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * The subscriptions owed a return for `day`: the day within their term. Not filtered on status: with two instances
 * catching up, a later day (the last, which ends the subscription) may be paid before an earlier one.
 */
export async function subscriptionsDue(db: Db, day: string): Promise<SubscriptionRecord[]> {
  const rows = await subscriptionQuery(db)
    .where('last_day', '>=', day)
    .where('first_day', '<=', day)
    .orderBy('id')
    .execute();
  return rows.map(subscriptionRecord);
}

/** The first day of a subscription not yet paid in full, where the daily job's catching up starts. */
export async function firstDueDay(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('arbitrage_subscriptions')
    .select((eb) => eb.fn.min<string | null>('first_day').as('first'))
    .whereRef('days_paid', '<', 'duration_days')
    .executeTakeFirst();
  return row?.first ?? null;
}

/** One day's return paid; the last one also ends the subscription. Increments, so days paid in any order add up. */
export async function recordReturn(
  db: Db,
  id: number,
  change: { dailyReturn: bigint; endedAt: string | null },
): Promise<void> {
  await db
    .updateTable('arbitrage_subscriptions')
    .set((eb) => ({
      returns_paid: sql<bigint>`${sql.ref('returns_paid')} + ${change.dailyReturn}`,
      days_paid: eb('days_paid', '+', 1),
      ...(change.endedAt !== null && { status: 'ended' as const, ended_at: change.endedAt }),
    }))
    .where('id', '=', id)
    .execute();
}

/** Active subscriptions: of one member, or of everyone. */
export async function countActive(db: Db, userId?: number): Promise<number> {
  const row = await db
    .selectFrom('arbitrage_subscriptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'active')
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
