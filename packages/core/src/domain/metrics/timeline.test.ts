import { describe, expect, it } from 'vitest';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { SAFE_INTEGERS } from './minor-units.js';
import { computePerformance } from './performance.js';
import { deposit, trade, withdrawal } from './performance.test-helpers.js';
import { extendPerformanceState, startPerformanceState } from './performance-state.js';
import { referenceComputePerformance } from './reference-implementation.test-helpers.js';
import { buildTimeline } from './timeline.js';

/*
 * How the engine reads and orders its inputs (timeline.ts): amounts in any form decimal.js reads,
 * trades by close time and then their other fields, balance operations by time, id and signed
 * amount, so that the report does not depend on the order the inputs came in.
 */
const NOW = '2025-06-30T00:00:00.000Z';

/** Every order of a short list. */
const orders = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((item, at) =>
        orders([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]),
      );

describe('amounts written in other forms than plain decimals', () => {
  const plainTrades = [
    trade({ ticket: 'a', close: '2025-03-03T10:00:00.000Z', profit: '100', volume: '0.25' }),
    trade({ ticket: 'b', close: '2025-03-04T10:00:00.000Z', profit: '-2.5', volume: '3' }),
    trade({ ticket: 'c', close: '2025-03-05T10:00:00.000Z', profit: '0.07', volume: '1200' }),
  ];
  const plainOperations = [
    deposit('D', '2025-03-01T00:00:00.000Z', '1000'),
    withdrawal('W', '2025-03-04T12:00:00.000Z', '50'),
  ];
  // The same amounts as "1e2", "+0.25", "-25E-1", "7e-2", "1.2e3", "1e3", "+5e1".
  const otherTrades: Trade[] = [
    { ...plainTrades[0]!, profit: '1e2', volume: '+0.25' },
    { ...plainTrades[1]!, profit: '-25E-1', volume: '3' },
    { ...plainTrades[2]!, profit: '7e-2', volume: '1.2e3' },
  ];
  const otherOperations: BalanceOperation[] = [
    { ...plainOperations[0]!, amount: '1e3' },
    { ...plainOperations[1]!, amount: '+5e1' },
  ];

  it('are read as the decimals they stand for: the report of the plain amounts', () => {
    const expected = computePerformance(plainTrades, plainOperations, NOW);
    expect(expected).toMatchObject({
      profit: '97.57',
      volTotal: '1203.25',
      volMin: '0.25',
      finalBalance: '1047.57',
    });
    expect(computePerformance(otherTrades, otherOperations, NOW)).toEqual(expected);
    expect(computePerformance(otherTrades, plainOperations, NOW)).toEqual(expected);
    expect(computePerformance(plainTrades, otherOperations, NOW)).toEqual(expected);
  });

  it('are read as such in any input order (the columns then follow the sorted order)', () => {
    const expected = computePerformance(plainTrades, plainOperations, NOW);
    for (const trades of orders(otherTrades)) {
      expect(computePerformance(trades, [...otherOperations].reverse(), NOW)).toEqual(expected);
    }
  });

  it('count their places after the point as the decimal has them (7e-2 has two)', () => {
    const report = computePerformance(
      [trade({ ticket: 'a', close: '2025-03-03T10:00:00.000Z', profit: '7e-2', volume: '5e-3' })],
      [deposit('D', '2025-03-01T00:00:00.000Z', '1e1')],
      NOW,
    );
    expect(report).toMatchObject({ profit: '0.07', volTotal: '0.005', finalBalance: '10.07' });
  });
});

describe('dates that are not dates', () => {
  it('are named in the error: the trade and its field, or the balance operation', () => {
    const good = trade({ ticket: 'a', close: '2025-03-03T10:00:00.000Z', profit: '1' });
    expect(() => computePerformance([{ ...good, closeTime: 'yesterday' }], [], NOW)).toThrow(
      new TypeError('computePerformance(): closeTime of trade a is not a date: yesterday'),
    );
    expect(() => computePerformance([{ ...good, openTime: 'soon' }], [], NOW)).toThrow(
      new TypeError('computePerformance(): openTime of trade a is not a date: soon'),
    );
    expect(() =>
      computePerformance([good], [{ ...deposit('D7', '2025-03-01T00:00:00.000Z', '5'), time: 'never' }], NOW),
    ).toThrow(new TypeError('computePerformance(): time of balance operation D7 is not a date: never'));
  });
});

