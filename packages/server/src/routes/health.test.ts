import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/request-logging.js';
import { createServer, type RunningServer } from '../server.js';
import type { Database, SqlExecutor } from '../storage/database.port.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';
import {
  startTestServer,
  TEST_CONFIG,
  TEST_SECRETS,
  type TestServer,
} from '../test-support/harness.test-helpers.js';
import { captureLog, LEVEL } from '../plugins/log-capture.test-helpers.js';
import {
  checkReadiness,
  HEALTH_PATH,
  READY_PATH,
  registerHealthRoutes,
  type Readiness,
} from './health.routes.js';

const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));

/** A probe as a load balancer sends it: no site token, no cookie, maybe another site's Origin. */
const probe = (server: TestServer, url: string) =>
  server.app.inject({ method: 'GET', url, headers: { origin: 'https://elsewhere.example' } });

describe('GET /healthz and GET /readyz', () => {
  let server: TestServer;
  let jobs = true;
  const log = captureLog();
  beforeAll(async () => {
    server = await startTestServer({
      app: { jobsRunning: () => jobs, logLevel: 'info', logStream: log.stream },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('healthz: 200 {status: ok}, without a site token, a session or a cookie set', async () => {
    const res = await probe(server, HEALTH_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readyz: 200 with every check ok, without a site token, a session or a cookie set', async () => {
    const res = await probe(server, READY_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { storage: 'ok', migrations: 'ok', jobs: 'ok', serving: 'ok' },
      failing: [],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not reached by the rate limits of the API: a burst of probes all answer 200', async () => {
    for (let i = 0; i < 50; i += 1) expect((await probe(server, READY_PATH)).statusCode).toBe(200);
    // Successful probes leave no request line.
    expect(log.requestLines()).toEqual([]);
  });

  it('readyz: 503 naming jobs when the job runner is not running', async () => {
    jobs = false;
    try {
      const res = await probe(server, READY_PATH);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { storage: 'ok', migrations: 'ok', jobs: 'stopped', serving: 'ok' },
        failing: ['jobs'],
      });
    } finally {
      jobs = true;
    }
  });

  it('readyz: 503 naming migrations when the newest migration is not recorded; logged at warn', async () => {
    const [removed] = (
      await server.ctx.db.query<{ name: string }>(
        'DELETE FROM schema_migrations WHERE version = $1 RETURNING name',
        [LATEST],
      )
    ).rows;
    try {
      const res = await probe(server, READY_PATH);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { storage: 'ok', migrations: 'missing', jobs: 'ok', serving: 'ok' },
        failing: ['migrations'],
      });
      expect(log.lines().find((line) => line.msg === 'not ready')).toMatchObject({ level: LEVEL.warn });
      // The failing probe's own request line is kept.
      expect(log.requestLines().at(-1)).toMatchObject({ route: READY_PATH, status: 503 });
    } finally {
      await server.ctx.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        LATEST,
        removed?.name ?? 'restored',
      ]);
    }
    expect((await probe(server, READY_PATH)).statusCode).toBe(200);
  });
});

describe('GET /readyz when storage is closed', () => {
  let db: Database;
  let app: FastifyInstance;
  const log = captureLog();
  beforeAll(async () => {
    db = await PgliteDatabase.open('memory://');
    await migrate(db, MIGRATIONS);
    await db.close();
    app = Fastify({ logger: await loggerOptions({ level: 'info', stream: log.stream }) });
    registerHealthRoutes(app, { db, migrations: MIGRATIONS, jobsRunning: () => true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('503 naming storage (the migrations unknown); the cause is logged, not answered', async () => {
    const res = await app.inject({ method: 'GET', url: READY_PATH });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { storage: 'unreachable', migrations: 'unknown', jobs: 'ok', serving: 'ok' },
      failing: ['storage', 'migrations'],
    });
    const cause = log.lines().find((line) => line.msg === 'readiness check failed');
    expect(cause).toMatchObject({ level: LEVEL.warn, check: 'storage' });
    expect(JSON.stringify(cause?.['err'])).toContain('closed');
    // Liveness is the process, not its storage.
    expect((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
  });
});

describe('checkReadiness', () => {
  it('storage that does not answer within the timeout counts as failing', async () => {
    const hanging: SqlExecutor = {
      query: () => new Promise(() => undefined),
      exec: () => new Promise(() => undefined),
    };
    const readiness: Readiness = await checkReadiness({
      db: hanging,
      migrations: MIGRATIONS,
      jobsRunning: () => true,
      timeoutMs: 5,
    });
    expect(readiness).toEqual({
      status: 'unavailable',
      checks: { storage: 'timeout', migrations: 'unknown', jobs: 'ok', serving: 'ok' },
      failing: ['storage', 'migrations'],
    });
  });

  it('a database never migrated has its migrations missing', async () => {
    const empty: SqlExecutor = {
      query: (sql: string) =>
        sql.includes('schema_migrations')
          ? Promise.reject(new Error('relation "schema_migrations" does not exist'))
          : Promise.resolve({ rows: [{ '?column?': 1 }], rowCount: 1 } as never),
      exec: () => Promise.resolve(),
    };
    const readiness = await checkReadiness({ db: empty, migrations: MIGRATIONS, jobsRunning: () => true });
    expect(readiness.checks).toEqual({ storage: 'ok', migrations: 'missing', jobs: 'ok', serving: 'ok' });
  });
});

describe('GET /readyz of the whole server (server.ts, on PostgreSQL)', () => {
  let schema: { url: string; drop: () => Promise<void> };
  let server: RunningServer;
  beforeAll(async () => {
    schema = await freshSchema();
    server = await createServer({
      config: { ...TEST_CONFIG, databaseUrl: schema.url },
      secrets: TEST_SECRETS,
    });
  });
  afterAll(async () => {
    await server.close();
    await schema.drop();
  });

  it('is not ready until it listens (the job runner starts then), and ready after', async () => {
    const before = await server.app.inject({ method: 'GET', url: READY_PATH });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ failing: ['jobs'] });
    await server.listen();
    const after = await server.app.inject({ method: 'GET', url: READY_PATH });
    expect(after.json()).toMatchObject({ status: 'ok' });
    expect(after.statusCode).toBe(200);
  });
});
