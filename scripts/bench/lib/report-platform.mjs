// The platform the report benchmarks run against: the real server (demo seed) on loopback, on PGlite
// (temp dir) or on a fresh PostgreSQL schema, with a member session of the demo provider and N
// settled profit-share records of that provider inserted straight into storage (generate_series,
// one statement per chunk). Shared by report-csv.bench.mjs and report-paging.bench.mjs.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createServer } from '../../../packages/server/dist/index.js';
import { createSession, SESSION_COOKIE, sessionNow } from '../../../packages/server/dist/http/session.js';
import { issueSiteToken } from '../../../packages/server/dist/http/site-token.js';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh schema on the machine's PostgreSQL (as postgres.test-helpers.ts does), or undefined. */
export const freshPostgresSchema = async () => {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${POSTGRES_URL} (${error.message}): skipped.`);
    return undefined;
  }
  const schema = `bench_report_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
};

/** Starts the platform (demo seed) on loopback, port 0, with the demo provider's member headers. */
export const startPlatform = async (databaseUrl) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-report-'));
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
  const server = await createServer({ config, secrets, notifier: { sendCode: async () => {} } });
  const { port } = await server.listen();
  if (!server.seeded) throw new Error('the demo seed did not run');
  const { siteId, providerId } = server.seeded;
  const sessionId = await createSession(server.ctx.db, { siteId, userId: providerId }, sessionNow());
  const headers = {
    authorization: `Bearer ${await issueSiteToken(siteId, secrets.siteTokenKey)}`,
    cookie: `${SESSION_COOKIE}=${sessionId}`,
  };
  return {
    server,
    db: server.ctx.db,
    siteId,
    providerId,
    base: `http://127.0.0.1:${port}/api`,
    headers,
    secrets,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const CHUNK = 100_000;

/**
 * Inserts `count` SETTLED/RESETTLED records of the provider (one of its robots), newest first by
 * `settle_time`, two records per second so the id breaks ties; every 1,000th robot name holds a comma
 * and quotes (the CSV quotes it) and every 4th record has a settlement-log line (the report joins
 * the last one). Returns how many records the provider's settlement report lists.
 */
export const seedSettledRecords = async (platform, count, log = () => {}) => {
  const { db, siteId, providerId } = platform;
  const { rows } = await db.query(
    `SELECT r.id, r.name, r.signal_id, r.follow_type, s.name AS signal_name
     FROM robots r JOIN signals s ON s.site_id = r.site_id AND s.id = r.signal_id
     WHERE r.site_id = $1 AND s.user_id = $2 ORDER BY r.id LIMIT 1`,
    [siteId, providerId],
  );
  const robot = rows[0];
  if (!robot) throw new Error('the demo provider has no robot');
  for (let start = 1; start <= count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK - 1);
    await db.query(
      `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name,
         follow_type, settle_time, profit, share_base, hwm, profit_share, fee, receive, status, reason, paid_at,
         currency, account_profit_share, exchange_rate)
       SELECT $1, 'bench-' || lpad(g::text, 9, '0'), $2, $3, $4, $5,
         CASE WHEN g % 1000 = 0 THEN 'Robot, "bench" ' || g ELSE $6 END, $7,
         timestamptz '2025-01-01T00:00:00Z' - ((g / 2) * interval '1 second'),
         share * 4, share * 4, share * 3, share, round(share * 0.1, 2), share - round(share * 0.1, 2),
         CASE WHEN g % 10 = 0 THEN 'RESETTLED' ELSE 'SETTLED' END, '', NULL, 'USD', share, 1
       FROM (SELECT g, ((g % 5000) + 1)::numeric / 100 AS share FROM generate_series($8::int, $9::int) g) x`,
      [
        siteId,
        providerId,
        robot.signal_id,
        robot.signal_name,
        robot.id,
        robot.name,
        robot.follow_type,
        start,
        end,
      ],
    );
    await db.query(
      `INSERT INTO settlement_outcomes (site_id, id, run_id, user_id, signal_id, signal_name, robot_id, robot_name,
         follow_type, record_id, outcome, reason, due_at, settled_at, currency, profit, hwm_before, hwm_after,
         account_profit_share, exchange_rate, profit_share, fee, receive)
       SELECT p.site_id, 'bench-o-' || p.id, 'bench-run', p.user_id, p.signal_id, p.signal_name, p.robot_id,
         p.robot_name, p.follow_type, p.id, 'SETTLED', 'PROFIT_ABOVE_HWM', p.settle_time, p.settle_time,
         p.currency, p.profit, p.hwm, p.hwm, p.profit_share, 1, p.profit_share, p.fee, p.receive
       FROM profit_share_records p
       WHERE p.site_id = $1 AND p.id >= 'bench-' || lpad($2::text, 9, '0') AND p.id <= 'bench-' || lpad($3::text, 9, '0')
         AND right(p.id, 1) IN ('0', '4', '8')`,
      [siteId, start, end],
    );
    log(`  inserted ${end.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} records`);
  }
  await db.query('ANALYZE profit_share_records');
  await db.query('ANALYZE settlement_outcomes');
  const total = await db.query(
    `SELECT count(*)::int AS n FROM profit_share_records
     WHERE site_id = $1 AND user_id = $2 AND status IN ('SETTLED', 'RESETTLED')`,
    [siteId, providerId],
  );
  return total.rows[0].n;
};

/** `sql` with its `$n` parameters written in as literals (for psql or COPY): the server's own. */
export { inlineParams } from '../../../packages/server/dist/storage/sql-literals.js';

/** Samples this process's RSS every `everyMs` until stopped: start, peak, and peak minus start (MB). */
export const sampleRss = (everyMs = 20) => {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, everyMs);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    const mb = (bytes) => bytes / 1024 / 1024;
    return { startMb: mb(start), peakMb: mb(peak), growthMb: mb(peak - start) };
  };
};
