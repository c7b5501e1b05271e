/**
 * Staking: a member locks an amount in a product (member -principal, locked +principal) until maturity; the daily
 * distribution (rewards.ts) pays the rewards and returns the principal. An administrator edits the products, sets
 * a day's realised rate, and may cancel a stake (locked -principal, member +principal), never their own.
 */
import type { Kysely } from 'kysely';
import type { Database, StakeStatus } from '../../db/database.ts';
import { idOf } from '../../db/ids.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';
import { HttpError, invalidField, notFound, ownAccount, unprocessable } from '../../errors.ts';
import type { components } from '../../generated/api.ts';
import { decimalToUnits, formatUnits, parsePositiveUnits, parseUnits } from '../../money.ts';
import { audit, type Actor } from '../audit/index.ts';
import { ledgerOnly, moveMoney, requireAvailable, type Answer, type MoneyContext } from '../../core/ledger/index.ts';
import { dayOf } from '../../core/period.ts';
import { findUserById, findUserByUid } from '../user/index.ts';
import { addDays, dayReward, daysBetween, formatRate, RATE_DECIMALS, targetDailyRate } from './rates.ts';
import * as repository from './repository.ts';
import { checkTransactionPassword as checkPassword } from '../auth/index.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
export type Stake = Schemas['Stake'];

function toProduct(row: repository.ProductRow): Schemas['StakingProduct'] {
  return {
    id: String(row.id),
    asset: row.asset,
    decimals: Number(row.decimals),
    display_decimals: Number(row.display_decimals),
    duration_days: row.duration_days,
    target_rate: row.target_rate,
    target_daily_rate: formatRate(targetDailyRate(row.target_rate)),
    max_daily_rate: formatRate(BigInt(row.max_daily_rate)),
    min_amount: formatUnits(BigInt(row.min_amount), Number(row.decimals)),
    active: row.active === 1,
  };
}

export async function listProducts(db: Db, activeOnly: boolean): Promise<Schemas['StakingProductList']> {
  return { items: (await repository.listProducts(db, activeOnly)).map(toProduct) };
}

async function requireProduct(db: Db, id: string): Promise<repository.ProductRow> {
  const numeric = idOf(id);
  const product = numeric === null ? undefined : await repository.findProduct(db, numeric);
  if (!product) throw notFound('Staking product');
  return product;
}

/** The last day that has ended at `now`. */
const lastEndedDay = (now: Date): string => addDays(dayOf(now), -1);

/** The stakes as members see them, with their accrued rewards from the days' rates (the target's when unset). */
async function toStakes(db: Db, rows: repository.StakeRow[], now: Date): Promise<Stake[]> {
  const yesterday = lastEndedDay(now);
  const active = rows.filter((row) => row.status === 'active');
  const from = active.reduce<string | null>(
    (min, row) => (min === null || row.start_day < min ? row.start_day : min),
    null,
  );
  const rates =
    from === null
      ? new Map<number, Map<string, bigint>>()
      : await repository.dayRates(db, [...new Set(active.map((row) => row.product_id))], from, yesterday);
  return rows.map((row) => {
    const decimals = Number(row.decimals);
    const principal = BigInt(row.principal);
    const paid = BigInt(row.paid_rewards);
    const target = targetDailyRate(row.target_rate);
    let accrued = paid;
    if (row.status === 'active') {
      // Ended days the distribution has not paid yet (it runs just after midnight).
      const lastOwed = yesterday < row.maturity_day ? yesterday : addDays(row.maturity_day, -1);
      for (let day = addDays(row.start_day, row.days_paid); day <= lastOwed; day = addDays(day, 1))
        accrued += dayReward(principal, rates.get(row.product_id)?.get(day) ?? target);
    }
    const until = row.ended_at === null ? dayOf(now) : dayOf(new Date(row.ended_at));
    const elapsed = row.status === 'matured' ? row.duration_days : Math.max(0, daysBetween(row.start_day, until));
    return {
      id: String(row.id),
      username: row.username,
      product_id: String(row.product_id),
      asset: row.asset,
      principal: formatUnits(principal, decimals),
      target_rate: row.target_rate,
      duration_days: row.duration_days,
      status: row.status,
      created_at: row.created_at,
      start_day: row.start_day,
      maturity_day: row.maturity_day,
      ended_at: row.ended_at,
      days_paid: row.days_paid,
      paid_rewards: formatUnits(paid, decimals),
      accrued_rewards: formatUnits(accrued, decimals),
      projected_reward: formatUnits(BigInt(row.duration_days) * dayReward(principal, target), decimals),
      progress: Math.min(100, Math.floor((Math.min(elapsed, row.duration_days) * 100) / row.duration_days)),
    };
  });
}

