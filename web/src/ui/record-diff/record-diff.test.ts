import { describe, expect, it } from 'vitest';
import { diffRecords } from './record-diff.ts';

describe('diffRecords', () => {
  it('lists only the values that changed, down to the field of a row', () => {
    const pair = { from: 'USDT', to: 'KNT', min_amount: '10', enabled: true };
    expect(
      diffRecords(
        { fee_percent: '0.50', pairs: [pair], shipping_countries: ['FR'] },
        { fee_percent: '0.50', pairs: [{ ...pair, min_amount: '20' }], shipping_countries: ['FR', 'BE'] },
      ),
    ).toEqual([
      { path: ['pairs', 0, 'min_amount'], before: '10', after: '20' },
      { path: ['shipping_countries'], before: ['FR'], after: ['FR', 'BE'] },
    ]);
  });

  it('shows each field of an added row against nothing', () => {
    expect(diffRecords({ tiers: [] }, { tiers: [{ name: 'Gold', price: '99.00' }] })).toEqual([
      { path: ['tiers', 0, 'name'], before: undefined, after: 'Gold' },
      { path: ['tiers', 0, 'price'], before: undefined, after: '99.00' },
    ]);
  });
});
