import { DAY_MS } from '../../shared/time.js';
import type { EpochDay } from './calendar.js';
import { DaySeries } from './daily-series.js';
import { MoneyDrawdown, type RunningDrawdownSnapshot } from './drawdown.js';
import type { MinorUnits, UnitsColumn } from './minor-units.js';
import { TimeWeightedIndex, type TimeWeightedIndexSnapshot } from './returns.js';
import type { Scales, Timeline } from './timeline.js';
import { TradeStatistics, type TradeStatisticsSnapshot } from './trade-statistics.js';

/** Where a PerformancePass stands, as plain JSON (amounts as exact text); its closed days are not in it. */
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

/** Every amount of a snapshot, money and volumes apart: their places set the scales to restore it at. */
export const snapshotAmounts = (
  snapshot: PerformancePassSnapshot,
): { readonly money: string[]; readonly volume: string[] } => {
  const { trades, moneyDrawdown } = snapshot;
  return {
    money: [
      snapshot.principal,
      snapshot.balance,
      snapshot.cumulativeProfit,
      snapshot.dayProfit,
      trades.grossProfit,
      trades.grossLoss,
      ...[trades.best, trades.worst].flatMap((trade) => (trade === null ? [] : [trade.profit])),
      ...trades.bySymbol.map((tally) => tally.profit),
      moneyDrawdown.peak,
      moneyDrawdown.lowSincePeak,
      moneyDrawdown.fall,
    ],
    volume: [
      trades.volumeTotal,
      ...[trades.volumeMin, trades.volumeMax].flatMap((volume) => (volume === null ? [] : [volume])),
      ...trades.bySymbol.map((tally) => tally.volume),
    ],
  };
};

/** Positions of the running amounts in PerformancePass' register column. */
const PRINCIPAL = 0;
const BALANCE = 1;
const CUMULATIVE_PROFIT = 2;
const DAY_PROFIT = 3;
/** The instant in progress: the capital before its trades, their summed profit. */
const CAPITAL = 4;
const INSTANT_PROFIT = 5;
const REGISTERS = 6;

/**
 * The one pass (docs/metrics.md section 2), which can stop after any instant and go on later:
 * trades (by close time) and balance operations (by time) merged in time order. At each instant the
 * balance operations apply first, then that instant's trades together, so the result does not
 * depend on the order of equal-time inputs. Days are closed as time moves on.
 *
 * Amounts are exact units (minor-units.ts) at `scales`, kept in a column of registers (a typed
 * array for numbers) rather than in fields or passed as arguments: V8 boxes a number in a field,
 * or passed to a call it does not inline, and nothing here may allocate per trade.
 * A later `absorb` must bring only instants after every instant absorbed before (performance-state.ts
 * holds back the latest instant for that reason).
 */
export class PerformancePass<M> {
  /** Days this object closed (since it was started or restored), oldest first. */
  readonly closedDays: DaySeries<M>;
  /** Deposits - withdrawals, the balance, the cumulative trading result, the day's result so far. */
  private readonly amounts: UnitsColumn<M>;

  private constructor(
    readonly units: MinorUnits<M>,
    readonly scales: Scales,
    readonly trades: TradeStatistics<M>,
    readonly index: TimeWeightedIndex,
    /** On the cumulative trading result, which deposits and withdrawals do not touch. */
    readonly moneyDrawdown: MoneyDrawdown<M>,
    private currentDay: EpochDay,
    amounts: readonly [principal: M, balance: M, cumulativeProfit: M, dayProfit: M],
    private everFunded: boolean,
  ) {
    this.closedDays = new DaySeries(units);
    this.amounts = units.column(REGISTERS);
    amounts.forEach((amount, position) => {
      this.amounts[position] = amount;
    });
  }

  /** Deposits - withdrawals. */
  get principal(): M {
    return this.amounts[PRINCIPAL] as M;
  }

  get balance(): M {
    return this.amounts[BALANCE] as M;
  }

  /** Whether the balance was ever above 0: without that there is nothing to measure returns on. */
  get hadCapital(): boolean {
    return this.everFunded;
  }

  /** A pass before any event, its first day being the first activity's. */
  static start<M>(units: MinorUnits<M>, scales: Scales, firstDay: EpochDay): PerformancePass<M> {
    const { zero } = units;
    return new PerformancePass(
      units,
      scales,
      new TradeStatistics(units),
      new TimeWeightedIndex(),
      MoneyDrawdown.start(units),
      firstDay,
      [zero, zero, zero, zero],
      false,
    );
  }

