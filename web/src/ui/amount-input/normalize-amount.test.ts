import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../i18n/format.ts';
import { plain } from '../../test/text.ts';
import { formatDecimal, normalizeAmount } from './normalize-amount.ts';

// French groups thousands with a narrow no-break space (U+202F); a paste may bring a no-break space.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatDecimal', () => {
  it.each([
    ['10000.00', '10 000,00', '10,000.00'],
    ['0.5', '0,5', '0.5'],
    ['1234567.123456', '1 234 567,123456', '1,234,567.123456'],
    ['42', '42', '42'],
    ['-1250.5', '-1 250,5', '-1,250.5'],
  ])('%j reads %j in French and %j in English, every decimal kept', (value, fr, en) => {
    expect(plain(formatDecimal(value, 'fr'))).toBe(fr);
    expect(formatDecimal(value, 'en')).toBe(en);
  });

  it('leaves what is not an amount as it is', () => {
    expect(formatDecimal('abc', 'en')).toBe('abc');
    expect(formatDecimal('12,5', 'fr')).toBe('12,5');
    expect(formatDecimal('', 'fr')).toBe('');
  });
});

describe('normalizeAmount', () => {
  it.each([
    ['10 000,00', 'fr', '10000.00'],
    [`1${NNBSP}234${NBSP}567,8`, 'fr', '1234567.8'],
    ['10000.5', 'fr', '10000.5'],
    ['12,5', 'fr', '12.5'],
    [',5', 'fr', '0.5'],
    ['12,', 'fr', '12'],
    ['007', 'fr', '7'],
    ['05,50', 'fr', '5.50'],
    ['10,000.00', 'en', '10000.00'],
    ['1,234,567.5', 'en', '1234567.5'],
    ['12,5', 'en', '12.5'],
    ['10000.00', 'en', '10000.00'],
    ['-5', 'fr', '-5'],
    ['\u22121 250,5', 'fr', '-1250.5'],
  ] as const)('%j in %s is %j', (input, language, expected) => {
    expect(normalizeAmount(input, language)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '12a', '-', ',', '.', '1e3', '1.2.3', '1,2,3', '10,000,00', '5-'])(
    '%j is not a number',
    (input) => {
      expect(normalizeAmount(input, 'fr')).toBeNull();
      expect(normalizeAmount(input, 'en')).toBeNull();
    },
  );

  it('cuts the decimals beyond those given, never rounding up, and keeps them all without', () => {
    expect(normalizeAmount('3,999', 'fr', 2)).toBe('3.99');
    expect(normalizeAmount('3.999', 'en', 0)).toBe('3');
    expect(normalizeAmount('0.123456789', 'en', 6)).toBe('0.123456');
    expect(normalizeAmount('1.23456789', 'fr', 8)).toBe('1.23456789');
    expect(normalizeAmount('12.345', 'fr')).toBe('12.345');
  });

  it('reads back what the formatter writes, both ways, in both languages', () => {
    for (const value of ['10000.00', '0.000001', '987654321.12345678', '5', '-42.5']) {
      for (const language of ['fr', 'en'] as const) {
        expect(normalizeAmount(formatDecimal(value, language), language)).toBe(value);
      }
    }
  });

  it('is the inverse of the one amount formatter', () => {
    expect(normalizeAmount(formatNumber('2250.5', 'fr', 2, { minimumDecimals: 2 }), 'fr')).toBe('2250.50');
    expect(plain(formatNumber('2250.5', 'fr', 2, { minimumDecimals: 2, currency: 'USD' }))).toBe('2 250,50 $US');
    expect(formatNumber('0.1', 'en', 8, { minimumDecimals: 2, currency: 'USD' })).toBe('$0.10');
  });
});
