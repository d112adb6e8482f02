import {
  DAY_MS,
  extendPerformanceState,
  figuresPatchOf,
  FORMULA_VERSION,
  fromIso,
  LIVE_FEED_CHANNELS,
  reportFromState,
  startPerformanceState,
  toIso,
  type BalanceOperation,
  type IsoDateTime,
  type PerformanceReport,
  type PerformanceState,
  type Platform,
  type Trade,
} from '@signal-portal/core';
import type { AccountHistory, LinkedAccount } from '../brokers/broker.port.js';
import type { ServerContext } from '../context.js';
import type { JobHandler } from '../jobs/job-runner.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  loadHistorySince,
  NO_HISTORY_MARK,
  readHistoryExtent,
  readHistoryState,
  recordBalanceOperations,
  recordTrades,
  writeHistoryState,
  type HistoryMark,
  type RecordedBalanceOperation,
  type RecordedTrade,
  type SignalHistoryState,
  type SignalKey,
} from '../storage/signal-history.repository.js';
import { findSignal, saveSignal, type StoredSignal } from '../storage/signals.repository.js';
import { lostReasonOf, markSignalLost } from './connection-health.js';
import { queueSignalRefresh, REFRESH_INTERVAL_MS } from './refresh-schedule.js';
import { applyToStored, publishSignal } from './signal-store.js';

/**
 * The performance engine (docs/performance-engine.md): a signal's closed trades and balance
 * operations are kept in the history store (storage/signal-history.repository.ts), read from the
 * broker as the platform clock moves on (or pushed by the EA), and its figures recomputed over the
 * WHOLE stored history at least every 10 minutes of platform time, stored with their refresh time and
 * formula version, and published on the live feed as a change of the figures.
 */

/** At connect time the history is read from this many days before the connection: what is fetched, not a cap. */
export const INITIAL_HISTORY_DAYS = 90;
/** A long gap (a server that was off) is read from the broker in windows of at most this many days. */
const BROKER_READ_WINDOW_DAYS = 90;

export const keyOf = (stored: StoredSignal): SignalKey => ({
  siteId: stored.siteId,
  signalId: stored.signal.id,
});

// ---- reading the broker ----

/** What the broker answered for the stretch after the stored history, up to `upTo` (null: nothing to read). */
interface BrokerRead {
  readonly history: AccountHistory;
  readonly upTo: IsoDateTime;
}

/**
 * Reads the account from where the stored history stands (`syncedTo`; the 90 days before connecting
 * on the first read, which alone carries the opening balance) up to `upTo`: every trade that closed in
 * between. Only the broker: a failure rejects, and the caller decides (the connect calculation is
 * retried by the job runner; a refresh turns it into an outcome, see readBroker).
 */
const readFromBroker = async (
  ctx: ServerContext,
  stored: StoredSignal,
  state: SignalHistoryState,
  upTo: IsoDateTime,
): Promise<BrokerRead | null> => {
  const account = stored.link.account;
  const anchor = stored.connectedAt ?? upTo;
  const from = state.syncedTo ?? toIso(fromIso(anchor) - INITIAL_HISTORY_DAYS * DAY_MS);
  if (account === null || fromIso(from) >= fromIso(upTo)) return null;
  return { history: await readWindows(ctx, account, from, upTo, state.syncedTo === null), upTo };
};

/** Stores what a broker read found (each ticket and operation once) and how far the history is read. */
const recordBrokerRead = async (
  tx: SqlExecutor,
  key: SignalKey,
  read: BrokerRead | null,
  now: IsoDateTime,
): Promise<void> => {
  if (read === null) return;
  await recordTrades(tx, key, read.history.trades, 'BROKER', now);
  await recordBalanceOperations(tx, key, read.history.balanceOperations, 'BROKER', now);
  await writeHistoryState(tx, key, { syncedTo: read.upTo });
};

