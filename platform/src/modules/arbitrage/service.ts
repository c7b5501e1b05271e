/**
 * Arbitrage packs: a subscription locks the pack's price (member → locked) and counts as a qualifying purchase;
 * the daily job (returns-job.ts) pays price × daily return for each day of the term from the platform's rewards,
 * and returns the price after the last one. Subscriptions keep the terms they were taken at.
 */
import type { Kysely } from 'kysely';
import { nowIso, type ArbitrageSubscriptionStatus, type Database } from '../../db/database.ts';
import { idOf, reserveId } from '../../db/ids.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { notFound, unauthorized, unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { formatUnits, parsePositiveUnits, percentOf } from '../../money.ts';
import { findAsset } from '../asset/index.ts';
import { audit, type Actor } from '../audit/index.ts';
import { nextPeriod, periodOf, periodStart } from '../../core/jobs/index.ts';
import { ledgerOnly, moveMoney, requireAvailable, type Answer, type MoneyContext } from '../../core/ledger/index.ts';
import { findUserById } from '../user/index.ts';
import * as repository from './repository.ts';
import { checkTransactionPassword as checkPassword } from '../auth/index.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type ArbitragePack = Schemas['ArbitragePack'];
export type ArbitrageSubscription = Schemas['ArbitrageSubscription'];

// Packs are priced in USDT (the plan); the column keeps the asset so another could follow.
const PACK_ASSET = 'USDT';

async function decimalsOf(db: Db, asset: string): Promise<number> {
  const record = await findAsset(db, asset);
  if (!record) throw new Error(`Asset ${asset} is missing`);
  return record.decimals;
}

function toPack(record: repository.PackRecord, decimals: number): ArbitragePack {
  return {
    id: String(record.id),
    name: record.name,
    asset: record.asset,
    price: formatUnits(record.price, decimals),
    duration_days: record.durationDays,
    daily_return_percent: record.dailyReturnPercent,
    daily_return: formatUnits(percentOf(record.price, record.dailyReturnPercent), decimals),
    active: record.active,
    active_subscriptions: record.activeSubscriptions,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function toSubscription(record: repository.SubscriptionRecord, decimals: number): ArbitrageSubscription {
  return {
    id: String(record.id),
    reference: record.reference,
    pack_id: String(record.packId),
    pack_name: record.packName,
    asset: record.asset,
    price: formatUnits(record.price, decimals),
    duration_days: record.durationDays,
    daily_return_percent: record.dailyReturnPercent,
    daily_return: formatUnits(record.dailyReturn, decimals),
    returns_paid: formatUnits(record.returnsPaid, decimals),
    days_paid: record.daysPaid,
    status: record.status,
    started_at: record.startedAt,
    ends_at: record.endsAt,
    ended_at: record.endedAt,
  };
}

export async function listPacks(db: Db): Promise<Schemas['ArbitragePackList']> {
  const decimals = await decimalsOf(db, PACK_ASSET);
  const rows = await repository.packs(db, true).limit(100).execute();
  return { items: rows.map((row) => toPack(repository.packRecord(row), decimals)) };
}

export async function listAdminPacks(db: Db, query: PageRequest): Promise<Schemas['ArbitragePackPage']> {
  const decimals = await decimalsOf(db, PACK_ASSET);
  return paginate(repository.packs(db, false), query, (rows) =>
    rows.map((row) => toPack(repository.packRecord(row), decimals)),
  );
}

async function requirePack(db: Db, id: string): Promise<repository.PackRecord> {
  const numeric = idOf(id);
  const pack = numeric === null ? undefined : await repository.findPack(db, numeric);
  if (!pack) throw notFound(`Arbitrage pack ${id}`);
  return pack;
}

export async function getAdminPack(db: Db, id: string): Promise<ArbitragePack> {
  return toPack(await requirePack(db, id), await decimalsOf(db, PACK_ASSET));
}

function packValues(input: Schemas['ArbitragePackInput'], decimals: number): repository.PackValues {
  return {
    name: input.name.trim(),
    price: parsePositiveUnits(input.price, decimals, 'price', PACK_ASSET),
    durationDays: input.duration_days,
    dailyReturnPercent: input.daily_return_percent,
    active: input.active,
  };
}

/** Creates (id undefined) or replaces a pack, with its audit row in the same transaction. */
export async function savePack(
  db: Db,
  admin: Actor,
  id: string | undefined,
  input: Schemas['ArbitragePackInput'],
  now: Date,
): Promise<ArbitragePack> {
  const decimals = await decimalsOf(db, PACK_ASSET);
  const values = packValues(input, decimals);
  const at = nowIso(now);
  return db.transaction().execute(async (trx) => {
    if (id === undefined) {
      const created = await repository.insertPack(trx, values, at);
      const pack = toPack((await repository.findPack(trx, created))!, decimals);
      await audit(trx, {
        actor: admin,
        action: 'arbitrage-pack.create',
        subject: pack.id,
        at,
        before: null,
        after: pack,
      });
      return pack;
    }
    const before = toPack(await requirePack(trx, id), decimals);
    await repository.updatePack(trx, Number(before.id), values, at);
    const pack = toPack((await repository.findPack(trx, Number(before.id)))!, decimals);
    await audit(trx, { actor: admin, action: 'arbitrage-pack.update', subject: pack.id, at, before, after: pack });
    return pack;
  });
}

/** The transaction password, with the same failure count and limit as a withdrawal's (auth/limited-check.ts). */
async function checkTransactionPassword(context: MoneyContext, userId: number, password: string): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user) throw unauthorized();
  await checkPassword(
    { db: context.db, kind: context.kind, now: context.now() },
    { id: userId, transactionPasswordHash: user.transaction_password_hash },
    password,
    { before: 'subscribing' },
  );
}

