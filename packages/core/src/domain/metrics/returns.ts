import { isoMonthOf, isWeekend, returnPeriodOf } from './calendar.js';
import { growthBetween, type DaySeries } from './daily-series.js';
import { DoubleDouble, powerOfTen } from './double-double.js';
import { absentBecause, present, type MetricValue } from './metric-value.js';
import type { MinorUnits, UnitsColumn } from './minor-units.js';
import type { MetricAbsenceReason } from './performance.types.js';
import type { ReturnPeriodKind } from './performance-report.types.js';

/** Beyond these an index cannot be turned into finite ratios of numbers: the figures are OUT_OF_RANGE. */
const { hi: LARGEST_HI, lo: LARGEST_LO } = powerOfTen(100);
const { hi: SMALLEST_HI, lo: SMALLEST_LO } = powerOfTen(-100);

/** A double-double as JSON: [hi, lo] (numbers, which JSON carries exactly). */
export type DoubleDoubleSnapshot = readonly [number, number];

/** Where a TimeWeightedIndex stands, as plain JSON. */
export interface TimeWeightedIndexSnapshot {
  readonly value: DoubleDoubleSnapshot;
  readonly peak: DoubleDoubleSnapshot;
  readonly lowSincePeak: DoubleDoubleSnapshot;
  readonly fallRatio: DoubleDoubleSnapshot;
  readonly undefinedReason: MetricAbsenceReason | null;
}

/** Positions of the index's double-doubles (hi, then lo) in its state. */
const VALUE = 0;
const PEAK = 2;
const LOW_SINCE_PEAK = 4;
const FALL_RATIO = 6;
/** The value a step computed, before it is taken. */
const NEXT = 8;
const STATE_LENGTH = 10;
/** 2^27 + 1: splits a double into two halves whose products are exact (Dekker). */
const SPLITTER = 134_217_729;

/**
 * The time-weighted equity index: 1 at the first activity, multiplied by (1 + profit / capital) at
 * every instant that closes trades, where capital is the balance just before those trades (after
 * the deposits and withdrawals of the same instant). Cash flows change the capital, never the index,
 * so a deposit is not a gain and a withdrawal is not a loss. The index never goes below 0 (all lost).
 *
 * A double-double (double-double.ts): the factor is (capital + profit) / capital of two exact
 * integers of minor units, so scaling every amount by the same factor changes no return. Kept in
 * one Float64Array and stepped by straight-line arithmetic: V8 boxes a double in an object field,
 * or passed to or returned from a call it does not inline, and this runs once per instant.
 */
export class TimeWeightedIndex {
  private readonly state = new Float64Array(STATE_LENGTH);
  private undefinedBecause: MetricAbsenceReason | null = null;
  private readonly factor = new DoubleDouble();
  private readonly divisor = new DoubleDouble();
  /** (capital + profit) / capital of the step in progress: [hi, lo]. */
  private readonly quotient = new Float64Array(2);

  constructor() {
    this.state[VALUE] = 1;
    this.state[PEAK] = 1;
    this.state[LOW_SINCE_PEAK] = 1;
  }

  /** The index now. */
  get value(): DoubleDouble {
    return this.read(VALUE);
  }

  /** Largest fall of the index from its running peak (1 at the start counts), 0..1. */
  get maxDrawdownRatio(): DoubleDouble {
    return this.read(FALL_RATIO);
  }

  /** Why the returns cannot be computed: a trade closed without capital, or the index left its range. */
  get undefinedReason(): MetricAbsenceReason | null {
    return this.undefinedBecause;
  }

  private read(at: number): DoubleDouble {
    return new DoubleDouble(this.state[at], this.state[at + 1]);
  }

  /** Everything it follows, so that a later pass can go on from here (performance-state.ts). */
  snapshot(): TimeWeightedIndexSnapshot {
    const part = (at: number): DoubleDoubleSnapshot => [this.state[at] as number, this.state[at + 1] || 0];
    return {
      value: part(VALUE),
      peak: part(PEAK),
      lowSincePeak: part(LOW_SINCE_PEAK),
      fallRatio: part(FALL_RATIO),
      undefinedReason: this.undefinedBecause,
    };
  }

  static restore(snapshot: TimeWeightedIndexSnapshot): TimeWeightedIndex {
    const index = new TimeWeightedIndex();
    index.state.set([...snapshot.value, ...snapshot.peak, ...snapshot.lowSincePeak, ...snapshot.fallRatio]);
    index.undefinedBecause = snapshot.undefinedReason;
    return index;
  }

