import { describe, expect, it } from 'vitest';
import { formatUsd } from './money.ts';

describe('money as the pages show it', () => {
  it('writes dollars with cents in both languages', () => {
    expect(formatUsd('2250', 'en')).toBe('$2,250.00');
    expect(formatUsd('2250.5', 'fr').replace(/[\u202f\u00a0]/g, ' ')).toBe('2 250,50 $US');
  });
});
