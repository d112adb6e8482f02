import { fromIso, SECOND_MS, toIso, WEEK_MS, type IsoDateTime } from '../../shared/time.js';
import { PERIODS_PER_YEAR, type Platform } from '../platform/platform.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { Decimal, type DecimalString } from '../../shared/money.js';
import { epochDayOf, type EpochDay } from './calendar.js';
import { dailyProfitSeries, type DaySeries } from './daily-series.js';
import { DoubleDouble } from './double-double.js';
import { FORMULA_VERSION } from './formula-version.js';
import { absentBecause, present, type MetricValue } from './metric-value.js';
import type { MetricAbsenceReason } from './performance.types.js';
import type {
  AbsentableFigure,
  Annualisation,
  PerformanceOptions,
  PerformanceReport,
  ReturnPeriodKind,
  TradeHighlight,
} from './performance-report.types.js';
import { BIG_INTEGERS, SAFE_INTEGERS, UNITS_OVERFLOW, type MinorUnits } from './minor-units.js';
import { PerformancePass } from './performance-pass.js';
import {
  annualise,
  monthlyGrowth,
  periodReturns,
  trailingWindowReturn,
  type WindowReturn,
} from './returns.js';
import { averageDecimalString, roundStatistic, roundStatisticOf } from './rounding.js';
import { measureSharpeRatio } from './sharpe.js';
import { buildTimeline } from './timeline.js';
import type { PickedTrade } from './trade-statistics.js';

/** Annualisation when the platform is not given: MT4, 252 weekday periods per year. */
export const DEFAULT_PERFORMANCE_PLATFORM: Platform = 'MT4';
/** The Sharpe ratio needs this many UTC days of history. */
export const SHARPE_MIN_HISTORY_DAYS = 30;
/**
 * Period returns smaller than this are 0 for the Sharpe ratio: rounding traces, not returns. A
 * trade and its exact reversal (+10 then -10 on 1,000) multiply the index by exactly 1, yet leave
 * a trace (1e-34 in 34-digit decimal, about 1e-32 per step in double-double); the ratio, which
 * divides by the returns' own spread, would turn the trace into a figure. No account earns 1e-24
 * of its capital in a period.
 */
export const RETURN_RESOLUTION = 1e-24;
/** Trades per week needs a week of history: a shorter one would be extrapolated. */
const TRADE_PER_WEEK_MIN_SECONDS = WEEK_MS / SECOND_MS;

const RETURN_PERIOD: Readonly<Record<Platform, ReturnPeriodKind>> = {
  MT4: 'WEEKDAY',
  MT5: 'WEEKDAY',
  BINANCE: 'CALENDAR_DAY',
  TWSE: 'WEEKDAY',
};

export const annualisationFor = (platform: Platform): Annualisation => ({
  platform,
  periodsPerYear: PERIODS_PER_YEAR[platform],
  returnPeriod: RETURN_PERIOD[platform],
});

/**
 * Runs `compute` on safe-integer units and, when a sum leaves their range (amounts of many digits at
 * a fine scale), again on bigints: the same figures, exactly, either way (minor-units.ts).
 */
export const withExactUnits = <T>(compute: <M>(units: MinorUnits<M>) => T): T => {
  try {
    return compute(SAFE_INTEGERS);
  } catch (error) {
    if (error !== UNITS_OVERFLOW) throw error;
    return compute(BIG_INTEGERS);
  }
};

/**
 * Every performance figure of a trading account (spec section 3 plus profit factor, recovery
 * factor, expectancy, best/worst trade, streaks, monthly returns and a per-symbol breakdown), in
 * one pass over its trades. Returns are time-weighted, so deposits and withdrawals are not
 * performance. A figure that cannot be computed is null (or an empty list, or a documented 0) with
 * its reason in `absent`. Every definition, with a worked example: docs/metrics.md. To keep the
 * figures of a growing history current without walking it all again: performance-state.ts.
 *
 * @param trades closed trades; any order.
 * @param balanceOperations deposits and withdrawals; any order. The balance at the start of the
 *   history must be given as a deposit, or there is no capital to measure returns on.
 * @param now the report's moment: the end of every trailing window and of the daily series.
 */
export const computePerformance = (
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
  now: IsoDateTime,
  options: PerformanceOptions = {},
): PerformanceReport => {
  const nowMs = reportTimeMs(now);
  return withExactUnits((units) => {
    const timeline = buildTimeline(units, trades, balanceOperations);
    const { firstActivityMs, lastEventMs } = timeline;
    const pass = PerformancePass.start(
      units,
      timeline.scales,
      firstActivityMs === null ? 0 : epochDayOf(firstActivityMs),
    );
    pass.absorb(timeline);
    pass.closeDaysThrough(seriesLastDay(nowMs, lastEventMs));
    return reportOfPass({ pass, days: pass.closedDays, firstActivityMs }, now, options);
  });
};

