import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../../shared/money.js';
import { REWARD_TYPES } from '../wallet/wallet.js';
import { allRewards, rewardTotalsOf, type RewardTotal } from './referral.js';

describe('rewardTotalsOf', () => {
  it('answers every reward type in REWARD_TYPES order, a missing one as zero', () => {
    expect(rewardTotalsOf([{ type: 'REWARD_INTRODUCE', count: 2, total: '40' }])).toEqual([
      { type: 'REWARD_REGISTERED', count: 0, total: '0' },
      { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 0, total: '0' },
      { type: 'REWARD_FOLLOWING_REACH_TEN', count: 0, total: '0' },
      { type: 'REWARD_INTRODUCE', count: 2, total: '40' },
    ]);
  });
});

describe('allRewards', () => {
  it('adds decimals exactly', () => {
    expect(
      allRewards([
        { type: 'REWARD_REGISTERED', count: 1, total: '0.1' },
        { type: 'REWARD_INTRODUCE', count: 2, total: '0.2' },
      ]),
    ).toEqual({ count: 3, total: '0.3' });
    expect(allRewards([])).toEqual({ count: 0, total: '0' });
  });

  it('is the sum of the parts, whatever their order', () => {
    const row: fc.Arbitrary<RewardTotal> = fc.record({
      type: fc.constantFrom(...REWARD_TYPES),
      count: fc.nat({ max: 1000 }),
      total: fc
        .tuple(fc.nat({ max: 10 ** 9 }), fc.nat({ max: 10 ** 6 }))
        .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, '0')}`),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const forward = allRewards(rows);
        const backward = allRewards([...rows].reverse());
        expect(backward).toEqual(forward);
        const expected = rows.reduce((sum, r) => sum.plus(dec(r.total)), dec(0));
        expect(dec(forward.total).equals(expected)).toBe(true);
      }),
    );
  });
});
