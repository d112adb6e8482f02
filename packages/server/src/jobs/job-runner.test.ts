import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { JobRunner, scheduleJob } from './job-runner.js';

describe('JobRunner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.db.query('CREATE TABLE job_effects (note text)');
  });
  afterAll(async () => {
    await server.close();
  });

  it('runs a job once it is due on the platform clock, exactly once', async () => {
    const runner = new JobRunner(server.ctx);
    const seen: string[] = [];
    runner.register('test.once', async (job, { tx }) => {
      seen.push(job.payload['note'] as string);
      await tx.query('INSERT INTO job_effects VALUES ($1)', [job.payload['note']]);
    });
    const now = server.clock.now();
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: 'test.once',
      runAt: new Date(now + 120_000),
      payload: { note: 'later' },
    });
    expect(await runner.runDue()).toBe(0);
    server.clock.setOffset(server.clock.offset + 121_000);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual(['later']);
  });

  it('a failing job leaves none of its writes and is retried later', async () => {
    const runner = new JobRunner(server.ctx);
    let calls = 0;
    runner.register('test.flaky', async (_job, { tx }) => {
      calls += 1;
      await tx.query("INSERT INTO job_effects VALUES ('flaky')");
      if (calls === 1) throw new Error('broker unreachable');
    });
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: 'test.flaky',
      runAt: new Date(server.clock.now()),
    });
    expect(await runner.runDue()).toBe(1);
    expect((await server.ctx.db.query("SELECT 1 FROM job_effects WHERE note = 'flaky'")).rows).toHaveLength(
      0,
    );
    const { rows } = await server.ctx.db.query<{ last_error: string; done_at: Date | null }>(
      "SELECT last_error, done_at FROM jobs WHERE kind = 'test.flaky'",
    );
    expect(rows[0]).toMatchObject({ last_error: 'broker unreachable', done_at: null });
    server.clock.setOffset(server.clock.offset + 31_000);
    expect(await runner.runDue()).toBe(1);
    expect((await server.ctx.db.query("SELECT 1 FROM job_effects WHERE note = 'flaky'")).rows).toHaveLength(
      1,
    );
  });

  it('runs after-commit effects only when the job succeeded', async () => {
    const runner = new JobRunner(server.ctx);
    const effects: string[] = [];
    runner.register('test.effect', (job, scope) => {
      scope.afterCommit(() => {
        effects.push(job.payload['ok'] ? 'ok' : 'should not run');
        return Promise.resolve();
      });
      return job.payload['ok'] ? Promise.resolve() : Promise.reject(new Error('no'));
    });
    const runAt = new Date(server.clock.now());
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: 'test.effect',
      runAt,
      payload: { ok: true },
    });
    await scheduleJob(server.ctx.db, {
      siteId: server.sites.demo,
      kind: 'test.effect',
      runAt,
      payload: { ok: false },
    });
    await runner.runDue(2);
    expect(effects).toEqual(['ok']);
  });
});
