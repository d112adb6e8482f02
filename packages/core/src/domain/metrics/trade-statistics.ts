import type { Trade } from '../trading/trade.js';
import { plainDecimal, type MinorUnits, type UnitsColumn } from './minor-units.js';
import { plainTrade } from './plain-events.js';
import type { Scales, TradeColumns } from './timeline.js';

/** Where a TradeStatistics stands, as plain JSON (amounts as exact text): sums and counts, not trades. */
export interface TradeStatisticsSnapshot {
  readonly count: number;
  readonly wins: number;
  readonly losses: number;
  readonly grossProfit: string;
  readonly grossLoss: string;
  readonly volumeTotal: string;
  readonly volumeMin: string | null;
  readonly volumeMax: string | null;
  readonly holdingMs: number;
  readonly best: Trade | null;
  readonly worst: Trade | null;
  readonly winStreak: number;
  readonly lossStreak: number;
  readonly longestWinStreak: number;
  readonly longestLossStreak: number;
  /** In the order the symbols were first traded. */
  readonly bySymbol: readonly {
    readonly symbol: string;
    readonly trades: number;
    readonly wins: number;
    readonly profit: string;
    readonly volume: string;
  }[];
}

/** One symbol's trades. */
export interface SymbolTally<M> {
  readonly symbol: string;
  readonly trades: number;
  readonly wins: number;
  readonly profit: M;
  readonly volume: M;
}

/** One trade picked out: the trade and its profit in units. */
export interface PickedTrade<M> {
  readonly trade: Trade;
  readonly profit: M;
}

/** Positions of the running sums in TradeStatistics' register column. */
const GROSS_PROFIT = 0;
const GROSS_LOSS = 1;
const VOLUME_TOTAL = 2;
const VOLUME_MIN = 3;
const VOLUME_MAX = 4;
const SUMS = 5;

/**
 * Everything about the trades themselves, fed one trade at a time in close-time order. A trade wins
 * with a profit above 0, loses below 0; a profit of exactly 0 is break-even: it counts as a trade,
 * is neither a win nor a loss, and ends both streaks. Sums in exact units (minor-units.ts), kept in
 * columns (typed arrays for numbers) rather than fields, so that updating them allocates nothing.
 */
export class TradeStatistics<M> {
  count = 0;
  wins = 0;
  losses = 0;
  best: PickedTrade<M> | null = null;
  worst: PickedTrade<M> | null = null;
  longestWinStreak = 0;
  longestLossStreak = 0;
  private winStreak = 0;
  private lossStreak = 0;
  private readonly sums: UnitsColumn<M>;
  /** Milliseconds held, summed (exact integers); a close before its open counts 0. */
  private readonly held = new Float64Array(1);
  /** Per symbol, in the order the symbols were first traded. */
  private readonly symbols: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly symbolTrades: number[] = [];
  private readonly symbolWins: number[] = [];
  private symbolProfit: UnitsColumn<M>;
  private symbolVolume: UnitsColumn<M>;

  constructor(private readonly units: MinorUnits<M>) {
    this.sums = units.column(SUMS);
    this.symbolProfit = units.column(8);
    this.symbolVolume = units.column(8);
  }

  get grossProfit(): M {
    return this.sums[GROSS_PROFIT] as M;
  }

  get grossLoss(): M {
    return this.sums[GROSS_LOSS] as M;
  }

  get volumeTotal(): M {
    return this.sums[VOLUME_TOTAL] as M;
  }

  /** Meaningful once count > 0. */
  get volumeMin(): M {
    return this.sums[VOLUME_MIN] as M;
  }

  get volumeMax(): M {
    return this.sums[VOLUME_MAX] as M;
  }

  get holdingMs(): number {
    return this.held[0] as number;
  }

  /** In the order the symbols were first traded. */
  get bySymbol(): SymbolTally<M>[] {
    return this.symbols.map((symbol, slot) => ({
      symbol,
      trades: this.symbolTrades[slot] ?? 0,
      wins: this.symbolWins[slot] ?? 0,
      profit: this.symbolProfit[slot] as M,
      volume: this.symbolVolume[slot] as M,
    }));
  }

  /**
   * The tally slot of each of the columns' symbols, by the columns' symbol positions; -1 until the
   * symbol's first trade, so that a symbol enters `bySymbol` with its first trade.
   */
  slotsFor(columns: TradeColumns<M>): Int32Array {
    return Int32Array.from(columns.symbols, (symbol) => this.slotOf.get(symbol) ?? -1);
  }