async function stakeById(db: Db, id: number, now: Date): Promise<Stake> {
  const row = await repository.findStake(db, id);
  if (!row) throw new Error(`Stake ${id} vanished`);
  return (await toStakes(db, [row], now))[0]!;
}

export type StakeQuery = PageRequest & { status?: StakeStatus };

export async function listStakes(db: Db, userId: number, query: StakeQuery, now: Date): Promise<Schemas['StakePage']> {
  const filter = { userId, ...(query.status !== undefined && { status: query.status }) };
  return paginate(repository.stakesMatching(db, filter), query, (rows) => toStakes(db, rows, now));
}

export async function listUserStakes(
  db: Db,
  uid: string,
  query: StakeQuery,
  now: Date,
): Promise<Schemas['UserStakes']> {
  const user = await findUserByUid(db, uid);
  if (!user) throw notFound('Member');
  return {
    user: {
      uid: user.uid,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
    },
    ...(await listStakes(db, user.id, query, now)),
  };
}

async function checkTransactionPassword(context: MoneyContext, userId: number, password: string): Promise<void> {
  const member = await findUserById(context.db, userId);
  if (!member) throw new Error(`User ${userId} vanished`);
  await checkPassword(
    { db: context.db, kind: context.kind, now: context.now() },
    { id: userId, transactionPasswordHash: member.transaction_password_hash },
    password,
    { before: 'staking' },
  );
}

/** Locks the amount in the product until maturity; rewards start the day after. */
export async function createStake(
  context: MoneyContext,
  userId: number,
  input: Schemas['StakeRequest'],
): Promise<Answer<Stake>> {
  const product = await requireProduct(context.db, input.product_id);
  if (product.active !== 1)
    throw unprocessable('PRODUCT_INACTIVE', 'This staking product is not open to new stakes.', 'product_id');
  const decimals = Number(product.decimals);
  const amount = parsePositiveUnits(input.amount, decimals, 'amount', product.asset);
  const minimum = BigInt(product.min_amount);
  if (amount < minimum)
    throw unprocessable(
      'BELOW_MINIMUM',
      `The minimum stake of this product is ${formatUnits(minimum, decimals)} ${product.asset}.`,
      'amount',
    );
  await checkTransactionPassword(context, userId, input.transaction_password);
  return moveMoney(context, async ({ trx, now, at, lock, record }) => {
    await lock(userId, [product.asset]);
    // Read again in the movement: an administrator may have closed the product meanwhile.
    const current = (await repository.findProduct(trx, product.id))!;
    if (current.active !== 1)
      throw unprocessable('PRODUCT_INACTIVE', 'This staking product is not open to new stakes.', 'product_id');
    await requireAvailable(trx, userId, { code: product.asset, decimals }, amount);
    await record({
      kind: 'stake',
      postings: [
        { kind: 'member', asset: product.asset, userId, amount: -amount },
        { kind: 'locked', asset: product.asset, userId, amount },
      ],
      transactions: [ledgerOnly({ userId, type: 'staking', direction: 'out', asset: product.asset, decimals, amount })],
    });
    const startDay = addDays(dayOf(now), 1);
    const id = await repository.insertStake(trx, {
      user_id: userId,
      product_id: product.id,
      asset: product.asset,
      principal: amount,
      target_rate: current.target_rate,
      duration_days: current.duration_days,
      start_day: startDay,
      maturity_day: addDays(startDay, current.duration_days),
      created_at: at,
    });
    return { status: 201, body: await stakeById(trx, id, now) };
  });
}

