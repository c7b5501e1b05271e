import { describe, expect, it } from 'vitest';
import { formatNumber } from './format.ts';
import { formatDecimal, parseAmount } from './parse-amount.ts';
import { plain } from '../test/text.ts';

describe('formatDecimal', () => {
  it.each([
    ['10000.00', '10 000,00', '10,000.00'],
    ['0.5', '0,5', '0.5'],
    ['1234567.123456', '1 234 567,123456', '1,234,567.123456'],
    ['42', '42', '42'],
  ])('%j reads %j in French and %j in English, every decimal kept', (value, fr, en) => {
    expect(plain(formatDecimal(value, 'fr'))).toBe(fr);
    expect(formatDecimal(value, 'en')).toBe(en);
  });

  it('leaves what is not an amount as it is', () => {
    expect(formatDecimal('-5', 'fr')).toBe('-5');
    expect(formatDecimal('abc', 'en')).toBe('abc');
    expect(formatDecimal('', 'fr')).toBe('');
  });
});

describe('parseAmount', () => {
  it.each([
    ['10 000,00', 'fr', '10000.00'],
    ['10\u202f000,00', 'fr', '10000.00'],
    ['10000.5', 'fr', '10000.5'],
    [',5', 'fr', '0.5'],
    ['12,', 'fr', '12'],
    ['007', 'fr', '7'],
    ['10,000.00', 'en', '10000.00'],
    ['1,234,567.5', 'en', '1234567.5'],
    ['12,5', 'en', '12.5'],
    ['10000.00', 'en', '10000.00'],
  ] as const)('%j in %s is %j', (input, language, expected) => {
    expect(parseAmount(input, language)).toBe(expected);
  });

  it.each(['', 'abc', '-5', '1e3', '1.2.3', '1,2,3', '10,000,00'])('%j is not an amount', (input) => {
    expect(parseAmount(input, 'fr')).toBeNull();
    expect(parseAmount(input, 'en')).toBeNull();
  });

  it('cuts the decimals beyond those given, never rounding up', () => {
    expect(parseAmount('3,999', 'fr', 2)).toBe('3.99');
    expect(parseAmount('3.999', 'en', 0)).toBe('3');
  });

  it('reads back what the formatter writes, both ways, in both languages', () => {
    for (const value of ['10000.00', '0.000001', '987654321.12345678', '5']) {
      for (const language of ['fr', 'en'] as const) {
        expect(parseAmount(formatDecimal(value, language), language)).toBe(value);
      }
    }
  });

  it('is the inverse of the one amount formatter', () => {
    expect(parseAmount(formatNumber('2250.5', 'fr', 2, { minimumDecimals: 2 }), 'fr')).toBe('2250.50');
    expect(plain(formatNumber('2250.5', 'fr', 2, { minimumDecimals: 2, currency: 'USD' }))).toBe('2 250,50 $US');
    expect(formatNumber('0.1', 'en', 8, { minimumDecimals: 2, currency: 'USD' })).toBe('$0.10');
  });
});
