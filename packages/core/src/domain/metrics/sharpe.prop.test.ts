import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureSharpeRatio } from './sharpe.js';

// Period returns as they occur: subnormal magnitudes (below 1e-300) lose digits when multiplied,
// so scale invariance cannot hold for them and no account ever returns that little.
const periodReturnArb = fc.double({ min: -1, max: 5, noNaN: true }).map((r) => (Math.abs(r) < 1e-12 ? 0 : r));
const returnsArb = fc.array(periodReturnArb, { maxLength: 80 });
const periodsArb = fc.constantFrom(252, 365);

describe('sharpeRatio properties', () => {
  it('is finite or absent with a reason, for any finite returns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e200, max: 1e200, noNaN: true })),
        periodsArb,
        (returns, periods) => {
          const measured = measureSharpeRatio(returns, periods);
          if (measured.present) expect(Number.isFinite(measured.value)).toBe(true);
          else expect(['NO_VARIANCE', 'OUT_OF_RANGE']).toContain(measured.reason);
        },
      ),
    );
  });

  it('does not change when every return is scaled by a positive factor, and flips sign with a negative one', () => {
    fc.assert(
      fc.property(
        returnsArb,
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        periodsArb,
        (returns, k, periods) => {
          const original = measureSharpeRatio(returns, periods);
          const scaled = measureSharpeRatio(
            returns.map((r) => r * k),
            periods,
          );
          const flipped = measureSharpeRatio(
            returns.map((r) => -r),
            periods,
          );
          fc.pre(original.present && scaled.present && flipped.present);
          if (!(original.present && scaled.present && flipped.present)) return;
          const tolerance = 1e-9 * Math.max(1, Math.abs(original.value));
          expect(Math.abs(scaled.value - original.value)).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(flipped.value + original.value)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('grows with the square root of the periods per year', () => {
    fc.assert(
      fc.property(returnsArb, (returns) => {
        const daily = measureSharpeRatio(returns, 365);
        const once = measureSharpeRatio(returns, 1);
        fc.pre(daily.present && once.present);
        if (!(daily.present && once.present)) return;
        expect(daily.value).toBeCloseTo(once.value * Math.sqrt(365), 6);
      }),
    );
  });
});
