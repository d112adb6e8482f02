import { Decimal, dec, ZERO } from '../../shared/money.js';
import { fromIso, SECOND_MS, toIso, WEEK_MS, type IsoDateTime } from '../../shared/time.js';
import { PERIODS_PER_YEAR, type Platform } from '../platform/platform.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { epochDayOf, isoDateOf, isoMonthOf, isWeekend, returnPeriodOf, type EpochDay } from './calendar.js';
import { FORMULA_VERSION } from './formula-version.js';
import { absentBecause, present, type MetricValue } from './metric-value.js';
import type { DailyProfit, MetricAbsenceReason } from './performance.types.js';
import type {
  AbsentableFigure,
  Annualisation,
  PerformanceOptions,
  PerformanceReport,
  ReturnPeriodKind,
  TradeHighlight,
} from './performance-report.types.js';
import { averageDecimalString, exactDecimalString, roundStatistic } from './rounding.js';
import { measureSharpeRatio } from './sharpe.js';

/*
 * The test oracle: computePerformance as it was before the metrics loop moved to exact integer
 * minor units and a double-double index (issue 13), one decimal.js object per amount and per step.
 * A frozen copy (the incremental state's snapshot/restore left out), so that property tests can
 * prove the new engine reports the same figures. Not part of the build (*.test-helpers.ts).
 * It shares only modules the rewrite left as they were: calendar, rounding, sharpe, metric-value.
 */

// --- timeline ---------------------------------------------------------------------------------

interface TimedTrade {
  readonly trade: Trade;
  readonly openMs: number;
  readonly closeMs: number;
  readonly profit: Decimal;
  readonly volume: Decimal;
}

interface TimedFlow {
  readonly atMs: number;
  readonly signedAmount: Decimal;
  readonly operation: BalanceOperation;
}

interface Timeline {
  readonly trades: readonly TimedTrade[];
  readonly flows: readonly TimedFlow[];
  readonly firstActivityMs: number | null;
  readonly lastEventMs: number | null;
}

const epochMsOf = (iso: IsoDateTime, what: string): number => {
  const ms = fromIso(iso);
  if (Number.isNaN(ms)) throw new TypeError(`computePerformance(): ${what} is not a date: ${iso}`);
  return ms;
};

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const compareTrades = (a: TimedTrade, b: TimedTrade): number =>
  a.closeMs - b.closeMs ||
  compareText(a.trade.ticket, b.trade.ticket) ||
  a.openMs - b.openMs ||
  compareText(a.trade.symbol, b.trade.symbol) ||
  a.profit.comparedTo(b.profit) ||
  a.volume.comparedTo(b.volume) ||
  compareText(a.trade.side, b.trade.side);

const compareFlows = (a: TimedFlow, b: TimedFlow): number =>
  a.atMs - b.atMs || compareText(a.operation.id, b.operation.id) || a.signedAmount.comparedTo(b.signedAmount);

const timedTradeOf = (trade: Trade): TimedTrade => ({
  trade,
  openMs: epochMsOf(trade.openTime, `openTime of trade ${trade.ticket}`),
  closeMs: epochMsOf(trade.closeTime, `closeTime of trade ${trade.ticket}`),
  profit: dec(trade.profit),
  volume: dec(trade.volume),
});

const buildTimeline = (
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
): Timeline => {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const timedTrades = trades.map((trade): TimedTrade => {
    const timed = timedTradeOf(trade);
    first = Math.min(first, timed.openMs, timed.closeMs);
    last = Math.max(last, timed.closeMs);
    return timed;
  });
  const flows = balanceOperations.map((operation): TimedFlow => {
    const atMs = epochMsOf(operation.time, `time of balance operation ${operation.id}`);
    first = Math.min(first, atMs);
    last = Math.max(last, atMs);
    const amount = dec(operation.amount);
    return { atMs, signedAmount: operation.kind === 'DEPOSIT' ? amount : amount.negated(), operation };
  });
  const any = timedTrades.length + flows.length > 0;
  return {
    trades: timedTrades.sort(compareTrades),
    flows: flows.sort(compareFlows),
    firstActivityMs: any ? first : null,
    lastEventMs: any ? last : null,
  };
};

