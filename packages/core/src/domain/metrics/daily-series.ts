import { isoDateOf, type EpochDay } from './calendar.js';
import { DoubleDouble } from './double-double.js';
import type { MinorUnits, UnitsColumn } from './minor-units.js';
import type { DailyProfit } from './performance.types.js';
import { roundStatisticOf } from './rounding.js';
import type { Scales } from './timeline.js';

/**
 * The state at the end of each UTC day, as the one pass leaves it, oldest first, as columns (typed
 * arrays where the units are numbers): position p is one day.
 * - `profit`: trading result of the trades closed that day;
 * - `cumulativeProfit`: trading result from the first activity to the end of the day;
 * - `balance`: deposits - withdrawals + trading result so far;
 * - `indexHi` + `indexLo`: the time-weighted equity index (1 at the first activity), a double-double.
 */
export class DaySeries<M> {
  length = 0;
  day: Int32Array;
  profit: UnitsColumn<M>;
  cumulativeProfit: UnitsColumn<M>;
  balance: UnitsColumn<M>;
  indexHi: Float64Array;
  indexLo: Float64Array;

  constructor(
    readonly units: MinorUnits<M>,
    capacity = 64,
  ) {
    this.day = new Int32Array(capacity);
    this.profit = units.column(capacity);
    this.cumulativeProfit = units.column(capacity);
    this.balance = units.column(capacity);
    this.indexHi = new Float64Array(capacity);
    this.indexLo = new Float64Array(capacity);
  }

  push(day: EpochDay, profit: M, cumulativeProfit: M, balance: M, index: DoubleDouble): void {
    if (this.length === this.day.length) this.grow();
    const at = this.length;
    this.day[at] = day;
    this.profit[at] = profit;
    this.cumulativeProfit[at] = cumulativeProfit;
    this.balance[at] = balance;
    this.indexHi[at] = index.hi;
    this.indexLo[at] = index.lo;
    this.length += 1;
  }

  /** The index at the end of the day at `position` (1 before the first day), into `target`. */
  indexAt(position: number, target: DoubleDouble): DoubleDouble {
    return position < 0
      ? target.set(1, 0)
      : target.set(this.indexHi[position] ?? 1, this.indexLo[position] ?? 0);
  }

  private grow(): void {
    const capacity = this.day.length * 2;
    const copy = <T extends { [position: number]: unknown }>(from: T, to: T): T => {
      for (let at = 0; at < this.length; at += 1) to[at] = from[at];
      return to;
    };
    this.day = copy(this.day, new Int32Array(capacity));
    this.profit = copy(this.profit, this.units.column(capacity));
    this.cumulativeProfit = copy(this.cumulativeProfit, this.units.column(capacity));
    this.balance = copy(this.balance, this.units.column(capacity));
    this.indexHi = copy(this.indexHi, new Float64Array(capacity));
    this.indexLo = copy(this.indexLo, new Float64Array(capacity));
  }
}

const growth = new DoubleDouble();
const start = new DoubleDouble();

/**
 * Time-weighted return from the end of the day at `from` (-1: before the first day, index 1) to the
 * end of the day at `to`: I(to) / I(from) - 1; 0 when I(from) is 0 (everything was lost: the index
 * cannot move any more). Into `target`.
 */
export const growthBetween = <M>(
  days: DaySeries<M>,
  from: number,
  to: number,
  target: DoubleDouble,
): DoubleDouble => {
  days.indexAt(from, start);
  if (start.hi === 0) return target.set(0, 0);
  return days.indexAt(to, target).divide(start).add(-1);
};

/**
 * The spec's daily profit series: one entry per UTC day from the first activity to now, quiet days
 * included. `dailyReturn` is 0 on every day when the returns cannot be computed (the report says why).
 */
export const dailyProfitSeries = <M>(
  days: DaySeries<M>,
  scales: Scales,
  returnsDefined: boolean,
): DailyProfit[] => {
  const { units } = days;
  const series: DailyProfit[] = new Array<DailyProfit>(days.length);
  for (let position = 0; position < days.length; position += 1) {
    series[position] = {
      date: isoDateOf(days.day[position] ?? 0),
      profit: units.text(days.profit[position] as M, scales.money),
      cumulativeProfit: units.text(days.cumulativeProfit[position] as M, scales.money),
      equity: units.text(days.balance[position] as M, scales.money),
      dailyReturn: returnsDefined ? roundStatisticOf(growthBetween(days, position - 1, position, growth)) : 0,
    };
  }
  return series;
};
