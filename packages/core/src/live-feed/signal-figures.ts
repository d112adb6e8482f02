import type { DailyProfit, SignalPerformance } from '../domain/metrics/performance.types.js';
import type { PerformanceReport } from '../domain/metrics/performance-report.types.js';
import type { IsoDateTime } from '../shared/time.js';

/** Every figure of a signal's performance but its daily series. */
export type PerformanceFigures = Omit<PerformanceReport, 'profitDatas'>;

/**
 * What a refresh of a signal's figures publishes on `signals` and `signal.<id>` (channels.ts): the new
 * figures, and of the daily series only the days that changed (those from `profitDatasFrom` on; the
 * days before it are as they were). So a refresh every 10 minutes sends a few hundred bytes, not the
 * whole series. A change of anything else of the signal is published as the whole Signal.
 */
export interface SignalFiguresPatch {
  readonly kind: 'figures';
  /** The signal's id. */
  readonly id: string;
  /** The signal's `updatedAt` after the refresh. */
  readonly updatedAt: IsoDateTime;
  readonly figures: PerformanceFigures;
  /** A day (YYYY-MM-DD): the series' days from it on are replaced by `profitDatasTail`. */
  readonly profitDatasFrom: string;
  readonly profitDatasTail: readonly DailyProfit[];
}

const sameDay = (a: DailyProfit | undefined, b: DailyProfit | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.date === b.date &&
  a.profit === b.profit &&
  a.cumulativeProfit === b.cumulativeProfit &&
  a.equity === b.equity &&
  a.dailyReturn === b.dailyReturn;

/** The patch that turns the performance `before` into `after` (the server's side). */
export const figuresPatchOf = (
  signal: { readonly id: string; readonly updatedAt: IsoDateTime },
  before: SignalPerformance | null,
  after: PerformanceReport,
): SignalFiguresPatch => {
  const { profitDatas: days, ...figures } = after;
  const old = before?.profitDatas ?? [];
  let first = 0;
  while (first < days.length && sameDay(old[first], days[first])) first += 1;
  // An unchanged series still sends its last day, so the patch always says where the series stands.
  first = Math.min(first, days.length - 1);
  const tail = first < 0 ? [] : days.slice(first);
  return {
    kind: 'figures',
    id: signal.id,
    updatedAt: signal.updatedAt,
    figures,
    profitDatasFrom: tail[0]?.date ?? '',
    profitDatasTail: tail,
  };
};

/** The performance after a patch (the clients' side): the new figures over the merged series. */
export const applyFiguresPatch = (
  performance: SignalPerformance | null,
  patch: SignalFiguresPatch,
): PerformanceReport => ({
  ...patch.figures,
  profitDatas: [
    ...(performance?.profitDatas ?? []).filter((day) => day.date < patch.profitDatasFrom),
    ...patch.profitDatasTail,
  ],
});

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a live-feed message's data is a figures patch (a check of its shape, not of every figure). */
export const isSignalFiguresPatch = (data: unknown): data is SignalFiguresPatch =>
  isRecord(data) &&
  data.kind === 'figures' &&
  typeof data.id === 'string' &&
  typeof data.updatedAt === 'string' &&
  isRecord(data.figures) &&
  typeof data.figures.updatedAt === 'string' &&
  typeof data.figures.formulaVersion === 'string' &&
  typeof data.profitDatasFrom === 'string' &&
  Array.isArray(data.profitDatasTail);
