import fc from 'fast-check';
import { fromIso } from '../../shared/time.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import type { History } from './performance.test-helpers.js';
import { extendPerformanceState, type PerformanceState } from './performance-state.js';

/** Builders for the incremental performance state's tests. */

export interface Chunk {
  readonly trades: readonly Trade[];
  readonly operations: readonly BalanceOperation[];
}

type Event = { readonly atMs: number } & (
  | { readonly trade: Trade; readonly operation?: undefined }
  | { readonly operation: BalanceOperation; readonly trade?: undefined }
);

/** Every event of a history in time order: a trade at its close, an operation at its time. */
const eventsInTimeOrder = (history: History): Event[] =>
  [
    ...history.trades.map((trade): Event => ({ atMs: fromIso(trade.closeTime), trade })),
    ...history.operations.map((operation): Event => ({ atMs: fromIso(operation.time), operation })),
  ].sort((a, b) => a.atMs - b.atMs);

const chunkOf = (events: readonly Event[]): Chunk => ({
  trades: events.flatMap((event) => (event.trade ? [event.trade] : [])),
  operations: events.flatMap((event) => (event.operation ? [event.operation] : [])),
});

/**
 * The history's events in time order, cut anywhere (a cut may fall between events of the same
 * instant) into consecutive chunks, as a refresh would receive them.
 */
export const chunksArb = (history: History): fc.Arbitrary<Chunk[]> => {
  const events = eventsInTimeOrder(history);
  return fc.uniqueArray(fc.integer({ min: 0, max: events.length }), { maxLength: 6 }).map((cuts) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), events.length];
    return bounds.slice(1).map((end, position) => chunkOf(events.slice(bounds[position], end)));
  });
};

/** Extends the state by each chunk in turn; throws when a chunk in time order is refused. */
export const extendByChunks = (
  start: PerformanceState,
  chunks: readonly Chunk[],
  afterEach: (state: PerformanceState) => PerformanceState = (state) => state,
): PerformanceState =>
  chunks.reduce((state, chunk) => {
    const next = extendPerformanceState(state, chunk.trades, chunk.operations);
    if (next === null) throw new Error('a chunk in time order was refused');
    return afterEach(next);
  }, start);

/** Freezes a value and everything in it, so that any mutation throws. */
export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

export const jsonRoundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
