import { describe, expect, it } from 'vitest';
import {
  getAccountingQuery,
  getUserWalletsPath,
  listAllTransactionsQuery,
  listConfigurationAuditQuery,
  listTransactionsQuery,
  listUsersQuery,
  listWithdrawalRequestsQuery,
} from './generated/parameters.ts';
import { accepted, searchOf } from './search-values.ts';

describe('accepted: a value from the address against its parameter schema in the contract', () => {
  const rules = listAllTransactionsQuery;

  it('keeps an enum value and drops any other', () => {
    expect(accepted(rules.type, 'swap')).toBe('swap');
    expect(accepted(rules.type, 'SWAP')).toBeUndefined();
    expect(accepted(rules.status, 'sent')).toBeUndefined();
  });

  it('checks patterns and lengths, counting characters as code points', () => {
    expect(accepted(rules.asset, 'USDT')).toBe('USDT');
    expect(accepted(rules.asset, 'usdt')).toBeUndefined();
    expect(accepted(rules.q, 'x'.repeat(100))).toBe('x'.repeat(100));
    expect(accepted(rules.q, 'x'.repeat(101))).toBeUndefined();
    // 100 emoji are 200 UTF-16 units but 100 characters.
    expect(accepted(rules.q, '😀'.repeat(100))).toBe('😀'.repeat(100));
    expect(accepted(getUserWalletsPath.uid, 'a b')).toBeUndefined();
  });

  it('gives text parameters the numbers the router parsed back as text, and trims them', () => {
    expect(accepted(rules.q, 12)).toBe('12');
    expect(accepted(rules.user, '  alice ')).toBe('alice');
    expect(accepted(rules.user, '   ')).toBeUndefined();
    expect(accepted(rules.q, { q: 1 })).toBeUndefined();
    expect(accepted(rules.q, ['a'])).toBeUndefined();
  });

  it('accepts calendar days only', () => {
    expect(accepted(getAccountingQuery.from, '2026-02-28')).toBe('2026-02-28');
    expect(accepted(getAccountingQuery.from, '2028-02-29')).toBe('2028-02-29');
    expect(accepted(getAccountingQuery.from, '2026-02-29')).toBeUndefined();
    expect(accepted(getAccountingQuery.from, '2026-13-01')).toBeUndefined();
    expect(accepted(getAccountingQuery.from, '2026-1-01')).toBeUndefined();
  });

  it('keeps integers within the bounds', () => {
    expect(accepted(rules.page, 3)).toBe(3);
    expect(accepted(rules.page, '3')).toBe(3);
    expect(accepted(rules.page, 0)).toBeUndefined();
    expect(accepted(rules.page, 1.5)).toBeUndefined();
    expect(accepted(rules.page, 1_000_001)).toBeUndefined();
    expect(accepted(rules.page, '')).toBeUndefined();
    expect(accepted(rules.page, [2])).toBeUndefined();
    expect(accepted(rules.page, true)).toBeUndefined();
  });
});

describe('searchOf: a route\u2019s validateSearch from its operation\u2019s parameters', () => {
  it('keeps what the contract accepts and drops the rest', () => {
    const search = searchOf(listTransactionsQuery, { keep: { page: 1 } });
    expect(
      search({
        page: '2',
        type: 'swap',
        asset: 'btc',
        status: 'completed',
        from: '2026-11-31',
        to: '2026-11-30',
        q: 'x',
      }),
    ).toEqual({ page: 2, type: 'swap', status: 'completed', to: '2026-11-30' });
  });

  it('keeps the administrators\u2019 filters for their operation only', () => {
    expect(searchOf(listAllTransactionsQuery, { keep: { page: 1 } })({ user: 'Alice', q: 12 })).toEqual({
      page: 1,
      user: 'Alice',
      q: '12',
    });
    expect(searchOf(listTransactionsQuery, { keep: { page: 1 } })({ user: 'Alice', q: 12 })).toEqual({ page: 1 });
  });

  it('keeps a page from 1 when asked to, and a known section', () => {
    const search = searchOf(listConfigurationAuditQuery, { keep: { page: 1 } });
    expect(search({ page: 3, section: 'visa' })).toEqual({ page: 3, section: 'visa' });
    expect(search({ page: 0, section: 'nothing' })).toEqual({ page: 1 });
    expect(search({ page: '2.5' })).toEqual({ page: 1 });
    expect(search({})).toEqual({ page: 1 });
  });

  it('leaves out the contract\u2019s defaults and the page size', () => {
    const search = searchOf(listUsersQuery);
    expect(search({ page: 1, sort: 'uid', pageSize: 50, q: 'demo' })).toEqual({ q: 'demo' });
    expect(search({ page: '2', sort: '-uid', status: 'inactive', role: 'root' })).toEqual({
      page: 2,
      sort: '-uid',
      status: 'inactive',
    });
  });

  it('leaves out the route\u2019s own default, which `all` lifts', () => {
    const search = searchOf(listWithdrawalRequestsQuery, { defaults: { status: 'pending' } });
    expect(search({ status: 'pending', asset: 'USDT' })).toEqual({ asset: 'USDT' });
    expect(search({ status: 'all' })).toEqual({ status: 'all' });
    expect(search({ status: 'sent' })).toEqual({ status: 'sent' });
    expect(search({ status: 'lost' })).toEqual({});
    // `all` means nothing for a parameter without a route default.
    expect(search({ asset: 'all' })).toEqual({});
  });
});