  /**
   * The index's step at an instant that closes trades: the profit at amounts[profitAt] on the
   * capital at amounts[capitalAt] (positions, not values: see PerformancePass).
   */
  applyTrading<M>(units: MinorUnits<M>, amounts: UnitsColumn<M>, capitalAt: number, profitAt: number): void {
    if (this.undefinedBecause !== null) return;
    const capital = amounts[capitalAt] as M;
    const profit = amounts[profitAt] as M;
    if (units.sign(capital) <= 0) {
      this.undefinedBecause = 'NO_CAPITAL';
      return;
    }
    const after = units.add(capital, profit);
    if (units.sign(after) <= 0) {
      this.state[NEXT] = 0;
      this.state[NEXT + 1] = 0;
      return this.accept();
    }
    const { quotient } = this;
    if (units.exactDoubles) divideDoubles(units.toNumber(after), units.toNumber(capital), quotient);
    else {
      const numerator = units.toDoubleDouble(after, this.factor);
      const denominator = units.toDoubleDouble(capital, this.divisor);
      // Exact doubles too (most bigints are): the same arithmetic as above, to the last bit.
      if (numerator.lo === 0 && denominator.lo === 0) divideDoubles(numerator.hi, denominator.hi, quotient);
      else {
        numerator.divide(denominator);
        quotient[0] = numerator.hi;
        quotient[1] = numerator.lo;
      }
    }
    const quotientHi = quotient[0] ?? 0;
    const quotientLo = quotient[1] ?? 0;
    // value * quotient (QD's double-double product).
    const { state } = this;
    const valueHi = state[VALUE] as number;
    const valueLo = state[VALUE + 1] as number;
    const product = valueHi * quotientHi;
    let t = SPLITTER * valueHi;
    const vHigh = t - (t - valueHi);
    const vLow = valueHi - vHigh;
    t = SPLITTER * quotientHi;
    const qHigh = t - (t - quotientHi);
    const qLow = quotientHi - qHigh;
    const error =
      vHigh * qHigh -
      product +
      vHigh * qLow +
      vLow * qHigh +
      vLow * qLow +
      (valueHi * quotientLo + valueLo * quotientHi);
    const nextHi = product + error;
    const nextLo = error - (nextHi - product);
    state[NEXT] = nextHi;
    state[NEXT + 1] = nextLo;
    this.accept();
  }

  /** Takes the next value (state[NEXT]) unless it leaves the range, and follows its fall from the peak. */
  private accept(): void {
    const { state } = this;
    const hi = state[NEXT] as number;
    const lo = state[NEXT + 1] as number;
    if (
      !Number.isFinite(hi) ||
      hi > LARGEST_HI ||
      (hi === LARGEST_HI && lo > LARGEST_LO) ||
      (hi > 0 && (hi < SMALLEST_HI || (hi === SMALLEST_HI && lo < SMALLEST_LO)))
    ) {
      this.undefinedBecause = 'OUT_OF_RANGE';
      return;
    }
    state[VALUE] = hi;
    state[VALUE + 1] = lo;
    const peakHi = state[PEAK] as number;
    if (hi > peakHi || (hi === peakHi && lo > (state[PEAK + 1] as number))) {
      state[PEAK] = state[LOW_SINCE_PEAK] = hi;
      state[PEAK + 1] = state[LOW_SINCE_PEAK + 1] = lo;
      return;
    }
    // Below the peak, only a new low can be a larger fall from it.
    const lowHi = state[LOW_SINCE_PEAK] as number;
    if (hi > lowHi || (hi === lowHi && lo >= (state[LOW_SINCE_PEAK + 1] as number))) return;
    state[LOW_SINCE_PEAK] = hi;
    state[LOW_SINCE_PEAK + 1] = lo;
    this.measureFall();
  }

  /**
   * At a new low: (peak - low) / peak, at most 1 (the index is never below 0), if the largest yet.
   * A double estimate first (the difference is exact to about 1e-32 of the peak); only a fall
   * that may be the largest is divided in double-double (rarely: the calls allocate).
   */
  private measureFall(): void {
    const { state } = this;
    const peakHi = state[PEAK] as number;
    const peakLo = state[PEAK + 1] as number;
    const lowHi = state[LOW_SINCE_PEAK] as number;
    const lowLo = state[LOW_SINCE_PEAK + 1] as number;
    const estimate = (peakHi - lowHi + (peakLo - lowLo)) / peakHi;
    const largest = state[FALL_RATIO] as number;
    if (estimate < largest - Math.abs(largest) * 1e-12) return;
    const ratio = this.factor
      .set(peakHi, peakLo)
      .add(-lowHi, -lowLo)
      .divide(this.divisor.set(peakHi, peakLo));
    if (ratio.hi > 1) ratio.set(1, 0);
    if (ratio.hi > largest || (ratio.hi === largest && ratio.lo > (state[FALL_RATIO + 1] as number))) {
      state[FALL_RATIO] = ratio.hi;
      state[FALL_RATIO + 1] = ratio.lo;
    }
  }
}

