import { describe, expect, it } from 'vitest';
import { listBoosterOrdersQuery } from '../../api/generated/parameters.ts';
import { searchOf } from '../../api/search-values.ts';
import { ordersFilters, ordersParams } from './search.ts';

describe('the booster orders list: its address and what it sends', () => {
  const validateSearch = searchOf(listBoosterOrdersQuery);

  it('keeps the filters the contract accepts; the first page needs no place in the address', () => {
    expect(
      validateSearch({ page: '1', user: ' alice ', tier: '3', kind: 'gift', from: '2026-11-01', to: '2026-11-31' }),
    ).toEqual({ user: 'alice', tier: '3', from: '2026-11-01' });
    expect(validateSearch({ page: 2, kind: 'upgrade' })).toEqual({ page: 2, kind: 'upgrade' });
    expect(validateSearch({ page: 0 })).toEqual({});
  });

  it('asks for the first page when the address names none', () => {
    expect(ordersParams({ kind: 'purchase' })).toEqual({ page: 1, pageSize: 20, kind: 'purchase' });
    expect(ordersParams({ page: 3 })).toEqual({ page: 3, pageSize: 20 });
  });

  it('keeps only the start of a range the platform would refuse, in the list and in its CSV', () => {
    const search = { page: 2, from: '2026-11-02', to: '2026-11-01' };
    expect(ordersParams(search)).toEqual({ page: 2, pageSize: 20, from: '2026-11-02' });
    expect(ordersFilters(search)).toEqual({ from: '2026-11-02' });
    expect(ordersFilters({ from: '2026-11-01', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });
});
