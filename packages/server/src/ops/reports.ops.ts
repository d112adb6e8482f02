import { fail, ok, type Result } from '@signal-portal/core';
import { nowOf, type ServerContext } from '../context.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { settlementStep, simulationStep, type StepOutcome } from '../followers/robot-steps.js';
import type { SqlExecutor } from '../storage/database.port.js';
import type { OpsCommand } from './ops-command.js';

/** The sites a command works on: the one named by `--site`, or every enabled site. */
const sitesOf = async (ctx: ServerContext, site: string | undefined): Promise<Result<string[]>> => {
  const { rows } = await ctx.db.query<{ id: string }>(
    'SELECT id FROM sites WHERE enable AND ($1::text IS NULL OR id = $1) ORDER BY id',
    [site ?? null],
  );
  if (site !== undefined && rows.length === 0) return fail('ID_NOT_FOUND');
  return ok(rows.map((row) => row.id));
};

/** Runs a step for each site, each in its own transaction, publishing its events after the commit. */
const perSite = async <T>(
  ctx: ServerContext,
  site: string | undefined,
  step: (tx: SqlExecutor, ctx: ServerContext, siteId: string) => Promise<StepOutcome<T>>,
): Promise<Result<{ siteId: string; outcome: T }[]>> => {
  const sites = await sitesOf(ctx, site);
  if (sites.error) return sites;
  const results: { siteId: string; outcome: T }[] = [];
  for (const siteId of sites.value) {
    const done = await ctx.db.transaction(async (tx) => {
      // The periodic jobs keep this going from here on.
      await ensureRobotJobs(tx, siteId, nowOf(ctx));
      return step(tx, ctx, siteId);
    });
    await done.publish();
    results.push({ siteId, outcome: done.outcome });
  }
  return ok(results);
};

/** Operator commands of the reports area: run the settlement or a simulation step now. */
export const REPORTS_OPS: readonly OpsCommand[] = [
  {
    name: ['settlement', 'run'],
    usage: '[--site <siteId>]  settle every robot due now and pay held-back shares the funds now cover',
    run: (ctx, { flags }) => perSite(ctx, flags.site, settlementStep),
  },
  {
    name: ['robots', 'simulate'],
    usage: "[--site <siteId>]  run a simulation step now: spawn robots, copy the days' trades",
    run: (ctx, { flags }) => perSite(ctx, flags.site, simulationStep),
  },
];
