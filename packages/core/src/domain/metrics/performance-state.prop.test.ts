import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromIso, toIso } from '../../shared/time.js';
import { PLATFORMS } from '../platform/platform.js';
import { computePerformance } from './performance.js';
import { deposit, historyArb, trade, type History } from './performance.test-helpers.js';
import { extendPerformanceState, reportFromState, startPerformanceState } from './performance-state.js';
import {
  chunksArb,
  deepFreeze,
  extendByChunks,
  jsonRoundTrip,
  type Chunk,
} from './performance-state.test-helpers.js';

const lastEventMs = (chunks: readonly Chunk[]): number =>
  Math.max(
    Number.NEGATIVE_INFINITY,
    ...chunks.flatMap((chunk) => [
      ...chunk.trades.map((t) => fromIso(t.closeTime)),
      ...chunk.operations.map((o) => fromIso(o.time)),
    ]),
  );

/** A history, the same events cut into chunks, a platform and a report time at or after the last event. */
const refreshArb = historyArb.chain((history) =>
  fc.record({
    history: fc.constant(history),
    chunks: chunksArb(history),
    platform: fc.constantFrom(...PLATFORMS),
    nowAfterMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 * 86_400_000 })),
    /** Whether each step's state goes through JSON, as stored by the server. */
    stored: fc.boolean(),
  }),
);

const nowFor = (history: History, chunks: readonly Chunk[], afterMs: number) =>
  toIso(Math.max(fromIso(history.now), lastEventMs(chunks)) + afterMs);

describe('incremental performance state properties', () => {
  it('extending chunk by chunk reports exactly what a fresh full computation reports', () => {
    fc.assert(
      fc.property(refreshArb, ({ history, chunks, platform, nowAfterMs, stored }) => {
        const state = extendByChunks(startPerformanceState({ platform }), chunks, (next) =>
          stored ? jsonRoundTrip(next) : next,
        );
        const now = nowFor(history, chunks, nowAfterMs);
        expect(reportFromState(state, now)).toEqual(
          computePerformance(history.trades, history.operations, now, { platform }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('after every chunk, the report is the full computation over what has arrived so far', () => {
    fc.assert(
      fc.property(refreshArb, ({ chunks, platform, nowAfterMs }) => {
        let state = startPerformanceState({ platform });
        chunks.forEach((chunk, position) => {
          const next = extendPerformanceState(deepFreeze(state), chunk.trades, chunk.operations);
          expect(next).not.toBeNull();
          state = next ?? state;
          const arrived = chunks.slice(0, position + 1);
          const now = toIso(Math.max(lastEventMs(arrived), 0) + nowAfterMs);
          expect(reportFromState(state, now)).toEqual(
            computePerformance(
              arrived.flatMap((c) => c.trades),
              arrived.flatMap((c) => c.operations),
              now,
              { platform },
            ),
          );
        });
      }),
      { numRuns: 60 },
    );
  });

  it('a state and its JSON copy are the same state: equal, and they extend and report alike', () => {
    fc.assert(
      fc.property(refreshArb, ({ history, chunks, platform, nowAfterMs }) => {
        const [first = { trades: [], operations: [] }, ...rest] = chunks;
        const state = extendByChunks(startPerformanceState({ platform }), [first]);
        const copy = jsonRoundTrip(state);
        expect(copy).toEqual(state);
        const now = nowFor(history, chunks, nowAfterMs);
        expect(reportFromState(extendByChunks(copy, rest), now)).toEqual(
          reportFromState(extendByChunks(state, rest), now),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('refuses (null) an event earlier than the latest one it absorbed, and leaves the state as it was', () => {
    const arb = historyArb
      .filter((history) => history.trades.length + history.operations.length > 0)
      .chain((history) =>
        fc.record({
          history: fc.constant(history),
          earlierByMs: fc.integer({ min: 1, max: 90 * 86_400_000 }),
          asTrade: fc.boolean(),
        }),
      );
    fc.assert(
      fc.property(arb, ({ history, earlierByMs, asTrade }) => {
        const state = deepFreeze(
          extendByChunks(startPerformanceState(), [
            { trades: history.trades, operations: history.operations },
          ]),
        );
        const latest = lastEventMs([{ trades: history.trades, operations: history.operations }]);
        const at = toIso(latest - earlierByMs);
        const late = asTrade
          ? extendPerformanceState(state, [trade({ ticket: 'late', close: at, profit: '1' })], [])
          : extendPerformanceState(state, [], [deposit('late', at, '1')]);
        expect(late).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});
