import { describe, expect, it } from 'vitest';
import { USDT_DECIMALS, addAmounts, compareAmounts, fromUnits, isZero, multiplyAmounts, toUnits } from './decimal.ts';

describe('decimal amounts', () => {
  it('keeps amounts beyond 2^53 exact', () => {
    // 123456789.123456789012345678 ETH in wei does not fit a double.
    expect(toUnits('123456789.123456789012345678', 18)).toBe(123456789123456789012345678n);
    expect(fromUnits(123456789123456789012345678n, 18)).toBe('123456789.123456789012345678');
    expect(addAmounts('9007199254740993.5', '0.5')).toBe('9007199254740994.0');
  });

  it('compares decimals of different precision', () => {
    expect(compareAmounts('20', '20.000000')).toBe(0);
    expect(compareAmounts('1199.000001', '1199')).toBe(1);
    expect(compareAmounts('0.99', '1')).toBe(-1);
    expect(isZero('0.000')).toBe(true);
    expect(toUnits('1,5', 2)).toBeNull();
  });

  it('prices an amount exactly, cut to the cent', () => {
    expect(multiplyAmounts('1000.5', '1.00', 2)).toBe('1000.50');
    expect(multiplyAmounts('0.12345678', '91234.56', 2)).toBe('11263.52');
    expect(multiplyAmounts('3', '0.5', 2)).toBe('1.50');
  });

  it('compares and subtracts USDT amounts exactly, in millionths', () => {
    const usdt = (value: string) => toUnits(value, USDT_DECIMALS)!;
    expect(usdt('500.000000') - usdt('100')).toBe(400_000_000n);
    expect(usdt('0.1') + usdt('0.2')).toBe(usdt('0.3'));
    expect(usdt('2500.5')).toBeGreaterThan(usdt('2500.499999'));
    expect(fromUnits(usdt('10000') - usdt('2500.25'), USDT_DECIMALS)).toBe('7499.750000');
    expect(fromUnits(-1_500_000n, USDT_DECIMALS)).toBe('-1.500000');
  });
});
