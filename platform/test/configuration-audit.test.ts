import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from './auth-helpers.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

type Json = Record<string, unknown>;

interface AuditEntry {
  id: string;
  section: string;
  changed_by: string;
  changed_at: string;
  before: Json;
  after: Json;
}

interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

describe('the configuration audit trail', () => {
  const clock = testClock(new Date('2026-05-01T08:00:00.000Z'));
  let t: TestApp;
  /** changed_at of the changes made in beforeAll, oldest first, with their section. */
  const made: { section: string; changed_at: string }[] = [];

  const as = async (username: string | null) => (username ? await bearer(t.app, t.db, username) : {});

  const get = async (url: string, username: string | null = 'demo-admin'): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url, headers: await as(username) });

  const page = async (query: string): Promise<AuditPage> => {
    const res = await get(`/configuration/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const record = async (section: string): Promise<Json> => (await get(`/configuration/${section}`)).json();

  beforeAll(async () => {
    t = await buildTestApp({ config: { now: clock.now } });
    // 25 changes, one minute apart: swap and kyc in turn, every fifth the cold wallet setting.
    for (let i = 0; i < 25; i++) {
      clock.advance(60);
      if (i % 5 === 4) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/setting/cold-wallet',
          headers: await as('demo-admin'),
          payload: { price: `${100 + i}.00`, status: i % 2 === 0 },
        });
        expect(res.statusCode, res.body).toBe(200);
        made.push({ section: 'cold-wallet', changed_at: clock.now().toISOString() });
        continue;
      }
      const section = i % 2 === 0 ? 'swap' : 'kyc';
      const current = await record(section);
      const payload =
        section === 'swap'
          ? { ...current, quote_ttl_seconds: 10 + i }
          : { ...current, withdrawal_threshold_usd: String(1000 - i) };
      const res = await t.app.inject({
        method: 'POST',
        url: `/configuration/${section}`,
        headers: await as('demo-admin'),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      made.push({ section, changed_at: clock.now().toISOString() });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 20 changes a page by default, newest first, with the total', async () => {
    const first = await page('');
    expect(first.total).toBe(25);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(20);
    expect(first.items.map((item) => item.changed_at)).toEqual(
      made
        .map((change) => change.changed_at)
        .reverse()
        .slice(0, 20),
    );
    const second = await page('?page=2');
    expect(second.items.map((item) => item.changed_at)).toEqual(
      made
        .map((change) => change.changed_at)
        .reverse()
        .slice(20),
    );
    expect((await page('?page=3')).items).toEqual([]);
  });

  it('pages through with pageSize, oldest first on request', async () => {
    const oldest = await page('?pageSize=7&page=2&sort=changed_at');
    expect(oldest).toMatchObject({ total: 25, page: 2, pageSize: 7 });
    expect(oldest.items.map((item) => item.changed_at)).toEqual(made.slice(7, 14).map((change) => change.changed_at));
  });

  it.each(['pageSize=1e400', 'page=1e999', 'page=-1', 'pageSize=101'])(
    'answers 400 naming the parameter for %s, never 500',
    async (query) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/configuration/audit?${query}`,
        headers: await as('demo-admin'),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/^querystring\/page(Size)? /),
      });
    },
  );

  it('filters by section', async () => {
    const coldWallet = await page('?section=cold-wallet&pageSize=100');
    expect(coldWallet.total).toBe(5);
    expect(coldWallet.items.map((item) => item.changed_at)).toEqual(
      made
        .filter((change) => change.section === 'cold-wallet')
        .map((change) => change.changed_at)
        .reverse(),
    );
    expect(coldWallet.items.every((item) => item.section === 'cold-wallet')).toBe(true);
    expect((await page('?section=visa')).total).toBe(0);
  });

  it('chains the changes of a section: each one’s before is the previous one’s after', async () => {
    const swap = (await page('?section=swap&sort=changed_at&pageSize=100')).items;
    expect(swap.length).toBeGreaterThan(2);
    for (let i = 1; i < swap.length; i++) expect(swap[i]!.before).toEqual(swap[i - 1]!.after);
    expect(swap.at(-1)!.after).toEqual(await record('swap'));

    const coldWallet = (await page('?section=cold-wallet&sort=changed_at')).items;
    expect(coldWallet.map((item) => item.after.price)).toEqual(['104.00', '109.00', '114.00', '119.00', '124.00']);
    expect(coldWallet[1]!.before.price).toBe('104.00');
    expect(coldWallet[0]!.changed_by).toBe('demo-admin');
  });

  it.each([
    ['?pageSize=101', 'querystring/pageSize'],
    ['?pageSize=0', 'querystring/pageSize'],
    ['?page=0', 'querystring/page'],
    ['?page=abc', 'querystring/page'],
    ['?section=payments', 'querystring/section'],
    ['?sort=changed_by', 'querystring/sort'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const res = await get(`/configuration/audit${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field, message: expect.any(String) });
  });

  it('is for administrators only', async () => {
    const member = await get('/configuration/audit', 'demo-member');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: 'Administrator access required', code: 'FORBIDDEN' });
    expect((await get('/configuration/audit', null)).statusCode).toBe(401);
  });

  it('records two saves made at the same moment one after the other, neither losing the other’s change', async () => {
    const admin = await as('demo-admin');
    const before = (await page('?section=cold-wallet')).total;
    const [first, second] = await Promise.all(
      ['1.11', '2.22'].map((price) =>
        t.app.inject({ method: 'PUT', url: '/setting/cold-wallet', headers: admin, payload: { price, status: true } }),
      ),
    );
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    const latest = (await page('?section=cold-wallet&pageSize=2')).items;
    expect((await page('?section=cold-wallet')).total).toBe(before + 2);
    // Whichever ran second replaced what the first saved, not what both read at the start.
    expect(latest[0]!.before).toEqual(latest[1]!.after);
    expect(latest[0]!.after.price).toBe((await record('cold-wallet')).price);
  });
});
