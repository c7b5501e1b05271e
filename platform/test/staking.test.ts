/**
 * Staking end to end on one app and database, with an injected clock: subscribing locks the principal, the daily
 * distribution pays each stake once a day (catching up, resumed after a crash, one of two instances paying), the
 * principal returns at maturity, and an administrator's cancel returns it early.
 */
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/connect.ts';
import type { Database } from '../src/db/database.ts';
import { runJob, type Job, type JobDeps } from '../src/core/jobs/job.ts';
import { RETRY_BACKOFF_MS } from '../src/core/jobs/runs.ts';
import { moveMoney } from '../src/core/ledger/movement.ts';
import { noIdempotency } from '../src/core/idempotency/idempotency.ts';
import { stakingRewardsJob } from '../src/modules/staking/rewards.ts';
import { referenceFor } from '../src/core/ledger/transaction-types.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  expectJobTotalsInLedger,
  expectLedgerBalanced,
  idempotencyKey,
  TX_PASSWORD,
  wallets,
} from './ledger-helpers.ts';

const clock = testClock(new Date('2026-06-10T09:00:00.000Z'));
// USDT 90 days at 4 %: 4 % ÷ 365 = 0.01095890 % a day; 1,000 USDT earn 0.109589 USDT a day.
const USDT_90 = '4';
const DAILY_1000 = 109_589n;

interface StakeView {
  id: string;
  status: string;
  principal: string;
  days_paid: number;
  paid_rewards: string;
  accrued_rewards: string;
  progress: number;
  maturity_day: string;
  start_day: string;
}

