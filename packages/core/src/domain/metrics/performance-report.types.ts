import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { Platform } from '../platform/platform.js';
import type { MetricAbsenceReason, SignalPerformance } from './performance.types.js';

/**
 * How returns are annualised: one return per calendar day on 365-period platforms (BINANCE); one
 * per weekday on 252-period platforms (MT4, MT5, TWSE), a weekend folded into the next Monday.
 */
export type ReturnPeriodKind = 'CALENDAR_DAY' | 'WEEKDAY';

export interface Annualisation {
  readonly platform: Platform;
  readonly periodsPerYear: number;
  readonly returnPeriod: ReturnPeriodKind;
}

export interface PerformanceOptions {
  /** Sets the annualisation; MT4 (252 periods per year) when not given. */
  readonly platform?: Platform;
}

/** One trade picked out of the history (the best or the worst). */
export interface TradeHighlight {
  readonly ticket: string;
  readonly symbol: string;
  readonly profit: DecimalString;
  readonly closeTime: IsoDateTime;
}

/** One UTC calendar month. */
export interface MonthlyReturn {
  /** YYYY-MM, UTC. */
  readonly month: string;
  /** Time-weighted return of the month, a fraction (0.01 = 1%). */
  readonly return: number;
  /** Net trading result of the trades closed in the month. */
  readonly profit: DecimalString;
}

export interface SymbolPerformance {
  readonly symbol: string;
  readonly trades: number;
  readonly profit: DecimalString;
  /** Winning trades / trades of this symbol, a fraction. */
  readonly winRate: number;
  readonly volume: DecimalString;
}

/** Figures that can be absent (null, an empty list, or a 0 placeholder), each with its reason. */
export type AbsentableFigure =
  | 'drawdownRatio'
  | 'tradePerWeek'
  | 'avgHoldingDuration'
  | 'apr7'
  | 'apr30'
  | 'apr180'
  | 'return7'
  | 'return30'
  | 'return180'
  | 'sharpeRatio'
  | 'volMax'
  | 'volMin'
  | 'volAvg'
  | 'winRate'
  | 'averageProfit'
  | 'averageLoss'
  | 'rateOfReturn'
  | 'dailyReturn'
  | 'profitFactor'
  | 'recoveryFactor'
  | 'expectancy'
  | 'bestTrade'
  | 'worstTrade'
  | 'monthlyReturns';

/**
 * Everything `computePerformance` reports: the spec's performance block plus the figures that
 * providers on the best platforms expect. Definitions, units and rounding: docs/metrics.md.
 */
export interface PerformanceReport extends SignalPerformance {
  readonly annualisation: Annualisation;
  /** First activity: the earliest deposit, withdrawal or trade open; null without any. */
  readonly startedAt: IsoDateTime | null;
  /** UTC calendar days from the first activity's day to now's day, both counted. */
  readonly historyDays: number;
  /** principal + profit: the balance after every trade and balance operation. */
  readonly finalBalance: DecimalString;
  /** Sum of the winning trades' profit. */
  readonly grossProfit: DecimalString;
  /** Sum of the losing trades' profit (0 or negative). */
  readonly grossLoss: DecimalString;
  readonly winningTrades: number;
  readonly losingTrades: number;
  /** Trades with a profit of exactly 0: counted in tradesTotal, neither a win nor a loss. */
  readonly breakEvenTrades: number;
  /** Time-weighted return over the trailing 7, 30 and 180 UTC days (not annualised). */
  readonly return7: number | null;
  readonly return30: number | null;
  readonly return180: number | null;
  readonly profitFactor: number | null;
  readonly recoveryFactor: number | null;
  readonly expectancy: DecimalString | null;
  readonly bestTrade: TradeHighlight | null;
  readonly worstTrade: TradeHighlight | null;
  readonly longestWinStreak: number;
  readonly longestLossStreak: number;
  readonly monthlyReturns: readonly MonthlyReturn[];
  readonly bySymbol: readonly SymbolPerformance[];
  readonly absent: Readonly<Partial<Record<AbsentableFigure, MetricAbsenceReason>>>;
}
