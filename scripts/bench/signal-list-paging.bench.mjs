// Signal list paging: one provider with 1,000 signals (inserted straight into storage in one
// statement, each with a real computed performance of a demo signal), GET /api/signal page 100 against
// its reference page 1, same page size (10), through the real platform (site token, session, figures).
// Page 100 is read two ways: by page number (?page=100) and by cursor (the nextCursor of page 99,
// found once by walking the pages). Reference and subjects alternate, at least three rounds
// (lib/ratio.mjs); each run is the median latency of sequential requests on one keep-alive connection.
// Budget: page 100 at most 2x page 1, both ways. On PGlite, then on PostgreSQL (fresh schema) when
// reachable (the run says when it was skipped). Exits 1 when a budget is missed.
// Run after `npx tsc -b`: node scripts/bench/signal-list-paging.bench.mjs
// Env: BENCH_SIGNALS (default 1000), BENCH_PAGE_SIZE (10), BENCH_REQUESTS (requests per run, 40),
// BENCH_ROUNDS (3, at least 3), DATABASE_URL, BENCH_SKIP_POSTGRES=1.
import { cpus, loadavg } from 'node:os';
import { demoSignalScenarios } from '../../packages/fixtures/dist/index.js';
import { onEveryStorage, startPlatform } from './lib/bench-platform.mjs';
import { benchRounds, createVerdicts, interleave, median, summarise } from './lib/ratio.mjs';

const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000);
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const ROUNDS = benchRounds();
const DEEP_PAGE = Math.ceil(SIGNALS / PAGE_SIZE);

/** The demo signals' stored fields, cycled over the inserted rows (real performance documents). */
const templates = () =>
  demoSignalScenarios().map(({ signal }) => ({
    describe: signal.describe,
    status: signal.status,
    platform: signal.platform,
    connMethod: signal.connMethod,
    info: signal.info,
    followSetting: signal.followSetting,
    symbols: signal.symbols,
    performance: signal.performance,
  }));

/** `count` live signals of the provider, one a minute back from now, in one INSERT. */
const insertSignals = async (db, siteId, userId, count) => {
  const rows = templates();
  await db.query(
    `INSERT INTO signals (site_id, id, user_id, token, name, describe, status, platform, conn_status, conn_method,
       created_at, updated_at, info, follow_setting, symbols, performance)
     SELECT $1, gen_random_uuid()::text, $2, md5(random()::text || n), 'Bench-' || n, t->>'describe', t->>'status',
       t->>'platform', 'DISCONNECTED', t->>'connMethod', now() - n * interval '1 minute', now(),
       t->'info', t->'followSetting', t->'symbols', t->'performance'
     FROM generate_series(1, $3::int) AS n CROSS JOIN LATERAL (SELECT ($4::jsonb)->(n % $5::int) AS t) AS pick`,
    [siteId, userId, count, JSON.stringify(rows), rows.length],
  );
};

const getJson = async (url, headers) => {
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${url} -> ${response.status} ${JSON.stringify(body)}`);
  return body.signals;
};

/** Median latency (ms) of `REQUESTS` sequential requests, after two unmeasured ones. */
const latency = async (url, headers) => {
  const times = [];
  for (let i = 0; i < REQUESTS + 2; i += 1) {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} -> ${response.status}`);
    if (i >= 2) times.push(performance.now() - t0);
  }
  return median(times);
};

const verdicts = createVerdicts();

const benchPaging = async (storage, databaseUrl) => {
  const platform = await startPlatform(databaseUrl, { demoSignals: false });
  try {
    const t0 = performance.now();
    await insertSignals(platform.server.ctx.db, platform.siteId, platform.providerId, SIGNALS);
    console.log(`  inserted ${SIGNALS} signals in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const list = `${platform.base}/signal?pageSize=${PAGE_SIZE}`;
    const first = await getJson(`${list}&page=1`, platform.headers);
    const deep = await getJson(`${list}&page=${DEEP_PAGE}`, platform.headers);
    if (first.total !== SIGNALS || deep.list.length === 0)
      throw new Error(`unexpected pages: total ${first.total}`);
    // The cursor of the deep page: walk to it once, as a client paging on would.
    let cursor = first.nextCursor;
    for (let page = 2; page < DEEP_PAGE; page += 1) {
      cursor = (await getJson(`${list}&cursor=${encodeURIComponent(cursor)}`, platform.headers)).nextCursor;
    }
    const byCursor = `${list}&cursor=${encodeURIComponent(cursor)}`;
    const viaCursor = await getJson(byCursor, platform.headers);
    if (JSON.stringify(viaCursor.list) !== JSON.stringify(deep.list)) {
      throw new Error('page by cursor and page by number differ');
    }
    console.log(
      `  page ${DEEP_PAGE} of ${PAGE_SIZE}: same ${deep.list.length} signals by number and by cursor`,
    );
    for (const [label, url] of [
      [`page ${DEEP_PAGE} by number`, `${list}&page=${DEEP_PAGE}`],
      [`page ${DEEP_PAGE} by cursor`, byCursor],
    ]) {
      const results = await interleave({
        rounds: ROUNDS,
        reference: () => latency(`${list}&page=1`, platform.headers),
        subject: () => latency(url, platform.headers),
      });
      verdicts.check(`${storage} ${label} vs page 1 (median ms per request)`, summarise(results), {
        budget: 2,
      });
    }
  } finally {
    await platform.close();
  }
};

const main = async () => {
  console.log(
    `Signal list paging: ${SIGNALS} signals, page size ${PAGE_SIZE}, page ${DEEP_PAGE} vs page 1, ` +
      `${REQUESTS} sequential requests per run, ${ROUNDS} interleaved rounds; Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}`,
  );
  await onEveryStorage(benchPaging);
  verdicts.finish();
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
