import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../shared/money.js';
import { minimumInvestmentFor, validateFollowSetting } from './follow-setting.rules.js';

const drawdown = fc.integer({ min: 0, max: 10_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));

describe('follow setting properties', () => {
  it('an accepted minimum is whole, at least 100 and at least 5% of the max drawdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), drawdown, (min, maxDrawdown) => {
        const result = validateFollowSetting(
          { investmentMin: String(min), investmentMax: '1000000', profitSharePercent: '10' },
          { maxDrawdown },
        );
        const allowed = min >= 100 && dec(min).greaterThanOrEqualTo(dec(maxDrawdown).times('0.05'));
        expect(result.error).toBe(!allowed);
      }),
    );
  });

  it('minimumInvestmentFor gives the least accepted whole minimum', () => {
    fc.assert(
      fc.property(drawdown, (maxDrawdown) => {
        const least = minimumInvestmentFor(maxDrawdown);
        const validate = (investmentMin: string) =>
          validateFollowSetting(
            { investmentMin, investmentMax: '1000000', profitSharePercent: '0' },
            { maxDrawdown },
          );
        if (dec(least).lessThanOrEqualTo(1_000_000)) expect(validate(least).error).toBe(false);
        expect(validate(dec(least).minus(1).toFixed()).error).toBe(true);
      }),
    );
  });

  it('a minimum with a non-zero fraction is never accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999_999 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        const investmentMin = `${whole}.${String(cents).padStart(2, '0')}`;
        const result = validateFollowSetting(
          { investmentMin, investmentMax: '1000000', profitSharePercent: '10' },
          { maxDrawdown: '0' },
        );
        expect(result).toEqual({ error: true, value: 'INVESTMENT_MIN_NOT_WHOLE' });
      }),
    );
  });

  it('an accepted setting always has min <= max <= 1,000,000 and 0 <= percent <= 100', () => {
    const amount = fc.integer({ min: 0, max: 200_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));
    const whole = fc.integer({ min: 0, max: 2_000_000 }).map(String);
    const percent = fc.integer({ min: -1000, max: 11000 }).map((c) => dec(c).dividedBy(100).toFixed());
    fc.assert(
      fc.property(
        whole,
        amount,
        percent,
        drawdown,
        (investmentMin, investmentMax, profitSharePercent, maxDrawdown) => {
          const result = validateFollowSetting(
            { investmentMin, investmentMax, profitSharePercent },
            { maxDrawdown },
          );
          if (result.error) return;
          const v = result.value;
          expect(dec(v.investmentMin).lessThanOrEqualTo(dec(v.investmentMax))).toBe(true);
          expect(dec(v.investmentMax).lessThanOrEqualTo(1_000_000)).toBe(true);
          expect(dec(v.profitSharePercent).greaterThanOrEqualTo(0)).toBe(true);
          expect(dec(v.profitSharePercent).lessThanOrEqualTo(100)).toBe(true);
          expect(validateFollowSetting(v, { maxDrawdown })).toEqual(result);
        },
      ),
    );
  });
});
