import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { noIdempotency } from '../src/core/idempotency/idempotency.ts';
import { accountBalance } from '../src/core/ledger/ledger.ts';
import type { MoneyContext } from '../src/core/ledger/money-context.ts';
import { createDatabase } from '../src/db/connect.ts';
import { findTierByName } from '../src/modules/booster/repository.ts';
import { activeBoosterPack, purchasePack, upgradePack } from '../src/modules/booster/service.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, deposit, expectLedgerBalanced, idempotencyKey, TX_PASSWORD, wallets } from './ledger-helpers.ts';

const clock = testClock(new Date('2026-06-01T08:00:00.000Z'));
const DAY_MS = 86_400_000;
// The seeded tiers' ids, in rank order.
const CHALLENGER = '1';
const PRO = '2';
const FULL_SERENITY = '3';

function pay(
  app: FastifyInstance,
  headers: Record<string, string>,
  what: 'orders' | 'upgrades',
  body: Record<string, unknown>,
  key = idempotencyKey(),
) {
  return app.inject({
    method: 'POST',
    url: `/booster/${what}`,
    headers: { ...headers, ...key },
    payload: { transaction_password: TX_PASSWORD, ...body },
  });
}

describe('booster packs', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  async function funded(amount: string) {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'USDT', amount);
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  /** What a member's payments wrote, to show a refusal wrote nothing. */
  async function writtenFor(userId: number) {
    const count = async (table: 'booster_orders' | 'booster_packs' | 'qualifying_purchases' | 'transactions') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      orders: await count('booster_orders'),
      packs: await count('booster_packs'),
      purchases: await count('qualifying_purchases'),
      transactions: await count('transactions'),
    };
  }

  const myPack = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/booster/pack', headers })).json().pack;

  it('lists the seeded tiers of the plan to members, lowest rank first', async () => {
    const member = await bearer(t.app, t.db, 'demo-2fa');
    const res = await t.app.inject({ method: 'GET', url: '/booster/tiers', headers: member });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((tier: { name: string; price: string; validity_days: number }) => [
          tier.name,
          tier.price,
          tier.validity_days,
        ]),
    ).toEqual([
      ['Challenger', '100.000000', 365],
      ['Pro', '500.000000', 365],
      ['Full Serenity', '2500.000000', 365],
      ['Eternity', '10000.000000', 365],
    ]);
  });

  it('buys a pack: USDT to sales, a pack for 365 days, the order, the transaction, the qualifying purchase', async () => {
    const { member, headers } = await funded('1000');
    const salesBefore = await accountBalance(t.db, { kind: 'sales', asset: 'USDT' });
    const res = await pay(t.app, headers, 'orders', { tier_id: CHALLENGER });
    expect(res.statusCode, res.body).toBe(201);
    const ends = new Date(clock.now().getTime() + 365 * DAY_MS).toISOString();
    expect(res.json()).toMatchObject({
      uid: member.uid,
      username: member.username,
      kind: 'purchase',
      tier_id: CHALLENGER,
      tier_name: 'Challenger',
      from_tier_name: null,
      asset: 'USDT',
      amount: '100.000000',
      pack_ends_at: ends,
      created_at: clock.now().toISOString(),
    });
    expect(res.json().reference).toMatch(/^PCK-\d{6}$/);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '900.000000' });
    expect((await accountBalance(t.db, { kind: 'sales', asset: 'USDT' })) - salesBefore).toBe(100_000_000n);
    expect(await myPack(headers)).toMatchObject({
      tier: { name: 'Challenger' },
      started_at: clock.now().toISOString(),
      ends_at: ends,
      active: true,
      paid: '100.000000',
    });
    const purchases = await t.db
      .selectFrom('qualifying_purchases')
      .select(['source', 'source_id', 'asset', 'created_at', (eb) => eb.cast('amount', 'text').as('amount')])
      .where('user_id', '=', member.id)
      .execute();
    expect(purchases).toEqual([
      {
        source: 'booster',
        source_id: Number(res.json().id),
        asset: 'USDT',
        amount: '100000000',
        created_at: clock.now().toISOString(),
      },
    ]);
    const transactions = await t.app.inject({ method: 'GET', url: '/transactions', headers });
    expect(transactions.json().items[0]).toMatchObject({
      reference: res.json().reference,
      type: 'pack',
      direction: 'out',
      amount: '100.000000',
      status: 'completed',
    });
    expect((await activeBoosterPack(t.db, member.id, clock.now()))?.tier.name).toBe('Challenger');
  });

  it('refuses a second purchase while the pack is active, and writes nothing', async () => {
    const { member, headers } = await funded('1000');
    expect((await pay(t.app, headers, 'orders', { tier_id: CHALLENGER })).statusCode).toBe(201);
    const before = await writtenFor(member.id);
    const again = await pay(t.app, headers, 'orders', { tier_id: PRO });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'BOOSTER_PACK_ACTIVE' });
    expect(again.json().message).toMatch(/^Your Challenger pack is active until \d{4}-\d\d-\d\d: upgrade it/);
    expect(await writtenFor(member.id)).toEqual(before);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '900.000000' });
  });

  it('upgrades for the difference of the prices and keeps the end date; refuses the same tier and a lower one', async () => {
    const { member, headers: before } = await funded('3000');
    const bought = (await pay(t.app, before, 'orders', { tier_id: PRO })).json();
    clock.advance(30 * 86_400);
    try {
      // Access tokens expire: a new sign-in a month later.
      const headers = await bearer(t.app, t.db, member.username);
      for (const [tier, message] of [
        [PRO, 'Your pack is already Pro: an upgrade goes to a higher tier.'],
        [CHALLENGER, 'Challenger is not above your Pro pack: a pack can only be upgraded to a higher tier.'],
      ] as const) {
        const refused = await pay(t.app, headers, 'upgrades', { tier_id: tier });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'BOOSTER_UPGRADE_NOT_HIGHER', message });
      }
      const upgraded = await pay(t.app, headers, 'upgrades', { tier_id: FULL_SERENITY });
      expect(upgraded.statusCode, upgraded.body).toBe(201);
      expect(upgraded.json()).toMatchObject({
        kind: 'upgrade',
        tier_name: 'Full Serenity',
        from_tier_name: 'Pro',
        amount: '2000.000000',
        pack_ends_at: bought.pack_ends_at,
      });
      expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '500.000000' });
      expect(await myPack(headers)).toMatchObject({
        tier: { name: 'Full Serenity' },
        ends_at: bought.pack_ends_at,
        active: true,
        paid: '2500.000000',
      });
      const amounts = await t.db
        .selectFrom('qualifying_purchases')
        .select((eb) => eb.cast('amount', 'text').as('amount'))
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute();
      expect(amounts.map((row) => row.amount)).toEqual(['500000000', '2000000000']);
    } finally {
      clock.advance(-30 * 86_400);
    }
  });

  it('after the end date: no upgrade, and a new purchase starts a new 365 days', async () => {
    const { member, headers } = await funded('1000');
    const first = (await pay(t.app, headers, 'orders', { tier_id: CHALLENGER })).json();
    clock.set(new Date(first.pack_ends_at));
    try {
      expect(await activeBoosterPack(t.db, member.id, clock.now())).toBeUndefined();
      const fresh = await bearer(t.app, t.db, member.username);
      expect(await myPack(fresh)).toMatchObject({ active: false, ends_at: first.pack_ends_at });
      const upgrade = await pay(t.app, fresh, 'upgrades', { tier_id: PRO });
      expect(upgrade.json()).toMatchObject({ code: 'NO_ACTIVE_BOOSTER_PACK' });
      const again = await pay(t.app, fresh, 'orders', { tier_id: PRO });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().pack_ends_at).toBe(new Date(clock.now().getTime() + 365 * DAY_MS).toISOString());
      expect(await myPack(fresh)).toMatchObject({ tier: { name: 'Pro' }, active: true, paid: '500.000000' });
      expect((await wallets(t.app, fresh)).USDT).toMatchObject({ available: '400.000000' });
    } finally {
      clock.set(new Date('2026-06-01T08:00:00.000Z'));
    }
  });

  it('insufficient funds: 422 with the ledger’s message, and nothing written', async () => {
    const { member, headers } = await funded('450');
    const before = await writtenFor(member.id);
    const res = await pay(t.app, headers, 'orders', { tier_id: PRO });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds: 450.000000 USDT available, 500.000000 USDT needed (the Pro pack).',
    });
    expect(await writtenFor(member.id)).toEqual(before);
    expect(await myPack(headers)).toBeNull();
  });

  it('replays a payment under the same Idempotency-Key: paid once', async () => {
    const { member, headers } = await funded('1000');
    const key = idempotencyKey();
    const first = await pay(t.app, headers, 'orders', { tier_id: CHALLENGER }, key);
    const second = await pay(t.app, headers, 'orders', { tier_id: CHALLENGER }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await writtenFor(member.id)).orders).toBe(1);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '900.000000' });
  });

  it('refuses a wrong transaction password and a tier that does not exist, paying nothing', async () => {
    const { member, headers } = await funded('1000');
    const wrong = await pay(t.app, headers, 'orders', { tier_id: CHALLENGER, transaction_password: 'wrong-one' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_INVALID' });
    const unknown = await pay(t.app, headers, 'orders', { tier_id: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ field: 'tier_id' }] });
    expect((await writtenFor(member.id)).orders).toBe(0);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '1000.000000' });
  });

  it('lets administrators edit the catalogue, audited; names and ranks stay unique; inactive tiers are not sold', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/booster/tiers',
      headers: admin,
      payload: { name: 'Starter', price: '50', validity_days: 180, rank: 50, active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const taken = await t.app.inject({
      method: 'POST',
      url: '/admin/booster/tiers',
      headers: admin,
      payload: { name: 'pro', price: '50', validity_days: 180, rank: 51, active: true },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'BOOSTER_TIER_TAKEN', details: [{ field: 'name' }] });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/admin/booster/tiers/${id}`,
      headers: admin,
      payload: { name: 'Starter', price: '75.5', validity_days: 90, rank: 50, active: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: '75.500000', validity_days: 90, active: false });
    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit?action=booster-tier.update', headers: admin });
    expect(trail.json().items[0]).toMatchObject({
      action: 'booster-tier.update',
      subject: 'Starter',
      actor: 'demo-admin',
      before: { price: '50.000000', active: true },
      after: { price: '75.500000', active: false },
    });
    const { headers } = await funded('100');
    const tiers = (await t.app.inject({ method: 'GET', url: '/booster/tiers', headers })).json().items;
    expect(tiers.map((tier: { name: string }) => tier.name)).not.toContain('Starter');
    const inactive = await pay(t.app, headers, 'orders', { tier_id: id });
    expect(inactive.json()).toMatchObject({ code: 'BOOSTER_TIER_INACTIVE' });
    const all = (await t.app.inject({ method: 'GET', url: '/admin/booster/tiers', headers: admin })).json().items;
    expect(all.map((tier: { name: string }) => tier.name)).toEqual([
      'Challenger',
      'Pro',
      'Full Serenity',
      'Eternity',
      'Starter',
    ]);
  });

  it('lists every order with filters and pages, as CSV, and one member’s pack and orders', async () => {
    const { member, headers: before } = await funded('5000');
    await pay(t.app, before, 'orders', { tier_id: CHALLENGER });
    clock.advance(2 * 86_400);
    try {
      const headers = await bearer(t.app, t.db, member.username);
      const admin = await bearer(t.app, t.db, 'demo-admin');
      await pay(t.app, headers, 'upgrades', { tier_id: PRO });
      const list = (query: string) =>
        t.app.inject({ method: 'GET', url: `/admin/booster/orders?user=${member.username}${query}`, headers: admin });
      const all = (await list('')).json();
      expect(all.total).toBe(2);
      expect(all.items.map((order: { kind: string }) => order.kind)).toEqual(['upgrade', 'purchase']);
      expect((await list('&kind=purchase')).json().items).toMatchObject([
        { kind: 'purchase', tier_name: 'Challenger' },
      ]);
      expect((await list(`&tier=${PRO}`)).json().items).toMatchObject([{ kind: 'upgrade', amount: '400.000000' }]);
      const today = clock.now().toISOString().slice(0, 10);
      expect((await list(`&from=${today}`)).json().total).toBe(1);
      expect((await list(`&to=2026-06-01`)).json().total).toBe(1);
      expect((await list('&from=2026-06-05&to=2026-06-01')).statusCode).toBe(400);
      const paged = (await list('&pageSize=1&page=2')).json();
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ kind: 'purchase' }] });
      const csv = await t.app.inject({
        method: 'GET',
        url: `/admin/booster/orders/export?user=${member.username}&kind=upgrade`,
        headers: admin,
      });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body.trim().split('\n');
      expect(lines[0]).toBe(
        'id,reference,uid,username,kind,tier_name,from_tier_name,asset,amount,pack_ends_at,created_at',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${member.uid},${member.username},upgrade,Pro,Challenger,USDT,400.000000,`);
      const mine = (await t.app.inject({ method: 'GET', url: '/booster/orders', headers })).json();
      expect(mine.total).toBe(2);
      const page = await t.app.inject({ method: 'GET', url: `/admin/users/${member.uid}/booster`, headers: admin });
      expect(page.json()).toMatchObject({
        user: { uid: member.uid, username: member.username },
        pack: { tier: { name: 'Pro' }, active: true, paid: '500.000000' },
        orders: { total: 2 },
      });
      const nobody = await t.app.inject({ method: 'GET', url: '/admin/users/KNT-999999/booster', headers: admin });
      expect(nobody.statusCode).toBe(404);
    } finally {
      clock.advance(-2 * 86_400);
    }
  });

  describe('prices under repricing', () => {
    /** Sets a tier's price as an administrator does, its other fields unchanged; answers the price it had. */
    async function reprice(id: string, price: string): Promise<string> {
      const tier = (await t.app.inject({ method: 'GET', url: `/admin/booster/tiers/${id}`, headers: admin })).json();
      const { name, validity_days, rank, active } = tier;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/admin/booster/tiers/${id}`,
        headers: admin,
        payload: { name, validity_days, rank, active, price },
      });
      expect(res.statusCode, res.body).toBe(200);
      return tier.price;
    }
    const context = (): MoneyContext => ({ db: t.db, kind: t.kind, now: clock.now, idempotency: noIdempotency });

    it('charges an upgrade the new price less what the member paid, not less the current tier’s new price', async () => {
      const { headers } = await funded('1000');
      expect((await pay(t.app, headers, 'orders', { tier_id: CHALLENGER })).json()).toMatchObject({
        amount: '100.000000',
      });
      const was = await reprice(CHALLENGER, '450');
      try {
        const upgraded = await pay(t.app, headers, 'upgrades', { tier_id: PRO });
        expect(upgraded.statusCode, upgraded.body).toBe(201);
        expect(upgraded.json()).toMatchObject({ kind: 'upgrade', from_tier_name: 'Challenger', amount: '400.000000' });
        expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '500.000000' });
        expect(await myPack(headers)).toMatchObject({ tier: { name: 'Pro' }, paid: '500.000000' });
      } finally {
        await reprice(CHALLENGER, was);
      }
    });

    it('charges the price read under the lock, not the one quoted before an administrator repriced the tier', async () => {
      const { member, headers } = await funded('2000');
      const quotedChallenger = (await findTierByName(t.db, 'Challenger'))!;
      const wasChallenger = await reprice(CHALLENGER, '120');
      try {
        const bought = await purchasePack(context(), member.id, quotedChallenger);
        expect(bought.body).toMatchObject({ kind: 'purchase', amount: '120.000000' });
      } finally {
        await reprice(CHALLENGER, wasChallenger);
      }
      const quotedPro = (await findTierByName(t.db, 'Pro'))!;
      const wasPro = await reprice(PRO, '600');
      try {
        const upgraded = await upgradePack(context(), member.id, quotedPro);
        expect(upgraded.body).toMatchObject({ kind: 'upgrade', amount: '480.000000' });
        expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '1400.000000' });
      } finally {
        await reprice(PRO, wasPro);
      }
    });

    /** Whether a connection to this database waits for a row lock, within a few seconds. */
    async function someoneWaitsOnALock(): Promise<boolean> {
      for (let tries = 0; tries < 50; tries++) {
        const { rows } = await sql<{ waiting: number }>`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        if (rows[0]!.waiting > 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    }

    // SQLite runs one transaction at a time: a reprice cannot be in flight while a payment reads the price.
    it.runIf(inject('postgresAdminUrl') !== '')(
      'waits for a reprice in flight and charges its price, as the tier is read under its lock',
      async () => {
        const { member } = await funded('1000');
        const quoted = (await findTierByName(t.db, 'Challenger'))!;
        const other = createDatabase(t.target, { poolSize: 1 });
        let commit!: () => void;
        const committed = new Promise<void>((resolve) => (commit = resolve));
        let updated!: () => void;
        const inFlight = new Promise<void>((resolve) => (updated = resolve));
        try {
          const repricing = other.transaction().execute(async (trx) => {
            await trx.updateTable('booster_tiers').set({ price: 130_000_000n }).where('id', '=', quoted.id).execute();
            updated();
            await committed;
          });
          await inFlight;
          const purchase = purchasePack(context(), member.id, quoted);
          // The payment waits for the administrator's transaction, which holds the tier's row.
          expect(await someoneWaitsOnALock()).toBe(true);
          commit();
          await repricing;
          expect((await purchase).body).toMatchObject({ kind: 'purchase', amount: '130.000000' });
        } finally {
          commit();
          await other.destroy();
          await t.db.updateTable('booster_tiers').set({ price: quoted.price }).where('id', '=', quoted.id).execute();
        }
      },
    );
  });
});