/**
 * numerator / denominator of two doubles as a double-double, into target [hi, lo]: q1 plus the
 * remainder numerator - q1 * denominator (exact, by Dekker's product) over the denominator.
 */
const divideDoubles = (numerator: number, denominator: number, target: Float64Array): void => {
  const q1 = numerator / denominator;
  const product = q1 * denominator;
  let t = SPLITTER * q1;
  const qHigh = t - (t - q1);
  const qLow = q1 - qHigh;
  t = SPLITTER * denominator;
  const dHigh = t - (t - denominator);
  const dLow = denominator - dHigh;
  const productError = qHigh * dHigh - product + qHigh * dLow + qLow * dHigh + qLow * dLow;
  const q2 = (numerator - product - productError) / denominator;
  const hi = q1 + q2;
  target[0] = hi;
  target[1] = q2 - (hi - q1);
};

const scratch = new DoubleDouble();

/** One return per period (calendar day or weekday, weekends folded into Monday), oldest first. */
export const periodReturns = <M>(days: DaySeries<M>, kind: ReturnPeriodKind): number[] => {
  const returns: number[] = [];
  let periodStart = -1;
  for (let position = 0; position < days.length; position += 1) {
    const period = returnPeriodOf(days.day[position] ?? 0, kind);
    if (position + 1 < days.length && returnPeriodOf(days.day[position + 1] ?? 0, kind) === period) continue;
    returns.push(growthBetween(days, periodStart, position, scratch).toNumber());
    periodStart = position;
  }
  return returns;
};

export interface WindowReturn {
  /** Time-weighted return over the window, not annualised. */
  readonly growth: DoubleDouble;
  /** The window's trading periods: its days, or its Monday-to-Friday days on WEEKDAY platforms. */
  readonly periods: number;
}

/**
 * Time-weighted return over the last `windowDays` UTC days of the series (now's day and the days
 * before it): index at the end of now's day / index at the end of the day before the window - 1.
 */
export const trailingWindowReturn = <M>(
  days: DaySeries<M>,
  windowDays: number,
  kind: ReturnPeriodKind,
): MetricValue<WindowReturn> => {
  if (days.length < windowDays || windowDays < 1) return absentBecause('INSUFFICIENT_HISTORY');
  const before = days.length - windowDays - 1;
  if (before >= 0 && days.indexHi[before] === 0) return absentBecause('NO_CAPITAL');
  let periods = windowDays;
  if (kind !== 'CALENDAR_DAY') {
    periods = 0;
    for (let position = before + 1; position < days.length; position += 1) {
      if (!isWeekend(days.day[position] ?? 0)) periods += 1;
    }
  }
  if (periods === 0) return absentBecause('INSUFFICIENT_HISTORY');
  return present({ growth: growthBetween(days, before, days.length - 1, new DoubleDouble()), periods });
};

/** Simple (not compounded) annualisation: growth * periodsPerYear / periods. */
export const annualise = (window: WindowReturn, periodsPerYear: number): DoubleDouble =>
  new DoubleDouble()
    .copy(window.growth)
    .multiplyBy(periodsPerYear)
    .divide(new DoubleDouble(window.periods, 0));

export interface MonthClose<M> {
  readonly month: string;
  readonly growth: DoubleDouble;
  readonly profit: M;
}

/** Time-weighted return and trading result of each UTC calendar month of the series. */
export const monthlyGrowth = <M>(days: DaySeries<M>, units: MinorUnits<M>): MonthClose<M>[] => {
  const months: MonthClose<M>[] = [];
  let monthStart = -1;
  let profit = units.zero;
  for (let position = 0; position < days.length; position += 1) {
    profit = units.add(profit, days.profit[position] as M);
    const month = isoMonthOf(days.day[position] ?? 0);
    if (position + 1 < days.length && isoMonthOf(days.day[position + 1] ?? 0) === month) continue;
    months.push({ month, growth: growthBetween(days, monthStart, position, new DoubleDouble()), profit });
    monthStart = position;
    profit = units.zero;
  }
  return months;
};
