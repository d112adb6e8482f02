import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@signal-portal/core';
import type { SqlExecutor } from '../storage/database.port.js';

/** The job queue of one kind, as GET /metrics shows it. */
export interface JobQueueReading {
  readonly kind: string;
  readonly pending: number;
  readonly due: number;
  /** Seconds the oldest due job has waited past its time; 0 when none is due. */
  readonly lagSeconds: number;
}

/**
 * One aggregate over the jobs not done (the `jobs_due` partial index holds exactly those), grouped by
 * kind: pending, due at `now` (the platform's clock, which the runner uses too) and the oldest due time.
 */
export const readJobQueue = async (db: SqlExecutor, now: Date): Promise<JobQueueReading[]> => {
  const { rows } = await db.query<{ kind: string; pending: number; due: number; oldest_due: Date | null }>(
    `SELECT kind, count(*)::int AS pending, count(*) FILTER (WHERE run_at <= $1)::int AS due,
       min(run_at) FILTER (WHERE run_at <= $1) AS oldest_due
     FROM jobs WHERE done_at IS NULL GROUP BY kind ORDER BY kind`,
    [now],
  );
  return rows.map((row) => ({
    kind: row.kind,
    pending: row.pending,
    due: row.due,
    lagSeconds: row.oldest_due === null ? 0 : Math.max(0, (now.getTime() - row.oldest_due.getTime()) / 1000),
  }));
};

/** The statuses a withdrawal waits in for someone to act: their oldest age is worth an alert. */
export const OPEN_WITHDRAWAL_STATUSES = [
  'UNDER_REVIEW',
  'PROCESSING',
] as const satisfies readonly WithdrawalStatus[];

export interface WithdrawalsReading {
  /** Every status, 0 where none is in it. */
  readonly count: Readonly<Record<WithdrawalStatus, number>>;
  /** Seconds since the oldest open withdrawal of the status was applied for; 0 when none. */
  readonly oldestSeconds: Readonly<Record<(typeof OPEN_WITHDRAWAL_STATUSES)[number], number>>;
}

/**
 * Withdrawals by status over every site: one aggregate (the `withdrawals_status` index covers it).
 * Counts only, no member's row leaves storage.
 */
export const readWithdrawals = async (db: SqlExecutor, now: Date): Promise<WithdrawalsReading> => {
  const { rows } = await db.query<{ status: string; count: number; oldest: Date | null }>(
    `SELECT status, count(*)::int AS count, min(applied_at) AS oldest FROM withdrawals GROUP BY status`,
  );
  const count = Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, 0])) as Record<
    WithdrawalStatus,
    number
  >;
  const oldestSeconds = { UNDER_REVIEW: 0, PROCESSING: 0 };
  for (const row of rows) {
    if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(row.status)) continue;
    count[row.status as WithdrawalStatus] = row.count;
    if ((row.status === 'UNDER_REVIEW' || row.status === 'PROCESSING') && row.oldest !== null) {
      oldestSeconds[row.status] = Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000);
    }
  }
  return { count, oldestSeconds };
};
