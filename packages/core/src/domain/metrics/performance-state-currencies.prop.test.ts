import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromIso, toIso } from '../../shared/time.js';
import { PLATFORMS } from '../platform/platform.js';
import { currencyHistoryArb } from './currency-histories.test-helpers.js';
import { computePerformance } from './performance.js';
import { reportFromState, startPerformanceState } from './performance-state.js';
import { chunksArb, extendByChunks, jsonRoundTrip } from './performance-state.test-helpers.js';

/**
 * The incremental state over histories of every currency (0 to 18 decimals, amounts up to 15
 * digits: sums beyond 2^53 minor units take the bigint path in some chunks and not in others).
 */
describe('incremental performance state, any currency', () => {
  it('extending chunk by chunk (through JSON or not) reports what a full computation reports', () => {
    const arb = currencyHistoryArb.chain((history) =>
      fc.record({
        history: fc.constant(history),
        chunks: chunksArb(history),
        platform: fc.constantFrom(...PLATFORMS),
        stored: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arb, ({ history, chunks, platform, stored }) => {
        const state = extendByChunks(startPerformanceState({ platform }), chunks, (next) =>
          stored ? jsonRoundTrip(next) : next,
        );
        const latest = Math.max(
          fromIso(history.now),
          ...history.trades.map((t) => fromIso(t.closeTime)),
          ...history.operations.map((o) => fromIso(o.time)),
        );
        const now = toIso(latest);
        expect(reportFromState(state, now)).toEqual(
          computePerformance(history.trades, history.operations, now, { platform }),
        );
      }),
      { numRuns: 200 },
    );
  });
});
