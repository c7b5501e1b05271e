import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, formatUsd, fromUnits, isZero, multiplyAmounts, toUnits } from './money.ts';

describe('money', () => {
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

  it('writes dollars with cents in both languages', () => {
    expect(formatUsd('2250', 'en')).toBe('$2,250.00');
    expect(formatUsd('2250.5', 'fr').replace(/[\u202f\u00a0]/g, ' ')).toBe('2 250,50 $US');
  });

  it('prices an amount exactly, cut to the cent', () => {
    expect(multiplyAmounts('1000.5', '1.00', 2)).toBe('1000.50');
    expect(multiplyAmounts('0.12345678', '91234.56', 2)).toBe('11263.52');
    expect(multiplyAmounts('3', '0.5', 2)).toBe('1.50');
  });
});
