import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginate } from '../src/db/paginate.ts';
import { operations, operationsById, type OperationDefinition } from '../src/generated/operations.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { createMember } from './ledger-helpers.ts';

interface NumberParameter {
  default: number;
  minimum: number;
  maximum: number;
}

// Read from the contract, never written here: the defaults and bounds every list must follow.
const parameters = (operation: OperationDefinition) =>
  (operation.schema.querystring as { properties: { page: NumberParameter; pageSize: NumberParameter } }).properties;
const { page: PAGE, pageSize: PAGE_SIZE } = parameters(operationsById.listUsers);

const lists = operations.filter(
  (operation) =>
    operation.method === 'GET' && operation.schema.querystring !== undefined && 'page' in parameters(operation),
);
// The demo member: the one path parameter lists take is a member's uid.
const urlOf = (operation: OperationDefinition, query = '') =>
  `${operation.path.replace(/\{[^}]+\}/g, 'KNT-100002')}${query}`;

describe('one page of a list', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const MEMBERS = 25;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await bearer(t.app, t.db, 'demo-admin');
    for (let i = 0; i < MEMBERS; i++) await createMember(t.db, { kyc: null });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

  it('covers every list of the contract', () => {
    expect(lists.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['listUsers', 'listSessions', 'listKycReviews', 'listStakes', 'getMemberBooster']),
    );
    expect(lists.length).toBeGreaterThanOrEqual(19);
  });

  it.each(lists.map((operation) => [operation.operationId, operation] as const))(
    '%s answers the contract’s first page and page size when the query names neither',
    async (_id, operation) => {
      const res = await get(urlOf(operation));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // getMemberBooster holds its page of orders beside the member and the pack.
      expect('orders' in body ? body.orders : body).toMatchObject({ page: PAGE.default, pageSize: PAGE_SIZE.default });
    },
  );

  it.each(lists.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a page or a page size outside the contract with a 400',
    async (_id, operation) => {
      const { page, pageSize } = parameters(operation);
      for (const query of [
        `?page=${page.minimum - 1}`,
        `?page=${page.maximum + 1}`,
        '?page=1.5',
        '?page=two',
        `?pageSize=${pageSize.minimum - 1}`,
        `?pageSize=${pageSize.maximum + 1}`,
      ]) {
        const res = await get(urlOf(operation, query));
        expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
        expect(res.json()).toHaveProperty('message');
      }
    },
  );

  it('pages through every row once, with the total of the whole list', async () => {
    // The members this file created, and the four demo accounts.
    const total = MEMBERS + 4;
    const first = (await get('/admin/users')).json();
    expect(first).toMatchObject({ total, page: 1, pageSize: PAGE_SIZE.default });
    expect(first.items).toHaveLength(PAGE_SIZE.default);
    const second = (await get('/admin/users?page=2')).json();
    expect(second).toMatchObject({ total, page: 2 });
    expect(second.items).toHaveLength(total - PAGE_SIZE.default);
    const uids = [...first.items, ...second.items].map((item: { uid: string }) => item.uid);
    expect(new Set(uids).size).toBe(total);
    // Past the end: no row, the same total.
    expect((await get('/admin/users?page=3')).json()).toMatchObject({ items: [], total, page: 3 });
  });

  it('counts what the query filters, not the whole table', async () => {
    const query = t.db.selectFrom('users').selectAll().where('username', 'like', 'demo-%').orderBy('id');
    const page = await paginate(query, { page: 2, pageSize: 2 }, (rows) => rows.map((row) => row.username));
    expect(page).toEqual({ items: ['demo-2fa', 'demo-admin2'], total: 4, page: 2, pageSize: 2 });
  });
});
