/** Arbitrage packs: the catalogue, subscribing, the daily returns job and the services catalogue. */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arbitrageReturnsJob } from '../src/modules/arbitrage/returns-job.ts';
import { runJob, type Job, type JobDeps } from '../src/core/jobs/job.ts';
import { platformJobs } from '../src/modules/jobs/registry.ts';
import { RETRY_BACKOFF_MS } from '../src/core/jobs/runs.ts';
import { memberBalances } from '../src/core/ledger/ledger.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  deposit,
  expectJobTotalsInLedger,
  expectLedgerBalanced,
  idempotencyKey,
  TX_PASSWORD,
} from './ledger-helpers.ts';

const clock = testClock(new Date('2026-03-01T12:00:00.000Z'));
const USDT = 1_000_000n;

interface Member {
  id: number;
  username: string;
  headers: Record<string, string>;
}

describe('arbitrage packs', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let deps: JobDeps;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
    deps = { db: t.db, kind: t.kind, now: clock.now };
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
    await expectJobTotalsInLedger(t.db, 'arbitrage-returns', ['arbitrage_return', 'arbitrage_release']);
  });

  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });

  async function member(usdt?: string): Promise<Member> {
    const created = await createMember(t.db);
    if (usdt) await deposit(t.app, admin, created.username, 'USDT', usdt);
    return { ...created, headers: await bearer(t.app, t.db, created.username) };
  }

  function subscribe(
    app: FastifyInstance,
    who: Member,
    packId: string,
    key = idempotencyKey(),
    password = TX_PASSWORD,
  ) {
    return app.inject({
      method: 'POST',
      url: `/arbitrage/packs/${packId}/subscriptions`,
      headers: { ...who.headers, ...key },
      payload: { transaction_password: password },
    });
  }

  const usdt = async (who: Member) => (await memberBalances(t.db, who.id)).get('USDT') ?? { available: 0n, locked: 0n };
  const types = async (who: Member) =>
    (await get(who.headers, '/transactions?pageSize=100'))
      .json<{ items: { type: string }[] }>()
      .items.map((i) => i.type);

  let short: string;

  it('offers the seeded packs of the plan, and audits what an administrator creates and edits', async () => {
    const someone = await member();
    const packs = (await get(someone.headers, '/arbitrage/packs')).json<{ items: Record<string, unknown>[] }>().items;
    expect(packs.map((p) => [p.price, p.duration_days, p.daily_return_percent, p.daily_return])).toEqual([
      ['100.000000', 30, '0.20', '0.200000'],
      ['500.000000', 90, '0.25', '1.250000'],
      ['1000.000000', 180, '0.30', '3.000000'],
    ]);
    expect((await get(someone.headers, '/admin/arbitrage/packs')).statusCode).toBe(403);

    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/arbitrage/packs',
      headers: admin,
      payload: { name: 'Short', price: '10', duration_days: 3, daily_return_percent: '1.00', active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    short = created.json<{ id: string }>().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/admin/arbitrage/packs/${short}`,
      headers: admin,
      payload: { name: ' Short ', price: '10', duration_days: 3, daily_return_percent: '1.00', active: false },
    });
    expect(edited.json()).toMatchObject({ id: short, name: 'Short', active: false, daily_return: '0.100000' });
    const trail = (await get(admin, '/admin/audit?action=arbitrage-pack.update')).json().items[0];
    expect(trail).toMatchObject({
      subject: short,
      actor: 'demo-admin',
      before: { active: true },
      after: { active: false },
    });
    expect((await get(admin, '/admin/audit?action=arbitrage-pack.create')).json().items[0]).toMatchObject({
      subject: short,
      before: null,
    });
    // Inactive: not offered, and refused.
    expect((await get(someone.headers, '/arbitrage/packs')).json().items).toHaveLength(3);
    const refused = await subscribe(t.app, await member('50'), short);
    expect(refused.json()).toMatchObject({ code: 'PACK_INACTIVE' });
    const page = (await get(admin, '/admin/arbitrage/packs')).json();
    expect([page.total, page.items[0].active]).toEqual([4, false]);
    expect((await get(admin, '/admin/arbitrage/packs/999999')).statusCode).toBe(404);
    await t.app.inject({
      method: 'PUT',
      url: `/admin/arbitrage/packs/${short}`,
      headers: admin,
      payload: { name: 'Short', price: '10', duration_days: 3, daily_return_percent: '1.00', active: true },
    });
  });

  it('locks the price, counts a qualifying purchase, and replays the same answer for the same key', async () => {
    const buyer = await member('150');
    const key = idempotencyKey();
    const first = await subscribe(t.app, buyer, '1', key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      pack_name: 'Arbitrage 30',
      price: '100.000000',
      daily_return: '0.200000',
      returns_paid: '0.000000',
      status: 'active',
      started_at: '2026-03-01T12:00:00.000Z',
      ends_at: '2026-04-01T00:00:00.000Z',
      ended_at: null,
    });
    const again = await subscribe(t.app, buyer, '1', key);
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(await usdt(buyer)).toMatchObject({ available: 50n * USDT, locked: 100n * USDT });
    const purchases = await t.db
      .selectFrom('qualifying_purchases')
      .selectAll()
      .where('user_id', '=', buyer.id)
      .execute();
    expect(purchases.map((p) => [p.source, String(p.source_id), BigInt(p.amount as unknown as string)])).toEqual([
      ['arbitrage', first.json().id, 100n * USDT],
    ]);
    expect(await types(buyer)).toContain('arbitrage_subscription');
    const mine = (await get(buyer.headers, '/arbitrage/subscriptions?status=active')).json();
    expect([mine.total, mine.items[0].id]).toEqual([1, first.json().id]);
    // Another member does not see it.
    expect((await get((await member()).headers, '/arbitrage/subscriptions')).json().total).toBe(0);
  });

  it('writes nothing on insufficient funds or a wrong transaction password, and limits the guesses', async () => {
    const poor = await member('99');
    const refused = await subscribe(t.app, poor, '1');
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'INSUFFICIENT_FUNDS']);
    expect(refused.json().message).toContain(
      '99.000000 USDT available, 100.000000 USDT needed (the price of Arbitrage 30)',
    );
    const guesser = await member('500');
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await subscribe(t.app, guesser, '1', idempotencyKey(), 'Wrong-1')).json().code).toBe(
        'TRANSACTION_PASSWORD_INVALID',
      );
    expect((await subscribe(t.app, guesser, '1')).statusCode).toBe(429);
    for (const who of [poor, guesser]) {
      expect((await get(who.headers, '/arbitrage/subscriptions')).json().total).toBe(0);
      expect((await usdt(who)).locked).toBe(0n);
      expect(
        await t.db.selectFrom('qualifying_purchases').select('id').where('user_id', '=', who.id).execute(),
      ).toEqual([]);
    }
  });

  it('lists the services with the member’s state, and every member’s count for an administrator', async () => {
    const fresh = await member('220');
    const state = async () =>
      (await get(fresh.headers, '/services')).json<{ items: { key: string; status: string; active_count: number }[] }>()
        .items;
    expect((await state()).map((item) => [item.key, item.status])).toEqual([
      ['staking', 'inactive'],
      ['booster', 'inactive'],
      ['arbitrage', 'inactive'],
      ['card', 'unavailable'],
      ['cold_wallet', 'unavailable'],
    ]);
    const counts = async () =>
      (await get(admin, '/admin/services'))
        .json<{ items: { active_count: number }[] }>()
        .items.map((i) => i.active_count);
    const before = await counts();
    await subscribe(t.app, fresh, '1');
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...fresh.headers, ...idempotencyKey() },
        payload: { transaction_password: TX_PASSWORD, ...payload },
      });
    // The cheapest booster tier and a 90-day USDT stake, as seeded.
    expect((await post('/booster/orders', { tier_id: '1' })).statusCode).toBe(201);
    expect((await post('/staking/stakes', { product_id: '4', amount: '20' })).statusCode).toBe(201);
    expect(await state()).toEqual([
      { key: 'staking', available: true, status: 'active', active_count: 1, link: '/staking' },
      { key: 'booster', available: true, status: 'active', active_count: 1, link: '/pack-booster' },
      { key: 'arbitrage', available: true, status: 'active', active_count: 1, link: '/pack-arbitrage' },
      { key: 'card', available: false, status: 'unavailable', active_count: 0, link: '/material/visa' },
      { key: 'cold_wallet', available: false, status: 'unavailable', active_count: 0, link: '/material/cold-wallet' },
    ]);
    const after = await counts();
    expect(after.map((count, index) => count - before[index]!)).toEqual([1, 1, 1, 0, 0]);
    expect((await get(admin, '/admin/services')).json().items[2].link).toBe('/admin/pack-arbitrage');
    expect((await get(fresh.headers, '/admin/services')).statusCode).toBe(403);
  });

  it('pays each day once, through a crash and two instances, then returns the price at the end', async () => {
    expect(platformJobs).toContain(arbitrageReturnsJob);
    const [a, b] = [await member('10'), await member('10')];
    const ids: string[] = [];
    for (const who of [a, b]) {
      const res = await subscribe(t.app, who, short);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    expect(await usdt(a)).toMatchObject({ available: 0n, locked: 10n * USDT });

    // 2026-03-02, the first day, fails after paying a, before b.
    clock.set(new Date('2026-03-03T00:05:00Z'));
    const crashing: Job = {
      ...arbitrageReturnsJob,
      run: (run) =>
        arbitrageReturnsJob.run({
          ...run,
          once: async (item, movement) => {
            if (item === `subscription:${ids[1]}`) throw new Error('failed');
            return run.once(item, movement);
          },
        }),
    };
    expect([...(await runJob(deps, crashing))]).toEqual([['2026-03-02', 'failed']]);
    // Access tokens live ten minutes: days later, the members sign in again.
    const signIn = async () => {
      for (const who of [a, b]) who.headers = await bearer(t.app, t.db, who.username);
    };
    await signIn();
    const returnsOf = async (who: Member) =>
      (await get(who.headers, '/arbitrage/subscriptions')).json().items[0].returns_paid;
    expect([await returnsOf(a), await returnsOf(b)]).toEqual(['0.100000', '0.000000']);
    // Once the failed run's backoff has passed, the next run pays the rest of that day.
    clock.advance(RETRY_BACKOFF_MS[0]! / 1000);
    expect([...(await runJob(deps, arbitrageReturnsJob))]).toEqual([['2026-03-02', 'ran']]);
    expect([await returnsOf(a), await returnsOf(b)]).toEqual(['0.100000', '0.100000']);

    // Down for a week: two instances catch up the days missed; each day is paid once.
    clock.set(new Date('2026-03-10T08:00:00Z'));
    await Promise.all([runJob(deps, arbitrageReturnsJob), runJob(deps, arbitrageReturnsJob)]);
    await signIn();
    expect((await runJob(deps, arbitrageReturnsJob)).size).toBe(0);
    for (const who of [a, b]) {
      expect(await usdt(who)).toMatchObject({ available: 10_300_000n, locked: 0n });
      expect((await get(who.headers, '/arbitrage/subscriptions')).json().items[0]).toMatchObject({
        status: 'ended',
        days_paid: 3,
        returns_paid: '0.300000',
        ends_at: '2026-03-05T00:00:00.000Z',
        ended_at: '2026-03-05T00:00:00.000Z',
      });
      expect((await types(who)).sort()).toEqual([
        'arbitrage_release',
        'arbitrage_return',
        'arbitrage_return',
        'arbitrage_return',
        'arbitrage_subscription',
        'deposit',
      ]);
    }
    const services = (await get(a.headers, '/services')).json().items[2];
    expect(services).toMatchObject({ status: 'inactive', active_count: 0 });
  });
});
