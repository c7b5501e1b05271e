import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, formatUsdt } from './format.ts';

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

describe('formatUsdt', () => {
  it('writes every decimal USDT has, and none that is zero, as the wallets do', () => {
    expect(formatUsdt('1000.000000', 'fr')).toBe(`1${NNBSP}000`);
    expect(formatUsdt('1000', 'en')).toBe('1,000');
    expect(formatUsdt('0.123456', 'fr')).toBe('0,123456');
    expect(formatUsdt('12.50', 'en')).toBe('12.5');
  });

  it('reads a bigint as millionths of a USDT', () => {
    expect(formatUsdt(400_000_000n, 'fr')).toBe('400');
    expect(formatUsdt(1n, 'en')).toBe('0.000001');
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
