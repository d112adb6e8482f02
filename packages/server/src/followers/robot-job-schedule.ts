import { MINUTE_MS } from '@signal-portal/core';
import { scheduleJob, type Job, type JobKind } from '../jobs/job-runner.js';
import type { SqlExecutor } from '../storage/database.port.js';

export const ROBOTS_SIMULATE_JOB = 'robots.simulate' satisfies JobKind;
export const PROFIT_SHARE_SETTLE_JOB = 'profit-share.settle' satisfies JobKind;

/** Platform time between two simulation steps and between two settlement runs. */
export const ROBOT_JOB_INTERVAL_MS: Readonly<Record<RobotJobKind, number>> = {
  [ROBOTS_SIMULATE_JOB]: MINUTE_MS,
  [PROFIT_SHARE_SETTLE_JOB]: 10 * MINUTE_MS,
};
export type RobotJobKind = typeof ROBOTS_SIMULATE_JOB | typeof PROFIT_SHARE_SETTLE_JOB;
export const ROBOT_JOB_KINDS: readonly RobotJobKind[] = [ROBOTS_SIMULATE_JOB, PROFIT_SHARE_SETTLE_JOB];

const hasPendingJob = async (
  tx: SqlExecutor,
  siteId: string,
  kind: RobotJobKind,
  exceptJobId: string,
): Promise<boolean> => {
  const { rows } = await tx.query(
    'SELECT 1 FROM jobs WHERE site_id = $1 AND kind = $2 AND done_at IS NULL AND id <> $3 LIMIT 1',
    [siteId, kind, exceptJobId],
  );
  return rows.length > 0;
};

/**
 * Makes sure the site's periodic robot jobs exist (idempotent): call at start for every site, after
 * seeding, or from an operator command. The first runs are due at once.
 */
export const ensureRobotJobs = async (tx: SqlExecutor, siteId: string, now: Date): Promise<void> => {
  for (const kind of ROBOT_JOB_KINDS) {
    if (!(await hasPendingJob(tx, siteId, kind, ''))) await scheduleJob(tx, { siteId, kind, runAt: now });
  }
};

/** `ensureRobotJobs` for every enabled site. */
export const ensureRobotJobsForAllSites = async (tx: SqlExecutor, now: Date): Promise<void> => {
  // Two processes starting together must not both schedule: the check and the insert run under a lock.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('robot-jobs'))");
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM sites WHERE enable ORDER BY id');
  for (const site of rows) await ensureRobotJobs(tx, site.id, now);
};

/**
 * The next run of a periodic job, one interval after `now`. When another run of the same kind is
 * already pending (two chains after a restart race), this chain ends, so the chains fold into one.
 */
export const scheduleNextRun = async (
  tx: SqlExecutor,
  job: Job,
  kind: RobotJobKind,
  now: Date,
): Promise<void> => {
  if (await hasPendingJob(tx, job.siteId, kind, job.id)) return;
  await scheduleJob(tx, {
    siteId: job.siteId,
    kind,
    runAt: new Date(now.getTime() + ROBOT_JOB_INTERVAL_MS[kind]),
  });
};
