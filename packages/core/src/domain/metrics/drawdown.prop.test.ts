import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxDrawdown } from './drawdown.js';

const equityArb = fc.array(fc.double({ min: -1e6, max: 1e9, noNaN: true }), { maxLength: 60 });

describe('maxDrawdown properties', () => {
  it('is a fraction in [0, 1]', () => {
    fc.assert(
      fc.property(equityArb, (equity) => {
        const drawdown = maxDrawdown(equity);
        expect(drawdown).toBeGreaterThanOrEqual(0);
        expect(drawdown).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is 0 for a series that never falls', () => {
    fc.assert(
      fc.property(equityArb, (equity) => {
        expect(maxDrawdown([...equity].sort((a, b) => a - b))).toBe(0);
      }),
    );
  });

  it('does not change when the series is scaled by a positive factor', () => {
    const positiveArb = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), { maxLength: 60 });
    fc.assert(
      fc.property(positiveArb, fc.double({ min: 1e-3, max: 1e3, noNaN: true }), (equity, k) => {
        expect(maxDrawdown(equity.map((v) => v * k))).toBeCloseTo(maxDrawdown(equity), 9);
      }),
    );
  });

  it('is at least the fall between any earlier and later point', () => {
    const positiveArb = fc.array(fc.double({ min: 1, max: 1e6, noNaN: true }), {
      minLength: 2,
      maxLength: 30,
    });
    fc.assert(
      fc.property(positiveArb, (equity) => {
        const drawdown = maxDrawdown(equity);
        equity.forEach((earlier, i) =>
          equity.slice(i + 1).forEach((later) => {
            expect(drawdown).toBeGreaterThanOrEqual((earlier - later) / earlier - 1e-12);
          }),
        );
      }),
    );
  });
});
