import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from './money.ts';

describe('booster amounts', () => {
  it('compares and subtracts USDT amounts exactly, in millionths', () => {
    expect(toUnits('500.000000') - toUnits('100')).toBe(400_000_000n);
    expect(toUnits('0.1') + toUnits('0.2')).toBe(toUnits('0.3'));
    expect(toUnits('2500.5')).toBeGreaterThan(toUnits('2500.499999'));
    expect(fromUnits(toUnits('10000') - toUnits('2500.25'))).toBe('7499.750000');
    expect(fromUnits(-1_500_000n)).toBe('-1.500000');
  });
});
