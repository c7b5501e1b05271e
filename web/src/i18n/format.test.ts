import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatNumber, formatPercent, formatUsd } from './format.ts';

// French groups thousands with a narrow no-break space (U+202F) and puts a no-break space before %.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('writes French numbers in French and English ones in English', () => {
    expect(formatNumber(1234567.5, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,5`);
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('keeps 6 decimals by default, or the number it is given', () => {
    expect(formatNumber('0.123456789', 'fr')).toBe('0,123457');
    expect(formatNumber('0.1234', 'en', 2)).toBe('0.12');
  });

  it('formats decimal strings from their digits', () => {
    expect(formatNumber('12345678901234567.123456', 'en')).toBe('12,345,678,901,234,567.123456');
  });
});

describe('formatAmount', () => {
  it('writes exactly the asset’s decimals, in French and in English', () => {
    expect(formatAmount('1.5', 4, 'fr')).toBe('1,5000');
    expect(formatAmount('1.5', 4, 'en')).toBe('1.5000');
    expect(formatAmount('1000.000000', 6, 'fr')).toBe(`1${NNBSP}000,000000`);
    expect(formatAmount('0.00000001', 8, 'en')).toBe('0.00000001');
    expect(formatAmount('21000000', 8, 'en')).toBe('21,000,000.00000000');
    expect(formatAmount('12', 0, 'fr')).toBe('12');
  });

  it('never takes the decimals from the string: without the asset’s, at most the spec’s default of 6', () => {
    expect(formatAmount('100.000000', undefined, 'fr')).toBe('100');
    expect(formatAmount('0.1234567', undefined, 'en')).toBe('0.123456');
    expect(formatAmount('100', 6, 'en')).toBe('100.000000');
  });

  it('cuts what is past the shown decimals, so a balance never reads as more than is there', () => {
    expect(formatAmount('0.999999', 2, 'en')).toBe('0.99');
    expect(formatAmount('1.4794515', 4, 'fr')).toBe('1,4794');
    expect(formatAmount('-0.999', 2, 'en')).toBe('-0.99');
  });

  it('keeps the sign of a signed amount (the sum of postings)', () => {
    expect(formatAmount('-0.5', 2, 'en')).toBe('-0.50');
  });
});

describe('formatUsd', () => {
  it('writes dollars with cents in both languages', () => {
    expect(formatUsd('2250', 'en')).toBe('$2,250.00');
    expect(formatUsd('2250.5', 'fr')).toBe(`2${NNBSP}250,50${NBSP}$US`);
  });
});

describe('formatPercent', () => {
  it('rounds to 2 decimals', () => {
    expect(formatPercent(12.3456, 'fr')).toBe(`12,35${NBSP}%`);
    expect(formatPercent('12.3456', 'en')).toBe('12.35%');
    expect(formatPercent(10, 'en')).toBe('10%');
  });
});

describe('formatDate', () => {
  it('shows day, short month and year in the chosen language', () => {
    expect(formatDate('2026-11-20T10:15:00Z', 'fr')).toBe('20 nov. 2026');
    expect(formatDate('2026-11-20T10:15:00Z', 'en')).toBe('Nov 20, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 4, 1, 12)), 'fr')).toBe('1 mai 2026');
  });
});
