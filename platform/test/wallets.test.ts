import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, deposit, expectLedgerBalanced, wallets } from './ledger-helpers.ts';

const usdtInput = {
  name: 'Tether USD',
  network: 'tron',
  decimals: 6,
  usd_price: '1.00',
  price_source: 'admin',
  deposit_enabled: true,
  withdraw_enabled: true,
  swap_enabled: true,
  icon: null,
};

describe('assets', () => {
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

  it('lists the seeded assets in code order with their prices and switches', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets',
      headers: await bearer(t.app, t.db, 'demo-member'),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(
      items.map((item) => [item.code, item.network, item.decimals, item.display_decimals, item.usd_price]),
    ).toEqual([
      ['BTC', 'bitcoin', 8, 8, '60000.00'],
      ['ETH', 'ethereum', 8, 8, '3000.00'],
      ['EUR', 'fiat', 2, 2, '1.08'],
      ['KNT', 'ethereum', 8, 4, '0.50'],
      ['USDT', 'tron', 6, 2, '1.00'],
    ]);
    expect(items.find((item) => item.code === 'KNT')).toMatchObject({
      name: 'Kinetic Token',
      price_source: 'platform',
      deposit_enabled: false,
      withdraw_enabled: false,
      swap_enabled: true,
    });
    expect(items.find((item) => item.code === 'EUR')).toMatchObject({ deposit_enabled: false, swap_enabled: true });
  });

  it('pages, filters and sorts the administrators’ list', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin/assets?pageSize=2&page=2&sort=-code',
      headers: admin,
    });
    expect(page.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.json().items.map((item: { code: string }) => item.code)).toEqual(['EUR', 'ETH']);
    const filtered = await t.app.inject({ method: 'GET', url: '/admin/assets?q=eT', headers: admin });
    expect(filtered.json().items.map((item: { code: string }) => item.code)).toEqual(['ETH', 'KNT', 'USDT']);
    const literal = await t.app.inject({ method: 'GET', url: '/admin/assets?q=%25', headers: admin });
    expect(literal.json()).toMatchObject({ items: [], total: 0 });
    const byName = await t.app.inject({ method: 'GET', url: '/admin/assets?sort=name', headers: admin });
    expect(byName.json().items.map((item: { name: string }) => item.name)[0]).toBe('Bitcoin');
  });

  it('answers one asset, 404 for an unknown code, and 403 to a member', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/USDT', headers: admin })).json()).toMatchObject({
      code: 'USDT',
      name: 'Tether USD',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/DOGE', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const member = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/USDT',
      headers: await bearer(t.app, t.db, 'demo-member'),
    });
    expect(member.statusCode).toBe(403);
  });

  it('creates an asset (201), replaces it (200), and refuses a price of zero or with more than 8 decimals', async () => {
    const created = await t.app.inject({
      method: 'PUT',
      url: '/admin/assets/SOL',
      headers: admin,
      payload: { ...usdtInput, name: 'Solana', network: 'ethereum', decimals: 9, usd_price: '150.123' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'SOL', usd_price: '150.123', decimals: 9 });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/admin/assets/SOL',
      headers: admin,
      payload: { ...usdtInput, name: 'Solana', network: 'ethereum', decimals: 8, usd_price: '151' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ decimals: 8, usd_price: '151.00' });
    const zero = await t.app.inject({
      method: 'PUT',
      url: '/admin/assets/SOL',
      headers: admin,
      payload: { ...usdtInput, usd_price: '0' },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details).toEqual([{ field: 'usd_price', message: 'usd_price must be above zero' }]);
  });

  it('keeps the shown decimals as set, starts them at 6 at most, and refuses more than the decimals', async () => {
    const put = (code: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/assets/${code}`,
        headers: admin,
        payload: { ...usdtInput, ...payload },
      });
    expect((await put('DOT', { name: 'Polkadot', decimals: 10 })).json()).toMatchObject({ display_decimals: 6 });
    expect((await put('ADA', { name: 'Cardano', decimals: 4 })).json()).toMatchObject({ display_decimals: 4 });
    expect((await put('DOT', { name: 'Polkadot', decimals: 10, display_decimals: 3 })).json()).toMatchObject({
      display_decimals: 3,
    });
    expect((await put('DOT', { name: 'Polkadot', decimals: 10 })).json()).toMatchObject({ display_decimals: 3 });
    expect((await put('DOT', { name: 'Polkadot', decimals: 2 })).json()).toMatchObject({ display_decimals: 2 });
    const above = await put('DOT', { name: 'Polkadot', decimals: 2, display_decimals: 3 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'display_decimals', message: 'must be at most the decimals (2)' }],
    });
    const wallet = (
      await t.app.inject({ method: 'GET', url: '/wallets', headers: await bearer(t.app, t.db, 'demo-member') })
    )
      .json()
      .items.find((item: { asset: string }) => item.asset === 'DOT');
    expect(wallet).toMatchObject({ decimals: 2, display_decimals: 2 });
  });

  it('refuses to change the decimals of an asset that has moved (409 ASSET_IN_USE)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/admin/assets/USDT',
      headers: admin,
      payload: { ...usdtInput, decimals: 8 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ASSET_IN_USE' });
    const same = await t.app.inject({
      method: 'PUT',
      url: '/admin/assets/USDT',
      headers: admin,
      payload: { ...usdtInput, name: 'Tether' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Tether', decimals: 6 });
  });
});

describe('wallets', () => {
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

  it('creates one wallet per asset on first look, empty, and keeps their ids', async () => {
    const member = await createMember(t.db);
    const headers = await bearer(t.app, t.db, member.username);
    const first = await t.app.inject({ method: 'GET', url: '/wallets', headers });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total_usd).toBe('0.00');
    expect(body.items.map((item: { asset: string }) => item.asset)).toEqual(['BTC', 'ETH', 'EUR', 'KNT', 'USDT']);
    expect(body.items[4]).toMatchObject({
      asset: 'USDT',
      balance: '0.000000',
      held: '0.000000',
      available: '0.000000',
      usd_value: '0.00',
      decimals: 6,
      network: 'tron',
    });
    const again = await t.app.inject({ method: 'GET', url: '/wallets', headers });
    expect(again.json().items.map((item: { id: string }) => item.id)).toEqual(
      body.items.map((item: { id: string }) => item.id),
    );
  });

  it('derives balances and USD values from the postings, beyond 2^53 smallest units', async () => {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'USDT', '1250.5');
    // 100,000,000 ETH is 10^16 of its smallest unit: more than a double holds exactly.
    await deposit(t.app, admin, member.username, 'ETH', '100000000.00000001');
    const res = await t.app.inject({
      method: 'GET',
      url: '/wallets',
      headers: await bearer(t.app, t.db, member.username),
    });
    const items = Object.fromEntries(res.json().items.map((item: { asset: string }) => [item.asset, item]));
    expect(items.USDT).toMatchObject({ balance: '1250.500000', available: '1250.500000', usd_value: '1250.50' });
    expect(items.ETH).toMatchObject({ balance: '100000000.00000001', usd_value: '300000000000.00' });
    expect(res.json().total_usd).toBe('300000001250.50');
  });

  it('shows an administrator one member’s wallets by uid, 404 for nobody', async () => {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, 'BTC', '0.5');
    const res = await t.app.inject({ method: 'GET', url: `/admin/users/${member.uid}/wallets`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { uid: member.uid, username: member.username, email: `${member.username}@example.com` },
      total_usd: '30000.00',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/admin/users/KNT-999999/wallets', headers: admin });
    expect(missing.statusCode).toBe(404);
  });

  it('gives the seeded members money, a swap and withdrawals of their own', async () => {
    const member = await wallets(t.app, await bearer(t.app, t.db, 'demo-member'));
    // 5000 + 200 in four top-ups deposited, 100 swapped, 120 + 1 sent, 25 + 1 held, 100 + 400 paid for the
    // booster pack.
    expect(member.USDT).toEqual(expect.objectContaining({ balance: '4479.000000', held: '26.000000' }));
    expect(member.KNT!.balance).toBe('199.00000000');
    expect(member.BTC!.balance).toBe('0.05000000');
  });
});

describe('deposit addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('derive each network’s address at m/0/<member id>, the same every time', async () => {
    const headers = await bearer(t.app, t.db, 'demo-member');
    const get = async (asset: string) =>
      (await t.app.inject({ method: 'GET', url: `/wallets/deposit-address/${asset}`, headers })).json();
    const usdt = await get('USDT');
    expect(usdt).toMatchObject({ asset: 'USDT', network: 'tron', derivation_path: 'm/0/2', confirmations: 12 });
    expect(usdt.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(await get('USDT')).toEqual(usdt);
    const btc = await get('BTC');
    expect(btc).toMatchObject({ network: 'bitcoin', derivation_path: 'm/0/2', confirmations: 0 });
    expect(btc.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const eth = await get('ETH');
    expect(eth.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/wallets/deposit-address/USDT',
      headers: await bearer(t.app, t.db, 'demo-admin'),
    });
    expect(admin.json()).toMatchObject({ derivation_path: 'm/0/1' });
    expect(admin.json().address).not.toBe(usdt.address);
  });

  it('answers 422 DEPOSIT_DISABLED for an asset without deposits, 404 for an unknown one', async () => {
    const headers = await bearer(t.app, t.db, 'demo-member');
    for (const asset of ['EUR', 'KNT']) {
      const res = await t.app.inject({ method: 'GET', url: `/wallets/deposit-address/${asset}`, headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'DEPOSIT_DISABLED' });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/wallets/deposit-address/DOGE', headers });
    expect(unknown.statusCode).toBe(404);
  });
});
