// The real platform for API benchmarks: createServer on loopback (port 0, demo seed), a member session
// of the demo provider inserted as the test harness does (the login flow is rate-limited per contact),
// and a fresh PostgreSQL schema when the machine's server is reachable. Run after `npx tsc -b`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer } from '../../../packages/server/dist/index.js';
import { createSession, SESSION_COOKIE, sessionNow } from '../../../packages/server/dist/http/session.js';
import { issueSiteToken } from '../../../packages/server/dist/http/site-token.js';
import { seedDemoOnFirstStart } from '../../../packages/server/dist/seed/index.js';
import { seedAuth } from '../../../packages/server/dist/seed/auth.seed.js';
import { seedSite } from '../../../packages/server/dist/seed/site.seed.js';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh schema on the machine's PostgreSQL (as postgres.test-helpers.ts does), or undefined with
 * the reason printed when it is not reachable or BENCH_SKIP_POSTGRES=1.
 */
export const freshPostgresSchema = async () => {
  if (process.env.BENCH_SKIP_POSTGRES === '1') {
    console.log('PostgreSQL: skipped (BENCH_SKIP_POSTGRES=1).');
    return undefined;
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: skipped, not reachable at ${POSTGRES_URL} (${error.message}).`);
    return undefined;
  }
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
};

/**
 * Starts the platform (demo seed) on 127.0.0.1; answers its API base URL, the demo provider's member
 * headers (site token + session cookie), the running server and a close function. With
 * `{ demoSignals: false }` only the demo site and its members are seeded (no signals, followers or
 * money): a bare provider for a benchmark that fills storage itself.
 */
export const startPlatform = async (databaseUrl, { demoSignals = true } = {}) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-api-'));
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    smtpUrl: undefined,
    publicUrl: 'http://localhost:8080',
    seedDemo: demoSignals,
    trustProxy: false,
  };
  const secrets = {
    siteTokenKey: randomBytes(32).toString('base64url'),
    codePepper: randomBytes(32).toString('base64url'),
  };
  const t0 = performance.now();
  const server = await createServer({ config, secrets, notifier: { sendCode: async () => {} } });
  const seeded = demoSignals ? server.seeded : await seedDemoOnFirstStart(server.ctx, [seedSite, seedAuth]);
  const { port } = await server.listen();
  if (!seeded) throw new Error('the demo seed did not run');
  const { siteId, providerId } = seeded;
  const sessionId = await createSession(server.ctx.db, { siteId, userId: providerId }, sessionNow());
  const headers = {
    authorization: `Bearer ${await issueSiteToken(siteId, secrets.siteTokenKey)}`,
    cookie: `${SESSION_COOKIE}=${sessionId}`,
  };
  console.log(
    `  started (${server.ctx.db.kind}, ${demoSignals ? 'demo seed' : 'demo site and members'}) in ${((performance.now() - t0) / 1000).toFixed(1)} s on port ${port}`,
  );
  return {
    base: `http://127.0.0.1:${port}/api`,
    headers,
    server,
    siteId,
    providerId,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Runs `work` on PGlite (temp data dir), then on PostgreSQL (fresh schema) when reachable. */
export const onEveryStorage = async (work) => {
  console.log('PGlite (temp data dir):');
  await work('PGlite', undefined);
  const schema = await freshPostgresSchema();
  if (!schema) return;
  console.log(`PostgreSQL (${POSTGRES_URL}, fresh schema):`);
  try {
    await work('PostgreSQL', schema.url);
  } finally {
    await schema.drop();
  }
};