/** Returns the principal to the member's available balance; no further reward. */
export async function cancelStake(context: MoneyContext, actor: Actor, stakeId: string): Promise<Answer<Stake>> {
  const id = idOf(stakeId);
  const first = id === null ? undefined : await repository.findStake(context.db, id);
  if (id === null || !first) throw notFound('Stake');
  if (first.user_id === actor.id) throw ownAccount();
  return moveMoney(context, async ({ trx, now, at, lock, record }) => {
    await lock(first.user_id, [first.asset]);
    if (!(await repository.endStake(trx, id, 'cancelled', at)))
      throw new HttpError(409, 'This stake is no longer active.', 'STAKE_NOT_ACTIVE');
    const principal = BigInt(first.principal);
    await record({
      kind: 'stake_cancel',
      postings: [
        { kind: 'locked', asset: first.asset, userId: first.user_id, amount: -principal },
        { kind: 'member', asset: first.asset, userId: first.user_id, amount: principal },
      ],
      transactions: [
        ledgerOnly({
          userId: first.user_id,
          type: 'staking_return',
          direction: 'in',
          asset: first.asset,
          decimals: Number(first.decimals),
          amount: principal,
        }),
      ],
    });
    const before = (await toStakes(trx, [first], now))[0]!;
    const after = await stakeById(trx, id, now);
    await audit(trx, {
      actor,
      action: 'stake.cancel',
      subject: `stake ${id}`,
      target: first.user_id,
      at,
      before,
      after,
    });
    return { status: 200, body: after };
  });
}

export async function updateProduct(
  db: Db,
  actor: Actor,
  productId: string,
  input: Schemas['StakingProductInput'],
  now: Date,
): Promise<Schemas['StakingProduct']> {
  const product = await requireProduct(db, productId);
  const decimals = Number(product.decimals);
  const minimum = parseUnits(input.min_amount, decimals, 'min_amount', product.asset);
  if (minimum <= 0n) throw invalidField('min_amount', 'min_amount must be above zero');
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await repository.updateProduct(trx, product.id, {
      target_rate: input.target_rate,
      max_daily_rate: decimalToUnits(input.max_daily_rate, RATE_DECIMALS),
      min_amount: minimum,
      active: input.active ? 1 : 0,
      updated_at: at,
    });
    const after = toProduct((await repository.findProduct(trx, product.id))!);
    await audit(trx, {
      actor,
      action: 'staking-product.update',
      subject: `${product.asset} ${product.duration_days} days`,
      at,
      before: toProduct(product),
      after,
    });
    return after;
  });
}

function toDay(row: repository.DayRow): Schemas['StakingDay'] {
  return {
    product_id: String(row.product_id),
    asset: row.asset,
    duration_days: row.duration_days,
    day: row.day,
    daily_rate: formatRate(BigInt(row.daily_rate)),
    set_by: row.set_by,
    stakes_paid: row.stakes_paid,
    total_paid: formatUnits(BigInt(row.total_paid), Number(row.decimals)),
  };
}

export async function listDays(
  db: Db,
  query: PageRequest & { product_id?: string },
): Promise<Schemas['StakingDayPage']> {
  const productId = query.product_id === undefined ? undefined : (idOf(query.product_id) ?? -1);
  return paginate(repository.daysOf(db, productId), query, (rows) => rows.map(toDay));
}

export async function setRate(
  db: Db,
  actor: Actor,
  productId: string,
  day: string,
  input: Schemas['StakingRateInput'],
  now: Date,
): Promise<Schemas['StakingDay']> {
  const product = await requireProduct(db, productId);
  const rate = decimalToUnits(input.daily_rate, RATE_DECIMALS);
  const highest = BigInt(product.max_daily_rate);
  if (rate > highest)
    throw unprocessable(
      'RATE_OUT_OF_RANGE',
      `A daily rate of this product is at most ${formatRate(highest)} % of the principal.`,
      'daily_rate',
    );
  return db.transaction().execute(async (trx) => {
    const before = await repository.dayOfProduct(trx, product.id, day);
    if (
      !(await repository.setDayRate(trx, product.id, day, rate, actor.username, targetDailyRate(product.target_rate)))
    )
      throw new HttpError(409, 'This day has been paid already; its rate stays.', 'RATE_ALREADY_PAID');
    const after = (await repository.dayOfProduct(trx, product.id, day))!;
    await audit(trx, {
      actor,
      action: 'staking-rate.set',
      subject: `${product.asset} ${product.duration_days} days ${day}`,
      at: now.toISOString(),
      before: before ? toDay(before) : null,
      after: toDay(after),
    });
    return toDay(after);
  });
}
