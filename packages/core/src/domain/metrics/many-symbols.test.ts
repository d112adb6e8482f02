import { describe, expect, it } from 'vitest';
import type { Trade } from '../trading/trade.js';
import { computePerformance } from './performance.js';
import { deposit, trade } from './performance.test-helpers.js';
import { extendPerformanceState, reportFromState, startPerformanceState } from './performance-state.js';
import { jsonRoundTrip } from './performance-state.test-helpers.js';

/*
 * The per-symbol breakdown keeps a slot per symbol, in the order symbols were first traded, and
 * makes room as more symbols come (trade-statistics.ts): every symbol keeps its own figures however
 * many there are, on number and on bigint units alike.
 */
const NOW = '2025-06-30T00:00:00.000Z';
const SYMBOLS = Array.from({ length: 20 }, (_, n) => `S${String(n).padStart(2, '0')}`);

/**
 * Symbol n has n + 1 trades, each of `profit` times (n + 1) and volume 0.1: its figures tell it from
 * every other symbol's. Trades go round the symbols, so each slot fills over the whole history.
 */
const historyOf = (symbols: readonly string[], profit: bigint) => {
  const trades: Trade[] = [];
  let minute = 0;
  for (let round = 0; round < symbols.length; round += 1) {
    symbols.forEach((symbol, n) => {
      if (round > n) return;
      minute += 1;
      trades.push(
        trade({
          ticket: `${symbol}-${round}`,
          symbol,
          close: new Date(Date.UTC(2025, 2, 3) + minute * 60_000).toISOString(),
          profit: String(profit * BigInt(n + 1)),
          volume: '0.1',
        }),
      );
    });
  }
  return { trades, operations: [deposit('D', '2025-03-01T00:00:00.000Z', String(profit * 1000n))] };
};

const expectedBySymbol = (symbols: readonly string[], profit: bigint) =>
  symbols.map((symbol, n) => ({
    symbol,
    trades: n + 1,
    profit: String(profit * BigInt(n + 1) * BigInt(n + 1)),
    winRate: 1,
    volume: String((n + 1) / 10),
  }));

describe('figures per symbol, for many symbols', () => {
  it.each([
    ['number units', 3n],
    // 2^60 and more per trade: bigint units.
    ['bigint units', 2n ** 60n + 1n],
  ])('each of twenty symbols keeps its own trades, profit, win rate and volume (%s)', (_, profit) => {
    const { trades, operations } = historyOf(SYMBOLS, profit);
    const report = computePerformance(trades, operations, NOW);
    expect(report.bySymbol).toEqual(expectedBySymbol(SYMBOLS, profit));
    expect(report.tradesTotal).toBe((20 * 21) / 2);
  });

  it('a stored state goes on with every one of its many symbols', () => {
    const { trades, operations } = historyOf(SYMBOLS, 7n);
    // The first half of the trades (of about half the symbols' first trades), then the rest.
    const cut = trades.length / 2;
    const first = extendPerformanceState(startPerformanceState(), trades.slice(0, cut), operations);
    const whole = first && extendPerformanceState(jsonRoundTrip(first), trades.slice(cut), []);
    expect(whole).not.toBeNull();
    expect(first?.pass?.trades.bySymbol.length).toBeGreaterThan(8);
    expect(reportFromState(whole!, NOW)).toEqual(computePerformance(trades, operations, NOW));
    expect(reportFromState(whole!, NOW).bySymbol).toEqual(expectedBySymbol(SYMBOLS, 7n));
  });
});
