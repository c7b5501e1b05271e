import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember, deposit, expectLedgerBalanced, idempotencyKey, wallets } from './ledger-helpers.ts';

const clock = testClock(new Date());

async function quote(app: FastifyInstance, headers: Record<string, string>, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/wallets/swap-quotes', headers, payload: body });
}

async function execute(app: FastifyInstance, headers: Record<string, string>, quoteId: string) {
  return app.inject({
    method: 'POST',
    url: '/wallets/swaps',
    headers: { ...headers, ...idempotencyKey() },
    payload: { quote_id: quoteId },
  });
}

describe('swaps', () => {
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

  async function funded(asset: string, amount: string) {
    const member = await createMember(t.db);
    await deposit(t.app, admin, member.username, asset, amount);
    return { member, headers: await bearer(t.app, t.db, member.username) };
  }

  it('quotes from the USD prices with the configured fee, rounding what is received down', async () => {
    const { headers } = await funded('USDT', '1000');
    const res = await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '100' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      from: 'USDT',
      to: 'KNT',
      amount: '100.000000',
      rate: '2.00000000',
      fee: '0.500000',
      fee_percent: '0.50',
      amount_received: '199.00000000',
    });
    expect(Date.parse(res.json().expires_at) - clock.now().getTime()).toBe(30_000);
    // 33.333333 KNT at 0.50 USD, less 0.5%: 16.583333... USDT, rounded down to 6 decimals.
    const back = await quote(t.app, headers, { from: 'KNT', to: 'USDT', amount: '33.333333' });
    expect(back.json()).toMatchObject({ fee: '0.16666666', amount_received: '16.583333', rate: '0.500000' });
  });

  it('refuses a pair that is not enabled, an amount out of the pair’s limits, and more decimals than the asset has', async () => {
    const { headers } = await funded('USDT', '10');
    const disabled = await quote(t.app, headers, { from: 'USDT', to: 'BTC', amount: '100' });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json()).toEqual({ message: 'Swapping USDT to BTC is not available.', code: 'SWAP_PAIR_DISABLED' });
    const small = await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '9.99' });
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 10 and 50000 USDT.',
      details: [{ field: 'amount' }],
    });
    const big = await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '50000.000001' });
    expect(big.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' });
    const precise = await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '10.0000001' });
    expect(precise.statusCode).toBe(400);
    expect(precise.json().details).toEqual([
      { field: 'amount', message: 'amount has more than 6 decimals, the precision of USDT' },
    ]);
    const same = await quote(t.app, headers, { from: 'USDT', to: 'USDT', amount: '10' });
    expect(same.statusCode).toBe(400);
    const unknown = await quote(t.app, headers, { from: 'DOGE', to: 'USDT', amount: '10' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: 'from', message: 'from names no asset: DOGE' }]);
  });

  it('executes a quote once: the given amount leaves, the amount received enters, the fee stays with the platform', async () => {
    const { headers } = await funded('USDT', '150');
    const quoted = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '100' })).json();
    const res = await execute(t.app, headers, quoted.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'swap',
      direction: 'out',
      asset: 'USDT',
      amount: '100.000000',
      fee: '0.500000',
      counter_asset: 'KNT',
      counter_amount: '199.00000000',
      status: 'completed',
      tx_hash: null,
      address: null,
    });
    expect(res.json().reference).toMatch(/^SWP-\d{6}$/);
    const after = await wallets(t.app, headers);
    expect(after.USDT!.available).toBe('50.000000');
    expect(after.KNT!.available).toBe('199.00000000');
    const again = await execute(t.app, headers, quoted.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This quote has already been executed.', code: 'QUOTE_USED' });
  });

  it('refuses an expired quote, a changed price or fee, and another member’s quote', async () => {
    const { headers } = await funded('USDT', '1000');
    const expiring = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '10' })).json();
    clock.advance(30);
    const expired = await execute(t.app, headers, expiring.id);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ message: 'This quote has expired. Ask for a new one.', code: 'QUOTE_EXPIRED' });

    const priced = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '10' })).json();
    const asset = (await t.app.inject({ method: 'GET', url: '/admin/assets/KNT', headers: admin })).json();
    const { code: _code, created_at: _c, updated_at: _u, ...input } = asset;
    const reprice = (usd_price: string) =>
      t.app.inject({ method: 'PUT', url: '/admin/assets/KNT', headers: admin, payload: { ...input, usd_price } });
    expect((await reprice('0.55')).statusCode).toBe(200);
    const changed = await execute(t.app, headers, priced.id);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'QUOTE_CHANGED' });
    expect((await reprice('0.50')).statusCode).toBe(200);

    const feed = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '10' })).json();
    const swap = (await t.app.inject({ method: 'GET', url: '/configuration/swap', headers: admin })).json();
    const saveSwap = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/configuration/swap', headers: admin, payload });
    const saved = await saveSwap({ ...swap, fee_percent: '1' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await execute(t.app, headers, feed.id)).json()).toMatchObject({ code: 'QUOTE_CHANGED' });
    expect((await saveSwap(swap)).statusCode).toBe(200);

    const mine = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '10' })).json();
    const other = await createMember(t.db);
    const stolen = await execute(t.app, await bearer(t.app, t.db, other.username), mine.id);
    expect(stolen.statusCode).toBe(404);
    expect((await execute(t.app, headers, '999999')).statusCode).toBe(404);
    expect((await wallets(t.app, headers)).USDT!.available).toBe('1000.000000');
  });

  it('answers 422 INSUFFICIENT_FUNDS naming the amount when the available balance is short', async () => {
    const { headers } = await funded('USDT', '20');
    const quoted = (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '20.5' })).json();
    const res = await execute(t.app, headers, quoted.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Insufficient funds: 20.000000 USDT available, 20.500000 USDT needed.',
      code: 'INSUFFICIENT_FUNDS',
      details: [{ field: 'amount', message: 'Insufficient funds: 20.000000 USDT available, 20.500000 USDT needed.' }],
    });
  });

  it('executes exactly one of 50 concurrent swaps of the whole balance', async () => {
    const { headers } = await funded('USDT', '500');
    const quotes = await Promise.all(
      Array.from({ length: 50 }, async () =>
        (await quote(t.app, headers, { from: 'USDT', to: 'KNT', amount: '500' })).json(),
      ),
    );
    const answers = await Promise.all(quotes.map((quoted) => execute(t.app, headers, quoted.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().code)).toEqual(
      Array(49).fill('INSUFFICIENT_FUNDS'),
    );
    const after = await wallets(t.app, headers);
    expect(after.USDT!.available).toBe('0.000000');
    expect(after.KNT!.available).toBe('995.00000000');
  });
});
