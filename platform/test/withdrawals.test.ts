import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/modules/auth/two-factor/totp.ts';
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

const clock = testClock(new Date());

function request(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/wallets/withdrawals',
    headers: { ...headers, ...idempotencyKey() },
    payload: { asset: 'USDT', address: TRON_ADDRESS, transaction_password: TX_PASSWORD, ...body },
  });
}

function decide(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  action: 'approve' | 'reject',
  body: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/admin/withdrawals/${id}/${action}`,
    headers: { ...headers, ...idempotencyKey() },
    payload: body,
  });
}

describe('withdrawals', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  // Funds the members: an administrator who credits a member does not decide their withdrawals (related parties).
  let cashier: string;
  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    admin = await bearer(t.app, t.db, 'demo-admin');
    cashier = (await createMember(t.db, { admin: true })).username;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  async function funded(amount: string, options: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(t.db, options);
    await deposit(t.app, await bearer(t.app, t.db, cashier), member.username, 'USDT', amount);
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  it('holds the amount and the fee at once and answers the pending request with its timeline', async () => {
    const { member, headers } = await funded('100');
    const res = await request(t.app, headers, { amount: '25' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: member.username,
      asset: 'USDT',
      network: 'tron',
      address: TRON_ADDRESS,
      amount: '25.000000',
      fee: '1.000000',
      total: '26.000000',
      usd_value: '25.00',
      status: 'pending',
      needs_second_approval: false,
      tx_hash: null,
      rejection_reason: null,
      timeline: [{ type: 'requested', by: member.username, tx_hash: null, reason: null }],
    });
    expect(res.json().reference).toMatch(/^WDR-\d{6}$/);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({
      balance: '100.000000',
      held: '26.000000',
      available: '74.000000',
    });
  });

  it('checks the address for the asset’s network, checksum included (400 naming address)', async () => {
    const { headers } = await funded('100');
    for (const address of ['TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HD', '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf']) {
      const res = await request(t.app, headers, { amount: '25', address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'address is not a valid Tron address',
        code: 'VALIDATION',
        details: [{ field: 'address', message: 'address is not a valid Tron address' }],
      });
    }
  });

  it('applies the transaction configuration: limits, no entry, minimum and maximum', async () => {
    const { headers } = await funded('100');
    const btc = await request(t.app, headers, {
      asset: 'BTC',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '0.1',
    });
    expect(btc.statusCode).toBe(422);
    expect(btc.json()).toMatchObject({
      code: 'WITHDRAWAL_NOT_CONFIGURED',
      message: 'BTC withdrawals are not configured yet.',
    });
    const knt = await request(t.app, headers, {
      asset: 'KNT',
      address: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      amount: '10',
    });
    expect(knt.json()).toMatchObject({ code: 'WITHDRAWAL_DISABLED' });
    const small = await request(t.app, headers, { amount: '19.999999' });
    expect(small.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 20 and 50000 USDT.',
      details: [{ field: 'amount' }],
    });
    const short = await request(t.app, headers, { amount: '99.5' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds: 100.000000 USDT available, 100.500000 USDT needed (amount and fee).',
      details: [{ field: 'amount' }],
    });
  });

  it('needs a verified identity above the KYC threshold', async () => {
    const { headers } = await funded('2000', { kyc: 'half_verified' });
    const res = await request(t.app, headers, { amount: '1000.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'KYC_REQUIRED' });
    expect((await request(t.app, headers, { amount: '1000' })).statusCode).toBe(201);
  });

  it('keeps each member within the daily limit in USD', async () => {
    const { headers } = await funded('2000');
    const config = (await t.app.inject({ method: 'GET', url: '/configuration/transaction', headers: admin })).json();
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/configuration/transaction', headers: admin, payload });
    expect((await save({ ...config, daily_withdrawal_limit_usd: '100.00' })).statusCode).toBe(200);
    try {
      expect((await request(t.app, headers, { amount: '60' })).statusCode).toBe(201);
      const over = await request(t.app, headers, { amount: '40.01' });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED' });
      expect((await request(t.app, headers, { amount: '40' })).statusCode).toBe(201);
    } finally {
      await withSecondApproval(t.app, save(config));
    }
  });

  it('refuses a member without a transaction password, and a wrong one, then 429 on the sixth attempt', async () => {
    const { headers: none } = await funded('100', { transactionPassword: false });
    const notSet = await request(t.app, none, { amount: '25' });
    expect(notSet.statusCode).toBe(422);
    expect(notSet.json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_NOT_SET' });

    const { member, headers } = await funded('100');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await request(t.app, headers, { amount: '25', transaction_password: 'nope' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        code: 'TRANSACTION_PASSWORD_INVALID',
        details: [{ field: 'transaction_password' }],
      });
    }
    const limited = await request(t.app, headers, { amount: '25' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    clock.advance(15 * 60 + 1);
    // Tokens follow the same clock: sign in again after the wait.
    admin = await bearer(t.app, t.db, 'demo-admin');
    expect((await request(t.app, await bearer(t.app, t.db, member.username), { amount: '25' })).statusCode).toBe(201);
  });

  it('checks at most five of 30 concurrent wrong transaction passwords; the rest answer 429', async () => {
    const { headers } = await funded('100');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => request(t.app, headers, { amount: '25', transaction_password: 'nope' })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 422)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(25);
  });

  it('asks a member with two-factor authentication for a code, good once', async () => {
    await deposit(t.app, admin, 'demo-2fa', 'USDT', '100');
    const headers = await bearer(t.app, t.db, 'demo-2fa');
    const missing = await request(t.app, headers, { amount: '25', transaction_password: 'Demo-Tx-1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', details: [{ field: 'two_factor_code' }] });
    const code = await totpCode(DEMO_TOTP_SECRET, Math.floor(clock.now().getTime() / 1000));
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await request(t.app, headers, {
      amount: '25',
      transaction_password: 'Demo-Tx-1',
      two_factor_code: wrongCode,
    });
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', details: [{ field: 'two_factor_code' }] });
    const ok = await request(t.app, headers, {
      amount: '25',
      transaction_password: 'Demo-Tx-1',
      two_factor_code: code,
    });
    expect(ok.statusCode).toBe(201);
    const replayed = await request(t.app, headers, {
      amount: '25',
      transaction_password: 'Demo-Tx-1',
      two_factor_code: code,
    });
    expect(replayed.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID' });
  });

  it('sends with one approval and the hash: the held money leaves, the fee stays with the platform', async () => {
    const { headers } = await funded('100');
    const pending = (await request(t.app, headers, { amount: '25' })).json();
    const noHash = await decide(t.app, admin, pending.id, 'approve');
    expect(noHash.statusCode).toBe(400);
    expect(noHash.json().details).toEqual([
      { field: 'tx_hash', message: expect.stringContaining('tx_hash is required') },
    ]);
    const hash = randomHash();
    const sent = await decide(t.app, admin, pending.id, 'approve', { tx_hash: hash });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', tx_hash: hash });
    expect(sent.json().timeline.map((event: { type: string; by: string }) => [event.type, event.by])).toEqual([
      ['requested', expect.any(String)],
      ['approved', 'demo-admin'],
      ['sent', 'demo-admin'],
    ]);
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ balance: '74.000000', held: '0.000000' });
    const member = await t.app.inject({ method: 'GET', url: `/wallets/withdrawals/${pending.id}`, headers });
    expect(member.json()).toEqual(sent.json());
    const again = await decide(t.app, admin, pending.id, 'reject', { reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_PENDING' });
  });

  it('rejects with a reason the member reads, releasing the amount and the fee', async () => {
    const { headers } = await funded('100');
    const pending = (await request(t.app, headers, { amount: '25' })).json();
    const rejected = await decide(t.app, admin, pending.id, 'reject', { reason: '  Sanctioned address.  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Sanctioned address.' });
    expect(rejected.json().timeline.at(-1)).toMatchObject({
      type: 'rejected',
      by: 'demo-admin',
      reason: 'Sanctioned address.',
    });
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '100.000000', held: '0.000000' });
    const tx = await t.app.inject({ method: 'GET', url: '/transactions?type=withdrawal', headers });
    expect(tx.json().items[0]).toMatchObject({ status: 'rejected', amount: '25.000000', fee: '1.000000' });
    expect((await decide(t.app, admin, '999999', 'reject', { reason: 'None' })).statusCode).toBe(404);
  });

  it('above the threshold, waits for a second, different administrator', async () => {
    const { headers } = await funded('20000');
    const pending = (await request(t.app, headers, { amount: '12000' })).json();
    expect(pending).toMatchObject({ needs_second_approval: true, usd_value: '12000.00' });
    const first = await decide(t.app, admin, pending.id, 'approve');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'awaiting_second_approval', tx_hash: null });
    const same = await decide(t.app, admin, pending.id, 'approve', { tx_hash: randomHash() });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'SECOND_APPROVER_REQUIRED' });
    const other = await createMember(t.db, { admin: true });
    const otherAdmin = await bearer(t.app, t.db, other.username);
    expect((await decide(t.app, otherAdmin, pending.id, 'approve')).statusCode).toBe(400);
    const sent = await decide(t.app, otherAdmin, pending.id, 'approve', { tx_hash: randomHash() });
    expect(sent.json()).toMatchObject({ status: 'sent' });
    expect(
      sent
        .json()
        .timeline.map((event: { type: string; by: string }) => [event.type, event.by])
        .slice(1),
    ).toEqual([
      ['approved', 'demo-admin'],
      ['approved', other.username],
      ['sent', other.username],
    ]);
  });

  it('lists the member’s own requests newest first and the administrators’ queue oldest first, with filters', async () => {
    const { member, headers } = await funded('1000');
    const a = (await request(t.app, headers, { amount: '20' })).json();
    clock.advance(1);
    const b = (await request(t.app, headers, { amount: '30' })).json();
    await decide(t.app, admin, a.id, 'reject', { reason: 'No.' });
    const mine = await t.app.inject({ method: 'GET', url: '/wallets/withdrawals', headers });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([b.id, a.id]);
    expect(mine.json().total).toBe(2);
    const pendingOnly = await t.app.inject({ method: 'GET', url: '/wallets/withdrawals?status=pending', headers });
    expect(pendingOnly.json().items.map((item: { id: string }) => item.id)).toEqual([b.id]);
    const queue = await t.app.inject({
      method: 'GET',
      url: `/admin/withdrawals?user=${member.username.toUpperCase()}`,
      headers: admin,
    });
    expect(queue.json().items.map((item: { id: string }) => item.id)).toEqual([a.id, b.id]);
    const newest = await t.app.inject({
      method: 'GET',
      url: `/admin/withdrawals?user=${member.username}&sort=-created_at&pageSize=1`,
      headers: admin,
    });
    expect(newest.json()).toMatchObject({ total: 2, pageSize: 1, items: [{ id: b.id }] });
    const other = await createMember(t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/wallets/withdrawals/${a.id}`,
      headers: await bearer(t.app, t.db, other.username),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('accepts exactly one of 50 concurrent withdrawals of the whole balance', async () => {
    const { headers } = await funded('101');
    const answers = await Promise.all(Array.from({ length: 50 }, () => request(t.app, headers, { amount: '100' })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().code)).toEqual(
      Array(49).fill('INSUFFICIENT_FUNDS'),
    );
    expect((await wallets(t.app, headers)).USDT).toMatchObject({ available: '0.000000', held: '101.000000' });
  });
});
