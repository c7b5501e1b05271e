import { describe, expect, it } from 'vitest';
import { projectedReward } from './projection.ts';

describe('projectedReward', () => {
  it('pays each day rounded down, as the platform does', () => {
    // 1,000 USDT at 4 % ÷ 365 (0.01095890 % a day) for 90 days: 0.109589 a day.
    expect(projectedReward('1000', 6, '0.01095890', 90)).toBe('9.863010');
    expect(projectedReward('100', 8, '0.03287671', 365)).toBe('11.99999915');
  });

  it('says nothing for what is not an amount yet', () => {
    expect(projectedReward('', 6, '0.01', 90)).toBeNull();
    expect(projectedReward('12,5', 6, '0.01', 90)).toBeNull();
  });
});
