import { describe, expect, it } from 'vitest';
import { FORMULA_VERSION } from './formula-version.js';
import { computePerformance } from './performance.js';
import { deposit, trade, withdrawal } from './performance.test-helpers.js';
import {
  extendPerformanceState,
  reportFromState,
  startPerformanceState,
  type PerformanceState,
} from './performance-state.js';
import { deepFreeze, extendByChunks, jsonRoundTrip } from './performance-state.test-helpers.js';

const NOW = '2026-06-30T00:00:00.000Z';
const START = deposit('D0', '2026-03-02T00:00:00.000Z', '1000');

const extended = (state: PerformanceState, ...chunk: Parameters<typeof extendPerformanceState>[1][]) =>
  extendByChunks(
    state,
    chunk.map((trades) => ({ trades, operations: [] })),
  );

describe('the incremental performance state', () => {
  it('starts as the report of nothing, on the platform it was given', () => {
    expect(reportFromState(startPerformanceState(), NOW)).toEqual(computePerformance([], [], NOW));
    expect(reportFromState(startPerformanceState({ platform: 'BINANCE' }), NOW)).toEqual(
      computePerformance([], [], NOW, { platform: 'BINANCE' }),
    );
  });

  it('takes new trades on top of what it has: the report of the whole history', () => {
    const first = [
      trade({ ticket: 'a', close: '2026-03-03T10:00:00.000Z', profit: '50' }),
      trade({ ticket: 'b', close: '2026-03-04T10:00:00.000Z', profit: '-20' }),
    ];
    const later = [
      trade({ ticket: 'c', close: '2026-05-04T10:00:00.000Z', profit: '30', symbol: 'XAUUSD' }),
      trade({ ticket: 'd', close: '2026-06-01T10:00:00.000Z', profit: '-80' }),
    ];
    const state = extendByChunks(startPerformanceState(), [
      { trades: first, operations: [START] },
      { trades: later, operations: [withdrawal('W1', '2026-05-10T00:00:00.000Z', '100')] },
    ]);
    expect(reportFromState(state, NOW)).toEqual(
      computePerformance(
        [...first, ...later],
        [START, withdrawal('W1', '2026-05-10T00:00:00.000Z', '100')],
        NOW,
      ),
    );
  });

  it('events of one instant arriving in two refreshes still apply together: the deposit first, then the trades', () => {
    const at = '2026-03-03T10:00:00.000Z';
    const trades = [
      trade({ ticket: 'a', close: at, profit: '100' }),
      trade({ ticket: 'b', close: at, profit: '-40' }),
    ];
    const topUp = deposit('D1', at, '1000');
    const state = extendByChunks(startPerformanceState(), [
      { trades: [trades[0]!], operations: [START] },
      { trades: [trades[1]!], operations: [] },
      { trades: [], operations: [topUp] },
    ]);
    const full = computePerformance(trades, [START, topUp], NOW);
    expect(reportFromState(state, NOW)).toEqual(full);
    // (100 - 40) on a capital of 2000, not 100 on 1000 then -40 on 1100.
    expect(full.rateOfReturn).toBe(0.03);
  });

  it('a trade opened before everything it knew moves the start of the history back', () => {
    const early = trade({
      ticket: 'held',
      open: '2026-02-20T09:00:00.000Z',
      close: '2026-03-10T09:00:00.000Z',
      profit: '25',
    });
    const state = extended(extendByChunks(startPerformanceState(), [{ trades: [], operations: [START] }]), [
      early,
    ]);
    const report = reportFromState(state, NOW);
    expect(report).toEqual(computePerformance([early], [START], NOW));
    expect(report.startedAt).toBe('2026-02-20T09:00:00.000Z');
    expect(report.profitDatas[0]).toEqual({
      date: '2026-02-20',
      profit: '0',
      cumulativeProfit: '0',
      equity: '0',
      dailyReturn: 0,
    });
  });

  it('refuses what cannot extend it: an earlier event, another formula version or layout', () => {
    const state = deepFreeze(
      extended(startPerformanceState(), [
        trade({ ticket: 'a', close: '2026-03-03T10:00:00.000Z', profit: '50' }),
      ]),
    );
    const earlier = trade({ ticket: 'z', close: '2026-03-03T09:59:59.999Z', profit: '1' });
    expect(extendPerformanceState(state, [earlier], [])).toBeNull();
    expect(extendPerformanceState(state, [], [deposit('D', '2026-03-01T00:00:00.000Z', '5')])).toBeNull();
    expect(extendPerformanceState({ ...state, formulaVersion: '2020.01-1' }, [], [])).toBeNull();
    expect(extendPerformanceState({ ...state, layout: state.layout + 1 }, [], [])).toBeNull();
    expect(() => reportFromState({ ...state, formulaVersion: '2020.01-1' }, NOW)).toThrow(RangeError);
  });

  it('nothing new: the same state', () => {
    const state = extended(startPerformanceState(), [
      trade({ ticket: 'a', close: '2026-03-03T10:00:00.000Z', profit: '50' }),
    ]);
    expect(extendPerformanceState(state, [], [])).toEqual(state);
    expect(state.formulaVersion).toBe(FORMULA_VERSION);
  });

  it('keeps days and running figures, not trades: its size does not grow with the trades of a day', () => {
    const dayOfTrades = (count: number) =>
      Array.from({ length: count }, (_, n) =>
        trade({
          ticket: `t${n}`,
          close: new Date(Date.parse('2026-03-03T00:00:00.000Z') + n * 1000).toISOString(),
          profit: n % 3 === 0 ? '-2.5' : '4',
        }),
      );
    const sizeAfter = (count: number) =>
      JSON.stringify(
        extendByChunks(startPerformanceState(), [
          { trades: dayOfTrades(count), operations: [START] },
          // A later event, so that the day of trades is behind the latest instant.
          { trades: [], operations: [deposit('D9', '2026-03-04T00:00:00.000Z', '1')] },
        ]),
      ).length;
    // 1,980 more trades (each about 200 characters as JSON) add only longer digits to the totals.
    expect(sizeAfter(2_000) - sizeAfter(20)).toBeLessThan(300);
  });

  it('is plain JSON: a copy through JSON.stringify is equal', () => {
    const state = extendByChunks(startPerformanceState({ platform: 'TWSE' }), [
      {
        trades: [trade({ ticket: 'a', close: '2026-03-03T10:00:00.000Z', profit: '50.125' })],
        operations: [START],
      },
    ]);
    expect(jsonRoundTrip(state)).toEqual(state);
  });
});