  /** Adds the trade at `position` of the columns; `slots` from slotsFor(columns). */
  add(columns: TradeColumns<M>, position: number, slots: Int32Array): void {
    const { units, sums } = this;
    const profit = columns.profit[position] as M;
    const volume = columns.volume[position] as M;
    const sign = units.sign(profit);
    const first = this.count === 0;
    this.count += 1;
    if (sign > 0) {
      this.wins += 1;
      sums[GROSS_PROFIT] = units.add(sums[GROSS_PROFIT] as M, profit);
      this.winStreak += 1;
      this.lossStreak = 0;
      if (this.winStreak > this.longestWinStreak) this.longestWinStreak = this.winStreak;
    } else if (sign < 0) {
      this.losses += 1;
      sums[GROSS_LOSS] = units.add(sums[GROSS_LOSS] as M, profit);
      this.lossStreak += 1;
      this.winStreak = 0;
      if (this.lossStreak > this.longestLossStreak) this.longestLossStreak = this.lossStreak;
    } else {
      this.winStreak = 0;
      this.lossStreak = 0;
    }

    sums[VOLUME_TOTAL] = units.add(sums[VOLUME_TOTAL] as M, volume);
    if (first || units.compare(volume, sums[VOLUME_MIN] as M) < 0) sums[VOLUME_MIN] = volume;
    if (first || units.compare(volume, sums[VOLUME_MAX] as M) > 0) sums[VOLUME_MAX] = volume;
    const held = (columns.closeMs[position] as number) - (columns.openMs[position] as number);
    if (held > 0) this.held[0] = (this.held[0] as number) + held;

    // Strictly better or worse: of equal profits the first closed is kept.
    if (this.best === null || units.compare(profit, this.best.profit) > 0) {
      this.best = { trade: columns.trades[position] as Trade, profit };
    }
    if (this.worst === null || units.compare(profit, this.worst.profit) < 0) {
      this.worst = { trade: columns.trades[position] as Trade, profit };
    }

    const symbolAt = columns.symbolOf[position] as number;
    let slot = slots[symbolAt] as number;
    if (slot < 0) {
      slot = this.slotFor(columns.symbols[symbolAt] ?? '');
      slots[symbolAt] = slot;
    }
    this.symbolTrades[slot] = (this.symbolTrades[slot] ?? 0) + 1;
    if (sign > 0) this.symbolWins[slot] = (this.symbolWins[slot] ?? 0) + 1;
    this.symbolProfit[slot] = units.add(this.symbolProfit[slot] as M, profit);
    this.symbolVolume[slot] = units.add(this.symbolVolume[slot] as M, volume);
  }

  /** A new symbol's slot, its sums at 0. */
  private slotFor(symbol: string): number {
    const slot = this.symbols.length;
    if (slot === this.symbolProfit.length) {
      this.symbolProfit = this.grown(this.symbolProfit);
      this.symbolVolume = this.grown(this.symbolVolume);
    }
    this.symbols.push(symbol);
    this.slotOf.set(symbol, slot);
    this.symbolTrades.push(0);
    this.symbolWins.push(0);
    return slot;
  }

  private grown(column: UnitsColumn<M>): UnitsColumn<M> {
    const larger = this.units.column(column.length * 2);
    for (let at = 0; at < column.length; at += 1) larger[at] = column[at] as M;
    return larger;
  }

  /** Everything it keeps, so that a later pass can go on from here (performance-state.ts). */
  snapshot(scales: Scales): TradeStatisticsSnapshot {
    const money = (value: M) => this.units.text(value, scales.money);
    const volume = (value: M) => this.units.text(value, scales.volume);
    const any = this.count > 0;
    return {
      count: this.count,
      wins: this.wins,
      losses: this.losses,
      grossProfit: money(this.grossProfit),
      grossLoss: money(this.grossLoss),
      volumeTotal: volume(this.volumeTotal),
      volumeMin: any ? volume(this.volumeMin) : null,
      volumeMax: any ? volume(this.volumeMax) : null,
      holdingMs: this.holdingMs,
      best: this.best && plainTrade(this.best.trade),
      worst: this.worst && plainTrade(this.worst.trade),
      winStreak: this.winStreak,
      lossStreak: this.lossStreak,
      longestWinStreak: this.longestWinStreak,
      longestLossStreak: this.longestLossStreak,
      bySymbol: this.bySymbol.map((tally) => ({
        symbol: tally.symbol,
        trades: tally.trades,
        wins: tally.wins,
        profit: money(tally.profit),
        volume: volume(tally.volume),
      })),
    };
  }

  static restore<M>(
    units: MinorUnits<M>,
    scales: Scales,
    snapshot: TradeStatisticsSnapshot,
  ): TradeStatistics<M> {
    const money = (text: string) => units.parse(text, scales.money);
    const volume = (text: string) => units.parse(text, scales.volume);
    const picked = (trade: Trade | null): PickedTrade<M> | null =>
      trade && { trade, profit: units.parse(plainDecimal(trade.profit), scales.money) };
    const statistics = new TradeStatistics(units);
    const { sums } = statistics;
    statistics.count = snapshot.count;
    statistics.wins = snapshot.wins;
    statistics.losses = snapshot.losses;
    sums[GROSS_PROFIT] = money(snapshot.grossProfit);
    sums[GROSS_LOSS] = money(snapshot.grossLoss);
    sums[VOLUME_TOTAL] = volume(snapshot.volumeTotal);
    sums[VOLUME_MIN] = snapshot.volumeMin === null ? units.zero : volume(snapshot.volumeMin);
    sums[VOLUME_MAX] = snapshot.volumeMax === null ? units.zero : volume(snapshot.volumeMax);
    statistics.held[0] = snapshot.holdingMs;
    statistics.best = picked(snapshot.best);
    statistics.worst = picked(snapshot.worst);
    statistics.winStreak = snapshot.winStreak;
    statistics.lossStreak = snapshot.lossStreak;
    statistics.longestWinStreak = snapshot.longestWinStreak;
    statistics.longestLossStreak = snapshot.longestLossStreak;
    for (const tally of snapshot.bySymbol) {
      const slot = statistics.slotFor(tally.symbol);
      statistics.symbolTrades[slot] = tally.trades;
      statistics.symbolWins[slot] = tally.wins;
      statistics.symbolProfit[slot] = money(tally.profit);
      statistics.symbolVolume[slot] = volume(tally.volume);
    }
    return statistics;
  }

  get breakEven(): number {
    return this.count - this.wins - this.losses;
  }

  /** Net trading result: the exact sum of every trade's profit. */
  get profit(): M {
    return this.units.add(this.grossProfit, this.grossLoss);
  }
}
