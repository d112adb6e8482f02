import { DAY_MS } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTradeBroker, insertTestSignal } from '../followers/followers.test-helpers.js';
import { PROFIT_SHARE_SETTLE_JOB } from '../followers/robot-job-schedule.js';
import { newId } from '../ids.js';
import { JobRunner, scheduleJob } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { insertRobot } from '../storage/robots.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS } from './metric-catalogue.js';
import { scrape, TEST_METRICS_TOKEN, valueOf } from './metrics.test-helpers.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

describe('settlement runs and the ledger self-check in /metrics', () => {
  let server: TestServer;
  let signalId = '';
  let runner: JobRunner;

  const at = (ms: number): void => server.clock.setOffset(ms - START);
  const now = (): Date => new Date(server.clock.now());
  /** A robot of the signal that has made `profit` and shares `percent` of it, due in 30 days. */
  const robotWith = async (percent: string, profit: string): Promise<void> => {
    const id = newId();
    await insertRobot(server.ctx.db, {
      siteId: server.sites.demo,
      id,
      signalId,
      seq: 0,
      name: `robot-${id.slice(0, 4)}`,
      followerName: 'follower-test',
      followType: 'FULL_SIGNAL',
      investment: '5000',
      profitSharePercent: percent,
      symbols: [],
      fundsLimited: false,
      freeFunds: '0',
      createdAt: now(),
      nextSettlementAt: new Date(now().getTime() + 30 * DAY_MS),
    });
    await server.ctx.db.query('UPDATE robots SET profit = $2 WHERE id = $1', [id, profit]);
  };
  /** The settlement job, due now, run by a job runner as the server's would (ledger self-check after). */
  const settleByJob = async (): Promise<void> => {
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: PROFIT_SHARE_SETTLE_JOB,
      runAt: now(),
    });
    expect(await runner.runDue()).toBeGreaterThanOrEqual(1);
  };

  beforeAll(async () => {
    server = await startTestServer({
      broker: new FakeTradeBroker(),
      realNow: () => START,
      config: { metricsToken: TEST_METRICS_TOKEN },
    });
    const provider = await server.signIn();
    signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
    });
    runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts a run, its robots by outcome and the USD it paid; the self-check after it found nothing', async () => {
    at(START);
    const before = (await scrape(server)).samples;
    expect(valueOf(before, METRICS.settlementRuns.name)).toBe(0);
    expect(valueOf(before, METRICS.ledgerDifferences.name, { site: server.sites.demo })).toBeUndefined();

    await robotWith('20', '1000');
    await robotWith('20', '-50');
    at(START + 30 * DAY_MS);
    await settleByJob();

    const { samples } = await scrape(server);
    expect(valueOf(samples, METRICS.settlementRuns.name)).toBe(1);
    const robots = (outcome: string) => valueOf(samples, METRICS.settlementRobots.name, { outcome });
    expect(robots('settled')).toBe(1);
    expect(robots('nothing_due')).toBe(1);
    expect(robots('held_back')).toBe(0);
    // 20% of 1000 = 200.00: the provider receives 180.00, the platform's fee is 20.00
    expect(valueOf(samples, METRICS.settlementAmount.name, { part: 'receive' })).toBe(180);
    expect(valueOf(samples, METRICS.settlementAmount.name, { part: 'fee' })).toBe(20);

    const site = { site: server.sites.demo };
    expect(valueOf(samples, METRICS.ledgerDifferences.name, site)).toBe(0);
    expect(valueOf(samples, METRICS.ledgerLastCheck.name, site)).toBeGreaterThan(0);
    expect(valueOf(samples, METRICS.ledgerCheckFailures.name)).toBe(0);
  });

  it('shows the differences the next self-check finds once a balance was changed outside the ledger', async () => {
    const lastCheck = valueOf((await scrape(server)).samples, METRICS.ledgerLastCheck.name, {
      site: server.sites.demo,
    });
    // A cached balance off by 1.00: only a bug or a hand edit could do this.
    await server.ctx.db.query(
      `UPDATE ledger_accounts SET balance = balance + 1 WHERE site_id = $1 AND code = 'PLATFORM_FEE'`,
      [server.sites.demo],
    );
    // The run before scheduled the next one: it is due now.
    at(START + 31 * DAY_MS);
    expect(await runner.runDue()).toBe(1);

    const { samples } = await scrape(server);
    expect(valueOf(samples, METRICS.settlementRuns.name)).toBe(2);
    expect(valueOf(samples, METRICS.ledgerDifferences.name, { site: server.sites.demo })).toBe(1);
    expect(
      valueOf(samples, METRICS.ledgerLastCheck.name, { site: server.sites.demo }),
    ).toBeGreaterThanOrEqual(lastCheck ?? Infinity);
  });
});
