import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade, withdrawal } from './performance.test-helpers.js';
import { lastTradingDayOf, yearlyReturnsOf } from './report-summaries.js';

describe('yearlyReturnsOf', () => {
  it('chains the months of the worked example (docs/metrics.md): January -8.04 %, February +10 %', () => {
    // (1 - 0.0804) x (1 + 0.1) - 1 = 0.9196 x 1.1 - 1 = 0.01156; profit -1320 + 1800 = 480
    expect(
      yearlyReturnsOf([
        { month: '2026-01', return: -0.0804, profit: '-1320' },
        { month: '2026-02', return: 0.1, profit: '1800' },
      ]),
    ).toEqual([{ year: '2026', return: 0.01156, profit: '480', months: 2 }]);
  });

  it('splits a report across New Year, in order, whatever order the months came in', () => {
    // 2025: (1.1 x 0.9) - 1 = -0.01; 2026: 0.05
    expect(
      yearlyReturnsOf([
        { month: '2026-01', return: 0.05, profit: '50' },
        { month: '2025-12', return: -0.1, profit: '-110' },
        { month: '2025-11', return: 0.1, profit: '100' },
      ]),
    ).toEqual([
      { year: '2025', return: -0.01, profit: '-10', months: 2 },
      { year: '2026', return: 0.05, profit: '50', months: 1 },
    ]);
  });

  it('has no year without months', () => {
    expect(yearlyReturnsOf([])).toEqual([]);
  });

  it("equals a single-year report's rate of return (the whole history chained)", () => {
    const report = computePerformance(
      [
        trade({
          ticket: '1',
          open: '2026-01-02T08:00:00.000Z',
          close: '2026-01-02T10:00:00.000Z',
          profit: '1000',
        }),
        trade({
          ticket: '2',
          open: '2026-02-05T09:00:00.000Z',
          close: '2026-02-05T15:00:00.000Z',
          profit: '-500',
        }),
        trade({
          ticket: '3',
          open: '2026-03-09T12:00:00.000Z',
          close: '2026-03-09T13:00:00.000Z',
          profit: '700',
        }),
      ],
      [
        deposit('D1', '2026-01-01T00:00:00.000Z', '10000'),
        withdrawal('W1', '2026-02-10T00:00:00.000Z', '2000'),
      ],
      '2026-03-31T00:00:00.000Z',
      { platform: 'BINANCE' },
    );
    const [year] = yearlyReturnsOf(report.monthlyReturns);
    expect(year?.return).toBeCloseTo(report.rateOfReturn ?? Number.NaN, 5);
    expect(year?.profit).toBe(report.profit);
  });
});

describe('lastTradingDayOf', () => {
  const day = (date: string, profit: string) => ({
    date,
    profit,
    cumulativeProfit: '0',
    equity: '0',
    dailyReturn: 0,
  });

  it('is the last day whose trading result was not 0', () => {
    expect(
      lastTradingDayOf([day('2026-01-01', '0'), day('2026-01-02', '-12.5'), day('2026-01-03', '0')]),
    ).toBe('2026-01-02');
  });

  it('reaches back to the first day of the series', () => {
    expect(
      lastTradingDayOf([day('2026-01-01', '0.01'), day('2026-01-02', '0'), day('2026-01-03', '0')]),
    ).toBe('2026-01-01');
  });

  it('is null for a series of quiet days, or none', () => {
    expect(lastTradingDayOf([day('2026-01-01', '0')])).toBeNull();
    expect(lastTradingDayOf([])).toBeNull();
  });
});
