import { fromIso, MINUTE_MS, toIso, type ConnStatus, type IsoDateTime } from '@signal-portal/core';
import { scheduleJob, type Job, type JobRunner } from '../jobs/job-runner.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { findSignal } from '../storage/signals.repository.js';
import { checkConnection, markSignalLost } from './connection-health.js';
import { publishSignal } from './signal-store.js';

/** The health check of one signal's connection; each run queues the next while the signal is linked. */
export const SIGNAL_HEALTH_JOB = 'signal.health';

/**
 * Platform time between two checks of a signal. A minute: an EA is asked for a heartbeat every minute
 * and lost after three missed ones, so a check a minute tells it within four; a broker read a minute
 * per signal is what a terminal's own polling costs.
 */
export const HEALTH_CHECK_INTERVAL_MS = MINUTE_MS;

/** The states whose connection is checked: the platform reads (or hears from) the account in them. */
const CHECKED: ReadonlySet<ConnStatus> = new Set(['CONNECTED', 'CALCULATING']);

const hasPendingCheck = async (
  tx: SqlExecutor,
  siteId: string,
  signalId: string,
  exceptJobId: string,
): Promise<boolean> => {
  const { rows } = await tx.query(
    `SELECT 1 FROM jobs WHERE site_id = $1 AND kind = $2 AND done_at IS NULL AND payload->>'signalId' = $3
       AND id <> $4 LIMIT 1`,
    [siteId, SIGNAL_HEALTH_JOB, signalId, exceptJobId],
  );
  return rows.length > 0;
};

/**
 * Makes sure the signal's health check is queued, one interval after `now` (idempotent: one pending
 * check per signal). Called where a connection links (signals/signal-connection.ts), for every linked
 * signal at start, and when an operator causes a fault.
 */
export const ensureHealthCheck = async (
  tx: SqlExecutor,
  siteId: string,
  signalId: string,
  now: IsoDateTime,
): Promise<void> => {
  if (await hasPendingCheck(tx, siteId, signalId, '')) return;
  await scheduleJob(tx, {
    siteId,
    kind: SIGNAL_HEALTH_JOB,
    runAt: new Date(fromIso(now) + HEALTH_CHECK_INTERVAL_MS),
    payload: { signalId },
  });
};

/** `ensureHealthCheck` for every signal of every site whose connection is checked (at start). */
export const ensureHealthChecksForAllSignals = async (tx: SqlExecutor, now: IsoDateTime): Promise<void> => {
  const { rows } = await tx.query<{ site_id: string; id: string }>(
    `SELECT site_id, id FROM signals WHERE deleted_at IS NULL AND conn_status = ANY($1::text[])
     ORDER BY site_id, id`,
    [[...CHECKED]],
  );
  for (const row of rows) await ensureHealthCheck(tx, row.site_id, row.id, now);
};

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The next check carries when the broker was first found unreachable, for the connection it was
 * found on (`connectedAt`: a new connection starts counting afresh). Two chains fold into one.
 */
const queueNext = async (
  tx: SqlExecutor,
  job: Job,
  connectedAt: string | null,
  unreachableSince: IsoDateTime | null,
  now: IsoDateTime,
): Promise<void> => {
  const signalId = textOf(job.payload.signalId) ?? '';
  if (await hasPendingCheck(tx, job.siteId, signalId, job.id)) return;
  await scheduleJob(tx, {
    siteId: job.siteId,
    kind: SIGNAL_HEALTH_JOB,
    runAt: new Date(fromIso(now) + HEALTH_CHECK_INTERVAL_MS),
    payload: { signalId, connectedAt, ...(unreachableSince === null ? {} : { unreachableSince }) },
  });
};

/**
 * Registers `signal.health`: checks a CONNECTED or CALCULATING signal's connection (connection-health.ts)
 * and either marks it LOST with the reason (told on the live feed after the commit; the chain ends until
 * the provider reconnects) or queues the next check. A signal no longer linked ends its chain.
 */
export const registerConnectionHealthJob = (runner: JobRunner): void => {
  runner.register(SIGNAL_HEALTH_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const signalId = textOf(job.payload.signalId);
    if (signalId === null) return;
    const stored = await findSignal(tx, { siteId: job.siteId }, signalId, { forUpdate: true });
    if (!stored || !CHECKED.has(stored.signal.connStatus)) return;
    const now = toIso(ctx.clock.now());
    const sameConnection = textOf(job.payload.connectedAt) === stored.connectedAt;
    const since = sameConnection ? textOf(job.payload.unreachableSince) : null;
    const verdict = await checkConnection(ctx, tx, stored, now, since);
    if (verdict.lost === null) {
      await queueNext(tx, job, stored.connectedAt, verdict.unreachableSince, now);
      return;
    }
    const lost = await markSignalLost(tx, stored, verdict.lost, now);
    if (!lost.error) scope.afterCommit(() => publishSignal(ctx, lost.value));
  });
};
