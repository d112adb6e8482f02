import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../shared/money.js';
import { minimumInvestmentFor, validateFollowSetting } from './follow-setting.rules.js';

const drawdown = fc.integer({ min: 0, max: 10_000_000 }).map((c) => dec(c).dividedBy(100).toFixed(2));
const cents = (min: number, max: number) =>
  fc.integer({ min, max }).map((c) => dec(c).dividedBy(100).toFixed(2));

/**
 * Settings aimed at the bounds, built from the spec's figures rather than the rules' constants
 * (min whole and at least max(100, 5% of the drawdown), min <= max <= 1,000,000, percent in
 * [0, 100]): half inside every bound, half with one field exactly at a bound or one unit past it.
 * About three in four are accepted, so a property about accepted settings asserts in most runs
 * (uniform inputs reach it in 2-7 of 100), and the values one unit past a bound, the ones a
 * loosened rule would let through, come up in nearly every run of 100.
 */
const nearBoundsSettingInput = drawdown.chain((maxDrawdown) => {
  const least = Math.max(100, dec(maxDrawdown).times('0.05').ceil().toNumber());
  // In whole units, cents and hundredths of a percent, so each bound is an integer.
  const inside = fc.integer({ min: least, max: 1_000_000 }).chain((min) =>
    fc.record({
      min: fc.constant(min),
      maxCents: fc.integer({ min: min * 100, max: 100_000_000 }),
      percentHundredths: fc.integer({ min: 0, max: 10_000 }),
    }),
  );
  const atOneEdge = inside.chain((s) =>
    fc.oneof(
      fc.constantFrom(least - 1, least).map((min) => ({ ...s, min })),
      fc.constantFrom(s.min * 100 - 1, s.min * 100, 100_000_000, 100_000_001).map((maxCents) => ({
        ...s,
        maxCents,
      })),
      fc.constantFrom(-1, 0, 10_000, 10_001).map((percentHundredths) => ({ ...s, percentHundredths })),
    ),
  );
  return fc.oneof(inside, atOneEdge).map(({ min, maxCents, percentHundredths }) => ({
    setting: {
      investmentMin: String(min),
      investmentMax: dec(maxCents).dividedBy(100).toFixed(2),
      profitSharePercent: dec(percentHundredths).dividedBy(100).toFixed(),
    },
    maxDrawdown,
  }));
});

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
    const amount = cents(0, 200_000_000);
    const whole = fc.integer({ min: 0, max: 2_000_000 }).map(String);
    const percent = fc.integer({ min: -1000, max: 11000 }).map((c) => dec(c).dividedBy(100).toFixed());
    // Mostly settings aimed at the bounds; one in ten from the wide ranges, far outside them.
    const anySettingInput = fc.record({
      setting: fc.record({ investmentMin: whole, investmentMax: amount, profitSharePercent: percent }),
      maxDrawdown: drawdown,
    });
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: nearBoundsSettingInput, weight: 9 }, { arbitrary: anySettingInput, weight: 1 }),
        ({ setting, maxDrawdown }) => {
          const result = validateFollowSetting(setting, { maxDrawdown });
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
