import { describe, expect, it } from 'vitest';
import { validateTransactionSearch } from './transaction-search.ts';

describe('validateTransactionSearch', () => {
  it('keeps what the contract accepts and drops the rest', () => {
    expect(
      validateTransactionSearch(
        { page: '2', type: 'swap', asset: 'btc', status: 'completed', from: '2026-11-31', to: '2026-11-30', q: 'x' },
        'member',
      ),
    ).toEqual({ page: 2, type: 'swap', status: 'completed', to: '2026-11-30' });
  });

  it('keeps the administrators’ filters for their scope only', () => {
    expect(validateTransactionSearch({ user: 'Alice', q: 12 }, 'admin')).toEqual({ page: 1, user: 'Alice', q: '12' });
    expect(validateTransactionSearch({ user: 'Alice', q: 12 }, 'member')).toEqual({ page: 1 });
  });
});
