import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDays } from '../src/modules/dashboard/service.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, rawTransaction } from './ledger-helpers.ts';

describe('the admin dashboard', () => {
  const clock = testClock(new Date('2026-11-20T15:00:00.000Z'));
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
    // The seed's pack payments are dated by the real clock: out of this clock's last 30 days.
    await t.db
      .updateTable('transactions')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('type', '=', 'pack')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the last 30 UTC days up to today', () => {
    const days = lastDays(new Date('2026-03-01T00:30:00Z'), 30);
    expect(days).toHaveLength(30);
    expect([days[0], days.at(-1)]).toEqual(['2026-01-31', '2026-03-01']);
  });

  it('counts members, sign-ups per day, pending withdrawals, and says what is not built yet', async () => {
    // The seed's members signed up weeks before the clock's today (their own clock is the real one).
    await t.db.updateTable('users').set({ created_at: '2026-01-01T00:00:00.000Z' }).execute();
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const c = await createMember(t.db);
    await t.db.updateTable('users').set({ created_at: '2026-11-19T23:59:59.000Z' }).where('id', '=', a.id).execute();
    await t.db.updateTable('users').set({ created_at: '2026-11-20T00:00:00.000Z' }).where('id', '=', b.id).execute();
    await t.db.updateTable('users').set({ created_at: '2026-10-01T00:00:00.000Z' }).where('id', '=', c.id).execute();
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', c.id).execute();

    const res = await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-10-22', to: '2026-11-20' });
    expect(body.members).toMatchObject({ total: 7, active: 6 });
    expect(body.members.series).toHaveLength(30);
    expect(body.members.series[0]).toEqual({ day: '2026-10-22', count: 5 });
    expect(body.members.series.slice(-2)).toEqual([
      { day: '2026-11-19', count: 6 },
      { day: '2026-11-20', count: 7 },
    ]);
    expect(body.sign_ups.total).toBe(2);
    expect(body.sign_ups.series.slice(-2)).toEqual([
      { day: '2026-11-19', count: 1 },
      { day: '2026-11-20', count: 1 },
    ]);
    expect(body.turnover).toMatchObject({ asset: 'USDT', purchases: 0 });
    expect(Number(body.turnover.amount)).toBe(0);
    // The seed leaves one pending withdrawal per demo account with money.
    const pending = await t.db
      .selectFrom('withdrawals')
      .select('created_at')
      .where('status', 'in', ['pending', 'awaiting_second_approval'])
      .orderBy('created_at')
      .execute();
    expect(body.pending_withdrawals).toEqual({
      available: true,
      count: pending.length,
      oldest_at: pending[0]?.created_at ?? null,
    });
    expect(pending.length).toBeGreaterThan(0);
    const submitted = await t.db.selectFrom('kyc_steps').select('id').where('status', '=', 'submitted').execute();
    expect(body.pending_kyc).toEqual({ available: true, count: submitted.length });
    expect(body.open_tickets).toEqual({ available: false, count: null });
  });

  it('sums completed pack payments in USDT per day', async () => {
    const member = await createMember(t.db);
    const row = (amount: bigint, status: 'completed' | 'pending', at: string) =>
      rawTransaction(member.id, {
        reference: `PCK-test-${amount}-${status}`,
        type: 'pack',
        direction: 'out',
        amount,
        status,
        created_at: at,
      });
    const decimals = (
      await t.db.selectFrom('assets').select('decimals').where('code', '=', 'USDT').executeTakeFirstOrThrow()
    ).decimals;
    const unit = 10n ** BigInt(decimals);
    await t.db
      .insertInto('transactions')
      .values([
        row(250n * unit, 'completed', '2026-11-20T09:00:00.000Z'),
        row(100n * unit, 'completed', '2026-11-18T09:00:00.000Z'),
        row(999n * unit, 'pending', '2026-11-20T10:00:00.000Z'),
      ])
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: admin })).json();
    expect(body.turnover.purchases).toBe(2);
    expect(Number(body.turnover.amount)).toBe(350);
    expect(Number(body.turnover.series.at(-1).amount)).toBe(250);
    expect(Number(body.turnover.series.at(-3).amount)).toBe(100);
  });

  it('is for administrators only', async () => {
    const member = await bearer(t.app, t.db, 'demo-member');
    expect((await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: member })).statusCode).toBe(403);
  });
});
