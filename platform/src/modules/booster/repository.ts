/** The booster_tiers, booster_packs and booster_orders tables: the only place that knows their columns. */
import type { Insertable, Kysely } from 'kysely';
import type { DialectKind } from '../../db/connect.ts';
import type { BoosterOrderKind, BoosterOrdersTable, Database } from '../../db/database.ts';
import { sumUnits, units } from '../../db/units.ts';

type Db = Kysely<Database>;

export interface TierValues {
  name: string;
  price: bigint;
  validityDays: number;
  rank: number;
  active: boolean;
}

export interface TierRecord extends TierValues {
  id: number;
  createdAt: string;
  updatedAt: string;
}

function selectTiers(db: Db) {
  return db
    .selectFrom('booster_tiers')
    .select(['id', 'name', units('price').as('price'), 'validity_days', 'rank', 'active', 'created_at', 'updated_at']);
}

type TierRow = Awaited<ReturnType<ReturnType<typeof selectTiers>['executeTakeFirstOrThrow']>>;

const toRecord = (row: TierRow): TierRecord => ({
  id: Number(row.id),
  name: row.name,
  price: BigInt(row.price),
  validityDays: Number(row.validity_days),
  rank: Number(row.rank),
  active: Number(row.active) === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listTiers(db: Db, onlyActive: boolean): Promise<TierRecord[]> {
  const rows = await selectTiers(db)
    .$if(onlyActive, (q) => q.where('active', '=', 1))
    .orderBy('rank')
    .execute();
  return rows.map(toRecord);
}

export async function findTierByName(db: Db, name: string): Promise<TierRecord | undefined> {
  const row = await selectTiers(db).where('name', '=', name).executeTakeFirst();
  return row && toRecord(row);
}

/**
 * The tier of this id. With `lock` ('postgres'), its row is held in share mode until the transaction ends: an
 * administrator's reprice then waits for a payment that read the price, and a payment for a reprice in flight.
 */
export async function findTier(db: Db, id: number, lock?: DialectKind): Promise<TierRecord | undefined> {
  const row = await selectTiers(db)
    .where('id', '=', id)
    .$if(lock === 'postgres', (query) => query.forShare())
    .executeTakeFirst();
  return row && toRecord(row);
}

const columns = (values: TierValues) => ({
  name: values.name,
  price: values.price,
  validity_days: values.validityDays,
  rank: values.rank,
  active: values.active ? (1 as const) : (0 as const),
});

export async function insertTier(trx: Db, values: TierValues, at: string): Promise<number> {
  const { id } = await trx
    .insertInto('booster_tiers')
    .values({ ...columns(values), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function updateTier(trx: Db, id: number, values: TierValues, at: string): Promise<void> {
  await trx
    .updateTable('booster_tiers')
    .set({ ...columns(values), updated_at: at })
    .where('id', '=', id)
    .execute();
}

/** Another tier with this name (any case) or rank: which field clashes, or undefined. */
export async function clashingField(
  db: Db,
  values: Pick<TierValues, 'name' | 'rank'>,
  exceptId?: number,
): Promise<'name' | 'rank' | undefined> {
  const rows = await db
    .selectFrom('booster_tiers')
    .select(['name', 'rank'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()), eb('rank', '=', values.rank)]))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .execute();
  if (rows.some((row) => row.name.toLowerCase() === values.name.toLowerCase())) return 'name';
  return rows.length > 0 ? 'rank' : undefined;
}

export interface PackRecord {
  id: number;
  userId: number;
  tierId: number;
  startedAt: string;
  endsAt: string;
  /** What its orders paid, in USDT's smallest unit. */
  paid: bigint;
}

/** The member's latest pack (the one that ends last), active or not. */
export async function latestPack(db: Db, userId: number): Promise<PackRecord | undefined> {
  const row = await db
    .selectFrom('booster_packs')
    .select([
      'booster_packs.id',
      'booster_packs.user_id',
      'booster_packs.tier_id',
      'booster_packs.started_at',
      'booster_packs.ends_at',
      (eb) =>
        eb
          .selectFrom('booster_orders')
          .select(sumUnits('booster_orders.amount').as('paid'))
          .whereRef('booster_orders.pack_id', '=', 'booster_packs.id')
          .as('paid'),
    ])
    .where('booster_packs.user_id', '=', userId)
    .orderBy('booster_packs.ends_at', 'desc')
    .orderBy('booster_packs.id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    tierId: Number(row.tier_id),
    startedAt: row.started_at,
    endsAt: row.ends_at,
    paid: BigInt(row.paid ?? '0'),
  };
}

/** Packs running at `at`: one member's (0 or 1) or everyone's. */
export async function countActivePacks(db: Db, at: string, userId?: number): Promise<number> {
  const row = await db
    .selectFrom('booster_packs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('started_at', '<=', at)
    .where('ends_at', '>', at)
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPack(
  trx: Db,
  pack: { userId: number; tierId: number; startedAt: string; endsAt: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('booster_packs')
    .values({ user_id: pack.userId, tier_id: pack.tierId, started_at: pack.startedAt, ends_at: pack.endsAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

export async function setPackTier(trx: Db, packId: number, tierId: number): Promise<void> {
  await trx.updateTable('booster_packs').set({ tier_id: tierId }).where('id', '=', packId).execute();
}

/** With its id taken beforehand (`reserveId`): the qualifying purchase of its payment names it. */
export async function insertOrder(trx: Db, order: Insertable<BoosterOrdersTable> & { id: number }): Promise<void> {
  await trx.insertInto('booster_orders').values(order).execute();
}

export interface OrderFilter {
  userId?: number;
  username?: string;
  tierId?: number;
  kind?: BoosterOrderKind;
  /** The first instant, included, and the instant after the last day, excluded. */
  from?: string;
  until?: string;
}

function selectOrders(db: Db) {
  return db
    .selectFrom('booster_orders')
    .innerJoin('users', 'users.id', 'booster_orders.user_id')
    .innerJoin('booster_tiers as tier', 'tier.id', 'booster_orders.tier_id')
    .leftJoin('booster_tiers as from_tier', 'from_tier.id', 'booster_orders.from_tier_id')
    .innerJoin('booster_packs', 'booster_packs.id', 'booster_orders.pack_id')
    .innerJoin('transactions', 'transactions.id', 'booster_orders.transaction_id')
    .innerJoin('assets', 'assets.code', 'booster_orders.asset')
    .select([
      'booster_orders.id',
      'transactions.reference',
      'users.uid',
      'users.username',
      'booster_orders.kind',
      'booster_orders.tier_id',
      'tier.name as tier_name',
      'from_tier.name as from_tier_name',
      'booster_orders.asset',
      'assets.decimals',
      units('booster_orders.amount').as('amount'),
      'booster_packs.ends_at as pack_ends_at',
      'booster_orders.created_at',
    ]);
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

function filtered<Q extends ReturnType<typeof selectOrders>>(query: Q, filter: OrderFilter): Q {
  return query
    .$if(filter.userId !== undefined, (q) => q.where('booster_orders.user_id', '=', filter.userId!))
    .$if(filter.username !== undefined, (q) => q.where('users.username_lower', '=', filter.username!.toLowerCase()))
    .$if(filter.tierId !== undefined, (q) => q.where('booster_orders.tier_id', '=', filter.tierId!))
    .$if(filter.kind !== undefined, (q) => q.where('booster_orders.kind', '=', filter.kind!))
    .$if(filter.from !== undefined, (q) => q.where('booster_orders.created_at', '>=', filter.from!))
    .$if(filter.until !== undefined, (q) => q.where('booster_orders.created_at', '<', filter.until!)) as Q;
}

/** The orders the filter matches, newest first. */
export function ordersMatching(db: Db, filter: OrderFilter) {
  return filtered(selectOrders(db), filter)
    .orderBy('booster_orders.created_at', 'desc')
    .orderBy('booster_orders.id', 'desc');
}

export async function findOrderRow(db: Db, id: number): Promise<OrderRow | undefined> {
  return selectOrders(db).where('booster_orders.id', '=', id).executeTakeFirst();
}
