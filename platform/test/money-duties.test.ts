/**
 * Separation of duties in money (issue 18, finding 7), the limits of the withdrawal's proof (finding 5), the keyed
 * request hash (finding 10) and the Idempotency-Key's scope. After each test the books balance.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/auth/two-factor/totp.ts';
import { requestHash, requestHashKey } from '../src/core/idempotency/idempotency.ts';
import { DEMO_TOTP_SECRET } from '../src/seed.ts';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  deposit,
  expectLedgerBalanced,
  idempotencyKey,
  randomHash,
  TRON_ADDRESS,
  TX_PASSWORD,
  wallets,
  withSecondApproval,
} from './ledger-helpers.ts';

type Headers = Record<string, string>;

const clock = testClock(new Date());

function post(app: FastifyInstance, headers: Headers, url: string, payload?: object, key = idempotencyKey()) {
  return app.inject({ method: 'POST', url, headers: { ...headers, ...key }, ...(payload && { payload }) });
}

function withdraw(app: FastifyInstance, headers: Headers, amount: string, extra: object = {}) {
  return post(app, headers, '/wallets/withdrawals', {
    asset: 'USDT',
    address: TRON_ADDRESS,
    amount,
    transaction_password: TX_PASSWORD,
    ...extra,
  });
}

function report(app: FastifyInstance, admin: Headers, username: string, amount: string, asset = 'USDT') {
  return post(app, admin, '/admin/deposits', {
    username,
    asset,
    amount,
    tx_hash: randomHash(),
    confirmations: 1000,
  });
}

describe('separation of duties in money', () => {
  let t: TestApp;
  let admin: Headers;
  let second: { id: number; username: string; headers: Headers };
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
    const other = await createMember(t.db, { admin: true });
    second = { ...other, headers: await bearer(t.app, t.db, other.username) };
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  async function funded(amount: string, options: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(t.db, options);
    await deposit(t.app, admin, member.username, 'USDT', amount);
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  it('refuses an administrator deciding a withdrawal from their own account (422), another one may', async () => {
    const own = await createMember(t.db, { admin: true });
    const ownHeaders = await bearer(t.app, t.db, own.username);
    await deposit(t.app, admin, own.username, 'USDT', '100');
    const pending = (await withdraw(t.app, ownHeaders, '30')).json();
    for (const [action, body] of [
      ['approve', { tx_hash: randomHash() }],
      ['reject', { reason: 'Mine, refused by me.' }],
    ] as const) {
      const res = await post(t.app, ownHeaders, `/admin/withdrawals/${pending.id}/${action}`, body);
      expect(res.statusCode, action).toBe(422);
      expect(res.json()).toEqual({
        message: 'This is your own account. Another administrator must decide it.',
        code: 'OWN_ACCOUNT',
      });
    }
    expect((await wallets(t.app, ownHeaders)).USDT).toMatchObject({ held: '31.000000', available: '69.000000' });
    const sent = await post(t.app, second.headers, `/admin/withdrawals/${pending.id}/approve`, {
      tx_hash: randomHash(),
    });
    expect(sent.json()).toMatchObject({ status: 'sent' });
  });

  it('never credits a deposit an administrator records to their own account alone', async () => {
    const before = (await wallets(t.app, admin)).USDT!.balance;
    const res = await report(t.app, admin, 'demo-admin', '10');
    expect(res.statusCode).toBe(201);
    const recorded = res.json();
    expect(recorded).toMatchObject({
      status: 'pending',
      state: 'pending_approval',
      needs_second_approval: true,
      approval_reason: 'own_account',
      recorded_by: 'demo-admin',
      credited_at: null,
      decided_by: null,
    });
    // Reported again with the same hash by the same administrator, it still waits.
    const again = await post(t.app, admin, '/admin/deposits', {
      username: 'demo-admin',
      asset: 'USDT',
      amount: '10',
      tx_hash: recorded.tx_hash,
      confirmations: 2000,
    });
    expect(again.json()).toMatchObject({ state: 'pending_approval' });
    expect((await wallets(t.app, admin)).USDT!.balance).toBe(before);

    const self = await post(t.app, admin, `/admin/deposits/${recorded.id}/approve`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });
    const selfReject = await post(t.app, admin, `/admin/deposits/${recorded.id}/reject`, { reason: 'Changed my mind' });
    expect(selfReject.statusCode).toBe(422);
    expect(selfReject.json()).toMatchObject({ code: 'OWN_ACCOUNT' });

    const approved = await post(t.app, second.headers, `/admin/deposits/${recorded.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'credited',
      state: 'credited',
      decided_by: second.username,
      credited_at: clock.now().toISOString(),
    });
    expect((await wallets(t.app, admin)).USDT!.balance).not.toBe(before);
    const twice = await post(t.app, second.headers, `/admin/deposits/${recorded.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DEPOSIT_NOT_AWAITING_APPROVAL' });

    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit?action=deposit.approve', headers: admin });
    expect(trail.json().items[0]).toMatchObject({
      action: 'deposit.approve',
      subject: recorded.reference,
      // The recorder initiated the deposit; the approver let it take effect.
      actor: 'demo-admin',
      second_approver: second.username,
      before: { state: 'pending_approval' },
      after: { state: 'credited', decided_by: second.username },
    });
  });

  it('needs a second administrator above the threshold, on the member’s rolling 24-hour total', async () => {
    const member = await createMember(t.db);
    const headers = await bearer(t.app, t.db, member.username);
    // The seeded threshold: 100,000.00 USD.
    expect((await t.app.inject({ method: 'GET', url: '/setting/deposit-approval', headers: admin })).json()).toEqual({
      threshold_usd: '100000.00',
    });
    const first = await report(t.app, admin, member.username, '60000');
    expect(first.json()).toMatchObject({ state: 'credited', needs_second_approval: false, usd_value: '60000.00' });
    // Each part is below the threshold; together they are not.
    const splitPart = await report(t.app, admin, member.username, '40000.01');
    expect(splitPart.json()).toMatchObject({
      status: 'pending',
      state: 'pending_approval',
      approval_reason: 'threshold',
    });
    expect((await wallets(t.app, headers)).USDT!.balance).toBe('60000.000000');
    const byRecorder = await post(t.app, admin, `/admin/deposits/${splitPart.json().id}/approve`);
    expect(byRecorder.json()).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });

    const rejected = await post(t.app, second.headers, `/admin/deposits/${splitPart.json().id}/reject`, {
      reason: '  No such transaction on chain.  ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'pending',
      state: 'rejected',
      decided_by: second.username,
      rejection_reason: 'No such transaction on chain.',
      credited_at: null,
    });
    expect((await wallets(t.app, headers)).USDT!.balance).toBe('60000.000000');
    const reported = await post(t.app, admin, '/admin/deposits', {
      username: member.username,
      asset: 'USDT',
      amount: '40000.01',
      tx_hash: splitPart.json().tx_hash,
      confirmations: 1000,
    });
    expect(reported.statusCode).toBe(409);
    expect(reported.json()).toMatchObject({ code: 'DEPOSIT_DUPLICATE' });
    const waiting = await t.app.inject({
      method: 'GET',
      url: `/admin/deposits?user=${member.username}&state=rejected`,
      headers: admin,
    });
    expect(waiting.json().items.map((item: { id: string }) => item.id)).toEqual([splitPart.json().id]);

    // A rejected deposit does not count; a day later the earlier ones do not either.
    expect((await report(t.app, admin, member.username, '40000')).json()).toMatchObject({ state: 'credited' });
    clock.advance(24 * 3600 + 1);
    admin = await bearer(t.app, t.db, 'demo-admin');
    second.headers = await bearer(t.app, t.db, second.username);
    expect((await report(t.app, admin, member.username, '99999')).json()).toMatchObject({ state: 'credited' });
  });

  it('keeps the threshold as a setting administrators change, audited', async () => {
    const save = (threshold: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/setting/deposit-approval',
        headers: admin,
        payload: { threshold_usd: threshold },
      });
    expect((await save('1000')).json()).toEqual({ threshold_usd: '1000.00' });
    try {
      const member = await createMember(t.db);
      expect((await report(t.app, admin, member.username, '1000.01')).json()).toMatchObject({
        state: 'pending_approval',
        approval_reason: 'threshold',
      });
      const member2 = await createMember(t.db);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/setting/deposit-approval',
        headers: await bearer(t.app, t.db, member2.username),
        payload: { threshold_usd: '0' },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      // Raising it back weakens the control: a second administrator approves it.
      const restore = await save('100000.00');
      expect(restore.statusCode).toBe(202);
      await withSecondApproval(t.app, Promise.resolve(restore));
    }
    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit?action=setting.update', headers: admin });
    expect(trail.json().items.slice(0, 2)).toMatchObject([
      { before: { threshold_usd: '1000.00' }, after: { threshold_usd: '100000.00' } },
      { actor: 'demo-admin', before: { threshold_usd: '100000.00' }, after: { threshold_usd: '1000.00' } },
    ]);
  });

  it('writes every asset change to the audit trail: creation, price, disabling', async () => {
    const input = {
      name: 'Test Coin',
      network: 'ethereum',
      decimals: 8,
      usd_price: '2.50',
      price_source: 'admin',
      deposit_enabled: true,
      withdraw_enabled: true,
      swap_enabled: true,
      icon: null,
    };
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/admin/assets/TST', headers: admin, payload });
    expect((await put(input)).statusCode).toBe(201);
    expect((await put({ ...input, usd_price: '2.75' })).statusCode).toBe(200);
    expect((await put({ ...input, usd_price: '2.75', deposit_enabled: false, swap_enabled: false })).statusCode).toBe(
      200,
    );
    const trail = await t.app.inject({ method: 'GET', url: '/admin/audit?pageSize=100', headers: admin });
    const entries = trail
      .json()
      .items.filter((item: { subject: string }) => item.subject === 'TST')
      .reverse();
    expect(entries).toMatchObject([
      { action: 'asset.create', actor: 'demo-admin', before: null, after: { code: 'TST', usd_price: '2.50' } },
      { action: 'asset.update', before: { usd_price: '2.50' }, after: { usd_price: '2.75' } },
      {
        action: 'asset.update',
        before: { deposit_enabled: true, swap_enabled: true },
        after: { deposit_enabled: false, swap_enabled: false },
      },
    ]);
    const member = await t.app.inject({
      method: 'GET',
      url: '/admin/audit',
      headers: await bearer(t.app, t.db, 'demo-member'),
    });
    expect(member.statusCode).toBe(403);
  });

  it('applies the KYC threshold to the rolling 24-hour total, so splitting does not avoid it', async () => {
    const { headers } = await funded('3000', { kyc: 'half_verified' });
    expect((await withdraw(t.app, headers, '600')).statusCode).toBe(201);
    const second = await withdraw(t.app, headers, '600');
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'KYC_REQUIRED' });
    expect((await withdraw(t.app, headers, '400')).statusCode).toBe(201);
  });

  it('asks for a second administrator on the rolling 24-hour total of withdrawals', async () => {
    const { headers } = await funded('30000');
    const first = (await withdraw(t.app, headers, '6000')).json();
    expect(first.needs_second_approval).toBe(false);
    const part = (await withdraw(t.app, headers, '6000')).json();
    expect(part).toMatchObject({ needs_second_approval: true, usd_value: '6000.00' });
    // Rejected requests do not count.
    await post(t.app, second.headers, `/admin/withdrawals/${part.id}/reject`, { reason: 'Split.' });
    expect((await withdraw(t.app, headers, '3000')).json().needs_second_approval).toBe(false);
    const approved = await post(t.app, admin, `/admin/withdrawals/${part.id}/approve`, { tx_hash: randomHash() });
    expect(approved.statusCode).toBe(409);
  });
});

describe('the proof of a withdrawal', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits wrong two-factor codes with the right transaction password: 429 on the sixth', async () => {
    const member = await createMember(t.db, { totpSecret: DEMO_TOTP_SECRET });
    await deposit(t.app, admin, member.username, 'USDT', '100');
    const headers = await bearer(t.app, t.db, member.username);
    const code = await totpCode(DEMO_TOTP_SECRET, Math.floor(clock.now().getTime() / 1000));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await withdraw(t.app, headers, '25', { two_factor_code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
    }
    const limited = await withdraw(t.app, headers, '25', { two_factor_code: wrong });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Even the right code waits: the limit is on attempts, not on wrong ones only.
    const right = await withdraw(t.app, headers, '25', { two_factor_code: code });
    expect(right.statusCode).toBe(429);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '100.000000', held: '0.000000' });
    await expectLedgerBalanced(t.db);
  });
});

describe('the Idempotency-Key', () => {
  let t: TestApp;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  it('stores a keyed hash of the request, never a plain hash of a body holding the transaction password', async () => {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'USDT', '100');
    const key = idempotencyKey();
    const body = { asset: 'USDT', address: TRON_ADDRESS, amount: '25', transaction_password: TX_PASSWORD };
    const res = await post(t.app, await bearer(t.app, t.db, member.username), '/wallets/withdrawals', body, key);
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('user_id', '=', member.id)
      .where('key', '=', key['idempotency-key'])
      .executeTakeFirstOrThrow();
    const canonical = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))));
    const plain = createHash('sha256').update(`POST /wallets/withdrawals\n${canonical}`).digest('hex');
    expect(row.request_hash).not.toBe(plain);
    expect(row.request_hash).toBe(requestHash(requestHashKey(t.app.config), 'POST', '/wallets/withdrawals', body));
    // Another server secret, another hash: the key is the secret's, not a constant.
    expect(requestHash(requestHashKey({ jwtSecret: 'x'.repeat(40) }), 'POST', '/wallets/withdrawals', body)).not.toBe(
      row.request_hash,
    );
  });

  it('refuses the same key on two different operations (422), and keeps two users’ keys apart', async () => {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'USDT', '100');
    const headers = await bearer(t.app, t.db, member.username);
    const key = idempotencyKey();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/wallets/swap-quotes',
      headers,
      payload: { from: 'USDT', to: 'KNT', amount: '10' },
    });
    const swapped = await post(t.app, headers, '/wallets/swaps', { quote_id: quote.json().id }, key);
    expect(swapped.statusCode).toBe(201);
    const body = { asset: 'USDT', address: TRON_ADDRESS, amount: '25', transaction_password: TX_PASSWORD };
    const reused = await post(t.app, headers, '/wallets/withdrawals', body, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '90.000000', held: '0.000000' });

    const other = await createMember(t.db);
    await deposit(t.app, admin, other.username, 'USDT', '100');
    const otherHeaders = await bearer(t.app, t.db, other.username);
    const theirs = await post(t.app, otherHeaders, '/wallets/withdrawals', body, key);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().username).toBe(other.username);
    expect((await wallets(t.app, otherHeaders)).USDT).toMatchObject({ held: '26.000000' });
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ held: '0.000000' });
  });
});
