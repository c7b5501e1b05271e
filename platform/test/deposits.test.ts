import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  expectLedgerBalanced,
  idempotencyKey,
  randomHash,
  wallets,
  withSecondApproval,
} from './ledger-helpers.ts';

function report(app: FastifyInstance, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/admin/deposits',
    headers: { ...headers, ...idempotencyKey() },
    payload: body,
  });
}

describe('deposits', () => {
  let t: TestApp;
  let admin: Record<string, string>;
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

  it('records a deposit pending until its confirmations reach the asset’s, then credits it once', async () => {
    const member = await createMember(t.db);
    const headers = await bearer(t.app, t.db, member.username);
    const hash = randomHash();
    const body = {
      username: member.username.toUpperCase(),
      asset: 'USDT',
      amount: '250',
      tx_hash: hash,
      confirmations: 3,
    };
    const first = await report(t.app, admin, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      username: member.username,
      asset: 'USDT',
      network: 'tron',
      amount: '250.000000',
      fee: '0.000000',
      confirmations: 3,
      required_confirmations: 12,
      status: 'pending',
      recorded_by: 'demo-admin',
      credited_at: null,
    });
    expect((await wallets(t.app, headers)).USDT!.balance).toBe('0.000000');
    const pendingTx = await t.app.inject({ method: 'GET', url: '/transactions', headers });
    expect(pendingTx.json().items[0]).toMatchObject({
      type: 'deposit',
      direction: 'in',
      status: 'pending',
      tx_hash: hash,
    });

    const confirmed = await report(t.app, admin, { ...body, confirmations: 12 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: first.json().id, status: 'credited', confirmations: 12 });
    expect(confirmed.json().credited_at).not.toBeNull();
    expect((await wallets(t.app, headers)).USDT!.balance).toBe('250.000000');

    const again = await report(t.app, admin, { ...body, tx_hash: `0x${hash.toUpperCase()}`, confirmations: 40 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This transaction hash has already been credited.',
      code: 'DEPOSIT_DUPLICATE',
    });
    expect((await wallets(t.app, headers)).USDT!.balance).toBe('250.000000');
  });

  it('takes the asset’s deposit fee, and needs no confirmations for an asset without a limits entry', async () => {
    const member = await createMember(t.db);
    const config = (await t.app.inject({ method: 'GET', url: '/configuration/transaction', headers: admin })).json();
    const withFee = {
      ...config,
      limits: [
        ...config.limits,
        {
          asset: 'ETH',
          min_withdrawal: '0.01',
          max_withdrawal: '10',
          withdrawal_fee: '0.001',
          deposit_fee_percent: '1.5',
          confirmations: 0,
        },
      ],
    };
    await t.app.inject({ method: 'POST', url: '/configuration/transaction', headers: admin, payload: withFee });
    try {
      const eth = await report(t.app, admin, {
        username: member.username,
        asset: 'ETH',
        amount: '2',
        tx_hash: randomHash(),
        confirmations: 0,
      });
      expect(eth.json()).toMatchObject({ status: 'credited', amount: '2.00000000', fee: '0.03000000' });
      const btc = await report(t.app, admin, {
        username: member.username,
        asset: 'BTC',
        amount: '0.1',
        tx_hash: randomHash(),
        confirmations: 0,
      });
      expect(btc.json()).toMatchObject({ status: 'credited', required_confirmations: 0, fee: '0.00000000' });
      const balances = await wallets(t.app, await bearer(t.app, t.db, member.username));
      expect(balances.ETH!.balance).toBe('1.97000000');
      const accounting = (await t.app.inject({ method: 'GET', url: '/admin/accounting', headers: admin })).json();
      expect(accounting.assets.find((asset: { asset: string }) => asset.asset === 'ETH').fees_earned).toBe(
        '0.03000000',
      );
    } finally {
      await withSecondApproval(
        t.app,
        t.app.inject({ method: 'POST', url: '/configuration/transaction', headers: admin, payload: config }),
      );
    }
  });

  it('refuses a hash reported again with another member, asset or amount, an unknown member and an asset without deposits', async () => {
    const member = await createMember(t.db);
    const hash = randomHash();
    const body = { username: member.username, asset: 'USDT', amount: '10', tx_hash: hash, confirmations: 1 };
    expect((await report(t.app, admin, body)).statusCode).toBe(201);
    for (const change of [{ amount: '11' }, { asset: 'BTC' }, { username: 'demo-member' }]) {
      const res = await report(t.app, admin, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DEPOSIT_DUPLICATE' });
    }
    const nobody = await report(t.app, admin, { ...body, username: 'nobody-here', tx_hash: randomHash() });
    expect(nobody.statusCode).toBe(404);
    const fiat = await report(t.app, admin, { ...body, asset: 'EUR', tx_hash: randomHash() });
    expect(fiat.statusCode).toBe(422);
    expect(fiat.json()).toMatchObject({ code: 'DEPOSIT_DISABLED' });
    const precise = await report(t.app, admin, { ...body, amount: '0.0000001', tx_hash: randomHash() });
    expect(precise.statusCode).toBe(400);
    expect(precise.json().details[0].field).toBe('amount');
  });

  it('lists deposits newest first with filters', async () => {
    const member = await createMember(t.db);
    await report(t.app, admin, {
      username: member.username,
      asset: 'USDT',
      amount: '1',
      tx_hash: randomHash(),
      confirmations: 0,
    });
    await report(t.app, admin, {
      username: member.username,
      asset: 'BTC',
      amount: '1',
      tx_hash: randomHash(),
      confirmations: 0,
    });
    const res = await t.app.inject({ method: 'GET', url: `/admin/deposits?user=${member.username}`, headers: admin });
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.json().items.map((item: { asset: string }) => item.asset)).toEqual(['BTC', 'USDT']);
    const btc = await t.app.inject({
      method: 'GET',
      url: `/admin/deposits?user=${member.username}&asset=BTC&status=credited`,
      headers: admin,
    });
    expect(btc.json().total).toBe(1);
    // USDT needs 12 confirmations: reported with none, it waits.
    const pending = await t.app.inject({
      method: 'GET',
      url: `/admin/deposits?user=${member.username}&status=pending`,
      headers: admin,
    });
    expect(pending.json().items.map((item: { asset: string }) => item.asset)).toEqual(['USDT']);
  });
});
