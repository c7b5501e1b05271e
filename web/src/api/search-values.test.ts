import { describe, expect, it } from 'vitest';
import { getAccountingQuery, getUserWalletsPath, listAllTransactionsQuery } from './generated/parameters.ts';
import { accepted } from './search-values.ts';

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
