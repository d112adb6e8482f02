import type { SignalPerformance } from '../domain/metrics/performance.types.js';
import type { Signal } from '../domain/signal/signal.js';

/**
 * The parts of a stored performance that grow with the signal's history (the daily series, the
 * monthly returns, the figures per symbol). A whole Signal pushed on `signals` or `signal.<id>`
 * leaves them out, as the signal list's items do (they read as empty): a push tells what changed,
 * and these change only with a new calculation, whose figures the push carries and whose series
 * GET /signal/{id} and GET /signal/{id}/performance answer.
 */
export const PERFORMANCE_SERIES_FIELDS = ['profitDatas', 'monthlyReturns', 'bySymbol'] as const;

type Series = Record<(typeof PERFORMANCE_SERIES_FIELDS)[number], readonly unknown[]>;

const EMPTY_SERIES: Series = { profitDatas: [], monthlyReturns: [], bySymbol: [] };

/** The Signal as the live feed pushes it: its performance without the series (the server's side). */
export const signalForFeed = (signal: Signal): Signal =>
  signal.performance === null
    ? signal
    : { ...signal, performance: { ...signal.performance, ...EMPTY_SERIES } as SignalPerformance };

/** Whether two performances are the same calculation (the figures a push compares, not the series). */
export const sameCalculation = (a: SignalPerformance | null, b: SignalPerformance | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.updatedAt === b.updatedAt &&
    a.formulaVersion === b.formulaVersion &&
    a.tradesTotal === b.tradesTotal);

/**
 * A pushed Signal over the one a client shows (the clients' side): when its performance is the same
 * calculation as the one shown, the series shown are kept; when it is another, undefined: the client
 * reads the signal (or its performance) again for the new series.
 */
export const withSeriesKept = (shown: Signal, pushed: Signal): Signal | undefined => {
  if (pushed.performance === null) return pushed;
  if (!sameCalculation(shown.performance, pushed.performance)) return undefined;
  const kept = shown.performance as unknown as Partial<Series>;
  const series: Partial<Series> = {};
  for (const field of PERFORMANCE_SERIES_FIELDS) {
    if (kept[field] !== undefined) series[field] = kept[field];
  }
  return { ...pushed, performance: { ...pushed.performance, ...series } as SignalPerformance };
};
