import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../src/csv.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import {
  createMember,
  deposit,
  expectLedgerBalanced,
  idempotencyKey,
  TRON_ADDRESS,
  TX_PASSWORD,
} from './ledger-helpers.ts';

describe('transactions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let member: { id: number; uid: string; username: string };
  let headers: Record<string, string>;
  let swapId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
    member = await createMember(t.db);
    headers = await bearer(t.app, t.db, member.username);
    await deposit(t.app, admin, member.username, 'USDT', '1000');
    await deposit(t.app, admin, member.username, 'BTC', '0.25');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/wallets/swap-quotes',
      headers,
      payload: { from: 'USDT', to: 'KNT', amount: '100' },
    });
    const swap = await t.app.inject({
      method: 'POST',
      url: '/wallets/swaps',
      headers: { ...headers, ...idempotencyKey() },
      payload: { quote_id: quote.json().id },
    });
    swapId = swap.json().id;
    await t.app.inject({
      method: 'POST',
      url: '/wallets/withdrawals',
      headers: { ...headers, ...idempotencyKey() },
      payload: { asset: 'USDT', address: TRON_ADDRESS, amount: '50', transaction_password: TX_PASSWORD },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await expectLedgerBalanced(t.db);
  });

  it('lists the member’s movements newest first, one row per swap, paged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/transactions', headers });
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(res.json().items.map((item: { type: string; asset: string }) => `${item.type}:${item.asset}`)).toEqual([
      'withdrawal:USDT',
      'swap:USDT',
      'deposit:BTC',
      'deposit:USDT',
    ]);
    const second = await t.app.inject({ method: 'GET', url: '/transactions?pageSize=3&page=2', headers });
    expect(second.json()).toMatchObject({ total: 4, items: [{ type: 'deposit', asset: 'USDT' }] });
    const oldest = await t.app.inject({ method: 'GET', url: '/transactions?sort=created_at&pageSize=1', headers });
    expect(oldest.json().items[0]).toMatchObject({ type: 'deposit', asset: 'USDT' });
    const byAmount = await t.app.inject({ method: 'GET', url: '/transactions?sort=-amount', headers });
    expect(byAmount.json().items.map((item: { amount: string }) => item.amount)).toEqual([
      '1000.000000',
      '100.000000',
      '50.000000',
      '0.25000000',
    ]);
  });

  it('filters by type, asset (either side of a swap), status and day, refusing to before from', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/transactions?${query}`, headers })).json();
    expect((await get('type=swap')).items.map((item: { id: string }) => item.id)).toEqual([swapId]);
    expect((await get('asset=KNT')).items.map((item: { id: string }) => item.id)).toEqual([swapId]);
    expect((await get('status=pending')).items.map((item: { type: string }) => item.type)).toEqual(['withdrawal']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}`)).total).toBe(4);
    expect((await get('to=2000-01-01')).total).toBe(0);
    const reversed = await t.app.inject({ method: 'GET', url: '/transactions?from=2026-02-02&to=2026-02-01', headers });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([{ field: 'to', message: 'to must not be before from' }]);
  });

  it('answers one of the member’s transactions, 404 for another member’s', async () => {
    const mine = await t.app.inject({ method: 'GET', url: `/transactions/${swapId}`, headers });
    expect(mine.json()).toMatchObject({ id: swapId, username: member.username, counter_asset: 'KNT' });
    const other = await t.app.inject({
      method: 'GET',
      url: `/transactions/${swapId}`,
      headers: await bearer(t.app, t.db, 'demo-member'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Transaction not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/transactions/999999999999999999', headers })).statusCode).toBe(
      404,
    );
  });

  it('exports the filtered list as CSV with a header line, as an attachment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/transactions/export?type=swap', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'id,reference,username,type,direction,asset,amount,fee,counter_asset,counter_amount,status,tx_hash,address,created_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${swapId},SWP-\\d{6},${member.username},swap,out,USDT,100.000000,0.500000,KNT,199.00000000,completed,,,\\d{4}-`,
      ),
    );
  });

  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(null)).toBe('');
  });

  it('gives administrators everyone’s movements with the user and text filters, and their export', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: `/admin/transactions?user=${member.username}`,
      headers: admin,
    });
    expect(all.json().total).toBe(4);
    const everyone = await t.app.inject({ method: 'GET', url: '/admin/transactions', headers: admin });
    expect(everyone.json().total).toBeGreaterThan(4);
    const reference = all.json().items[1].reference as string;
    const byReference = await t.app.inject({
      method: 'GET',
      url: `/admin/transactions?q=${reference.toLowerCase()}`,
      headers: admin,
    });
    expect(byReference.json().items.map((item: { reference: string }) => item.reference)).toEqual([reference]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/admin/transactions/export?user=${member.username}`,
      headers: admin,
    });
    expect(csv.body.trimEnd().split('\n')).toHaveLength(5);
    expect((await t.app.inject({ method: 'GET', url: '/admin/transactions', headers })).statusCode).toBe(403);
  });

  it('keeps the books: balances, held amounts, fees and flows per asset over the period, and the ledger check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/accounting', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balanced).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.to).toBe(today);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(29 * 86_400_000);
    const usdt = body.assets.find((asset: { asset: string }) => asset.asset === 'USDT');
    expect(usdt).toMatchObject({ postings_sum: '0.000000', negative_balances: 0, balanced: true });
    // The seed's and this file's: 3 × 5000... deposited, less what was swapped, held and sent.
    expect(Number(usdt.held)).toBeGreaterThanOrEqual(51);
    const old = await t.app.inject({
      method: 'GET',
      url: '/admin/accounting?from=2001-01-01&to=2001-01-31',
      headers: admin,
    });
    expect(old.json().assets.find((asset: { asset: string }) => asset.asset === 'USDT')).toMatchObject({
      deposits: '0.000000',
      withdrawals: '0.000000',
      fees_earned: '0.000000',
      held: usdt.held,
    });
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/admin/accounting?from=2026-02-02&to=2026-02-01',
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('shows an unbalanced ledger as such', async () => {
    const [entry] = await t.db.selectFrom('postings').select(['entry_id', 'account_id']).limit(1).execute();
    const { id } = await t.db
      .insertInto('postings')
      .values({ entry_id: entry!.entry_id, account_id: entry!.account_id, asset: 'USDT', amount: 1n })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/admin/accounting', headers: admin })).json();
      expect(body.balanced).toBe(false);
      expect(body.assets.find((asset: { asset: string }) => asset.asset === 'USDT')).toMatchObject({
        postings_sum: '0.000001',
        balanced: false,
      });
    } finally {
      await t.db.deleteFrom('postings').where('id', '=', id).execute();
    }
  });
});
