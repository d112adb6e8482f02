import type { MinorUnits, UnitsColumn } from './minor-units.js';
import type { Scales } from './timeline.js';

/** Where a MoneyDrawdown stands, as plain JSON (amounts as exact text). */
export interface RunningDrawdownSnapshot {
  readonly peak: string;
  readonly lowSincePeak: string;
  readonly fall: string;
}

/**
 * Largest fall of an equity curve from its running peak, as a fraction 0..1. The first value is the
 * first peak (the starting capital). A fall below 0 counts as 1 (everything lost); while the peak
 * is not positive nothing can be lost, so nothing counts. Empty or one value: 0.
 */
export const maxDrawdown = (equity: readonly number[]): number => {
  let peak = Number.NEGATIVE_INFINITY;
  let largest = 0;
  for (const value of equity) {
    if (!Number.isFinite(value)) throw new RangeError(`maxDrawdown(): ${value} is not a finite equity`);
    if (value > peak) peak = value;
    else if (peak > 0) largest = Math.max(largest, Math.min(1, (peak - value) / peak));
  }
  return largest;
};

const PEAK = 0;
const LOW_SINCE_PEAK = 1;
const FALL = 2;

/**
 * Follows the cumulative trading result point by point and keeps its largest fall from the running
 * peak, exactly, in money units. The peak starts at 0: the starting capital counts as a peak. The
 * peak, the low since and the largest fall are kept in a column (a typed array for numbers), so
 * that following a point allocates nothing.
 */
export class MoneyDrawdown<M> {
  private constructor(
    private readonly units: MinorUnits<M>,
    private readonly values: UnitsColumn<M>,
  ) {}

  static start<M>(units: MinorUnits<M>): MoneyDrawdown<M> {
    return new MoneyDrawdown(units, units.column(3));
  }

  /** Follows the point column[at] (a position, not a value: see PerformancePass). */
  observe(column: UnitsColumn<M>, at: number): void {
    const { units, values } = this;
    const value = column[at] as M;
    if (units.compare(value, values[PEAK] as M) > 0) {
      values[PEAK] = value;
      values[LOW_SINCE_PEAK] = value;
      return;
    }
    // Below the peak, only a new low can be a larger fall from it: the rest needs no arithmetic.
    if (units.compare(value, values[LOW_SINCE_PEAK] as M) >= 0) return;
    values[LOW_SINCE_PEAK] = value;
    const fall = units.subtract(values[PEAK] as M, value);
    if (units.compare(fall, values[FALL] as M) > 0) values[FALL] = fall;
  }

  /** Everything it follows, so that a later pass can go on from here (performance-state.ts). */
  snapshot(scales: Scales): RunningDrawdownSnapshot {
    const text = (position: number) => this.units.text(this.values[position] as M, scales.money);
    return { peak: text(PEAK), lowSincePeak: text(LOW_SINCE_PEAK), fall: text(FALL) };
  }

  static restore<M>(
    units: MinorUnits<M>,
    scales: Scales,
    snapshot: RunningDrawdownSnapshot,
  ): MoneyDrawdown<M> {
    const values = units.column(3);
    values[PEAK] = units.parse(snapshot.peak, scales.money);
    values[LOW_SINCE_PEAK] = units.parse(snapshot.lowSincePeak, scales.money);
    values[FALL] = units.parse(snapshot.fall, scales.money);
    return new MoneyDrawdown(units, values);
  }

  get largestFall(): M {
    return this.values[FALL] as M;
  }
}