  /** `scales` must have at least the places of every amount of the snapshot (snapshotAmounts). */
  static restore<M>(
    units: MinorUnits<M>,
    scales: Scales,
    snapshot: PerformancePassSnapshot,
  ): PerformancePass<M> {
    const money = (text: string) => units.parse(text, scales.money);
    return new PerformancePass(
      units,
      scales,
      TradeStatistics.restore(units, scales, snapshot.trades),
      TimeWeightedIndex.restore(snapshot.index),
      MoneyDrawdown.restore(units, scales, snapshot.moneyDrawdown),
      snapshot.currentDay,
      [
        money(snapshot.principal),
        money(snapshot.balance),
        money(snapshot.cumulativeProfit),
        money(snapshot.dayProfit),
      ],
      snapshot.hadCapital,
    );
  }

  snapshot(): PerformancePassSnapshot {
    const text = (value: M) => this.units.text(value, this.scales.money);
    return {
      currentDay: this.currentDay,
      principal: text(this.amounts[PRINCIPAL] as M),
      balance: text(this.amounts[BALANCE] as M),
      cumulativeProfit: text(this.amounts[CUMULATIVE_PROFIT] as M),
      dayProfit: text(this.amounts[DAY_PROFIT] as M),
      hadCapital: this.everFunded,
      trades: this.trades.snapshot(this.scales),
      index: this.index.snapshot(),
      moneyDrawdown: this.moneyDrawdown.snapshot(this.scales),
    };
  }

  /**
   * Walks a timeline's sorted trades and flows, instant by instant: its first `tradeEnd` trades and
   * `flowEnd` flows (all by default). The timeline's units and scales must be the pass's.
   */
  absorb(
    { trades, flows }: Pick<Timeline<M>, 'trades' | 'flows'>,
    tradeEnd = trades.count,
    flowEnd = flows.count,
  ): void {
    const { units, index, moneyDrawdown, amounts } = this;
    const slots = this.trades.slotsFor(trades);
    const { closeMs, profit } = trades;
    const { atMs, amount } = flows;
    let tradeAt = 0;
    let flowAt = 0;
    while (tradeAt < tradeEnd || flowAt < flowEnd) {
      const nextTradeMs = tradeAt < tradeEnd ? (closeMs[tradeAt] as number) : Infinity;
      const nextFlowMs = flowAt < flowEnd ? (atMs[flowAt] as number) : Infinity;
      const instantMs = nextTradeMs < nextFlowMs ? nextTradeMs : nextFlowMs;
      const day = Math.floor(instantMs / DAY_MS);
      if (day > this.currentDay) this.closeDaysBefore(day);

      for (; flowAt < flowEnd && atMs[flowAt] === instantMs; flowAt += 1) {
        amounts[PRINCIPAL] = units.add(amounts[PRINCIPAL] as M, amount[flowAt] as M);
        amounts[BALANCE] = units.add(amounts[BALANCE] as M, amount[flowAt] as M);
      }
      if (nextTradeMs === instantMs) {
        amounts[CAPITAL] = amounts[BALANCE] as M;
        amounts[INSTANT_PROFIT] = units.zero;
        for (; tradeAt < tradeEnd && closeMs[tradeAt] === instantMs; tradeAt += 1) {
          this.trades.add(trades, tradeAt, slots);
          amounts[INSTANT_PROFIT] = units.add(amounts[INSTANT_PROFIT], profit[tradeAt] as M);
        }
        index.applyTrading(units, amounts, CAPITAL, INSTANT_PROFIT);
        amounts[BALANCE] = units.add(amounts[BALANCE] as M, amounts[INSTANT_PROFIT]);
        amounts[CUMULATIVE_PROFIT] = units.add(amounts[CUMULATIVE_PROFIT] as M, amounts[INSTANT_PROFIT]);
        amounts[DAY_PROFIT] = units.add(amounts[DAY_PROFIT] as M, amounts[INSTANT_PROFIT]);
        moneyDrawdown.observe(amounts, CUMULATIVE_PROFIT);
      } else amounts[CAPITAL] = amounts[BALANCE] as M;
      if (!this.everFunded) {
        this.everFunded = units.sign(amounts[CAPITAL]) > 0 || units.sign(amounts[BALANCE] as M) > 0;
      }
    }
  }

  /** Closes every day up to and including `lastDay` (quiet days too): the series' end. */
  closeDaysThrough(lastDay: EpochDay): void {
    this.closeDaysBefore(lastDay + 1);
  }

  private closeDaysBefore(day: EpochDay): void {
    const { amounts } = this;
    for (; this.currentDay < day; this.currentDay += 1) {
      this.closedDays.push(
        this.currentDay,
        amounts[DAY_PROFIT] as M,
        amounts[CUMULATIVE_PROFIT] as M,
        amounts[BALANCE] as M,
        this.index.value,
      );
      amounts[DAY_PROFIT] = this.units.zero;
    }
  }
}