/** The term of a subscription taken at `now`: the `days` whole UTC days after that day. */
export function termOf(now: Date, days: number): { firstDay: string; lastDay: string; endsAt: string } {
  const firstDay = nextPeriod('daily', periodOf('daily', now));
  const end = periodStart('daily', firstDay);
  end.setUTCDate(end.getUTCDate() + days);
  const lastDay = periodOf('daily', new Date(end.getTime() - 1));
  return { firstDay, lastDay, endsAt: nowIso(end) };
}

export async function subscribe(
  context: MoneyContext,
  userId: number,
  packId: string,
  transactionPassword: string,
): Promise<Answer<ArbitrageSubscription>> {
  const pack = await requirePack(context.db, packId);
  if (!pack.active) throw unprocessable('PACK_INACTIVE', `The pack ${pack.name} is no longer offered.`);
  await checkTransactionPassword(context, userId, transactionPassword);
  return placeSubscription(context, userId, pack);
}

/** Locks the price and starts the subscription, in one movement under the member's lock. */
export function placeSubscription(
  context: MoneyContext,
  userId: number,
  pack: repository.PackRecord,
): Promise<Answer<ArbitrageSubscription>> {
  return moveMoney(context, async (movement) => {
    const { trx, at } = movement;
    const asset = (await findAsset(trx, pack.asset))!;
    await movement.lock(userId, [asset.code]);
    await requireAvailable(trx, userId, asset, pack.price, ` (the price of ${pack.name})`);
    const id = await reserveId(trx, movement.kind, 'arbitrage_subscriptions');
    const {
      transactions: [transaction],
    } = await movement.record({
      kind: 'arbitrage_subscription',
      postings: [
        { kind: 'member', asset: asset.code, userId, amount: -pack.price },
        { kind: 'locked', asset: asset.code, userId, amount: pack.price },
      ],
      transactions: [
        ledgerOnly({
          userId,
          type: 'arbitrage_subscription',
          direction: 'out',
          asset: asset.code,
          decimals: asset.decimals,
          amount: pack.price,
        }),
      ],
      turnover: { userId, source: 'arbitrage', sourceId: id, asset: asset.code, amount: pack.price },
    });
    await repository.insertSubscription(trx, {
      id,
      userId,
      packId: pack.id,
      packName: pack.name,
      reference: transaction!.reference,
      asset: asset.code,
      price: pack.price,
      durationDays: pack.durationDays,
      dailyReturnPercent: pack.dailyReturnPercent,
      dailyReturn: percentOf(pack.price, pack.dailyReturnPercent),
      ...termOf(movement.now, pack.durationDays),
      startedAt: at,
    });
    const subscription = (await repository.findSubscription(trx, id))!;
    return { status: 201, body: toSubscription(subscription, asset.decimals) };
  });
}

export async function listSubscriptions(
  db: Db,
  userId: number,
  query: PageRequest & { status?: ArbitrageSubscriptionStatus },
): Promise<Schemas['ArbitrageSubscriptionPage']> {
  const decimals = await decimalsOf(db, PACK_ASSET);
  return paginate(repository.subscriptions(db, { userId, status: query.status }), query, (rows) =>
    rows.map((row) => toSubscription(repository.subscriptionRecord(row), decimals)),
  );
}
