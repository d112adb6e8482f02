import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money.js';
import { computePerformance } from './performance.js';
import { fundedHistoryArb, historyArb } from './performance.test-helpers.js';
import { lastTradingDayOf, yearlyReturnsOf } from './report-summaries.js';

const monthArb = fc
  .record({
    year: fc.integer({ min: 2020, max: 2027 }),
    month: fc.integer({ min: 1, max: 12 }),
    return: fc.integer({ min: -1_000_000, max: 3_000_000 }).map((micro) => micro / 1_000_000),
    profitCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
  })
  .map((m) => ({
    month: `${m.year}-${String(m.month).padStart(2, '0')}`,
    return: m.return,
    profit: new Decimal(m.profitCents).dividedBy(100).toFixed(),
  }));
const monthsArb = fc.uniqueArray(monthArb, { selector: (m) => m.month, maxLength: 40 });

describe('yearlyReturnsOf properties', () => {
  it('gives each year once, in order, with every month counted once and every profit summed exactly', () => {
    fc.assert(
      fc.property(monthsArb, (months) => {
        const years = yearlyReturnsOf(months);
        expect(years.map((y) => y.year)).toEqual([...new Set(months.map((m) => m.month.slice(0, 4)))].sort());
        expect(years.reduce((n, y) => n + y.months, 0)).toBe(months.length);
        const total = years.reduce((sum, y) => sum.plus(y.profit), new Decimal(0));
        expect(total.equals(months.reduce((sum, m) => sum.plus(m.profit), new Decimal(0)))).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the months', () => {
    fc.assert(
      fc.property(monthsArb, fc.infiniteStream(fc.nat()), (months, seeds) => {
        const shuffled = [...months].sort(() => (seeds.next().value % 3) - 1);
        expect(yearlyReturnsOf(shuffled)).toEqual(yearlyReturnsOf(months));
      }),
    );
  });

  it('is a finite return of at least -100 % for any year', () => {
    fc.assert(
      fc.property(monthsArb, (months) => {
        for (const year of yearlyReturnsOf(months)) {
          expect(Number.isFinite(year.return)).toBe(true);
          expect(year.return).toBeGreaterThanOrEqual(-1);
        }
      }),
    );
  });

  it("chains a computed report's months back to its rate of return when the history fits one year", () => {
    fc.assert(
      fc.property(fundedHistoryArb, (history) => {
        const report = computePerformance(history.trades, history.operations, history.now);
        const years = yearlyReturnsOf(report.monthlyReturns);
        if (report.rateOfReturn === null || years.length !== 1) return;
        // Each month is rounded to 6 places before chaining: a few millionths per month at most.
        expect(Math.abs((years[0]?.return ?? 0) - report.rateOfReturn)).toBeLessThan(
          1e-5 * report.monthlyReturns.length * Math.max(1, 1 + report.rateOfReturn),
        );
      }),
    );
  });
});

describe('lastTradingDayOf properties', () => {
  it('is a day of the series with a non-zero result, and no later day has one', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const report = computePerformance(history.trades, history.operations, history.now);
        const last = lastTradingDayOf(report.profitDatas);
        const traded = report.profitDatas.filter((d) => !new Decimal(d.profit).isZero());
        expect(last).toBe(traded.at(-1)?.date ?? null);
      }),
    );
  });
});
