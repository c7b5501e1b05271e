import { describe, expect, it } from 'vitest';
import { fromDescriptor, toDescriptor } from './use-list-sort.ts';

describe('a list’s order in the address', () => {
  it('reads and writes the API’s form, `-` for the other way', () => {
    expect(toDescriptor('-created_at')).toEqual({ column: 'created_at', direction: 'descending' });
    expect(toDescriptor('amount')).toEqual({ column: 'amount', direction: 'ascending' });
    expect(fromDescriptor({ column: 'created_at', direction: 'descending' })).toBe('-created_at');
    expect(fromDescriptor({ column: 'email', direction: 'ascending' })).toBe('email');
  });
});
