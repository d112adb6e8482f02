// API throughput and latency: autocannon against a bare Fastify route (the floor: HTTP + JSON, no
// work) and the authenticated member reads GET /api/signal and GET /api/asset/wallet of the demo
// provider, on PGlite (temp dir, demo seed) and then, when reachable, on PostgreSQL (fresh schema).
// Loopback only; autocannon runs in a child process so it does not share the server's event loop.
// Run after `npx tsc -b`: node scripts/bench/api-throughput.bench.mjs
// Env: BENCH_SECONDS (measured seconds per target, default 8), BENCH_WARMUP_SECONDS (default 2),
// BENCH_CONNECTIONS (default 20), DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// BENCH_SKIP_POSTGRES=1 to skip the PostgreSQL run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { createServer } from '../../packages/server/dist/index.js';
import { createSession, SESSION_COOKIE, sessionNow } from '../../packages/server/dist/http/session.js';
import { issueSiteToken } from '../../packages/server/dist/http/site-token.js';
import { DEMO_PROVIDER_CONTACT } from '../../packages/fixtures/dist/index.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AUTOCANNON_BIN = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Runs the autocannon CLI in a child process (async: the server keeps serving meanwhile). */
const autocannon = (url, headers, seconds) =>
  new Promise((resolve, reject) => {
    const args = [AUTOCANNON_BIN, '--json', '-c', String(CONNECTIONS), '-p', '1', '-d', String(seconds)];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
    args.push(url);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      resolve(JSON.parse(out));
    });
  });

const measure = async (label, storage, url, headers) => {
  await autocannon(url, headers, WARMUP_SECONDS);
  const r = await autocannon(url, headers, SECONDS);
  return {
    target: label,
    storage,
    'req/s (mean)': Math.round(r.requests.mean),
    'p50 ms': r.latency.p50,
    'p97.5 ms': r.latency.p97_5,
    'p99 ms': r.latency.p99,
    requests: r.requests.total,
    'KB/answer': r.requests.total > 0 ? Number((r.throughput.total / r.requests.total / 1024).toFixed(1)) : 0,
    'errors+non2xx': r.errors + r.timeouts + r.non2xx,
  };
};

/** One request first: the figures mean nothing if the route answers an error. */
const checkOnce = async (url, headers, describe) => {
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url} -> ${response.status} ${JSON.stringify(body)}`);
  console.log(`  ${url.replace(/^http:\/\/[^/]+/, '')}: 200, ${describe(body)}`);
};

/** A fresh schema on the machine's PostgreSQL (as postgres.test-helpers.ts does), or undefined. */
const freshPostgresSchema = async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL} (${error.message}): skipped.`);
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

/** Starts the platform (demo seed) on loopback, port 0; returns the member headers of the provider. */
const startPlatform = async (databaseUrl) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-api-'));
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    smtpUrl: undefined,
    publicUrl: 'http://localhost:8080',
    seedDemo: true,
    trustProxy: false,
  };
  const secrets = {
    siteTokenKey: randomBytes(32).toString('base64url'),
    codePepper: randomBytes(32).toString('base64url'),
  };
  const t0 = performance.now();
  const server = await createServer({ config, secrets, notifier: { sendCode: async () => {} } });
  const { port } = await server.listen();
  if (!server.seeded) throw new Error('the demo seed did not run');
  const { siteId, providerId } = server.seeded;
  // A member session as the harness makes it (the login flow itself is rate-limited per contact).
  const sessionId = await createSession(server.ctx.db, { siteId, userId: providerId }, sessionNow());
  const headers = {
    authorization: `Bearer ${await issueSiteToken(siteId, secrets.siteTokenKey)}`,
    cookie: `${SESSION_COOKIE}=${sessionId}`,
  };
  console.log(
    `  started (${server.ctx.db.kind}, demo seed) in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
      `on port ${port}; member: ${DEMO_PROVIDER_CONTACT.email}`,
  );
  return {
    base: `http://127.0.0.1:${port}/api`,
    headers,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const benchPlatform = async (storage, databaseUrl) => {
  const platform = await startPlatform(databaseUrl);
  try {
    const signal = `${platform.base}/signal`;
    const wallet = `${platform.base}/asset/wallet`;
    await checkOnce(signal, platform.headers, (b) => `${b.signals?.list?.length} signals`);
    await checkOnce(wallet, platform.headers, (b) => `balance ${b.wallet?.balance}`);
    return [
      await measure('GET /api/signal', storage, signal, platform.headers),
      await measure('GET /api/asset/wallet', storage, wallet, platform.headers),
    ];
  } finally {
    await platform.close();
  }
};

const main = async () => {
  const started = performance.now();
  console.log(
    `API throughput: ${CONNECTIONS} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up + ` +
      `${SECONDS} s per target; Node ${process.version}, ${cpus().length} cores, ` +
      `load average ${loadavg()[0].toFixed(2)}`,
  );
  const rows = [];

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = bare.server.address();
    rows.push(await measure('bare Fastify GET /bare', '-', `http://127.0.0.1:${port}/bare`, {}));
  } finally {
    await bare.close();
  }

  console.log('PGlite (temp data dir):');
  rows.push(...(await benchPlatform('PGlite', undefined)));

  if (process.env.BENCH_SKIP_POSTGRES === '1') {
    console.log('PostgreSQL: skipped (BENCH_SKIP_POSTGRES=1).');
  } else {
    const schema = await freshPostgresSchema();
    if (schema) {
      console.log(`PostgreSQL (${POSTGRES_URL}, fresh schema):`);
      try {
        rows.push(...(await benchPlatform('PostgreSQL', schema.url)));
      } finally {
        await schema.drop();
      }
    }
  }

  console.table(rows);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const failed = rows.filter((row) => row['errors+non2xx'] !== 0);
  if (failed.length > 0) {
    console.error(`errors or non-2xx answers in: ${failed.map((row) => row.target).join(', ')}`);
    process.exitCode = 1;
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