// --- trade statistics -------------------------------------------------------------------------

interface SymbolTally {
  trades: number;
  wins: number;
  profit: Decimal;
  volume: Decimal;
}

class TradeStatistics {
  count = 0;
  wins = 0;
  losses = 0;
  grossProfit: Decimal = ZERO;
  grossLoss: Decimal = ZERO;
  volumeTotal: Decimal = ZERO;
  volumeMin: Decimal | null = null;
  volumeMax: Decimal | null = null;
  holdingMs = 0;
  best: TimedTrade | null = null;
  worst: TimedTrade | null = null;
  longestWinStreak = 0;
  longestLossStreak = 0;
  readonly bySymbol = new Map<string, SymbolTally>();
  private winStreak = 0;
  private lossStreak = 0;

  add(timed: TimedTrade): void {
    const { profit, volume } = timed;
    this.count += 1;
    const won = profit.greaterThan(0);
    const lost = profit.lessThan(0);
    if (won) {
      this.wins += 1;
      this.grossProfit = this.grossProfit.plus(profit);
    } else if (lost) {
      this.losses += 1;
      this.grossLoss = this.grossLoss.plus(profit);
    }
    this.winStreak = won ? this.winStreak + 1 : 0;
    this.lossStreak = lost ? this.lossStreak + 1 : 0;
    this.longestWinStreak = Math.max(this.longestWinStreak, this.winStreak);
    this.longestLossStreak = Math.max(this.longestLossStreak, this.lossStreak);

    this.volumeTotal = this.volumeTotal.plus(volume);
    if (this.volumeMin === null || volume.lessThan(this.volumeMin)) this.volumeMin = volume;
    if (this.volumeMax === null || volume.greaterThan(this.volumeMax)) this.volumeMax = volume;
    this.holdingMs += Math.max(0, timed.closeMs - timed.openMs);

    if (this.best === null || profit.greaterThan(this.best.profit)) this.best = timed;
    if (this.worst === null || profit.lessThan(this.worst.profit)) this.worst = timed;

    const tally = this.bySymbol.get(timed.trade.symbol);
    if (tally === undefined) {
      this.bySymbol.set(timed.trade.symbol, { trades: 1, wins: won ? 1 : 0, profit, volume });
    } else {
      tally.trades += 1;
      tally.wins += won ? 1 : 0;
      tally.profit = tally.profit.plus(profit);
      tally.volume = tally.volume.plus(volume);
    }
  }

  get breakEven(): number {
    return this.count - this.wins - this.losses;
  }

  get profit(): Decimal {
    return this.grossProfit.plus(this.grossLoss);
  }
}

// --- drawdown and the time-weighted index ----------------------------------------------------

class RunningDrawdown {
  private peak: Decimal;
  private lowSincePeak: Decimal;
  private fall: Decimal = ZERO;
  private fallRatio: Decimal = ZERO;

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
    if (!value.lessThan(this.lowSincePeak)) return;
    this.lowSincePeak = value;
    const fall = this.peak.minus(value);
    if (fall.greaterThan(this.fall)) this.fall = fall;
    if (this.withRatio && this.peak.greaterThan(0)) {
      const ratio = Decimal.min(1, fall.dividedBy(this.peak));
      if (ratio.greaterThan(this.fallRatio)) this.fallRatio = ratio;
    }
  }

  get largestFall(): Decimal {
    return this.fall;
  }

  get largestFallRatio(): Decimal {
    return this.fallRatio;
  }
}

const ONE = new Decimal(1);
const LARGEST_INDEX = new Decimal('1e100');
const SMALLEST_INDEX = new Decimal('1e-100');

class TimeWeightedIndex {
  private current = ONE;
  private drawdown = new RunningDrawdown(ONE, true);
  private undefinedBecause: MetricAbsenceReason | null = null;

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

  get maxDrawdownRatio(): Decimal {
    return this.drawdown.largestFallRatio;
  }

  get undefinedReason(): MetricAbsenceReason | null {
    return this.undefinedBecause;
  }
}

// --- the days and the figures computed from them ----------------------------------------------

