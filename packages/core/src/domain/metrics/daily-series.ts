import type { Decimal } from '../../shared/money.js';
import { isoDateOf, type EpochDay } from './calendar.js';
import type { DailyProfit } from './performance.types.js';
import { exactDecimalString, roundStatistic } from './rounding.js';
import { growthBetween } from './returns.js';

/** The state at the end of one UTC day, as the one pass leaves it. */
export interface DayClose {
  readonly day: EpochDay;
  /** Trading result of the trades closed that day. */
  readonly profit: Decimal;
  /** Trading result from the first activity to the end of the day. */
  readonly cumulativeProfit: Decimal;
  /** Balance: deposits - withdrawals + trading result so far. */
  readonly balance: Decimal;
  /** Time-weighted equity index (1 at the first activity) at the end of the day. */
  readonly index: Decimal;
}

/**
 * The spec's daily profit series: one entry per UTC day from the first activity to now, quiet days
 * included. `dailyReturn` is 0 on every day when the returns cannot be computed (the report says why).
 */
export const dailyProfitSeries = (days: readonly DayClose[], returnsDefined: boolean): DailyProfit[] =>
  days.map((close, position) => ({
    date: isoDateOf(close.day),
    profit: exactDecimalString(close.profit),
    cumulativeProfit: exactDecimalString(close.cumulativeProfit),
    equity: exactDecimalString(close.balance),
    dailyReturn: returnsDefined ? roundStatistic(growthBetween(days[position - 1]?.index, close.index)) : 0,
  }));
