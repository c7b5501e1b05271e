/**
 * One trail and related parties (issue 31): every admin action on money or powers is in listAdminAudit with who
 * initiated it, the member it concerns and its second approver; and an administrator who lately credited, granted
 * or reactivated an account does not approve its money.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, idempotencyKey, randomHash, TRON_ADDRESS, TX_PASSWORD } from './ledger-helpers.ts';

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof createMember>>;

interface Entry {
  action: string;
  subject: string;
  actor: string;
  second_approver: string | null;
  member: { uid: string; username: string } | null;
}

const DAY_S = 86_400;
const clock = testClock(new Date('2026-11-20T10:00:00.000Z'));

describe('one trail of admin actions, and related parties', () => {
  let t: TestApp;
  let admin: Headers;
  let admin2: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
  });
  // Fresh sign-ins: a test moves the clock past the access tokens' lifetime.
  beforeEach(async () => {
    admin = await bearer(t.app, t.db, 'demo-admin');
    admin2 = await bearer(t.app, t.db, 'demo-admin2');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, ...idempotencyKey() }, ...(payload && { payload }) });

  /** The member's entries of one action, newest first. */
  async function trail(member: Member | null, action: string): Promise<Entry[]> {
    const filter = member ? `&member=${member.uid}` : '';
    const res = await call('GET', `/admin/audit?action=${action}${filter}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Entry[] }>().items;
  }

  const named = (member: Member) => ({ uid: member.uid, username: member.username });

  async function recordDeposit(headers: Headers, member: Member, amount: string) {
    const res = await call('POST', '/admin/deposits', headers, {
      username: member.username,
      asset: 'USDT',
      amount,
      tx_hash: randomHash(),
      confirmations: 1000,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; reference: string; state: string }>();
  }

  async function requestWithdrawal(member: Member, amount: string) {
    const res = await call('POST', '/wallets/withdrawals', await bearer(t.app, t.db, member.username), {
      asset: 'USDT',
      address: TRON_ADDRESS,
      amount,
      transaction_password: TX_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; reference: string; needs_second_approval: boolean }>();
  }

  const approveWithdrawal = (headers: Headers, id: string, body: object = { tx_hash: randomHash() }) =>
    call('POST', `/admin/withdrawals/${id}/approve`, headers, body);

  describe('related parties', () => {
    it('refuses the withdrawal of a member to the administrator who credited them; another approves it', async () => {
      const member = await createMember(t.db);
      const deposit = await recordDeposit(admin, member, '100');
      expect(deposit.state).toBe('credited');
      const withdrawal = await requestWithdrawal(member, '20');

      const refused = await approveWithdrawal(admin, withdrawal.id);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({
        code: 'RELATED_PARTY',
        message:
          'You administered this account in the last 30 days (you credited it on 2026-11-20). ' +
          'Another administrator must approve its money.',
      });
      // Nothing moved: the request still waits, and the other administrator sends it.
      const sent = await approveWithdrawal(admin2, withdrawal.id);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ status: 'sent' });
    });

    it('lets the administrator approve once the window has passed', async () => {
      const member = await createMember(t.db);
      await recordDeposit(admin, member, '100');
      clock.advance(30 * DAY_S + 60);
      const withdrawal = await requestWithdrawal(member, '20');
      const sent = await approveWithdrawal(await bearer(t.app, t.db, 'demo-admin'), withdrawal.id);
      expect(sent.statusCode, sent.body).toBe(200);
    });

    it('refuses the first approval of a large withdrawal, and a deposit approval, to an administrator who credited the member', async () => {
      const member = await createMember(t.db);
      // Above the deposit-approval threshold: demo-admin records it, demo-admin2 approves and so credits it.
      const large = await recordDeposit(admin, member, '150000');
      expect(large.state).toBe('pending_approval');
      expect((await call('POST', `/admin/deposits/${large.id}/approve`, admin2)).statusCode).toBe(200);
      const next = await recordDeposit(admin, member, '150000');
      const again = await call('POST', `/admin/deposits/${next.id}/approve`, admin2);
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().code).toBe('RELATED_PARTY');

      const withdrawal = await requestWithdrawal(member, '20000');
      expect(withdrawal.needs_second_approval).toBe(true);
      for (const headers of [admin, admin2]) {
        const first = await approveWithdrawal(headers, withdrawal.id, {});
        expect(first.statusCode, first.body).toBe(422);
        expect(first.json().code).toBe('RELATED_PARTY');
      }
    });

    it('refuses granting admin to a member the approver credited', async () => {
      const member = await createMember(t.db);
      await recordDeposit(admin2, member, '10');
      const proposed = await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true });
      expect(proposed.statusCode).toBe(202);
      const refused = await call('POST', `/admin/requests/${proposed.json().id}/approve`, admin2);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'RELATED_PARTY',
        message: expect.stringContaining('Another administrator must grant it admin.'),
      });
      expect((await call('GET', `/admin/users/${member.uid}`, admin)).json().admin).toBe(false);
    });

    it('keeps a seeded, editable window: longer at once, shorter with a second administrator, 0 to 365', async () => {
      expect((await call('GET', '/setting/related-parties', admin)).json()).toEqual({ window_days: 30 });
      const longer = await call('PUT', '/setting/related-parties', admin, { window_days: 45 });
      expect(longer.statusCode, longer.body).toBe(200);
      expect(longer.json()).toEqual({ window_days: 45 });

      const shorter = await call('PUT', '/setting/related-parties', admin, { window_days: 7 });
      expect(shorter.statusCode, shorter.body).toBe(202);
      expect(shorter.json()).toMatchObject({ kind: 'setting.related-parties', status: 'pending' });
      expect((await call('GET', '/setting/related-parties', admin)).json()).toEqual({ window_days: 45 });
      const approved = await call('POST', `/admin/requests/${shorter.json().id}/approve`, admin2);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await call('GET', '/setting/related-parties', admin)).json()).toEqual({ window_days: 7 });
      expect((await trail(null, 'setting.update'))[0]).toMatchObject({
        subject: 'related-parties',
        actor: 'demo-admin',
        second_approver: 'demo-admin2',
        member: null,
        before: { window_days: 45 },
        after: { window_days: 7 },
      });

      const tooLong = await call('PUT', '/setting/related-parties', admin, { window_days: 366 });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().details).toEqual([expect.objectContaining({ field: 'body/window_days' })]);
      // Back to the seeded window for the other tests (longer: at once).
      expect((await call('PUT', '/setting/related-parties', admin, { window_days: 30 })).statusCode).toBe(200);
    });
  });

  describe('the trail', () => {
    it('has every recorded deposit, with its member', async () => {
      const member = await createMember(t.db);
      const deposit = await recordDeposit(admin, member, '10');
      expect(await trail(member, 'deposit.record')).toEqual([
        expect.objectContaining({
          subject: deposit.reference,
          actor: 'demo-admin',
          second_approver: null,
          member: named(member),
          after: expect.objectContaining({ state: 'credited' }),
        }),
      ]);
    });

    it('has an approved deposit with its recorder as actor and its approver as second approver', async () => {
      const member = await createMember(t.db);
      const deposit = await recordDeposit(admin, member, '150000');
      expect((await call('POST', `/admin/deposits/${deposit.id}/approve`, admin2)).statusCode).toBe(200);
      expect((await trail(member, 'deposit.approve'))[0]).toMatchObject({
        subject: deposit.reference,
        actor: 'demo-admin',
        second_approver: 'demo-admin2',
        member: named(member),
      });
    });

    it('has a withdrawal sent after two approvals: the first approver acts, the sender is the second', async () => {
      const member = await createMember(t.db);
      // demo-admin records and a third administrator approves the deposit: both are related, demo-admin2 is not.
      const deposit = await recordDeposit(admin, member, '150000');
      const third = await createMember(t.db, { admin: true });
      const approved = await call(
        'POST',
        `/admin/deposits/${deposit.id}/approve`,
        await bearer(t.app, t.db, third.username),
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const withdrawal = await requestWithdrawal(member, '20000');
      const first = await approveWithdrawal(admin2, withdrawal.id, {});
      expect(first.statusCode, first.body).toBe(200);
      expect((await trail(member, 'withdrawal.approve'))[0]).toMatchObject({
        subject: withdrawal.reference,
        actor: 'demo-admin2',
        second_approver: null,
        member: named(member),
      });
      const fourth = await createMember(t.db, { admin: true });
      const sent = await approveWithdrawal(await bearer(t.app, t.db, fourth.username), withdrawal.id);
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await trail(member, 'withdrawal.send'))[0]).toMatchObject({
        subject: withdrawal.reference,
        actor: 'demo-admin2',
        second_approver: fourth.username,
        member: named(member),
      });
    });

    it('has a withdrawal sent by one administrator, and a rejected one', async () => {
      const member = await createMember(t.db);
      await recordDeposit(admin, member, '100');
      const sent = await requestWithdrawal(member, '20');
      expect((await approveWithdrawal(admin2, sent.id)).statusCode).toBe(200);
      expect((await trail(member, 'withdrawal.send'))[0]).toMatchObject({
        subject: sent.reference,
        actor: 'demo-admin2',
        second_approver: null,
        member: named(member),
      });
      const rejected = await requestWithdrawal(member, '20');
      const res = await call('POST', `/admin/withdrawals/${rejected.id}/reject`, admin, { reason: 'Unknown address.' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await trail(member, 'withdrawal.reject'))[0]).toMatchObject({
        subject: rejected.reference,
        actor: 'demo-admin',
        second_approver: null,
        member: named(member),
      });
    });

    it('has a cancelled stake with its member', async () => {
      const member = await createMember(t.db);
      await recordDeposit(admin2, member, '300');
      const stake = await call('POST', '/staking/stakes', await bearer(t.app, t.db, member.username), {
        product_id: '4',
        amount: '200',
        transaction_password: TX_PASSWORD,
      });
      expect(stake.statusCode, stake.body).toBe(201);
      const cancelled = await call('POST', `/admin/stakes/${stake.json().id}/cancel`, admin);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await trail(member, 'stake.cancel'))[0]).toMatchObject({
        subject: `stake ${stake.json().id}`,
        actor: 'demo-admin',
        second_approver: null,
        member: named(member),
      });
    });

    it('has every save of a configuration record, and a weakening one with its approver', async () => {
      const current = (await call('GET', '/configuration/transaction', admin)).json();
      const lower = { ...current, daily_withdrawal_limit_usd: '40000.00' };
      expect((await call('POST', '/configuration/transaction', admin, lower)).statusCode).toBe(200);
      expect((await trail(null, 'configuration.update'))[0]).toMatchObject({
        subject: 'transaction',
        actor: 'demo-admin',
        second_approver: null,
        member: null,
        before: { daily_withdrawal_limit_usd: current.daily_withdrawal_limit_usd },
        after: { daily_withdrawal_limit_usd: '40000.00' },
      });
      const raised = await call('POST', '/configuration/transaction', admin, current);
      expect(raised.statusCode).toBe(202);
      expect((await call('POST', `/admin/requests/${raised.json().id}/approve`, admin2)).statusCode).toBe(200);
      expect((await trail(null, 'configuration.update'))[0]).toMatchObject({
        subject: 'transaction',
        actor: 'demo-admin',
        second_approver: 'demo-admin2',
        after: { daily_withdrawal_limit_usd: current.daily_withdrawal_limit_usd },
      });
      const visa = (await call('GET', '/configuration/visa', admin)).json();
      expect((await call('POST', '/configuration/visa', admin, visa)).statusCode).toBe(200);
      expect((await trail(null, 'configuration.update'))[0]).toMatchObject({ subject: 'visa', actor: 'demo-admin' });
    });

    it('has a granted admin with its proposer as actor and its approver as second approver', async () => {
      const member = await createMember(t.db);
      const proposed = await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true });
      expect((await call('POST', `/admin/requests/${proposed.json().id}/approve`, admin2)).statusCode).toBe(200);
      expect(await trail(member, 'user.grant-admin')).toEqual([
        expect.objectContaining({
          subject: member.uid,
          actor: 'demo-admin',
          second_approver: 'demo-admin2',
          member: named(member),
        }),
      ]);
      // The decision itself stays the decider's.
      expect((await trail(null, 'request.approve'))[0]).toMatchObject({ actor: 'demo-admin2', second_approver: null });
    });

    it('has a reactivated member, and filters by member', async () => {
      const member = await createMember(t.db);
      for (const active of [false, true])
        expect((await call('PUT', `/admin/users/${member.uid}/active`, admin, { active })).statusCode).toBe(200);
      expect((await trail(member, 'user.activate'))[0]).toMatchObject({
        actor: 'demo-admin',
        second_approver: null,
        member: named(member),
      });
      const all = (await call('GET', `/admin/audit?member=${member.uid}`, admin)).json<{ items: Entry[] }>().items;
      expect(all.map((entry) => entry.action)).toEqual(['user.activate', 'user.deactivate']);
    });
  });
});
