import { Decimal, ZERO } from '../../shared/money.js';
import { epochDayOf, type EpochDay } from './calendar.js';
import type { DayClose } from './daily-series.js';
import { RunningDrawdown, type RunningDrawdownSnapshot } from './drawdown.js';
import { TimeWeightedIndex, type TimeWeightedIndexSnapshot } from './returns.js';
import type { Timeline } from './timeline.js';
import { TradeStatistics, type TradeStatisticsSnapshot } from './trade-statistics.js';

/** Where a PerformancePass stands, as plain JSON (decimals as exact text); its closed days are not in it. */
export interface PerformancePassSnapshot {
  /** The UTC day in progress: every earlier day of the series is closed. */
  readonly currentDay: EpochDay;
  readonly principal: string;
  readonly balance: string;
  readonly cumulativeProfit: string;
  /** Trading result of the day in progress so far. */
  readonly dayProfit: string;
  readonly hadCapital: boolean;
  readonly trades: TradeStatisticsSnapshot;
  readonly index: TimeWeightedIndexSnapshot;
  readonly moneyDrawdown: RunningDrawdownSnapshot;
}

/**
 * The one pass (docs/metrics.md section 2), which can stop after any instant and go on later:
 * trades (by close time) and balance operations (by time) merged in time order. At each instant the
 * balance operations apply first, then that instant's trades together, so the result does not
 * depend on the order of equal-time inputs. Days are closed as time moves on.
 *
 * A later `absorb` must bring only instants after every instant absorbed before (performance-state.ts
 * holds back the latest instant for that reason).
 */
export class PerformancePass {
  /** Days this object closed (since it was started or restored), oldest first. */
  readonly closedDays: DayClose[] = [];

  private constructor(
    readonly trades: TradeStatistics,
    readonly index: TimeWeightedIndex,
    /** On the cumulative trading result, which deposits and withdrawals do not touch. */
    readonly moneyDrawdown: RunningDrawdown,
    private currentDay: EpochDay,
    private netDeposits: Decimal,
    private balanceNow: Decimal,
    private cumulativeProfit: Decimal,
    private dayProfit: Decimal,
    private everFunded: boolean,
  ) {}

  /** Deposits - withdrawals. */
  get principal(): Decimal {
    return this.netDeposits;
  }

  get balance(): Decimal {
    return this.balanceNow;
  }

  /** Whether the balance was ever above 0: without that there is nothing to measure returns on. */
  get hadCapital(): boolean {
    return this.everFunded;
  }

  /** A pass before any event, its first day being the first activity's. */
  static start(firstDay: EpochDay): PerformancePass {
    return new PerformancePass(
      new TradeStatistics(),
      new TimeWeightedIndex(),
      new RunningDrawdown(ZERO, false),
      firstDay,
      ZERO,
      ZERO,
      ZERO,
      ZERO,
      false,
    );
  }

  static restore(snapshot: PerformancePassSnapshot): PerformancePass {
    return new PerformancePass(
      TradeStatistics.restore(snapshot.trades),
      TimeWeightedIndex.restore(snapshot.index),
      RunningDrawdown.restore(snapshot.moneyDrawdown, false),
      snapshot.currentDay,
      new Decimal(snapshot.principal),
      new Decimal(snapshot.balance),
      new Decimal(snapshot.cumulativeProfit),
      new Decimal(snapshot.dayProfit),
      snapshot.hadCapital,
    );
  }

  snapshot(): PerformancePassSnapshot {
    return {
      currentDay: this.currentDay,
      principal: this.netDeposits.toString(),
      balance: this.balanceNow.toString(),
      cumulativeProfit: this.cumulativeProfit.toString(),
      dayProfit: this.dayProfit.toString(),
      hadCapital: this.everFunded,
      trades: this.trades.snapshot(),
      index: this.index.snapshot(),
      moneyDrawdown: this.moneyDrawdown.snapshot(),
    };
  }

  /** Walks sorted trades and flows (a timeline's), instant by instant. */
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

  /** Closes every day up to and including `lastDay` (quiet days too): the series' end. */
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
