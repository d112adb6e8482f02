import { Decimal, ZERO } from '../../shared/money.js';

/** Where a RunningDrawdown stands, as plain JSON (decimals as exact text). */
export interface RunningDrawdownSnapshot {
  readonly peak: string;
  readonly lowSincePeak: string;
  readonly fall: string;
  readonly fallRatio: string;
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

/**
 * Follows a curve point by point and keeps its largest fall from the running peak, in the curve's
 * own units (`largestFall`) and, when asked, as a fraction of that peak (`largestFallRatio`, only
 * while the peak is positive). Decimal, so that money drawdowns are exact.
 */
export class RunningDrawdown {
  private peak: Decimal;
  private lowSincePeak: Decimal;
  private fall: Decimal = ZERO;
  private fallRatio: Decimal = ZERO;

  /**
   * @param start the first peak: the starting capital counts as a peak.
   * @param withRatio whether to keep the fall as a fraction of the peak too.
   */
  constructor(
    start: Decimal,
    private readonly withRatio: boolean,
  ) {
    this.peak = start;
    this.lowSincePeak = start;
  }

  observe(value: Decimal): void {
    if (value.greaterThan(this.peak)) {
      this.peak = value;
      this.lowSincePeak = value;
      return;
    }
    // Below the peak, only a new low can be a larger fall from it: the rest needs no arithmetic.
    if (!value.lessThan(this.lowSincePeak)) return;
    this.lowSincePeak = value;
    const fall = this.peak.minus(value);
    if (fall.greaterThan(this.fall)) this.fall = fall;
    if (this.withRatio && this.peak.greaterThan(0)) {
      const ratio = Decimal.min(1, fall.dividedBy(this.peak));
      if (ratio.greaterThan(this.fallRatio)) this.fallRatio = ratio;
    }
  }

  /** Everything it follows, so that a later pass can go on from here (performance-state.ts). */
  snapshot(): RunningDrawdownSnapshot {
    return {
      peak: this.peak.toString(),
      lowSincePeak: this.lowSincePeak.toString(),
      fall: this.fall.toString(),
      fallRatio: this.fallRatio.toString(),
    };
  }

  static restore(snapshot: RunningDrawdownSnapshot, withRatio: boolean): RunningDrawdown {
    const drawdown = new RunningDrawdown(new Decimal(snapshot.peak), withRatio);
    drawdown.lowSincePeak = new Decimal(snapshot.lowSincePeak);
    drawdown.fall = new Decimal(snapshot.fall);
    drawdown.fallRatio = new Decimal(snapshot.fallRatio);
    return drawdown;
  }

  get largestFall(): Decimal {
    return this.fall;
  }

  get largestFallRatio(): Decimal {
    return this.fallRatio;
  }
}
