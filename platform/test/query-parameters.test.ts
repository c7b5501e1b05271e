/**
 * The platform may be called without the BFF in front: a query parameter its operation does not declare, or a
 * single-valued one given twice, is a 400 naming it there too, for every operation of the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../src/generated/operations.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

describe('query parameters on the platform', () => {
  let t: TestApp;
  let member: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    member = await bearer(t.app, t.db, 'demo-member');
    admin = await bearer(t.app, t.db, 'demo-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  function expectRefused(res: { statusCode: number; json: () => unknown; body: string }, name: string, what: RegExp) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(`querystring/${name}`),
      details: [{ field: `querystring/${name}`, message: expect.stringMatching(what) }],
    });
  }

  it.each([
    ['/transactions?foo=1', 'foo'],
    ['/transactions?__proto__=x', '__proto__'],
    ['/transactions?page[]=1', 'page[]'],
    ['/transactions?page=1&constructor=1', 'constructor'],
    ['/notification?x=1', 'x'],
    // The administrators' filter, not the member's list.
    ['/wallets/withdrawals?page=1&user=KNT-100001', 'user'],
    ['/user/information?__proto__[admin]=1', '__proto__[admin]'],
    ['/booster/tiers?page=1', 'page'],
  ])('%s: an undeclared parameter is a 400 naming it', async (url, name) => {
    expectRefused(await t.app.inject({ url, headers: member }), name, /^is not a parameter of this operation$/);
  });

  it.each([
    ['/transactions?page=1&page=2', 'page'],
    ['/transactions?type=swap&t%79pe=fee', 'type'],
  ])('%s: a single-valued parameter given twice is a 400 naming it', async (url, name) => {
    expectRefused(await t.app.inject({ url, headers: member }), name, /^must be given once$/);
  });

  it('still answers the declared parameters', async () => {
    const res = await t.app.inject({ url: '/transactions?page=1&pageSize=5&type=swap', headers: member });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 5 });
    const admins = await t.app.inject({ url: '/admin/booster/orders?user=demo-member&page=2', headers: admin });
    expect(admins.statusCode, admins.body).toBe(200);
  });

  it('refuses an undeclared parameter on every operation of the contract, before its handler runs', async () => {
    const answered: [string, number, unknown][] = [];
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: operation.method, url: `${url}?undeclared=1`, headers: admin });
      const body = res.json<{ details?: { field: string }[] }>();
      if (res.statusCode !== 400 || body.details?.[0]?.field !== 'querystring/undeclared')
        answered.push([operation.operationId, res.statusCode, body]);
    }
    expect(answered).toEqual([]);
  });
});
