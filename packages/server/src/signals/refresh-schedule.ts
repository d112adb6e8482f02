import { MINUTE_MS } from '@signal-portal/core';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import type { SignalKey } from '../storage/signal-history.repository.js';
import { SIGNAL_REFRESH_JOB } from './signal-connection.js';

/** A connected signal's figures are refreshed at least this often (platform time). */
export const REFRESH_INTERVAL_MS = 10 * MINUTE_MS;

/**
 * Queues a refresh of the signal's figures at `runAt`, or moves its pending one there when that is
 * earlier: a signal has at most one pending refresh (a unique index, migration 085), so the periodic
 * refresh and the ones new trades ask for collapse into one. The way to ask for a refresh: a plain
 * `scheduleJob` of SIGNAL_REFRESH_JOB would fail on that index while one is pending.
 */
export const queueSignalRefresh = async (tx: SqlExecutor, key: SignalKey, runAt: Date): Promise<void> => {
  await tx.query(
    `INSERT INTO jobs (id, site_id, kind, run_at, payload) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (site_id, (payload->>'signalId')) WHERE kind = 'signal.refresh' AND done_at IS NULL
     DO UPDATE SET run_at = LEAST(jobs.run_at, EXCLUDED.run_at)`,
    [newId(), key.siteId, SIGNAL_REFRESH_JOB, runAt, JSON.stringify({ signalId: key.signalId })],
  );
};

/**
 * Gives every connected signal without a pending refresh one at `runAt`: run when the server starts
 * (at the next 10-minute mark), so the figures of signals connected before this version, whose refresh
 * chain was cut, or seeded by the demo, come alive too. Answers how many were queued.
 */
export const queueMissingRefreshes = async (tx: SqlExecutor, runAt: Date): Promise<number> => {
  const { rows } = await tx.query<{ site_id: string; id: string }>(
    `SELECT s.site_id, s.id FROM signals s
     WHERE s.conn_status = 'CONNECTED' AND s.archived_at IS NULL AND s.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.kind = $1 AND j.done_at IS NULL
                         AND j.site_id = s.site_id AND j.payload->>'signalId' = s.id)`,
    [SIGNAL_REFRESH_JOB],
  );
  for (const row of rows) await queueSignalRefresh(tx, { siteId: row.site_id, signalId: row.id }, runAt);
  return rows.length;
};

/** The signal's pending refresh, if any (for tests and operators). */
export const pendingRefreshAt = async (db: SqlExecutor, key: SignalKey): Promise<Date | null> => {
  const { rows } = await db.query<{ run_at: Date }>(
    `SELECT run_at FROM jobs WHERE kind = $1 AND done_at IS NULL AND site_id = $2 AND payload->>'signalId' = $3`,
    [SIGNAL_REFRESH_JOB, key.siteId, key.signalId],
  );
  return rows[0]?.run_at ?? null;
};
