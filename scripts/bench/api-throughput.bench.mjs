// API throughput and latency at 100 connections: the authenticated member read GET /api/signal of the
// demo provider against its reference, a bare Fastify route sending THE SAME JSON (the real answer,
// captured once, returned by a bare Fastify instance of this process: HTTP + serialising that JSON,
// no site token, no session, no storage). Reference and subject alternate, at least three rounds
// (lib/ratio.mjs); budgets: req/s at least 30 % of the bare route's, p99 at most 3x the bare route's.
// GET /api/asset/wallet and a bare `{ ok: true }` route are measured once beside them, for the table.
// On PGlite (temp dir, demo seed), then on PostgreSQL (fresh schema) when reachable (the run says when
// it was skipped). autocannon runs in a child process so it does not share the server's event loop.
// Exits 1 when a budget is missed or any answer is an error, a timeout or not 2xx.
// Run after `npx tsc -b`: node scripts/bench/api-throughput.bench.mjs
// Env: BENCH_SECONDS (measured seconds per run, default 6), BENCH_WARMUP_SECONDS (once per target,
// default 2), BENCH_CONNECTIONS (default 100), BENCH_ROUNDS (default 3, at least 3), DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test), BENCH_SKIP_POSTGRES=1 to skip PostgreSQL.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import { onEveryStorage, startPlatform } from './lib/bench-platform.mjs';
import { benchRounds, createVerdicts, interleave, summarise } from './lib/ratio.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = benchRounds();
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

const rows = [];

/** One measured run: a table row; fails the script on any error, timeout or non-2xx answer. */
const measure = async (target, storage, url, headers) => {
  const r = await autocannon(url, headers, SECONDS);
  const row = {
    target,
    storage,
    'req/s (mean)': Math.round(r.requests.mean),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'KB/answer': r.requests.total > 0 ? Number((r.throughput.total / r.requests.total / 1024).toFixed(1)) : 0,
    'errors+non2xx': r.errors + r.timeouts + r.non2xx,
  };
  rows.push(row);
  if (row['errors+non2xx'] !== 0) process.exitCode = 1;
  return row;
};

/** The answer of one request, which must be a 200: the figures mean nothing for an error. */
const fetchOnce = async (url, headers) => {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} -> ${response.status} ${text}`);
  return text;
};

/** A bare Fastify instance answering `body` (an object Fastify serialises, as a route returns it). */
const bareRoute = async (body) => {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${bare.server.address().port}/bare`, close: () => bare.close() };
};

const verdicts = createVerdicts();

const benchPlatform = async (storage, databaseUrl) => {
  const platform = await startPlatform(databaseUrl);
  const signal = `${platform.base}/signal`;
  const wallet = `${platform.base}/asset/wallet`;
  // The reference sends exactly what the platform answered (same bytes once serialised).
  const captured = await fetchOnce(signal, platform.headers);
  const bare = await bareRoute(JSON.parse(captured));
  try {
    const replayed = await fetchOnce(bare.url, {});
    if (replayed !== captured) throw new Error('the bare route does not send the captured answer');
    const list = JSON.parse(captured).signals.list;
    console.log(`  GET /api/signal: 200, ${list.length} signals, ${(captured.length / 1024).toFixed(1)} KB`);
    await autocannon(bare.url, {}, WARMUP_SECONDS);
    await autocannon(signal, platform.headers, WARMUP_SECONDS);
    const p99 = { reference: [], subject: [] };
    const run = async (side, label, url, headers) => {
      const row = await measure(label, storage, url, headers);
      p99[side].push(Math.max(1, row['p99 ms']));
      return row['req/s (mean)'];
    };
    const throughput = await interleave({
      rounds: ROUNDS,
      reference: () => run('reference', 'bare route, same JSON', bare.url, {}),
      subject: () => run('subject', 'GET /api/signal', signal, platform.headers),
    });
    const latency = throughput.map((_, i) => ({
      reference: p99.reference[i],
      subject: p99.subject[i],
      ratio: p99.subject[i] / p99.reference[i],
    }));
    verdicts.check(`${storage} GET /api/signal req/s vs bare route`, summarise(throughput), {
      budget: 0.3,
      kind: 'min',
    });
    verdicts.check(`${storage} GET /api/signal p99 vs bare route`, summarise(latency), { budget: 3 });

    await fetchOnce(wallet, platform.headers);
    await autocannon(wallet, platform.headers, WARMUP_SECONDS);
    await measure('GET /api/asset/wallet', storage, wallet, platform.headers);
  } finally {
    await bare.close();
    await platform.close();
  }
};

const main = async () => {
  const started = performance.now();
  console.log(
    `API throughput: ${CONNECTIONS} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up per target, ` +
      `${SECONDS} s per run, ${ROUNDS} interleaved rounds; Node ${process.version}, ${cpus().length} cores, ` +
      `load average ${loadavg()[0].toFixed(2)}`,
  );
  const floor = await bareRoute({ ok: true });
  try {
    await measure('bare route { ok: true }', '-', floor.url, {});
  } finally {
    await floor.close();
  }
  await onEveryStorage(benchPlatform);
  console.table(rows);
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const failed = rows.filter((row) => row['errors+non2xx'] !== 0);
  if (failed.length > 0) {
    console.error(`errors or non-2xx answers in: ${failed.map((row) => row.target).join(', ')}`);
  }
  verdicts.finish();
  if (failed.length > 0) process.exitCode = 1;
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