/** The epoch milliseconds of a report's `now`; a `now` that is not a date is a bug. */
export const reportTimeMs = (now: IsoDateTime): number => {
  const nowMs = fromIso(now);
  if (Number.isNaN(nowMs)) throw new TypeError(`computePerformance(): now is not a date: ${now}`);
  return nowMs;
};

/** The daily series' last day: now's, or the last event's when an event is later (still counted). */
export const seriesLastDay = (nowMs: number, lastEventMs: number | null): EpochDay =>
  lastEventMs === null ? -1 : Math.max(epochDayOf(nowMs), epochDayOf(lastEventMs));

/** A pass that has absorbed a whole history and closed its days up to the series' last day. */
export interface FinishedPass<M> {
  readonly pass: PerformancePass<M>;
  /** Every day of the series, oldest first, in the pass's units and scales. */
  readonly days: DaySeries<M>;
  /** The first activity (epoch ms), null without any. */
  readonly firstActivityMs: number | null;
}

/** The report of a finished pass at `now`: every figure, from the running totals and the days. */
export const reportOfPass = <M>(
  { pass, days, firstActivityMs }: FinishedPass<M>,
  now: IsoDateTime,
  options: PerformanceOptions = {},
): PerformanceReport => {
  const annualisation = annualisationFor(options.platform ?? DEFAULT_PERFORMANCE_PLATFORM);
  const { periodsPerYear, returnPeriod } = annualisation;
  const nowMs = reportTimeMs(now);
  const { trades: stats, index, units, scales } = pass;
  const money = (value: M): DecimalString => units.text(value, scales.money);
  const volume = (value: M): DecimalString => units.text(value, scales.volume);
  // Quotients of sums are computed once per report: in decimal, as the definitions say.
  const decimal = (value: M, scale: number): Decimal => new Decimal(units.text(value, scale));
  const highlightOf = (picked: PickedTrade<M> | null): MetricValue<TradeHighlight> =>
    picked === null
      ? absentBecause('NO_TRADES')
      : present({
          ticket: picked.trade.ticket,
          symbol: picked.trade.symbol,
          profit: money(picked.profit),
          closeTime: picked.trade.closeTime,
        });

  const absent: Partial<Record<AbsentableFigure, MetricAbsenceReason>> = {};
  const valueOf = <T>(figure: AbsentableFigure, measured: MetricValue<T>): T | null => {
    if (measured.present) return measured.value;
    absent[figure] = measured.reason;
    return null;
  };
  const placeholder = <T>(figure: AbsentableFigure, reason: MetricAbsenceReason, value: T): T => {
    absent[figure] = reason;
    return value;
  };

  const hasActivity = firstActivityMs !== null;
  const hasTrades = stats.count > 0;
  /** Why no return can be computed at all, or null when returns are defined. */
  const returnsAbsence: MetricAbsenceReason | null = !hasActivity
    ? 'NO_TRADES'
    : (index.undefinedReason ?? (pass.hadCapital ? null : 'NO_CAPITAL'));
  const fromTrades = <T>(compute: () => MetricValue<T>): MetricValue<T> =>
    hasTrades ? compute() : absentBecause('NO_TRADES');
  const fromReturns = <T>(compute: () => MetricValue<T>): MetricValue<T> =>
    returnsAbsence === null ? compute() : absentBecause(returnsAbsence);

  const duration = hasActivity ? Math.max(0, Math.floor((nowMs - firstActivityMs) / SECOND_MS)) : 0;
  const drawdown = pass.moneyDrawdown.largestFall;
  const profit = stats.profit;
  const grossProfit = decimal(stats.grossProfit, scales.money);
  const grossLoss = decimal(stats.grossLoss, scales.money);

  const trailing = (windowDays: number): MetricValue<WindowReturn> =>
    fromReturns(() => trailingWindowReturn(days, windowDays, returnPeriod));
  const window7 = trailing(7);
  const window30 = trailing(30);
  const window180 = trailing(180);
  const growthOf = (window: MetricValue<WindowReturn>): MetricValue<number> =>
    mapValue(window, (w) => roundStatisticOf(w.growth));
  const aprOf = (window: MetricValue<WindowReturn>): MetricValue<number> =>
    mapValue(window, (w) => roundStatisticOf(annualise(w, periodsPerYear)));

  const sharpe = fromReturns(() => {
    if (days.length < SHARPE_MIN_HISTORY_DAYS) return absentBecause<number>('INSUFFICIENT_HISTORY');
    const returns = periodReturns(days, returnPeriod).map((r) => (Math.abs(r) < RETURN_RESOLUTION ? 0 : r));
    return mapValue(measureSharpeRatio(returns, periodsPerYear), roundStatistic);
  });

  const monthly = fromReturns(() =>
    present(
      monthlyGrowth(days, units).map((month) => ({
        month: month.month,
        return: roundStatisticOf(month.growth),
        profit: money(month.profit),
      })),
    ),
  );

  return {
    formulaVersion: FORMULA_VERSION,
    annualisation,
    startedAt: hasActivity ? toIso(firstActivityMs) : null,
    historyDays: days.length,
    principal: money(pass.principal),
    profit: money(profit),
    finalBalance: money(pass.balance),
    drawdown: money(drawdown),
    drawdownRatio:
      returnsAbsence === null
        ? roundStatisticOf(index.maxDrawdownRatio)
        : placeholder('drawdownRatio', returnsAbsence, 0),
    duration,
    tradePerWeek: valueOf(
      'tradePerWeek',
      !hasActivity
        ? absentBecause('NO_TRADES')
        : duration < TRADE_PER_WEEK_MIN_SECONDS
          ? absentBecause('INSUFFICIENT_HISTORY')
          : present(roundStatistic((stats.count * TRADE_PER_WEEK_MIN_SECONDS) / duration)),
    ),
    avgHoldingDuration: valueOf(
      'avgHoldingDuration',
      fromTrades(() => present(Math.round(stats.holdingMs / stats.count / SECOND_MS))),
    ),
    return7: valueOf('return7', growthOf(window7)),
    return30: valueOf('return30', growthOf(window30)),
    return180: valueOf('return180', growthOf(window180)),
    apr7: valueOf('apr7', aprOf(window7)),
    apr30: valueOf('apr30', aprOf(window30)),
    apr180: valueOf('apr180', aprOf(window180)),
    sharpeRatio: valueOf('sharpeRatio', sharpe),
    volMax: hasTrades ? volume(stats.volumeMax) : placeholder('volMax', 'NO_TRADES', '0'),
    volMin: hasTrades ? volume(stats.volumeMin) : placeholder('volMin', 'NO_TRADES', '0'),
    volAvg: hasTrades
      ? averageDecimalString(decimal(stats.volumeTotal, scales.volume), stats.count)
      : placeholder('volAvg', 'NO_TRADES', '0'),
    volTotal: volume(stats.volumeTotal),
    winRate: valueOf(
      'winRate',
      fromTrades(() => present(roundStatistic(stats.wins / stats.count))),
    ),
    tradesTotal: stats.count,
    winningTrades: stats.wins,
    losingTrades: stats.losses,
    breakEvenTrades: stats.breakEven,
    updatedAt: now,
    profitDatas: dailyProfitSeries(days, scales, returnsAbsence === null),
    grossProfit: money(stats.grossProfit),
    grossLoss: money(stats.grossLoss),
    averageProfit: valueOf(
      'averageProfit',
      fromTrades(() =>
        stats.wins === 0 ? absentBecause('NO_WINS') : present(averageDecimalString(grossProfit, stats.wins)),
      ),
    ),
    averageLoss: valueOf(
      'averageLoss',
      fromTrades(() =>
        stats.losses === 0
          ? absentBecause('NO_LOSSES')
          : present(averageDecimalString(grossLoss, stats.losses)),
      ),
    ),
    rateOfReturn: valueOf(
      'rateOfReturn',
      fromReturns(() => present(roundStatisticOf(new DoubleDouble().copy(index.value).add(-1)))),
    ),
    profitFactor: valueOf(
      'profitFactor',
      fromTrades(() =>
        stats.losses === 0
          ? absentBecause('NO_LOSSES')
          : present(roundStatistic(grossProfit.dividedBy(grossLoss.negated()))),
      ),
    ),
    recoveryFactor: valueOf(
      'recoveryFactor',
      fromTrades(() =>
        units.sign(drawdown) === 0
          ? absentBecause('NO_DRAWDOWN')
          : present(roundStatistic(decimal(profit, scales.money).dividedBy(decimal(drawdown, scales.money)))),
      ),
    ),
    expectancy: valueOf(
      'expectancy',
      fromTrades(() => present(averageDecimalString(decimal(profit, scales.money), stats.count))),
    ),
    bestTrade: valueOf('bestTrade', highlightOf(stats.best)),
    worstTrade: valueOf('worstTrade', highlightOf(stats.worst)),
    longestWinStreak: stats.longestWinStreak,
    longestLossStreak: stats.longestLossStreak,
    monthlyReturns: valueOf('monthlyReturns', monthly) ?? [],
    bySymbol: [...stats.bySymbol]
      .sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
      .map((tally) => ({
        symbol: tally.symbol,
        trades: tally.trades,
        profit: money(tally.profit),
        winRate: roundStatistic(tally.wins / tally.trades),
        volume: volume(tally.volume),
      })),
    // Last: every figure above has recorded its absence by now.
    absent: withDailyReturnAbsence(absent, returnsAbsence, days.length),
  };
};

const mapValue = <T, U>(measured: MetricValue<T>, f: (value: T) => U): MetricValue<U> =>
  measured.present ? present(f(measured.value)) : measured;

const withDailyReturnAbsence = (
  absent: Partial<Record<AbsentableFigure, MetricAbsenceReason>>,
  returnsAbsence: MetricAbsenceReason | null,
  dayCount: number,
): Partial<Record<AbsentableFigure, MetricAbsenceReason>> =>
  returnsAbsence !== null && dayCount > 0 ? { ...absent, dailyReturn: returnsAbsence } : absent;
