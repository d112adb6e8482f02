import { toIso } from '@signal-portal/core';
import { calculatePerformance } from '../signals/performance-calculation.js';
import { SIGNAL_CALCULATE_JOB, SIGNAL_SYMBOL_SYNC_JOB } from '../signals/signal-connection.js';
import { publishSignal } from '../signals/signal-store.js';
import { syncSymbols } from '../signals/symbol-sync.js';
import { findSignal, saveSignal } from '../storage/signals.repository.js';
import type { JobRunner } from './job-runner.js';

const signalIdOf = (payload: Record<string, unknown>): string | undefined =>
  typeof payload.signalId === 'string' ? payload.signalId : undefined;

/**
 * Registers the signals area's jobs. `signal.calculate`: the performance of a new connection, then
 * CONNECTED; a job of an earlier connection (another `connectedAt`) or of a signal no longer
 * calculating is stale and does nothing. `signal.symbol-sync`: reads and matches the account's
 * symbols; an unreachable broker queues the retry 2 minutes later.
 */
export const registerSignalJobs = (runner: JobRunner): void => {
  runner.register(SIGNAL_CALCULATE_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const signalId = signalIdOf(job.payload);
    if (signalId === undefined) return;
    const stored = await findSignal(tx, { siteId: job.siteId }, signalId, { forUpdate: true });
    if (!stored || stored.connectedAt !== job.payload.connectedAt) return;
    if (stored.signal.connStatus !== 'CALCULATING') return;
    const calculated = await calculatePerformance(ctx, stored, toIso(ctx.clock.now()));
    if (calculated.error) return;
    await saveSignal(tx, calculated.value);
    scope.afterCommit(() => publishSignal(ctx, calculated.value));
  });

  runner.register(SIGNAL_SYMBOL_SYNC_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const signalId = signalIdOf(job.payload);
    if (signalId === undefined) return;
    const stored = await findSignal(tx, { siteId: job.siteId }, signalId, { forUpdate: true });
    if (!stored) return;
    const synced = await syncSymbols(ctx, tx, stored, toIso(ctx.clock.now()));
    if (synced.error) return;
    await saveSignal(tx, synced.value);
    scope.afterCommit(() => publishSignal(ctx, synced.value));
  });
};
