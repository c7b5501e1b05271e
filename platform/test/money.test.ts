import { describe, expect, it } from 'vitest';
import { parseUnits } from '../src/money.ts';

describe('parseUnits', () => {
  it('reads a decimal in the asset’s smallest unit, exactly', () => {
    expect(parseUnits('12.5', 6, 'amount', 'USDT')).toBe(12_500_000n);
    expect(parseUnits('9223372036854.775807', 6, 'amount', 'USDT')).toBe(2n ** 63n - 1n);
  });

  it('refuses, naming the field, an amount no 64-bit column can keep', () => {
    // 10^13 USDT is 10^19 units: over 2^63 - 1, which both engines' bigint columns hold at most.
    expect(() => parseUnits('10000000000000', 6, 'price', 'USDT')).toThrow('price is too large');
    expect(() => parseUnits('9223372036854.775808', 6, 'amount', 'USDT')).toThrow('amount is too large');
  });
});