interface DayClose {
  readonly day: EpochDay;
  readonly profit: Decimal;
  readonly cumulativeProfit: Decimal;
  readonly balance: Decimal;
  readonly index: Decimal;
}

const growthBetween = (start: Decimal | undefined, end: Decimal): Decimal => {
  const base = start ?? ONE;
  return base.isZero() ? ZERO : end.dividedBy(base).minus(1);
};

const periodReturns = (days: readonly DayClose[], kind: ReturnPeriodKind): Decimal[] => {
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

interface WindowReturn {
  readonly growth: Decimal;
  readonly periods: number;
}

const trailingWindowReturn = (
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

const annualise = (window: WindowReturn, periodsPerYear: number): Decimal =>
  window.growth.times(periodsPerYear).dividedBy(window.periods);

interface MonthClose {
  readonly month: string;
  readonly growth: Decimal;
  readonly profit: Decimal;
}

const monthlyGrowth = (days: readonly DayClose[]): MonthClose[] => {
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

const dailyProfitSeries = (days: readonly DayClose[], returnsDefined: boolean): DailyProfit[] =>
  days.map((close, position) => ({
    date: isoDateOf(close.day),
    profit: exactDecimalString(close.profit),
    cumulativeProfit: exactDecimalString(close.cumulativeProfit),
    equity: exactDecimalString(close.balance),
    dailyReturn: returnsDefined ? roundStatistic(growthBetween(days[position - 1]?.index, close.index)) : 0,
  }));

// --- the one pass ------------------------------------------------------------------------------

class PerformancePass {
  readonly closedDays: DayClose[] = [];
  readonly trades = new TradeStatistics();
  readonly index = new TimeWeightedIndex();
  readonly moneyDrawdown = new RunningDrawdown(ZERO, false);
  private netDeposits: Decimal = ZERO;
  private balanceNow: Decimal = ZERO;
  private cumulativeProfit: Decimal = ZERO;
  private dayProfit: Decimal = ZERO;
  private everFunded = false;

  constructor(private currentDay: EpochDay) {}

  get principal(): Decimal {
    return this.netDeposits;
  }

  get balance(): Decimal {
    return this.balanceNow;
  }

  get hadCapital(): boolean {
    return this.everFunded;
  }

  absorb({ trades, flows }: Pick<Timeline, 'trades' | 'flows'>): void {
    let tradeAt = 0;
    let flowAt = 0;
    for (;;) {
      const nextTrade = trades[tradeAt];
      const nextFlow = flows[flowAt];
      if (nextTrade === undefined && nextFlow === undefined) break;
      const instantMs = Math.min(nextTrade?.closeMs ?? Infinity, nextFlow?.atMs ?? Infinity);
      this.closeDaysBefore(epochDayOf(instantMs));

      for (let flow = nextFlow; flow?.atMs === instantMs; flow = flows[flowAt]) {
        this.netDeposits = this.netDeposits.plus(flow.signedAmount);
        this.balanceNow = this.balanceNow.plus(flow.signedAmount);
        flowAt += 1;
      }
      const capital = this.balanceNow;
      let instantProfit = ZERO;
      let traded = false;
      for (let trade = trades[tradeAt]; trade?.closeMs === instantMs; trade = trades[tradeAt]) {
        this.trades.add(trade);
        instantProfit = instantProfit.plus(trade.profit);
        traded = true;
        tradeAt += 1;
      }
      if (traded) {
        this.index.applyTrading(instantProfit, capital);
        this.balanceNow = this.balanceNow.plus(instantProfit);
        this.cumulativeProfit = this.cumulativeProfit.plus(instantProfit);
        this.dayProfit = this.dayProfit.plus(instantProfit);
        this.moneyDrawdown.observe(this.cumulativeProfit);
      }
      this.everFunded ||= capital.greaterThan(0) || this.balanceNow.greaterThan(0);
    }
  }

  closeDaysThrough(lastDay: EpochDay): void {
    this.closeDaysBefore(lastDay + 1);
  }

  private closeDaysBefore(day: EpochDay): void {
    for (; this.currentDay < day; this.currentDay += 1) {
      this.closedDays.push({
        day: this.currentDay,
        profit: this.dayProfit,
        cumulativeProfit: this.cumulativeProfit,
        balance: this.balanceNow,
        index: this.index.value,
      });
      this.dayProfit = ZERO;
    }
  }
}

// --- the report --------------------------------------------------------------------------------

const SHARPE_MIN_HISTORY_DAYS = 30;
const TRADE_PER_WEEK_MIN_SECONDS = WEEK_MS / SECOND_MS;
const RETURN_PERIOD: Readonly<Record<Platform, ReturnPeriodKind>> = {
  MT4: 'WEEKDAY',
  MT5: 'WEEKDAY',
  BINANCE: 'CALENDAR_DAY',
  TWSE: 'WEEKDAY',
};

const annualisationFor = (platform: Platform): Annualisation => ({
  platform,
  periodsPerYear: PERIODS_PER_YEAR[platform],
  returnPeriod: RETURN_PERIOD[platform],
});

const highlightOf = (timed: TimedTrade | null): MetricValue<TradeHighlight> =>
  timed === null
    ? absentBecause('NO_TRADES')
    : present({
        ticket: timed.trade.ticket,
        symbol: timed.trade.symbol,
        profit: exactDecimalString(timed.profit),
        closeTime: timed.trade.closeTime,
      });

const mapValue = <T, U>(measured: MetricValue<T>, f: (value: T) => U): MetricValue<U> =>
  measured.present ? present(f(measured.value)) : measured;

/**
 * The period returns the reference's Sharpe ratio was computed from, as numbers (null when it had
 * none to compute): to tell a ratio of real returns from one of rounding traces.
 */
export const referencePeriodReturns = (
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
  now: IsoDateTime,
  options: PerformanceOptions = {},
): number[] => {
  const timeline = buildTimeline(trades, balanceOperations);
  const { firstActivityMs, lastEventMs } = timeline;
  const pass = new PerformancePass(firstActivityMs === null ? 0 : epochDayOf(firstActivityMs));
  pass.absorb(timeline);
  pass.closeDaysThrough(
    lastEventMs === null ? -1 : Math.max(epochDayOf(fromIso(now)), epochDayOf(lastEventMs)),
  );
  const kind = annualisationFor(options.platform ?? 'MT4').returnPeriod;
  return periodReturns(pass.closedDays, kind).map((growth) => growth.toNumber());
};

/** computePerformance as it was (docs/metrics.md, formula version 2026.11-1), decimal throughout. */
export const referenceComputePerformance = (
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
  now: IsoDateTime,
  options: PerformanceOptions = {},
): PerformanceReport => {
  const nowMs = fromIso(now);
  if (Number.isNaN(nowMs)) throw new TypeError(`computePerformance(): now is not a date: ${now}`);
  const timeline = buildTimeline(trades, balanceOperations);
  const { firstActivityMs, lastEventMs } = timeline;
  const pass = new PerformancePass(firstActivityMs === null ? 0 : epochDayOf(firstActivityMs));
  pass.absorb(timeline);
  pass.closeDaysThrough(lastEventMs === null ? -1 : Math.max(epochDayOf(nowMs), epochDayOf(lastEventMs)));
  const days = pass.closedDays;

  const annualisation = annualisationFor(options.platform ?? 'MT4');
  const { periodsPerYear, returnPeriod } = annualisation;
  const { trades: stats, index } = pass;

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

  const trailing = (windowDays: number): MetricValue<WindowReturn> =>
    fromReturns(() => trailingWindowReturn(days, windowDays, returnPeriod));
  const window7 = trailing(7);
  const window30 = trailing(30);
  const window180 = trailing(180);
  const growthOf = (window: MetricValue<WindowReturn>): MetricValue<number> =>
    mapValue(window, (w) => roundStatistic(w.growth));
  const aprOf = (window: MetricValue<WindowReturn>): MetricValue<number> =>
    mapValue(window, (w) => roundStatistic(annualise(w, periodsPerYear)));

  const sharpe = fromReturns(() => {
    if (days.length < SHARPE_MIN_HISTORY_DAYS) return absentBecause<number>('INSUFFICIENT_HISTORY');
    const returns = periodReturns(days, returnPeriod).map((growth) => growth.toNumber());
    return mapValue(measureSharpeRatio(returns, periodsPerYear), roundStatistic);
  });

  const monthly = fromReturns(() =>
    present(
      monthlyGrowth(days).map((month) => ({
        month: month.month,
        return: roundStatistic(month.growth),
        profit: exactDecimalString(month.profit),
      })),
    ),
  );

  const report: PerformanceReport = {
    formulaVersion: FORMULA_VERSION,
    annualisation,
    startedAt: hasActivity ? toIso(firstActivityMs) : null,
    historyDays: days.length,
    principal: exactDecimalString(pass.principal),
    profit: exactDecimalString(profit),
    finalBalance: exactDecimalString(pass.balance),
    drawdown: exactDecimalString(drawdown),
    drawdownRatio:
      returnsAbsence === null
        ? roundStatistic(index.maxDrawdownRatio)
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
    volMax:
      hasTrades && stats.volumeMax
        ? exactDecimalString(stats.volumeMax)
        : placeholder('volMax', 'NO_TRADES', '0'),
    volMin:
      hasTrades && stats.volumeMin
        ? exactDecimalString(stats.volumeMin)
        : placeholder('volMin', 'NO_TRADES', '0'),
    volAvg: hasTrades
      ? averageDecimalString(stats.volumeTotal, stats.count)
      : placeholder('volAvg', 'NO_TRADES', '0'),
    volTotal: exactDecimalString(stats.volumeTotal),
    winRate: valueOf(
      'winRate',
      fromTrades(() => present(roundStatistic(stats.wins / stats.count))),
    ),
    tradesTotal: stats.count,
    winningTrades: stats.wins,
    losingTrades: stats.losses,
    breakEvenTrades: stats.breakEven,
    updatedAt: now,
    profitDatas: dailyProfitSeries(days, returnsAbsence === null),
    grossProfit: exactDecimalString(stats.grossProfit),
    grossLoss: exactDecimalString(stats.grossLoss),
    averageProfit: valueOf(
      'averageProfit',
      fromTrades(() =>
        stats.wins === 0
          ? absentBecause('NO_WINS')
          : present(averageDecimalString(stats.grossProfit, stats.wins)),
      ),
    ),
    averageLoss: valueOf(
      'averageLoss',
      fromTrades(() =>
        stats.losses === 0
          ? absentBecause('NO_LOSSES')
          : present(averageDecimalString(stats.grossLoss, stats.losses)),
      ),
    ),
    rateOfReturn: valueOf(
      'rateOfReturn',
      fromReturns(() => present(roundStatistic(index.value.minus(1)))),
    ),
    profitFactor: valueOf(
      'profitFactor',
      fromTrades(() =>
        stats.losses === 0
          ? absentBecause('NO_LOSSES')
          : present(roundStatistic(stats.grossProfit.dividedBy(stats.grossLoss.negated()))),
      ),
    ),
    recoveryFactor: valueOf(
      'recoveryFactor',
      fromTrades(() =>
        drawdown.isZero()
          ? absentBecause('NO_DRAWDOWN')
          : present(roundStatistic(profit.dividedBy(drawdown))),
      ),
    ),
    expectancy: valueOf(
      'expectancy',
      fromTrades(() => present(averageDecimalString(profit, stats.count))),
    ),
    bestTrade: valueOf('bestTrade', highlightOf(stats.best)),
    worstTrade: valueOf('worstTrade', highlightOf(stats.worst)),
    longestWinStreak: stats.longestWinStreak,
    longestLossStreak: stats.longestLossStreak,
    monthlyReturns: valueOf('monthlyReturns', monthly) ?? [],
    bySymbol: [...stats.bySymbol.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([symbol, tally]) => ({
        symbol,
        trades: tally.trades,
        profit: exactDecimalString(tally.profit),
        winRate: roundStatistic(tally.wins / tally.trades),
        volume: exactDecimalString(tally.volume),
      })),
    absent,
  };
  return returnsAbsence !== null && days.length > 0
    ? { ...report, absent: { ...absent, dailyReturn: returnsAbsence } }
    : report;
};