describe('the order of trades closed at the same instant', () => {
  it('follows the open time when the tickets are the same, whatever order they came in', () => {
    // Two records of ticket T closed together: the one opened first (a win) comes first. Then a
    // loss on its own: a streak of two losses in that order (by profit it would be one).
    const close = '2025-03-03T10:00:00.000Z';
    const first = trade({ ticket: 'T', open: '2025-03-03T08:00:00.000Z', close, profit: '5' });
    const second = trade({ ticket: 'T', open: '2025-03-03T09:00:00.000Z', close, profit: '-5' });
    const later = trade({ ticket: 'U', close: '2025-03-04T10:00:00.000Z', profit: '-1' });
    const operations = [deposit('D', '2025-03-01T00:00:00.000Z', '100')];
    for (const trades of orders([first, second, later])) {
      const report = computePerformance(trades, operations, NOW);
      expect(report.longestLossStreak).toBe(2);
      expect(report.longestWinStreak).toBe(1);
      expect(report).toEqual(referenceComputePerformance(trades, operations, NOW));
    }
  });
});

describe('the order of balance operations of the same instant and id', () => {
  /** The pending operations of a state whose latest instant holds `operations`. */
  const pendingAfter = (operations: readonly BalanceOperation[]) =>
    extendPerformanceState(startPerformanceState(), [], operations)?.pendingBalanceOperations;

  it('puts the smaller signed amount first: a withdrawal before a deposit, in any input order', () => {
    const at = '2025-03-01T00:00:00.000Z';
    // A withdrawal of 30 (-30) before a deposit of 100: by amount alone, or both negated, the other way.
    const small = [deposit('X', at, '100'), withdrawal('X', at, '30')];
    // A withdrawal of 100 (-100) before a deposit of 30: by amount alone, the other way.
    const large = [deposit('X', at, '30'), withdrawal('X', at, '100')];
    for (const [operations, expected] of [
      [small, [small[1], small[0]]],
      [large, [large[1], large[0]]],
    ] as const) {
      expect(pendingAfter(operations)).toEqual(expected);
      expect(pendingAfter([...operations].reverse())).toEqual(expected);
    }
  });

  it('puts the larger of two deposits second', () => {
    const at = '2025-03-01T00:00:00.000Z';
    const operations = [deposit('X', at, '200'), deposit('X', at, '20')];
    expect(pendingAfter(operations)).toEqual([operations[1], operations[0]]);
  });
});

describe('a history already in order', () => {
  // Most histories arrive sorted (read in time order): then the timeline keeps the caller's arrays
  // rather than sorting a copy, which a million-trade history would notice.
  const close = '2025-03-03T10:00:00.000Z';
  const a = trade({ ticket: 'A', close, profit: '1' });
  const b = trade({ ticket: 'B', close, profit: '2' });
  const later = trade({ ticket: 'C', close: '2025-03-04T10:00:00.000Z', profit: '3' });
  const d1 = deposit('D1', '2025-03-01T00:00:00.000Z', '100');
  const d2 = deposit('D2', '2025-03-02T00:00:00.000Z', '50');

  it('is kept as it came, trades and balance operations alike', () => {
    const trades = [a, b, later];
    const operations = [d1, d2];
    const timeline = buildTimeline(SAFE_INTEGERS, trades, operations);
    expect(timeline.trades.trades).toBe(trades);
    expect(timeline.flows.operations).toBe(operations);
    // Two records alike in every field are in order too.
    const twins = [a, { ...a }, later];
    expect(buildTimeline(SAFE_INTEGERS, twins, []).trades.trades).toBe(twins);
  });

  it('is sorted into a new array when a close time goes back, or a tie is out of order', () => {
    for (const trades of [
      [later, a, b],
      [b, a, later],
    ]) {
      const timeline = buildTimeline(SAFE_INTEGERS, trades, []);
      expect(timeline.trades.trades).not.toBe(trades);
      expect(timeline.trades.trades).toEqual([a, b, later]);
    }
    const operations = [d2, d1];
    const flows = buildTimeline(SAFE_INTEGERS, [], operations).flows;
    expect(flows.operations).not.toBe(operations);
    expect(flows.operations).toEqual([d1, d2]);
  });
});
