import {
  computePerformance,
  performanceInputsOf,
  type PerformanceReport,
  type Platform,
  type SignalHistory,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import { text, type Block } from '../../output/blocks.js';
import type { CommandContext, CommandModule, Outcome, ViewContext } from '../../runner/command.js';
import { flagOption, idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { compareReports, comparisonTable, type FigureComparison } from './figure-rows.js';
import { signalsPerformance, storedReport } from './performance.js';

export interface StatsInput {
  readonly id: string;
  readonly recompute: boolean;
}

/** The server's figures beside the ones recomputed here from the history they came from. */
export interface Recomputation {
  readonly signalId: string;
  readonly platform: Platform;
  readonly formulaVersion: string;
  /** The server's refresh time: the `now` of both computations. */
  readonly refreshedAt: string;
  /** History entries (trades and balance operations) the figures were recomputed from. */
  readonly entries: number;
  /** How many figures differ: 0 is the promise. */
  readonly differences: number;
  readonly figures: readonly FigureComparison[];
}

export type StatsOutput =
  | { readonly recomputed: false; readonly report: PerformanceReport | null }
  | ({ readonly recomputed: true } & Recomputation);

/** Entries a history page holds at most (the server's limit): the fewest requests. */
const HISTORY_PAGE_SIZE = 500;
/** A refresh between the reads makes them disagree; read again this many times at most. */
const MAX_ATTEMPTS = 3;

const STALE = Symbol('stale');

/**
 * Every entry of the history, page by page, all of one refresh: a page computed after another
 * refresh (its refresh time or total changed) makes the whole read stale.
 */
const readHistory = async (
  context: CommandContext<Recomputation>,
  id: string,
): Promise<Outcome<{ head: SignalHistory; entries: SignalHistoryEntry[] } | typeof STALE>> => {
  const first = await context.services.signals.history(id, { page: 1, pageSize: HISTORY_PAGE_SIZE });
  if (first.error) return first;
  const head = first.value;
  const entries = [...head.list];
  const pages = Math.ceil(head.total / HISTORY_PAGE_SIZE);
  for (let page = 2; page <= pages; page += 1) {
    const next = await context.services.signals.history(id, { page, pageSize: HISTORY_PAGE_SIZE });
    if (next.error) return next;
    if (next.value.refreshedAt !== head.refreshedAt || next.value.total !== head.total) return succeed(STALE);
    entries.push(...next.value.list);
  }
  return succeed(entries.length === head.total ? { head, entries } : STALE);
};

/** One read of the history and the stored figures, compared; STALE when a refresh came between. */
const recomputeOnce = async (
  context: CommandContext<Recomputation>,
  id: string,
): Promise<Outcome<Recomputation | typeof STALE>> => {
  const history = await readHistory(context, id);
  if (history.error) return history;
  if (history.value === STALE) return succeed(STALE);
  const { head, entries } = history.value;
  const stored = await storedReport(context.services, id);
  if (stored.error) return stored;
  const server = stored.value;
  if (server === null || head.refreshedAt === null) {
    return { error: true, value: 'SIGNAL_PERFORMANCE_NOT_CALCULATED' };
  }
  if (server.updatedAt !== head.refreshedAt) return succeed(STALE);
  const { trades, balanceOperations } = performanceInputsOf(entries);
  // As the server's engine: the whole history, at its refresh time, annualised for its platform.
  const local = computePerformance(trades, balanceOperations, head.refreshedAt, { platform: head.platform });
  const figures = compareReports(server, local);
  return succeed({
    signalId: id,
    platform: head.platform,
    formulaVersion: server.formulaVersion,
    refreshedAt: head.refreshedAt,
    entries: entries.length,
    differences: figures.filter((comparison) => !comparison.same).length,
    figures,
  });
};

const recompute = async (
  context: CommandContext<Recomputation>,
  id: string,
): Promise<Outcome<StatsOutput>> => {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const result = await recomputeOnce(context, id);
    if (result.error) return result;
    if (result.value === STALE) continue;
    const recomputation = result.value;
    if (recomputation.differences === 0) return succeed({ recomputed: true, ...recomputation });
    // The comparison is shown (or printed as a JSON line) before the refusal that sets the exit code.
    context.emit(recomputation);
    return {
      error: true,
      value: 'SIGNAL_FIGURES_DIFFER',
      message: { key: 'cliFigures.stats.someDiffer', params: { count: recomputation.differences } },
    };
  }
  return { error: true, value: 'SERVICE_ERROR', message: { key: 'cliFigures.stats.refreshedWhileReading' } };
};

const recomputationBlocks = (recomputation: Recomputation, view: ViewContext): readonly Block[] => {
  const { t, format } = view;
  const table = comparisonTable(recomputation.figures, view);
  if (recomputation.differences > 0) return [table];
  return [
    table,
    text(
      t('cliFigures.stats.allEqual', {
        count: recomputation.figures.length,
        entries: recomputation.entries,
        version: recomputation.formulaVersion,
        time: format.dateTime(recomputation.refreshedAt),
      }),
      'success',
    ),
  ];
};

/**
 * `signals stats <id> --recompute`: downloads the history the stored figures were computed from,
 * recomputes every figure here with the core (the same function, platform and time as the server's
 * engine) and prints each beside the server's with the difference. Zero differences is the promise;
 * any difference exits non-zero (SIGNAL_FIGURES_DIFFER). Without --recompute: the stored figures.
 */
export const signalsStats: CommandModule<StatsInput, StatsOutput, Recomputation> = {
  needsApi: true,
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    return succeed({ id: id.value, recompute: flagOption(raw, 'recompute') });
  },
  async run(context, { id, recompute: wanted }) {
    if (wanted) return recompute(context, id);
    const stored = await storedReport(context.services, id);
    return stored.error ? stored : succeed({ recomputed: false, report: stored.value });
  },
  render: (output, view) =>
    output.recomputed ? recomputationBlocks(output, view) : signalsPerformance.render(output.report, view),
  renderEvent: (recomputation, view) => recomputationBlocks(recomputation, view),
};