describe('staking', () => {
  let t: TestApp;
  let deps: JobDeps;
  let adminId: number;
  let admin: () => Promise<Record<string, string>>;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { now: clock.now } });
    deps = { db: t.db, kind: t.kind, now: clock.now };
    const created = await createMember(t.db, { admin: true });
    adminId = created.id;
    admin = () => bearer(t.app, t.db, created.username);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
    await expectJobTotalsInLedger(t.db, 'staking-rewards', ['staking_reward', 'staking_return']);
  });

  /** Money from the outside world, as a credited deposit would bring it. */
  async function credit(userId: number, asset: string, units: bigint) {
    await moveMoney({ ...deps, idempotency: noIdempotency }, async ({ lock, record }) => {
      await lock(userId, [asset]);
      await record({
        kind: 'test_credit',
        postings: [
          { kind: 'world', asset, amount: -units },
          { kind: 'member', asset, userId, amount: units },
        ],
      });
      return { status: 200, body: null };
    });
  }

  async function funded(usdt: string) {
    const member = await createMember(t.db);
    await credit(member.id, 'USDT', BigInt(Number(usdt)) * 1_000_000n);
    return { ...member, headers: () => bearer(t.app, t.db, member.username) };
  }

  async function subscribe(headers: Record<string, string>, body: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/staking/stakes',
      headers: { ...headers, ...idempotencyKey() },
      payload: { transaction_password: TX_PASSWORD, ...body },
    });
  }

  /** The member's transactions, newest first, as `type:direction:amount`. */
  async function movements(headers: Record<string, string>): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/transactions', headers });
    return res
      .json<{ items: { type: string; direction: string; amount: string }[] }>()
      .items.map((item) => `${item.type}:${item.direction}:${item.amount}`);
  }

  async function stakesOf(headers: Record<string, string>): Promise<StakeView[]> {
    const res = await t.app.inject({ method: 'GET', url: '/staking/stakes', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: StakeView[] }>().items;
  }

  let short: string | undefined;
  /** A product of a few days, so maturity comes within a test (asset USDT, 3 days, 36.5 % a year: 0.1 % a day). */
  async function shortProduct(): Promise<string> {
    if (short) return short;
    const at = clock.now().toISOString();
    const { id } = await t.db
      .insertInto('staking_products')
      .values({
        asset: 'USDT',
        duration_days: 3,
        target_rate: '36.50',
        min_amount: 1_000_000n,
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (short = String(id));
  }

  const day = (iso: string) => new Date(`${iso}T00:05:00.000Z`);

  it('lists the seeded products and locks a subscription’s principal: locked, not gone', async () => {
    const member = await funded('1500');
    const headers = await member.headers();
    const products = await t.app.inject({ method: 'GET', url: '/staking/products', headers });
    expect(
      products
        .json<{ items: { asset: string; duration_days: number; target_rate: string }[] }>()
        .items.map((product) => `${product.asset} ${product.duration_days} ${product.target_rate}`),
    ).toEqual(['KNT 90 6.00', 'KNT 180 9.00', 'KNT 365 12.00', 'USDT 90 4.00', 'USDT 180 6.00', 'USDT 365 8.00']);

    const res = await subscribe(headers, { product_id: USDT_90, amount: '1000' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'active',
      principal: '1000.000000',
      start_day: '2026-06-11',
      maturity_day: '2026-09-09',
      paid_rewards: '0.000000',
      projected_reward: '9.863010',
      progress: 0,
    });
    expect((await wallets(t.app, headers)).USDT).toMatchObject({
      balance: '1500.000000',
      available: '500.000000',
      locked: '1000.000000',
    });
    const transactions = await t.app.inject({ method: 'GET', url: '/transactions', headers });
    expect(transactions.json().items[0]).toMatchObject({ type: 'staking', direction: 'out', amount: '1000.000000' });
  });

  it('refuses with clear codes: funds, minimum, inactive product, wrong password, unknown product', async () => {
    const member = await funded('50');
    const headers = await member.headers();
    const refused = async (body: Record<string, string>) => {
      const res = await subscribe(headers, body);
      return [res.statusCode, res.json<{ code: string }>().code];
    };
    expect(await refused({ product_id: USDT_90, amount: '60' })).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect(await refused({ product_id: USDT_90, amount: '5' })).toEqual([422, 'BELOW_MINIMUM']);
    expect(await refused({ product_id: USDT_90, amount: '20', transaction_password: 'wrong' })).toEqual([
      422,
      'TRANSACTION_PASSWORD_INVALID',
    ]);
    expect(await refused({ product_id: '999', amount: '20' })).toEqual([404, 'NOT_FOUND']);
    const edit = (active: boolean) =>
      admin().then((headers) =>
        t.app.inject({
          method: 'PUT',
          url: `/admin/staking/products/${USDT_90}`,
          headers,
          payload: { target_rate: '4.00', max_daily_rate: '1', min_amount: '10', active },
        }),
      );
    expect((await edit(false)).json()).toMatchObject({ active: false });
    expect(await refused({ product_id: USDT_90, amount: '20' })).toEqual([422, 'PRODUCT_INACTIVE']);
    await edit(true);
    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: await admin() });
    expect(trail.json().items[0]).toMatchObject({ action: 'staking-product.update', subject: 'USDT 90 days' });
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '50.000000', locked: '0.000000' });
  });

  it('pays each day once, catches up missed days, and lets an administrator set a day’s rate', async () => {
    clock.set(new Date('2026-07-01T09:00:00.000Z'));
    const member = await funded('1000');
    const res = await subscribe(await member.headers(), { product_id: USDT_90, amount: '1000' });
    expect(res.statusCode, res.body).toBe(201);
    // The realised rate of 2026-07-03 set to 0.02 %: 1,000 USDT earn 0.2 that day.
    const set = await t.app.inject({
      method: 'PUT',
      url: `/admin/staking/products/${USDT_90}/days/2026-07-03`,
      headers: await admin(),
      payload: { daily_rate: '0.02' },
    });
    expect(set.json()).toMatchObject({ daily_rate: '0.02000000', set_by: expect.any(String), stakes_paid: 0 });

    clock.set(day('2026-07-03'));
    await runJob(deps, stakingRewardsJob);
    expect((await stakesOf(await member.headers()))[0]).toMatchObject({ days_paid: 1, paid_rewards: '0.109589' });
    // Three days missed, then one run pays them, each once; a second run pays nothing.
    clock.set(day('2026-07-06'));
    await runJob(deps, stakingRewardsJob);
    expect((await runJob(deps, stakingRewardsJob)).size).toBe(0);
    const stake = (await stakesOf(await member.headers()))[0]!;
    expect(stake).toMatchObject({ days_paid: 4, paid_rewards: '0.528767', accrued_rewards: '0.528767' });
    expect(BigInt(stake.paid_rewards.replace('.', ''))).toBe(3n * DAILY_1000 + 200_000n);
    expect((await wallets(t.app, await member.headers())).USDT).toMatchObject({
      available: '0.528767',
      locked: '1000.000000',
    });
    const rewards = await t.app.inject({
      method: 'GET',
      url: '/transactions?type=staking_reward',
      headers: await member.headers(),
    });
    const items = rewards.json<{ items: { id: string; reference: string; direction: string }[] }>().items;
    expect(items.map((item) => item.direction)).toEqual(['in', 'in', 'in', 'in']);
    for (const item of items) expect(item.reference).toBe(referenceFor('staking_reward', Number(item.id)));

    const paidDay = await t.app.inject({
      method: 'PUT',
      url: `/admin/staking/products/${USDT_90}/days/2026-07-03`,
      headers: await admin(),
      payload: { daily_rate: '0.5' },
    });
    expect([paidDay.statusCode, paidDay.json().code]).toEqual([409, 'RATE_ALREADY_PAID']);
    const days = await t.app.inject({
      method: 'GET',
      url: `/admin/staking/days?product_id=${USDT_90}&pageSize=100`,
      headers: await admin(),
    });
    const dayRows = days.json<{ items: { day: string; stakes_paid: number; total_paid: string }[] }>().items;
    // This member's stake and the first test's, 1,000 USDT each.
    expect(dayRows.find((row) => row.day === '2026-07-03')).toMatchObject({ stakes_paid: 2, total_paid: '0.400000' });
  });

  it('bounds a day’s rate by the product’s highest, seeded at 1 % and edited by an administrator', async () => {
    const product = async () =>
      (await t.app.inject({ method: 'GET', url: '/admin/staking/products', headers: await admin() }))
        .json<{ items: { id: string; max_daily_rate: string }[] }>()
        .items.find(({ id }) => id === USDT_90)!;
    expect((await product()).max_daily_rate).toBe('1.00000000');
    const setRate = async (daily_rate: string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/admin/staking/products/${USDT_90}/days/2030-01-01`,
        headers: await admin(),
        payload: { daily_rate },
      });
      return [res.statusCode, res.json<{ code?: string; daily_rate?: string }>()] as const;
    };
    const edit = async (max_daily_rate: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/staking/products/${USDT_90}`,
        headers: await admin(),
        payload: { target_rate: '4.00', max_daily_rate, min_amount: '10', active: true },
      });

    expect(await setRate('1.5')).toEqual([422, expect.objectContaining({ code: 'RATE_OUT_OF_RANGE' })]);
    expect((await edit('2')).json()).toMatchObject({ max_daily_rate: '2.00000000' });
    expect(await setRate('1.5')).toEqual([200, expect.objectContaining({ daily_rate: '1.50000000' })]);
    expect((await edit('0.5')).json()).toMatchObject({ max_daily_rate: '0.50000000' });
    expect(await setRate('0.6')).toEqual([422, expect.objectContaining({ code: 'RATE_OUT_OF_RANGE' })]);
    expect(await setRate('0.5')).toEqual([200, expect.objectContaining({ daily_rate: '0.50000000' })]);
    await edit('1');
  });

  it('returns the principal at maturity and stops paying', async () => {
    clock.set(new Date('2026-08-01T10:00:00.000Z'));
    const product = await shortProduct();
    const member = await funded('100');
    expect((await subscribe(await member.headers(), { product_id: product, amount: '100' })).statusCode).toBe(201);
    clock.set(day('2026-08-06'));
    await runJob(deps, stakingRewardsJob);
    const [stake] = await stakesOf(await member.headers());
    // Three days at 0.1 %: 0.1 USDT each; then the principal is back.
    expect(stake).toMatchObject({ status: 'matured', days_paid: 3, paid_rewards: '0.300000', progress: 100 });
    expect((await wallets(t.app, await member.headers())).USDT).toMatchObject({
      available: '100.300000',
      locked: '0.000000',
    });
    expect(await movements(await member.headers())).toEqual([
      'staking_return:in:100.000000',
      'staking_reward:in:0.100000',
      'staking_reward:in:0.100000',
      'staking_reward:in:0.100000',
      'staking:out:100.000000',
    ]);
  });

  it('resumes a run that failed midway, and with two instances racing pays each stake once a day', async () => {
    clock.set(new Date('2026-09-01T10:00:00.000Z'));
    const product = await shortProduct();
    const members = await Promise.all([funded('10'), funded('10'), funded('10')]);
    for (const [index, member] of members.entries())
      expect(
        (await subscribe(await member.headers(), { product_id: index === 0 ? product : USDT_90, amount: '10' }))
          .statusCode,
      ).toBe(201);
    // The run fails after its first chunk (the short product's stake) on 2026-09-02.
    let chunks = 0;
    const dying: Job = {
      ...stakingRewardsJob,
      run: (run) =>
        stakingRewardsJob.run({
          ...run,
          batch: async (items, movement) => {
            if (run.period === '2026-09-02' && ++chunks > 1) throw new Error('failed');
            return run.batch(items, movement);
          },
        }),
    };
    clock.set(day('2026-09-03'));
    expect((await runJob(deps, dying)).get('2026-09-02')).toBe('failed');
    clock.set(new Date(clock.now().getTime() + RETRY_BACKOFF_MS[0]!));
    const other: Kysely<Database> = t.kind === 'postgres' ? createDatabase(t.target, { poolSize: 4 }) : t.db;
    try {
      await Promise.all([runJob(deps, stakingRewardsJob), runJob({ ...deps, db: other }, stakingRewardsJob)]);
    } finally {
      if (other !== t.db) await other.destroy();
    }
    for (const member of members) {
      const [stake] = await stakesOf(await member.headers());
      // One day (2026-09-02) paid once, whoever paid it: 10 USDT at 0.1 % or at 4 % ÷ 365.
      expect(stake, member.username).toMatchObject({ days_paid: 1 });
    }
    const [short] = await stakesOf(await members[0]!.headers());
    expect(short!.paid_rewards).toBe('0.010000');
    const [long] = await stakesOf(await members[1]!.headers());
    expect(long!.paid_rewards).toBe('0.001095');
  });

  it('lets an administrator see a member’s stakes and cancel one, never their own', async () => {
    clock.set(new Date('2026-10-01T10:00:00.000Z'));
    const member = await funded('200');
    const created = await subscribe(await member.headers(), { product_id: USDT_90, amount: '200' });
    const id = created.json<StakeView>().id;
    const list = await t.app.inject({
      method: 'GET',
      url: `/admin/users/${member.uid}/stakes`,
      headers: await admin(),
    });
    expect(list.json()).toMatchObject({ user: { username: member.username }, total: 1, items: [{ id }] });

    const cancel = (headers: Record<string, string>, stakeId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/stakes/${stakeId}/cancel`,
        headers: { ...headers, ...idempotencyKey() },
      });
    const cancelled = await cancel(await admin(), id);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', ended_at: '2026-10-01T10:00:00.000Z' });
    expect((await wallets(t.app, await member.headers())).USDT).toMatchObject({
      available: '200.000000',
      locked: '0.000000',
    });
    expect((await movements(await member.headers())).slice(0, 2)).toEqual([
      'staking_return:in:200.000000',
      'staking:out:200.000000',
    ]);
    expect((await cancel(await admin(), id)).json()).toMatchObject({ code: 'STAKE_NOT_ACTIVE' });
    clock.set(day('2026-10-05'));
    await runJob(deps, stakingRewardsJob);
    expect((await stakesOf(await member.headers()))[0]).toMatchObject({ days_paid: 0, paid_rewards: '0.000000' });

    // The administrator's own stake is another administrator's to cancel.
    await credit(adminId, 'USDT', 50_000_000n);
    const own = await subscribe(await admin(), { product_id: USDT_90, amount: '50' });
    const refused = await cancel(await admin(), own.json<StakeView>().id);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'OWN_ACCOUNT']);
    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: await admin() });
    expect(trail.json().items.map((entry: { action: string }) => entry.action)).toContain('stake.cancel');
  });

  it('never pays a stake an administrator cancels after the distribution read it, and pays the others', async () => {
    clock.set(new Date('2026-11-01T10:00:00.000Z'));
    const members = await Promise.all([funded('100'), funded('100'), funded('100')]);
    const stakeIds: string[] = [];
    for (const member of members) {
      const res = await subscribe(await member.headers(), { product_id: USDT_90, amount: '100' });
      expect(res.statusCode, res.body).toBe(201);
      stakeIds.push(res.json<StakeView>().id);
    }
    const target = stakeIds[1]!;
    // The cancel lands between the distribution's read of the day's stakes and the movement paying their chunk.
    let cancelled = false;
    const racing: Job = {
      ...stakingRewardsJob,
      run: (run) =>
        stakingRewardsJob.run({
          ...run,
          batch: async (items, movement) => {
            if (!cancelled && items.includes(`stake:${target}`)) {
              const res = await t.app.inject({
                method: 'POST',
                url: `/admin/stakes/${target}/cancel`,
                headers: { ...(await admin()), ...idempotencyKey() },
              });
              expect(res.json()).toMatchObject({ status: 'cancelled' });
              cancelled = true;
            }
            return run.batch(items, movement);
          },
        }),
    };
    clock.set(day('2026-11-03'));
    await runJob(deps, racing);
    expect(cancelled).toBe(true);
    const views = await Promise.all(members.map(async (member) => (await stakesOf(await member.headers()))[0]));
    expect(views.map((view) => [view!.status, view!.days_paid, view!.paid_rewards])).toEqual([
      ['active', 1, '0.010958'],
      ['cancelled', 0, '0.000000'],
      ['active', 1, '0.010958'],
    ]);
    expect((await wallets(t.app, await members[1]!.headers())).USDT).toMatchObject({
      available: '100.000000',
      locked: '0.000000',
    });
  });
});
