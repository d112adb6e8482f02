import { Decimal, ZERO, type DecimalString } from '../../shared/money.js';
import type { DailyProfit } from './performance.types.js';
import type { MonthlyReturn } from './performance-report.types.js';
import { exactDecimalString, roundStatistic } from './rounding.js';

/** One UTC calendar year of a report's monthly returns. */
export interface YearlyReturn {
  /** YYYY. */
  readonly year: string;
  /** The year's months chained: (1 + r1) x (1 + r2) x ... - 1, a fraction rounded to 6 places. */
  readonly return: number;
  /** Net trading result of the trades closed in the year's months: their profits summed, exact. */
  readonly profit: DecimalString;
  /** How many months of the year the report covers (the first and last year may be partial). */
  readonly months: number;
}

const ONE = new Decimal(1);

/**
 * The yearly totals of a monthly returns table. A month's return is I(end of month) / I(end of the
 * previous month) - 1 (docs/metrics.md section 6), so chaining a year's months gives the year's
 * time-weighted return; it is chained in decimal from the months' rounded returns, then rounded
 * like every statistic. Years in order of their first month; months need not be sorted.
 */
export const yearlyReturnsOf = (monthly: readonly MonthlyReturn[]): YearlyReturn[] => {
  const years = new Map<string, { growth: Decimal; profit: Decimal; months: number }>();
  for (const month of [...monthly].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0))) {
    const year = month.month.slice(0, 4);
    const sum = years.get(year) ?? { growth: ONE, profit: ZERO, months: 0 };
    years.set(year, {
      growth: sum.growth.times(ONE.plus(month.return)),
      profit: sum.profit.plus(month.profit),
      months: sum.months + 1,
    });
  }
  return [...years].map(([year, sum]) => ({
    year,
    return: roundStatistic(sum.growth.minus(ONE)),
    profit: exactDecimalString(sum.profit),
    months: sum.months,
  }));
};

/**
 * The spec's "last active time", as far as the daily series tells it: the last UTC day whose trading
 * result was not 0 (YYYY-MM-DD), or null when no day had one. A day of deposits and withdrawals only
 * is not activity; a trade closed at exactly 0 cannot be told from a quiet day here.
 */
export const lastTradingDayOf = (days: readonly DailyProfit[]): string | null => {
  for (let position = days.length - 1; position >= 0; position -= 1) {
    const day = days[position];
    if (day !== undefined && !new Decimal(day.profit).isZero()) return day.date;
  }
  return null;
};