/** Reads the broker up to `upTo` and records what is new; a broker that fails throws. */
export const syncFromBroker = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  state: SignalHistoryState,
  upTo: IsoDateTime,
  now: IsoDateTime,
): Promise<void> => recordBrokerRead(tx, keyOf(stored), await readFromBroker(ctx, stored, state, upTo), now);

const readWindows = async (
  ctx: ServerContext,
  account: LinkedAccount,
  from: IsoDateTime,
  upTo: IsoDateTime,
  openingBalance: boolean,
): Promise<AccountHistory> => {
  const trades: Trade[] = [];
  const balanceOperations: BalanceOperation[] = [];
  const endMs = fromIso(upTo);
  for (let startMs = fromIso(from); startMs < endMs; startMs += BROKER_READ_WINDOW_DAYS * DAY_MS) {
    const windowEnd = Math.min(startMs + BROKER_READ_WINDOW_DAYS * DAY_MS, endMs);
    // The first read of a history opens it with the capital and leaves out a trade opened before
    // it; later reads take every trade that closed in them, so none falls between two reads.
    const opening = openingBalance && startMs === fromIso(from);
    const read = await ctx.broker.history(account, toIso(startMs), toIso(windowEnd), {
      trades: opening ? 'inside' : 'closed',
      openingBalance: opening,
    });
    trades.push(...read.trades);
    balanceOperations.push(...read.balanceOperations);
  }
  return { trades, balanceOperations };
};

// ---- computing the figures ----

/** What the engine keeps between refreshes (history state `state`, JSON). */
interface EngineState {
  /** The stored rows the figures were computed from: those up to this mark. */
  readonly mark: HistoryMark;
  /** How many rows that was: a different count beside the mark means rows it missed, so start over. */
  readonly counts: { readonly trades: number; readonly operations: number };
  /** The core's incremental state of the computation over those rows. */
  readonly figures: PerformanceState;
}

const isEngineState = (value: unknown): value is EngineState => {
  if (typeof value !== 'object' || value === null) return false;
  const { mark, counts, figures } = value as Partial<EngineState>;
  return (
    typeof mark?.trades === 'number' &&
    typeof mark.operations === 'number' &&
    typeof counts?.trades === 'number' &&
    typeof counts.operations === 'number' &&
    typeof figures === 'object' &&
    figures !== null
  );
};

/** The mark of the rows the stored figures were computed from: what GET /signal/{id}/history lists. */
export const usedHistoryMark = (state: SignalHistoryState): HistoryMark =>
  isEngineState(state.state) ? state.state.mark : NO_HISTORY_MARK;

const asTrade = ({ source: _source, recordedAt: _at, ...trade }: RecordedTrade): Trade => trade;
const asOperation = ({ source: _source, recordedAt: _at, ...operation }: RecordedBalanceOperation) =>
  operation;

/**
 * The previous figures extended with the rows recorded since (the cost grows with the new rows, not
 * the history), or null when they cannot be: no usable previous state (first computation, another
 * formula version or platform), rows stored that it did not count (recorded out of order, or removed),
 * or a new row earlier than what it has absorbed (the core says so).
 */
const extendedFigures = async (
  tx: SqlExecutor,
  key: SignalKey,
  platform: Platform,
  previous: unknown,
): Promise<EngineState | null> => {
  if (!isEngineState(previous) || previous.figures.platform !== platform) return null;
  const added = await loadHistorySince(tx, key, previous.mark);
  const counts = {
    trades: previous.counts.trades + added.trades.length,
    operations: previous.counts.operations + added.balanceOperations.length,
  };
  const stored = await readHistoryExtent(tx, key);
  if (stored.trades !== counts.trades || stored.operations !== counts.operations) return null;
  const figures = extendPerformanceState(
    previous.figures,
    added.trades.map(asTrade),
    added.balanceOperations.map(asOperation),
  );
  return figures === null ? null : { mark: added.mark, counts, figures };
};

