import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  deposit,
  expectLedgerBalanced,
  idempotencyKey,
  TRON_ADDRESS,
  TX_PASSWORD,
} from './ledger-helpers.ts';

function withdraw(app: FastifyInstance, headers: Record<string, string>, address: string, amount = '20') {
  return app.inject({
    method: 'POST',
    url: '/wallets/withdrawals',
    headers: { ...headers, ...idempotencyKey() },
    payload: { asset: 'USDT', address, amount, transaction_password: TX_PASSWORD },
  });
}

describe('the money record', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  // Deposits, withdrawal requests and a rejection move money: the books must stay right after each test.
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function funded(kyc: 'verified' | 'half_verified' | null = 'verified') {
    const member = await createMember(t.db, { kyc });
    await deposit(t.app, admin, member.username, 'USDT', '100');
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  /** A valid Tron address nobody has asked for yet: a new member's own deposit address. */
  async function freshAddress(): Promise<string> {
    const owner = await createMember(t.db);
    const res = await t.app.inject({
      url: '/wallets/deposit-address/USDT',
      headers: await bearer(t.app, t.db, owner.username),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ address: string }>().address;
  }

  const review = async (id: string, headers = admin) =>
    t.app.inject({ url: `/admin/withdrawals/${id}/review`, headers });

  it('reviews a request: the member’s KYC and balance, and a first use of its address', async () => {
    const { member, headers } = await funded('half_verified');
    const address = await freshAddress();
    const placed = await withdraw(t.app, headers, address, '25');
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await review(placed.json<{ id: string }>().id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      withdrawal: { id: placed.json<{ id: string }>().id, address, network: 'tron', status: 'pending' },
      member: { uid: member.uid, username: member.username, kyc: 'half_verified' },
      // 100 deposited (less the deposit fee, if any), 26 held by this request.
      wallet: { held: '26.000000' },
      address_use: { by_member: 0, by_other_members: 0, first_used_at: null },
    });
    const { balance, available } = res.json<{ wallet: { balance: string; available: string } }>().wallet;
    expect(Number(balance) - Number(available)).toBeCloseTo(26, 6);
  });

  it('says an address was used before, by this member and by how many other members', async () => {
    const address = await freshAddress();
    const first = await funded();
    const second = await funded();
    const third = await funded(null);
    const earlier = await withdraw(t.app, first.headers, address);
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect((await withdraw(t.app, second.headers, address)).statusCode).toBe(201);
    expect((await withdraw(t.app, third.headers, address)).statusCode).toBe(201);
    const again = await withdraw(t.app, first.headers, address);
    const res = await review(again.json<{ id: string }>().id);
    expect(res.json()).toMatchObject({
      member: { kyc: 'verified' },
      address_use: {
        by_member: 1,
        by_other_members: 2,
        first_used_at: earlier.json<{ created_at: string }>().created_at,
      },
    });
    // The demo member's requests go to TRON_ADDRESS: another address is not counted.
    expect(TRON_ADDRESS).not.toBe(address);
  });

  it('answers 404 for an unknown request, 400 for a malformed id and 403 to a member', async () => {
    expect((await review('999999')).statusCode).toBe(404);
    expect((await review('not-an-id')).statusCode).toBe(400);
    const { headers } = await funded();
    const placed = await withdraw(t.app, headers, TRON_ADDRESS);
    expect((await review(placed.json<{ id: string }>().id, headers)).statusCode).toBe(403);
  });

  it('gives each seeded network its block explorer, and keeps what an administrator enters', async () => {
    const list = await t.app.inject({ url: '/assets', headers: admin });
    const byCode = new Map(list.json<{ items: { code: string }[] }>().items.map((asset) => [asset.code, asset]));
    expect(byCode.get('USDT')).toMatchObject({
      explorer_tx_url: 'https://tronscan.org/#/transaction/{hash}',
      explorer_address_url: 'https://tronscan.org/#/address/{address}',
    });
    expect(byCode.get('BTC')).toMatchObject({ explorer_tx_url: 'https://mempool.space/tx/{hash}' });
    expect(byCode.get('ETH')).toMatchObject({ explorer_address_url: 'https://etherscan.io/address/{address}' });
    expect(byCode.get('EUR')).toMatchObject({ explorer_tx_url: null, explorer_address_url: null });

    const input = {
      name: 'Test Coin',
      network: 'tron',
      decimals: 6,
      usd_price: '1.00',
      price_source: 'admin',
      deposit_enabled: true,
      withdraw_enabled: true,
      swap_enabled: true,
      icon: null,
    };
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/admin/assets/TSTX', headers: admin, payload });
    // Omitted: the network's usual explorer.
    expect((await put(input)).json()).toMatchObject({ explorer_tx_url: 'https://tronscan.org/#/transaction/{hash}' });
    const custom = await put({
      ...input,
      explorer_tx_url: 'https://explorer.example/tx/{hash}',
      explorer_address_url: null,
    });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(custom.json()).toMatchObject({
      explorer_tx_url: 'https://explorer.example/tx/{hash}',
      explorer_address_url: null,
    });
    // A template without its placeholder, or not https, is refused naming the field.
    const bad = await put({ ...input, explorer_tx_url: 'http://explorer.example/tx/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('explorer_tx_url');
  });

  it('tells when a transaction last changed status', async () => {
    const { headers } = await funded();
    const placed = await withdraw(t.app, headers, TRON_ADDRESS);
    const id = placed.json<{ id: string }>().id;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin/withdrawals/${id}/reject`,
      headers: { ...admin, ...idempotencyKey() },
      payload: { reason: 'Not this time.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const list = await t.app.inject({ url: '/transactions?type=withdrawal', headers });
    const [item] = list.json<{ items: { status: string; created_at: string; updated_at: string }[] }>().items;
    expect(item).toMatchObject({ status: 'rejected', updated_at: rejected.json<{ updated_at: string }>().updated_at });
    expect(item!.updated_at >= item!.created_at).toBe(true);
  });

  it('names the member of each deposit, withdrawal request and transaction by uid too, for the admin lists', async () => {
    const { member, headers } = await funded();
    const placed = await withdraw(t.app, headers, await freshAddress());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ username: member.username, uid: member.uid });
    for (const url of ['/admin/deposits', '/admin/withdrawals', '/admin/transactions']) {
      const res = await t.app.inject({ url, query: { user: member.username }, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json<{ items: { username: string; uid: string }[] }>();
      expect(items.length, url).toBeGreaterThan(0);
      for (const item of items) expect(item, url).toMatchObject({ username: member.username, uid: member.uid });
    }
  });
});
