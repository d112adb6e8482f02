import { Decimal, ZERO } from '../../shared/money.js';
import type { Trade } from '../trading/trade.js';
import { plainTrade } from './plain-events.js';
import { timedTradeOf, type TimedTrade } from './timeline.js';

interface SymbolTally {
  trades: number;
  wins: number;
  profit: Decimal;
  volume: Decimal;
}

/** Where a TradeStatistics stands, as plain JSON (decimals as exact text): sums and counts, not trades. */
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

const decimalOrNull = (text: string | null): Decimal | null => (text === null ? null : new Decimal(text));

/**
 * Everything about the trades themselves, fed one trade at a time in close-time order. A trade wins
 * with a profit above 0, loses below 0; a profit of exactly 0 is break-even: it counts as a trade,
 * is neither a win nor a loss, and ends both streaks.
 */
export class TradeStatistics {
  count = 0;
  wins = 0;
  losses = 0;
  grossProfit: Decimal = ZERO;
  grossLoss: Decimal = ZERO;
  volumeTotal: Decimal = ZERO;
  volumeMin: Decimal | null = null;
  volumeMax: Decimal | null = null;
  /** Milliseconds held, summed (exact integers); a close before its open counts 0. */
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

    // Strictly better or worse: of equal profits the first closed is kept.
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

  /** Everything it keeps, so that a later pass can go on from here (performance-state.ts). */
  snapshot(): TradeStatisticsSnapshot {
    return {
      count: this.count,
      wins: this.wins,
      losses: this.losses,
      grossProfit: this.grossProfit.toString(),
      grossLoss: this.grossLoss.toString(),
      volumeTotal: this.volumeTotal.toString(),
      volumeMin: this.volumeMin?.toString() ?? null,
      volumeMax: this.volumeMax?.toString() ?? null,
      holdingMs: this.holdingMs,
      best: this.best && plainTrade(this.best.trade),
      worst: this.worst && plainTrade(this.worst.trade),
      winStreak: this.winStreak,
      lossStreak: this.lossStreak,
      longestWinStreak: this.longestWinStreak,
      longestLossStreak: this.longestLossStreak,
      bySymbol: [...this.bySymbol].map(([symbol, tally]) => ({
        symbol,
        trades: tally.trades,
        wins: tally.wins,
        profit: tally.profit.toString(),
        volume: tally.volume.toString(),
      })),
    };
  }

  static restore(snapshot: TradeStatisticsSnapshot): TradeStatistics {
    const statistics = new TradeStatistics();
    statistics.count = snapshot.count;
    statistics.wins = snapshot.wins;
    statistics.losses = snapshot.losses;
    statistics.grossProfit = new Decimal(snapshot.grossProfit);
    statistics.grossLoss = new Decimal(snapshot.grossLoss);
    statistics.volumeTotal = new Decimal(snapshot.volumeTotal);
    statistics.volumeMin = decimalOrNull(snapshot.volumeMin);
    statistics.volumeMax = decimalOrNull(snapshot.volumeMax);
    statistics.holdingMs = snapshot.holdingMs;
    statistics.best = snapshot.best && timedTradeOf(snapshot.best);
    statistics.worst = snapshot.worst && timedTradeOf(snapshot.worst);
    statistics.winStreak = snapshot.winStreak;
    statistics.lossStreak = snapshot.lossStreak;
    statistics.longestWinStreak = snapshot.longestWinStreak;
    statistics.longestLossStreak = snapshot.longestLossStreak;
    for (const { symbol, trades, wins, profit, volume } of snapshot.bySymbol) {
      statistics.bySymbol.set(symbol, {
        trades,
        wins,
        profit: new Decimal(profit),
        volume: new Decimal(volume),
      });
    }
    return statistics;
  }

  get breakEven(): number {
    return this.count - this.wins - this.losses;
  }

  /** Net trading result: the exact sum of every trade's profit. */
  get profit(): Decimal {
    return this.grossProfit.plus(this.grossLoss);
  }
}