/** The figures of every stored row, from a fresh state. */
const fullFigures = async (tx: SqlExecutor, key: SignalKey, platform: Platform): Promise<EngineState> => {
  const all = await loadHistorySince(tx, key, NO_HISTORY_MARK);
  const figures = extendPerformanceState(
    startPerformanceState({ platform }),
    all.trades.map(asTrade),
    all.balanceOperations.map(asOperation),
  );
  // A fresh state of the current formulas always takes a history.
  if (figures === null) throw new Error('a fresh performance state refused the history');
  return {
    mark: all.mark,
    counts: { trades: all.trades.length, operations: all.balanceOperations.length },
    figures,
  };
};

/**
 * The figures of the whole stored history at `now` (equal to core computePerformance over every
 * stored row), extended from the previous ones where possible, with the engine state to keep.
 */
const recomputeFigures = async (
  tx: SqlExecutor,
  key: SignalKey,
  platform: Platform,
  previous: unknown,
  now: IsoDateTime,
): Promise<{ report: PerformanceReport; engine: EngineState }> => {
  const engine =
    (await extendedFigures(tx, key, platform, previous)) ?? (await fullFigures(tx, key, platform));
  return { report: reportFromState(engine.figures, now), engine };
};

/**
 * Recomputes a signal's figures over its whole stored history at `now` and stores the engine's
 * bookkeeping (refresh time, formula version, state); answers the figures.
 */
export const recomputeStoredFigures = async (
  tx: SqlExecutor,
  key: SignalKey,
  platform: Platform,
  now: IsoDateTime,
): Promise<PerformanceReport> => {
  const { state } = await readHistoryState(tx, key);
  const { report, engine } = await recomputeFigures(tx, key, platform, state, now);
  await writeHistoryState(tx, key, { refreshedAt: now, formulaVersion: FORMULA_VERSION, state: engine });
  return report;
};

/**
 * The stored signal with its figures recomputed (recomputeStoredFigures) through core `calculated`:
 * CONNECTED, and taken off if enabled without trades.
 */
