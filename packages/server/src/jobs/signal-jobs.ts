import { isLostReason, toIso } from '@signal-portal/core';
import { registerConnectionHealthJob } from '../signals/connection-health-job.js';
import { calculatePerformance } from '../signals/performance-calculation.js';
import { runRefreshJob } from '../signals/performance-refresh.js';
import {
  SIGNAL_CALCULATE_JOB,
  SIGNAL_REFRESH_JOB,
  SIGNAL_SYMBOL_SYNC_JOB,
} from '../signals/signal-connection.js';
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
 * symbols; an unreachable broker queues the retry 2 minutes later. `signal.refresh`: the performance
 * engine's refresh of a connected signal, every 10 minutes of platform time and when new trades
 * arrive (signals/performance-refresh.ts). `signal.health`: a linked signal's connection checked every
 * minute, LOST with its reason when the platform notices it gone (signals/connection-health-job.ts).
 */
export const registerSignalJobs = (runner: JobRunner): void => {
  runner.register(SIGNAL_CALCULATE_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const signalId = signalIdOf(job.payload);
    if (signalId === undefined) return;
    const stored = await findSignal(tx, { siteId: job.siteId }, signalId, { forUpdate: true });
    if (!stored || stored.connectedAt !== job.payload.connectedAt) return;
    if (stored.signal.connStatus !== 'CALCULATING') return;
    const calculated = await calculatePerformance(ctx, tx, stored, toIso(ctx.clock.now()));
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
    if (synced.error) {
      // Refused credentials marked the signal lost: the provider hears it once that has committed.
      const lost = isLostReason(synced.value)
        ? await findSignal(tx, { siteId: job.siteId }, signalId)
        : undefined;
      if (lost) scope.afterCommit(() => publishSignal(ctx, lost));
      return;
    }
    await saveSignal(tx, synced.value);
    scope.afterCommit(() => publishSignal(ctx, synced.value));
  });

  runner.register(SIGNAL_REFRESH_JOB, runRefreshJob);
  registerConnectionHealthJob(runner);
};
