import { describe, expect, it } from 'vitest';
import { maxDrawdown } from './drawdown.js';
import { computePerformance } from './performance.js';
import { deposit, trade } from './performance.test-helpers.js';

const NOW = '2026-03-31T00:00:00.000Z';

describe('a history with two peaks', () => {
  it('maxDrawdown keeps the larger of the two falls', () => {
    // peak 120 -> 90: 30 / 120 = 0.25; then peak 130 -> 91: 39 / 130 = 0.3
    expect(maxDrawdown([100, 120, 90, 130, 91, 140])).toBeCloseTo(0.3, 12);
  });

  it('maxDrawdown counts no fall while the peak is not positive (nothing to lose yet), and a fall below 0 as 1', () => {
    expect(maxDrawdown([0, -10])).toBe(0);
    expect(maxDrawdown([-5, -2, -40, 0, -1])).toBe(0);
    expect(maxDrawdown([-5, 10, -10])).toBe(1);
    expect(maxDrawdown([100, 100, 80])).toBeCloseTo(0.2, 12);
  });

  it('maxDrawdown refuses an equity that is not a finite number, naming it', () => {
    expect(() => maxDrawdown([100, Number.NaN])).toThrow(
      new RangeError('maxDrawdown(): NaN is not a finite equity'),
    );
    expect(() => maxDrawdown([Number.POSITIVE_INFINITY])).toThrow(
      new RangeError('maxDrawdown(): Infinity is not a finite equity'),
    );
  });

  it('computePerformance measures the fall of the index and of the cumulative result', () => {
    // balance  1000 -> 1200 -> 900 -> 1300 -> 910 -> 1400
    // index    1    -> 1.2  -> 0.9 -> 1.3  -> 0.91 -> 1.4   (each trade: 1 + profit / balance before)
    // cumulative result 0 -> 200 -> -100 -> 300 -> -90 -> 400
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '200' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '-300' }),
        trade({ ticket: 'c', close: '2026-03-04T10:00:00.000Z', profit: '400' }),
        trade({ ticket: 'd', close: '2026-03-05T10:00:00.000Z', profit: '-390' }),
        trade({ ticket: 'e', close: '2026-03-06T10:00:00.000Z', profit: '490' }),
      ],
      [deposit('D', '2026-03-01T00:00:00.000Z', '1000')],
      NOW,
    );
    // index: first fall (1.2 - 0.9) / 1.2 = 0.25, second (1.3 - 0.91) / 1.3 = 0.3
    expect(report.drawdownRatio).toBe(0.3);
    // money: first fall 200 - (-100) = 300, second 300 - (-90) = 390
    expect(report.drawdown).toBe('390');
    expect(report.rateOfReturn).toBe(0.4); // 1.4 - 1
    expect(report.recoveryFactor).toBe(1.025641); // 400 / 390
  });

  it('counts the starting capital as the first peak', () => {
    // 1000 -> 900 -> 1400: the fall happens before any gain, from the deposit itself
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '-100' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '500' }),
      ],
      [deposit('D', '2026-03-01T00:00:00.000Z', '1000')],
      NOW,
    );
    expect(report.drawdownRatio).toBe(0.1); // (1 - 0.9) / 1
    expect(report.drawdown).toBe('100'); // 0 - (-100)
    expect(maxDrawdown([1000, 900, 1400])).toBeCloseTo(0.1, 12);
  });
});
