import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/time.js';
import type { Trade } from '../trading/trade.js';
import { computePerformance } from './performance.js';
import { centsToDecimal, deposit, trade } from './performance.test-helpers.js';

/*
 * Histories of more than 8,192 trades: their per-trade columns are 64 KB and more, kept from one
 * computation to the next and reused (scratch-columns.ts). Whatever ran before, a computation
 * reports from its own trades only.
 */
const START_MS = Date.UTC(2025, 0, 1);
const NOW = '2025-12-31T00:00:00.000Z';

/** `count` trades a few minutes apart; trade k makes `profitCents(k)` and trades `volumeCents(k)`. */
const historyOf = (
  count: number,
  profitCents: (k: number) => number,
  volumeCents: (k: number) => number,
  written: (text: string, k: number) => string = (text) => text,
): Trade[] =>
  Array.from({ length: count }, (_, k) =>
    trade({
      ticket: `T${k}`,
      symbol: k % 3 === 0 ? 'XAUUSD' : 'EURUSD',
      close: toIso(START_MS + (k + 1) * 25 * 60_000),
      profit: written(centsToDecimal(profitCents(k)), k),
      volume: written(centsToDecimal(volumeCents(k)), k),
    }),
  );

const OPERATIONS = [deposit('D', toIso(START_MS), '1000000')];

describe('histories of more than 8,192 trades', () => {
  it('are summed exactly, whatever large history ran before, in any input order', () => {
    // 8,400 trades: per 7 trades -250 - 150 - 50 + 50 + 150 + 250 + 350 = 350 cents, so 1,200 x 350
    // = 420,000 cents; volumes per 5 trades 1 + 2 + 3 + 4 + 5 = 15 cents, so 1,680 x 15 = 25,200 cents.
    const first = historyOf(
      8_400,
      (k) => (k % 7) * 100 - 250,
      (k) => 1 + (k % 5),
    );
    // Before it, another history of 9,000 trades, some amounts in exponent form ("-15e-2"): its
    // columns are larger, and hold its own amounts when the first history reuses them.
    const before = historyOf(
      9_000,
      (k) => 30 - (k % 11) * 5,
      (k) => 10 + (k % 3),
      (text, k) => (k % 4 === 0 ? `${text.replace('.', '')}e-2` : text),
    );
    // Per 11 trades 30 + 25 + ... - 20 = 55 cents: 818 x 55 + (30 + 25) = 45,045 cents.
    expect(computePerformance(before, OPERATIONS, NOW)).toMatchObject({
      profit: '450.45',
      tradesTotal: 9_000,
    });
    const report = computePerformance(first, OPERATIONS, NOW);
    expect(report).toMatchObject({
      profit: '4200',
      finalBalance: '1004200',
      tradesTotal: 8_400,
      volTotal: '252',
    });
    expect(report.bySymbol.map((symbol) => symbol.trades)).toEqual([5_600, 2_800]);
    expect(computePerformance([...first].reverse(), OPERATIONS, NOW)).toEqual(report);
  });
});
