import { ZERO, type Decimal } from '../../shared/money.js';
import type { TimedTrade } from './timeline.js';

interface SymbolTally {
  trades: number;
  wins: number;
  profit: Decimal;
  volume: Decimal;
}

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

  get breakEven(): number {
    return this.count - this.wins - this.losses;
  }

  /** Net trading result: the exact sum of every trade's profit. */
  get profit(): Decimal {
    return this.grossProfit.plus(this.grossLoss);
  }
}
