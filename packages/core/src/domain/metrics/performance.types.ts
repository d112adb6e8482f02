import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

/** Why a figure is absent: it is never NaN nor made up (docs/metrics.md). */
export const METRIC_ABSENCE_REASONS = [
  'NO_TRADES',
  'NO_CAPITAL',
  'INSUFFICIENT_HISTORY',
  'NO_LOSSES',
  'NO_WINS',
  'NO_DRAWDOWN',
  'NO_VARIANCE',
  /** The figure is beyond what a number can carry (an equity index past 1e100 or below 1e-100). */
  'OUT_OF_RANGE',
] as const;
export type MetricAbsenceReason = (typeof METRIC_ABSENCE_REASONS)[number];

/** One UTC day of the daily profit series (spec: profitDatas). */
export interface DailyProfit {
  /** YYYY-MM-DD, UTC. */
  readonly date: string;
  /** Net trading result of trades closed that day. */
  readonly profit: DecimalString;
  /** Trading result from the start of the window to the end of that day. */
  readonly cumulativeProfit: DecimalString;
  /** Account equity (balance) at the end of the day, deposits and withdrawals included. */
  readonly equity: DecimalString;
  /** Time-weighted return of that day as a fraction (0.01 = 1%). */
  readonly dailyReturn: number;
}

/**
 * The performance block of a signal, every field of spec section 3. Money and volumes are decimal
 * strings; ratios are fractions (0.25 = 25%); durations are seconds. A nullable figure is null when
 * it cannot be computed, and `absent` says why.
 */
export interface SignalPerformance {
  /** Version of the formulas in docs/metrics.md that produced these numbers. */
  readonly formulaVersion: string;
  readonly principal: DecimalString;
  readonly profit: DecimalString;
  readonly drawdown: DecimalString;
  readonly drawdownRatio: number;
  readonly duration: number;
  readonly tradePerWeek: number | null;
  readonly avgHoldingDuration: number | null;
  readonly apr7: number | null;
  readonly apr30: number | null;
  readonly apr180: number | null;
  readonly sharpeRatio: number | null;
  readonly volMax: DecimalString;
  readonly volMin: DecimalString;
  readonly volAvg: DecimalString;
  readonly volTotal: DecimalString;
  readonly winRate: number | null;
  readonly tradesTotal: number;
  readonly updatedAt: IsoDateTime;
  readonly profitDatas: readonly DailyProfit[];
  readonly averageProfit: DecimalString | null;
  readonly averageLoss: DecimalString | null;
  readonly rateOfReturn: number | null;
  /**
   * For each figure that is null: the reason. A figure whose type cannot be null (drawdownRatio,
   * volMin, volMax, volAvg, the daily returns) carries 0 when it cannot be computed, and its reason here.
   */
  readonly absent: Readonly<Partial<Record<string, MetricAbsenceReason>>>;
}
