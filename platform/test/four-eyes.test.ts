/**
 * Four eyes (issue 31): one administrator alone neither grants admin powers nor lowers a money control. Each
 * such change is a request that another administrator approves; tightening a control applies at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, idempotencyKey, randomHash } from './ledger-helpers.ts';

type Headers = Record<string, string>;

describe('four eyes on admin powers and money controls', () => {
  let t: TestApp;
  let admin: Headers;
  let admin2: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
    admin2 = await bearer(t.app, t.db, 'demo-admin2');
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const decide = (id: string, verdict: 'approve' | 'reject' | 'cancel', headers: Headers, payload?: object) =>
    call('POST', `/admin/requests/${id}/${verdict}`, headers, payload);
  const auditOf = async (action: string) => (await call('GET', `/admin/audit?action=${action}`, admin)).json().items;

  it('one administrator alone cannot grant admin: 202, and the grantee stays a member', async () => {
    const member = await createMember(t.db);
    const grant = await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true });
    expect(grant.statusCode, grant.body).toBe(202);
    expect(grant.json()).toMatchObject({
      kind: 'user.grant-admin',
      subject: member.uid,
      status: 'pending',
      proposed_by: 'demo-admin',
      before: { admin: false },
      after: { admin: true },
      decided_by: null,
    });
    const grantee = await bearer(t.app, t.db, member.username);
    expect((await call('GET', '/admin/users', grantee)).statusCode).toBe(403);
    expect((await call('GET', `/admin/users/${member.uid}`, admin)).json().admin).toBe(false);

    // The proposer cannot be the second pair of eyes.
    const own = await decide(grant.json().id, 'approve', admin);
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('OWN_ADMIN_REQUEST');
    expect((await call('GET', '/admin/users', await bearer(t.app, t.db, member.username))).statusCode).toBe(403);

    const pending = (await call('GET', '/admin/requests?status=pending', admin2)).json();
    expect(pending.items.map((item: { id: string }) => item.id)).toContain(grant.json().id);
  });

  it('a second administrator approves: the grantee is an administrator, and the trail names both', async () => {
    const member = await createMember(t.db);
    const { id } = (await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true })).json();
    const approved = await decide(id, 'approve', admin2);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', proposed_by: 'demo-admin', decided_by: 'demo-admin2' });
    expect((await call('GET', '/admin/users', await bearer(t.app, t.db, member.username))).statusCode).toBe(200);

    expect((await auditOf('request.propose'))[0]).toMatchObject({ subject: member.uid, actor: 'demo-admin' });
    expect((await auditOf('request.approve'))[0]).toMatchObject({
      subject: member.uid,
      actor: 'demo-admin2',
      after: { status: 'approved', proposed_by: 'demo-admin', decided_by: 'demo-admin2' },
    });
    // The change itself is the proposer's, let through by the approver.
    expect((await auditOf('user.grant-admin'))[0]).toMatchObject({
      subject: member.uid,
      actor: 'demo-admin',
      second_approver: 'demo-admin2',
      after: { admin: true },
    });
    // Decided once: a second decision is refused.
    expect((await decide(id, 'reject', admin2, { reason: 'Too late now.' })).json().code).toBe(
      'ADMIN_REQUEST_NOT_PENDING',
    );
  });

  it('is rejected with a reason, cancelled only by its proposer, and refused when stale', async () => {
    const member = await createMember(t.db);
    const propose = async () => (await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true })).json();

    const rejected = await propose();
    const ownReject = await decide(rejected.id, 'reject', admin, { reason: 'Changed my mind.' });
    expect(ownReject.json().code).toBe('OWN_ADMIN_REQUEST');
    const reject = await decide(rejected.id, 'reject', admin2, { reason: 'Not agreed.' });
    expect(reject.json()).toMatchObject({ status: 'rejected', reason: 'Not agreed.', decided_by: 'demo-admin2' });
    expect((await auditOf('request.reject'))[0]).toMatchObject({ actor: 'demo-admin2', subject: member.uid });

    const cancelled = await propose();
    const notMine = await decide(cancelled.id, 'cancel', admin2);
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().code).toBe('NOT_ADMIN_REQUEST_PROPOSER');
    expect((await decide(cancelled.id, 'cancel', admin)).json()).toMatchObject({ status: 'cancelled' });
    expect((await decide(cancelled.id, 'approve', admin2)).json().code).toBe('ADMIN_REQUEST_NOT_PENDING');

    // Two requests from the same state: once the first applies, the second no longer matches what it saw.
    const first = await propose();
    const second = await propose();
    expect((await decide(first.id, 'approve', admin2)).statusCode).toBe(200);
    const stale = await decide(second.id, 'approve', admin2);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('ADMIN_REQUEST_STALE');
    expect((await decide('999999', 'approve', admin2)).statusCode).toBe(404);
  });

  it('is decided once when two administrators approve at once, and never by the account it changes', async () => {
    const member = await createMember(t.db);
    const { id } = (await call('PUT', `/admin/users/${member.uid}/admin`, admin, { admin: true })).json();
    const third = await bearer(t.app, t.db, (await createMember(t.db, { admin: true })).username);
    const answers = await Promise.all([decide(id, 'approve', admin2), decide(id, 'approve', third)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ADMIN_REQUEST_NOT_PENDING');
    expect(
      (await auditOf('user.grant-admin')).filter((row: { subject: string }) => row.subject === member.uid),
    ).toHaveLength(1);

    // demo-admin proposes to revoke demo-admin2's powers: demo-admin2 is not the one to approve it.
    const revoke = await call('PUT', '/admin/users/KNT-100004/admin', admin, { admin: false });
    expect(revoke.statusCode).toBe(202);
    const ownAccount = await decide(revoke.json().id, 'approve', admin2);
    expect(ownAccount.statusCode).toBe(422);
    expect(ownAccount.json().code).toBe('OWN_ACCOUNT');
    expect((await call('GET', '/admin/users/KNT-100004', admin)).json().admin).toBe(true);
    expect((await decide(revoke.json().id, 'cancel', admin)).statusCode).toBe(200);
  });

  it('revoking admin, deactivating an administrator and resetting their 2FA wait for a second administrator', async () => {
    const other = await createMember(t.db, { admin: true, totpSecret: 'JBSWY3DPEHPK3PXP' });
    const account = async () => (await call('GET', `/admin/users/${other.uid}`, admin)).json();

    const reset = await call('POST', `/admin/users/${other.uid}/reset-2fa`, admin);
    expect(reset.statusCode, reset.body).toBe(202);
    expect((await account()).two_factor_enabled).toBe(true);
    expect((await decide(reset.json().id, 'approve', admin2)).statusCode).toBe(200);
    expect((await account()).two_factor_enabled).toBe(false);

    const deactivate = await call('PUT', `/admin/users/${other.uid}/active`, admin, { active: false });
    expect(deactivate.statusCode).toBe(202);
    expect((await account()).user.is_active).toBe(true);
    expect((await decide(deactivate.json().id, 'approve', admin2)).statusCode).toBe(200);
    expect((await account()).user.is_active).toBe(false);

    const revoke = await call('PUT', `/admin/users/${other.uid}/admin`, admin, { admin: false });
    expect(revoke.statusCode).toBe(202);
    expect((await account()).admin).toBe(true);
    expect((await decide(revoke.json().id, 'approve', admin2)).statusCode).toBe(200);
    expect((await account()).admin).toBe(false);

    // A member's own changes need no second administrator.
    const member = await createMember(t.db);
    expect((await call('PUT', `/admin/users/${member.uid}/active`, admin, { active: false })).statusCode).toBe(200);
  });

  it('one administrator alone raising the deposit threshold changes nothing until a second approves', async () => {
    const setting = async () => (await call('GET', '/setting/deposit-approval', admin)).json().threshold_usd;
    const before = await setting();
    const raise = await call('PUT', '/setting/deposit-approval', admin, { threshold_usd: '999999999999' });
    expect(raise.statusCode, raise.body).toBe(202);
    expect(raise.json()).toMatchObject({
      kind: 'setting.deposit-approval',
      before: { threshold_usd: before },
      after: { threshold_usd: '999999999999.00' },
    });
    expect(await setting()).toBe(before);

    const member = await createMember(t.db);
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/admin/deposits',
      headers: { ...admin, ...idempotencyKey() },
      payload: {
        username: member.username,
        asset: 'USDT',
        amount: '900000',
        tx_hash: randomHash(),
        confirmations: 1000,
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json().state).toBe('pending_approval');

    expect((await decide(raise.json().id, 'approve', admin2)).statusCode).toBe(200);
    expect(await setting()).toBe('999999999999.00');

    // Lowering it tightens the control: it applies at once.
    const lower = await call('PUT', '/setting/deposit-approval', admin, { threshold_usd: '5000' });
    expect(lower.statusCode).toBe(200);
    expect(await setting()).toBe('5000.00');
  });

  it('weakens a transaction or KYC control only with a second administrator; tightens at once', async () => {
    const read = async (section: string) => (await call('GET', `/configuration/${section}`, admin)).json();
    const transaction = await read('transaction');
    const raised = { ...transaction, second_approval_threshold_usd: '999999.00' };
    const weaken = await call('POST', '/configuration/transaction', admin, raised);
    expect(weaken.statusCode, weaken.body).toBe(202);
    expect(await read('transaction')).toEqual(transaction);

    const lowered = { ...transaction, second_approval_threshold_usd: '1.00' };
    expect((await call('POST', '/configuration/transaction', admin, lowered)).statusCode).toBe(200);
    expect((await read('transaction')).second_approval_threshold_usd).toBe('1.00');
    // The record changed since the raise was proposed: approving it now would undo what it did not see.
    expect((await decide(weaken.json().id, 'approve', admin2)).json().code).toBe('ADMIN_REQUEST_STALE');

    // Per asset: a higher maximum, fewer confirmations, or its limits dropped weaken; a new asset's limits tighten.
    const each = (change: object) => ({ ...lowered, limits: lowered.limits.map((l: object) => ({ ...l, ...change })) });
    const save = async (body: object) => (await call('POST', '/configuration/transaction', admin, body)).statusCode;
    expect(await save(each({ max_withdrawal: '99999999' }))).toBe(202);
    expect(await save(each({ confirmations: 0 }))).toBe(202);
    expect(await save({ ...lowered, limits: [] })).toBe(202);
    const eth = {
      asset: 'ETH',
      min_withdrawal: '0.01',
      max_withdrawal: '10',
      withdrawal_fee: '0.001',
      deposit_fee_percent: '1',
      confirmations: 12,
    };
    expect(await save({ ...lowered, limits: [...lowered.limits, eth] })).toBe(200);
    expect((await read('transaction')).limits).toContainEqual(eth);

    const kyc = await read('kyc');
    const off = await call('POST', '/configuration/kyc', admin, { ...kyc, required_for_withdrawal: false });
    expect(kyc.required_for_withdrawal).toBe(true);
    expect(off.statusCode).toBe(202);
    expect((await read('kyc')).required_for_withdrawal).toBe(true);
    expect((await decide(off.json().id, 'approve', admin2)).statusCode).toBe(200);
    expect((await read('kyc')).required_for_withdrawal).toBe(false);
    expect(
      (await call('POST', '/configuration/kyc', admin, { ...kyc, required_for_withdrawal: true })).statusCode,
    ).toBe(200);
  });
});