export const storeFigures = async (
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<StoredSignal> => {
  const report = await recomputeStoredFigures(tx, keyOf(stored), stored.signal.platform, now);
  const calculated = applyToStored(stored, { type: 'calculated', performance: report }, now);
  // The caller checked the state (CALCULATING or CONNECTED): a refusal here is a bug.
  if (calculated.error) throw new Error(`cannot store figures: ${calculated.value}`);
  return calculated.value;
};

// ---- the refresh ----

/** What a refresh did; a broker failure is an outcome, never a crash of the job. */
export type RefreshOutcome =
  | { readonly kind: 'REFRESHED'; readonly before: StoredSignal; readonly after: StoredSignal }
  /** Not connected (disconnected, lost, archived, deleted, reconnecting): no refresh, none queued. */
  | { readonly kind: 'STOPPED' }
  | { readonly kind: 'BROKER_FAILED'; readonly stored: StoredSignal; readonly error: unknown };

/** Only a connected signal's figures are refreshed; every other state stops the refresh chain. */
export const isRefreshing = (stored: StoredSignal): boolean =>
  stored.signal.connStatus === 'CONNECTED' &&
  stored.signal.archivedAt === null &&
  stored.signal.deletedAt === null;

/**
 * THE place where a broker read of a refresh fails: the error is caught and answered as an outcome
 * (the connection-health check turns it into a lost reason), so a refresh job never crashes on it.
 */
const readBroker = async (
  ctx: ServerContext,
  stored: StoredSignal,
  state: SignalHistoryState,
  now: IsoDateTime,
): Promise<{ failed: false; read: BrokerRead | null } | { failed: true; error: unknown }> => {
  try {
    return { failed: false, read: await readFromBroker(ctx, stored, state, now) };
  } catch (error) {
    return { failed: true, error };
  }
};

/**
 * Refreshes a stored (locked) signal at `now`: reads what is new from the broker (not for an EA
 * signal, whose trades are pushed), recomputes the figures over the whole history, and answers the
 * signal before and after (the caller saves and publishes).
 */
export const refreshSignal = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<RefreshOutcome> => {
  if (!isRefreshing(stored)) return { kind: 'STOPPED' };
  const state = await readHistoryState(tx, keyOf(stored), { forUpdate: true });
  if (state.source === 'BROKER') {
    const broker = await readBroker(ctx, stored, state, now);
    if (broker.failed) return { kind: 'BROKER_FAILED', stored, error: broker.error };
    await recordBrokerRead(tx, keyOf(stored), broker.read, now);
  }
  return { kind: 'REFRESHED', before: stored, after: await storeFigures(tx, stored, now) };
};

/**
 * Tells the owner's feed what a refresh changed: only the figures (and the days of the series that
 * changed) when nothing else of the signal did, else the whole signal.
 */
export const publishRefresh = async (
  ctx: ServerContext,
  before: StoredSignal,
  after: StoredSignal,
): Promise<void> => {
  const figures = after.signal.performance;
  const onlyFigures =
    figures !== null &&
    before.signal.enable === after.signal.enable &&
    before.signal.connStatus === after.signal.connStatus;
  if (!onlyFigures) return publishSignal(ctx, after);
  // The stored performance is the whole report (computePerformance); the contract types it narrower.
  const patch = figuresPatchOf(after.signal, before.signal.performance, figures as PerformanceReport);
  for (const channel of [LIVE_FEED_CHANNELS.signals, LIVE_FEED_CHANNELS.signal(after.signal.id)]) {
    await ctx.feed
      .publish({ siteId: after.siteId, userId: after.userId, channel, data: patch })
      .catch(() => undefined);
  }
};

/**
 * The `signal.refresh` job (payload { signalId }): refreshes a connected signal and queues the next
 * refresh REFRESH_INTERVAL_MS of platform time later; a signal that is not connected is left alone and
 * nothing is queued (a reconnect's calculation starts the chain again). A broker that fails changes
 * nothing; the next refresh tries again.
 */
export const runRefreshJob: JobHandler = async (job, scope) => {
  const { tx, ctx } = scope;
  const signalId = typeof job.payload.signalId === 'string' ? job.payload.signalId : undefined;
  if (signalId === undefined) return;
  const scopeOfJob = { siteId: job.siteId };
  // Looked at unlocked first: a signal that is not refreshed (a reconnect calculating, which queues the
  // next refresh while it holds the signal) is left alone without waiting for its lock, which this job's
  // lock, held meanwhile, would turn into a deadlock.
  const seen = await findSignal(tx, scopeOfJob, signalId);
  if (!seen || !isRefreshing(seen)) return;
  const stored = await findSignal(tx, scopeOfJob, signalId, { forUpdate: true });
  if (!stored || !isRefreshing(stored)) return;
  const nowMs = ctx.clock.now();
  // Done before the next is queued: a signal has at most one pending refresh, and this one is over.
  await tx.query('UPDATE jobs SET done_at = $2 WHERE id = $1', [job.id, new Date(nowMs)]);
  const now = toIso(nowMs);
  const outcome = await refreshSignal(ctx, tx, stored, now);
  if (outcome.kind === 'BROKER_FAILED') {
    // A refusal of the account's credentials ends the connection now; an unreachable broker is judged
    // over time by the health check, and the next refresh tries again.
    const reason = lostReasonOf(outcome.error);
    const lost = reason === null ? null : await markSignalLost(tx, stored, reason, now);
    if (lost && !lost.error) {
      const lostSignal = lost.value;
      scope.afterCommit(() => publishSignal(ctx, lostSignal));
      return;
    }
  }
  await queueSignalRefresh(tx, keyOf(stored), new Date(nowMs + REFRESH_INTERVAL_MS));
  if (outcome.kind !== 'REFRESHED') return;
  await saveSignal(tx, outcome.after);
  scope.afterCommit(() => publishRefresh(ctx, outcome.before, outcome.after));
};
