import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../jobs/job-runner.js';
import { fundedMember, runOps, type ApiBody } from '../routes/money/money.test-helpers.js';
import { endListenConnection, freshSchema } from '../storage/postgres.test-helpers.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { TEST_DATABASES } from '../test-support/databases.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS } from './metric-catalogue.js';
import { scrape, TEST_METRICS_TOKEN, valueOf } from './metrics.test-helpers.js';

describe.each(TEST_DATABASES)('storage-wide gauges in /metrics on %s', (name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  const storage = name === 'PGlite' ? 'pglite' : 'postgres';

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer({
      ...(opened.db ? { db: opened.db } : {}),
      config: { metricsToken: TEST_METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('shows the job queue per kind: pending, due now, and how long the oldest due one has waited', async () => {
    const now = server.clock.now();
    const kind = 'metrics.test';
    for (const late of [90_000, 30_000]) {
      await scheduleJob(server.ctx.db, { siteId: server.sites.demo, kind, runAt: new Date(now - late) });
    }
    await scheduleJob(server.ctx.db, { siteId: server.sites.demo, kind, runAt: new Date(now + 3_600_000) });

    const { samples } = await scrape(server);
    expect(valueOf(samples, METRICS.jobsPending.name, { kind })).toBe(3);
    expect(valueOf(samples, METRICS.jobsDue.name, { kind })).toBe(2);
    // the oldest due job was due 90 s before `now`, and the scrape came at or after `now`
    expect(valueOf(samples, METRICS.jobsLag.name, { kind })).toBeGreaterThanOrEqual(90);

    // A job done leaves the queue; a kind with nothing left leaves the metrics.
    await server.ctx.db.query('UPDATE jobs SET done_at = run_at WHERE kind = $1', [kind]);
    const after = (await scrape(server)).samples;
    expect(valueOf(after, METRICS.jobsPending.name, { kind })).toBeUndefined();
    expect(valueOf(after, METRICS.jobsDue.name, { kind })).toBeUndefined();
  });

  it('shows withdrawals by status: one applied for is UNDER_REVIEW, then PROCESSING once approved', async () => {
    const before = (await scrape(server)).samples;
    const count = (samples: typeof before, status: string) =>
      valueOf(samples, METRICS.withdrawals.name, { status });
    expect(count(before, 'COMPLETED')).toBeDefined();

    const member = await fundedMember(server, '1000.00');
    const applied = await server.call({
      method: 'POST',
      url: '/api/withdraw',
      cookie: member.cookie,
      headers: { 'idempotency-key': `metrics-${Date.now()}` },
      payload: { type: 'WIRE', amount: '100', currency: 'USD', bankAccountId: member.bankAccountId },
    });
    expect(applied.statusCode).toBe(200);
    const underReview = (await scrape(server)).samples;
    expect(count(underReview, 'UNDER_REVIEW')).toBe((count(before, 'UNDER_REVIEW') ?? 0) + 1);
    expect(
      valueOf(underReview, METRICS.withdrawalsOldest.name, { status: 'UNDER_REVIEW' }),
    ).toBeGreaterThanOrEqual(0);

    const { withdrawal } = applied.json<ApiBody>();
    expect(await runOps(server, 'withdrawal approve', [withdrawal.id])).toMatchObject({ error: false });
    const processing = (await scrape(server)).samples;
    expect(count(processing, 'UNDER_REVIEW')).toBe(count(before, 'UNDER_REVIEW'));
    expect(count(processing, 'PROCESSING')).toBe((count(before, 'PROCESSING') ?? 0) + 1);
  });

  it('shows the pool of this process: its size, and nothing busy or waiting while idle', async () => {
    const { samples } = await scrape(server);
    expect(valueOf(samples, METRICS.dbPoolMax.name, { storage })).toBe(storage === 'pglite' ? 1 : 10);
    expect(valueOf(samples, METRICS.dbPoolOpen.name, { storage })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, METRICS.dbPoolInUse.name, { storage })).toBe(0);
    expect(valueOf(samples, METRICS.dbPoolWaiting.name, { storage })).toBe(0);
    expect(valueOf(samples, METRICS.dbListenerUp.name, { storage })).toBe(1);
    expect(valueOf(samples, METRICS.dbListenerLosses.name, { storage })).toBe(0);
  });
});

describe('the LISTEN connection in /metrics on PostgreSQL', () => {
  let server: TestServer;
  let drop: () => Promise<void>;
  const storage = 'postgres';

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    const db = await PostgresDatabase.open(schema.url);
    server = await startTestServer({ db, config: { metricsToken: TEST_METRICS_TOKEN } });
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('counts a lost LISTEN connection, up again once it listens (the logouts of other processes reach it)', async () => {
    await endListenConnection(server.ctx.db, server.ctx.db);
    const until = Date.now() + 10_000;
    let samples = (await scrape(server)).samples;
    while (
      (valueOf(samples, METRICS.dbListenerLosses.name, { storage }) !== 1 ||
        valueOf(samples, METRICS.dbListenerUp.name, { storage }) !== 1) &&
      Date.now() < until
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      samples = (await scrape(server)).samples;
    }
    expect(valueOf(samples, METRICS.dbListenerLosses.name, { storage })).toBe(1);
    expect(valueOf(samples, METRICS.dbListenerUp.name, { storage })).toBe(1);
  });
});
