import {
  yearlyReturnsOf,
  type DailyProfit,
  type DecimalString,
  type FollowersPoint,
  type MonthlyReturn,
  type SymbolPerformance,
  type YearlyReturn,
} from '@signal-portal/core';

// The series the detail page's charts draw, from the stored report. Pure and framework-free. The
// business figures come from the core (returns, drawdown ratio, monthly and yearly returns); what is
// computed here only places them on a chart: the daily returns chained into a growth curve and its
// distance from the running peak (the underwater curve). Money stays a decimal string beside the
// number a chart needs, so tables print the exact amount.

export const CHART_RANGES = ['1M', '3M', '6M', '1Y', 'ALL'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** Days each range looks back from the last day of the series, that day included. */
const RANGE_DAYS: Readonly<Record<ChartRange, number>> = {
  '1M': 30,
  '3M': 91,
  '6M': 182,
  '1Y': 365,
  ALL: Number.POSITIVE_INFINITY,
};

const DAY_MS = 86_400_000;
const epochDay = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00.000Z`) / DAY_MS);

export interface GrowthPoint {
  /** YYYY-MM-DD, UTC. */
  readonly date: string;
  /** The time-weighted growth since the first day shown, a fraction (deposits and withdrawals excluded). */
  readonly growth: number;
  /** The fall from the highest growth so far, a fraction <= 0 (0 at a new peak). */
  readonly drawdown: number;
  /** The balance at the end of the day, deposits and withdrawals included. */
  readonly equity: DecimalString;
}

/**
 * The growth curve and the underwater curve of the daily series: the daily returns chained into an
 * index (1 before the first day), the growth its distance from 1, the drawdown its distance from its
 * running peak. Daily closes only, so a fall inside a day that recovered the same day is not seen
 * here (the report's max drawdown ratio is measured after every trade).
 */
export const growthPoints = (days: readonly DailyProfit[]): GrowthPoint[] => {
  let index = 1;
  let peak = 1;
  return days.map((day) => {
    index = Math.max(0, index * (1 + day.dailyReturn));
    peak = Math.max(peak, index);
    return {
      date: day.date,
      growth: index - 1,
      drawdown: peak > 0 ? Math.min(0, index / peak - 1) : 0,
      equity: day.equity,
    };
  });
};

/** The points of the last `range` days of a dated series (all of them for ALL). */
export const lastDays = <T extends { readonly date: string }>(
  points: readonly T[],
  range: ChartRange,
): T[] => {
  const last = points.at(-1);
  if (last === undefined) return [];
  const first = epochDay(last.date) - RANGE_DAYS[range] + 1;
  return points.filter((point) => epochDay(point.date) >= first);
};

/**
 * The growth curve of a range, measured from the range's start (1M shows the growth of that month);
 * the underwater curve keeps the all-time peak, so a fall that began before the range still shows.
 */
export const growthInRange = (points: readonly GrowthPoint[], range: ChartRange): GrowthPoint[] => {
  const shown = lastDays(points, range);
  const before = points[points.length - shown.length - 1];
  const base = before === undefined ? 1 : 1 + before.growth;
  return shown.map((point) => ({ ...point, growth: base > 0 ? (1 + point.growth) / base - 1 : 0 }));
};

export interface ProfitBar {
  readonly date: string;
  readonly profit: DecimalString;
  /** For drawing only. */
  readonly value: number;
}

export const dailyProfitBars = (days: readonly DailyProfit[]): ProfitBar[] =>
  days.map((day) => ({ date: day.date, profit: day.profit, value: Number(day.profit) }));

export interface MonthlyRow {
  readonly year: string;
  /** January..December: the month's return, or null when the report does not cover it. */
  readonly months: readonly (MonthlyReturn | null)[];
  readonly total: YearlyReturn;
}

/** The year x month table, newest year first, with the core's yearly totals. */
export const monthlyRows = (monthly: readonly MonthlyReturn[]): MonthlyRow[] =>
  yearlyReturnsOf(monthly)
    .map((total) => ({
      year: total.year,
      months: Array.from(
        { length: 12 },
        (_, month) =>
          monthly.find((entry) => entry.month === `${total.year}-${String(month + 1).padStart(2, '0')}`) ??
          null,
      ),
      total,
    }))
    .reverse();

export interface SymbolBar extends SymbolPerformance {
  /** The profit, for drawing only. */
  readonly value: number;
}

/** Symbols by profit, largest first, as the bar chart lists them. */
export const symbolBars = (symbols: readonly SymbolPerformance[]): SymbolBar[] =>
  symbols.map((symbol) => ({ ...symbol, value: Number(symbol.profit) })).sort((a, b) => b.value - a.value);

export interface FollowersChartPoint extends FollowersPoint {
  /** The invested fund, for drawing only. */
  readonly investmentValue: number;
}

export const followersPoints = (points: readonly FollowersPoint[]): FollowersChartPoint[] =>
  points.map((point) => ({ ...point, investmentValue: Number(point.investment) }));
