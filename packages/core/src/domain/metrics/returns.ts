import { Decimal, ZERO } from '../../shared/money.js';
import { isoMonthOf, isWeekend, returnPeriodOf } from './calendar.js';
import type { DayClose } from './daily-series.js';
import { RunningDrawdown, type RunningDrawdownSnapshot } from './drawdown.js';
import { absentBecause, present, type MetricValue } from './metric-value.js';
import type { MetricAbsenceReason } from './performance.types.js';
import type { ReturnPeriodKind } from './performance-report.types.js';

const ONE = new Decimal(1);
/** Beyond these an index cannot be turned into finite ratios of numbers: the figures are OUT_OF_RANGE. */
const LARGEST_INDEX = new Decimal('1e100');
const SMALLEST_INDEX = new Decimal('1e-100');

/** Where a TimeWeightedIndex stands, as plain JSON (decimals as exact text). */
export interface TimeWeightedIndexSnapshot {
  readonly value: string;
  readonly drawdown: RunningDrawdownSnapshot;
  readonly undefinedReason: MetricAbsenceReason | null;
}

/**
 * The time-weighted equity index: 1 at the first activity, multiplied by (1 + profit / capital) at
 * every instant that closes trades, where capital is the balance just before those trades (after
 * the deposits and withdrawals of the same instant). Cash flows change the capital, never the index,
 * so a deposit is not a gain and a withdrawal is not a loss. The index never goes below 0 (all lost).
 */
export class TimeWeightedIndex {
  private current = ONE;
  private drawdown = new RunningDrawdown(ONE, true);
  private undefinedBecause: MetricAbsenceReason | null = null;

  /** Everything it follows, so that a later pass can go on from here (performance-state.ts). */
  snapshot(): TimeWeightedIndexSnapshot {
    return {
      value: this.current.toString(),
      drawdown: this.drawdown.snapshot(),
      undefinedReason: this.undefinedBecause,
    };
  }

  static restore(snapshot: TimeWeightedIndexSnapshot): TimeWeightedIndex {
    const index = new TimeWeightedIndex();
    index.current = new Decimal(snapshot.value);
    index.drawdown = RunningDrawdown.restore(snapshot.drawdown, true);
    index.undefinedBecause = snapshot.undefinedReason;
    return index;
  }

  applyTrading(profit: Decimal, capital: Decimal): void {
    if (this.undefinedBecause !== null) return;
    if (capital.lessThanOrEqualTo(0)) {
      this.undefinedBecause = 'NO_CAPITAL';
      return;
    }
    const next = Decimal.max(ZERO, this.current.times(ONE.plus(profit.dividedBy(capital))));
    if (next.greaterThan(LARGEST_INDEX) || (next.greaterThan(0) && next.lessThan(SMALLEST_INDEX))) {
      this.undefinedBecause = 'OUT_OF_RANGE';
      return;
    }
    this.current = next;
    this.drawdown.observe(next);
  }

  get value(): Decimal {
    return this.current;
  }

  /** Largest fall of the index from its running peak (1 at the start counts), 0..1. */
  get maxDrawdownRatio(): Decimal {
    return this.drawdown.largestFallRatio;
  }

  /** Why the returns cannot be computed: a trade closed without capital, or the index left its range. */
  get undefinedReason(): MetricAbsenceReason | null {
    return this.undefinedBecause;
  }
}

/** end / start - 1; a start of 0 (everything was lost) cannot move any more, so 0. */
export const growthBetween = (start: Decimal | undefined, end: Decimal): Decimal => {
  const base = start ?? ONE;
  return base.isZero() ? ZERO : end.dividedBy(base).minus(1);
};

/** One return per period (calendar day or weekday, weekends folded into Monday), oldest first. */
export const periodReturns = (days: readonly DayClose[], kind: ReturnPeriodKind): Decimal[] => {
  const returns: Decimal[] = [];
  let periodStartIndex: Decimal | undefined;
  days.forEach((close, position) => {
    const next = days[position + 1];
    const period = returnPeriodOf(close.day, kind);
    if (next !== undefined && returnPeriodOf(next.day, kind) === period) return;
    returns.push(growthBetween(periodStartIndex, close.index));
    periodStartIndex = close.index;
  });
  return returns;
};

export interface WindowReturn {
  /** Time-weighted return over the window, not annualised. */
  readonly growth: Decimal;
  /** The window's trading periods: its days, or its Monday-to-Friday days on WEEKDAY platforms. */
  readonly periods: number;
}

/**
 * Time-weighted return over the last `windowDays` UTC days of the series (now's day and the days
 * before it): index at the end of now's day / index at the end of the day before the window - 1.
 */
export const trailingWindowReturn = (
  days: readonly DayClose[],
  windowDays: number,
  kind: ReturnPeriodKind,
): MetricValue<WindowReturn> => {
  if (days.length < windowDays) return absentBecause('INSUFFICIENT_HISTORY');
  const window = days.slice(days.length - windowDays);
  const last = window[window.length - 1];
  if (last === undefined) return absentBecause('INSUFFICIENT_HISTORY');
  const before = days[days.length - windowDays - 1];
  if (before?.index.isZero()) return absentBecause('NO_CAPITAL');
  const periods =
    kind === 'CALENDAR_DAY' ? windowDays : window.filter((close) => !isWeekend(close.day)).length;
  if (periods === 0) return absentBecause('INSUFFICIENT_HISTORY');
  return present({ growth: growthBetween(before?.index, last.index), periods });
};

/** Simple (not compounded) annualisation: growth * periodsPerYear / periods. */
export const annualise = (window: WindowReturn, periodsPerYear: number): Decimal =>
  window.growth.times(periodsPerYear).dividedBy(window.periods);

export interface MonthClose {
  readonly month: string;
  readonly growth: Decimal;
  readonly profit: Decimal;
}

/** Time-weighted return and trading result of each UTC calendar month of the series. */
export const monthlyGrowth = (days: readonly DayClose[]): MonthClose[] => {
  const months: MonthClose[] = [];
  let monthStartIndex: Decimal | undefined;
  let profit = ZERO;
  days.forEach((close, position) => {
    profit = profit.plus(close.profit);
    const month = isoMonthOf(close.day);
    const next = days[position + 1];
    if (next !== undefined && isoMonthOf(next.day) === month) return;
    months.push({ month, growth: growthBetween(monthStartIndex, close.index), profit });
    monthStartIndex = close.index;
    profit = ZERO;
  });
  return months;
};
