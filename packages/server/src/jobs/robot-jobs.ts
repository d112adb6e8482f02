import { nowOf } from '../context.js';
import {
  PROFIT_SHARE_SETTLE_JOB,
  ROBOTS_SIMULATE_JOB,
  scheduleNextRun,
} from '../followers/robot-job-schedule.js';
import { settlementStep, simulationStep } from '../followers/robot-steps.js';
import { checkLedgerAfterSettlement } from '../money/ledger-check.js';
import type { JobRunner } from './job-runner.js';

/**
 * Registers the followers area's jobs, both periodic per site (each run schedules the next one; start
 * them with `ensureRobotJobs`): 'robots.simulate' (robots follow enabled PASSED signals and copy their
 * trades) and 'profit-share.settle' (robots settled 30 days after creation, then every 30 days; the
 * ledger self-check follows each run).
 */
export const registerRobotJobs = (runner: JobRunner): void => {
  runner.register(ROBOTS_SIMULATE_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const step = await simulationStep(tx, ctx, job.siteId);
    scope.afterCommit(step.publish);
    await scheduleNextRun(tx, job, ROBOTS_SIMULATE_JOB, nowOf(ctx));
  });
  runner.register(PROFIT_SHARE_SETTLE_JOB, async (job, scope) => {
    const { tx, ctx } = scope;
    const step = await settlementStep(tx, ctx, job.siteId);
    scope.afterCommit(step.publish);
    // The ledger self-check after each run, once it has committed: findings are logged and kept.
    scope.afterCommit(() => checkLedgerAfterSettlement(ctx, job.siteId));
    await scheduleNextRun(tx, job, PROFIT_SHARE_SETTLE_JOB, nowOf(ctx));
  });
};
