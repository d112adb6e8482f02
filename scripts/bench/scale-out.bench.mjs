// Scale-out (issue 13): 1, 2 and 4 server processes (`node packages/server/dist/main.js`) on one
// PostgreSQL database, each on its own port, sharing SITE_TOKEN_KEY and CODE_PEPPER; the first seeds
// the demo. Four processes are started once; a configuration of N uses the first N of them (the load
// goes only to those, the feed clients connect only to those), so the configurations can alternate
// within a round without restarts. The idle ones only run their periodic jobs.
//
// Per configuration and round:
// - Load: GET /api/signal, then GET /api/asset/wallet, authenticated as the demo provider (a session
//   row inserted as the test harness does). One child process runs one autocannon instance per port in
//   parallel (the connections split evenly, so the load generator's own CPU is the same for every N):
//   total req/s (sum) and p50/p99 over every response of every port.
// - Feed latency: S WebSocket clients (this process) spread round-robin over the N ports, each with
//   its own one-time ws token, authenticated and subscribed to `wallet`; E events published one at a
//   time the way a server process publishes them (NotifyFeedPublisher: NOTIFY live_feed from a pool
//   connection of its own; which process sends a NOTIFY makes no difference to who hears it). The
//   figure per event is the time until the LAST client on every process has it; p50/p99 over events.
// Configurations rotate their order each round; ratios are against N=1 of the same round
// (lib/ratio.mjs: median of per-round ratios, spread). Budgets: N=2 req/s >= 1.0x N=1 for both
// routes (coordination costs nothing) and feed p99 at N=4 <= 2x N=1. The machine has 2 cores, so
// 4 processes cannot beat 2: the other ratios are printed without a budget.
// Also printed: per-process RSS after the load, and the PostgreSQL connections each process holds
// (pg_stat_activity, matched to processes through `ss -tnp`), sampled mid-load.
// Exit 1 on a missed budget, an error or non-2xx answer, or a missing feed delivery.
//
// Run after `npx tsc -b`: node scripts/bench/scale-out.bench.mjs (needs PostgreSQL; skipped with a
// note, exit 0, when it is not reachable or BENCH_SKIP_POSTGRES=1).
// Env: BENCH_ADMIN_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres: the
// server where the fresh database bench_scale_<pid> is created and dropped. BENCH_SECONDS (3 per load
// run), BENCH_CONNECTIONS (100 in all), BENCH_SOCKETS (300 in all), BENCH_EVENTS (100 per round),
// BENCH_ROUNDS (5, at least 3).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRounds, createVerdicts, median, quantile, summarise } from './lib/ratio.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const MAIN = join(here, '../../packages/server/dist/main.js');
const ADMIN_URL =
  process.env.BENCH_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100);
const WARMUP_EVENTS = 10;
const ROUNDS = benchRounds(5);
const COUNTS = [1, 2, 4];
const BASE_PORT = 18_480;
const ROUTES = { signal: '/api/signal', wallet: '/api/asset/wallet' };

/** Server processes still running: the watchdog ends them before it exits. */
const running = new Set();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 1) => Number(n.toFixed(digits));

// ---------------------------------------------------------------------------------------------
// Load child: one autocannon instance per URL, all in this one process, in parallel.
// ---------------------------------------------------------------------------------------------

const runLoad = async ({ urls, headers, connections, seconds }) => {
  const autocannon = createRequire(import.meta.url)('autocannon');
  const each = Math.max(1, Math.round(connections / urls.length));
  // Every response time of every port, so p50/p99 are over all requests, not a worst port's.
  const times = [];
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise((resolve, reject) => {
          const instance = autocannon(
            { url, headers, connections: each, pipelining: 1, duration: seconds },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
        }),
    ),
  );
  const total = (pick) => results.reduce((sum, r) => sum + pick(r), 0);
  process.stdout.write(
    JSON.stringify({
      reqPerSec: total((r) => r.requests.mean),
      p50: Math.round(quantile(times, 0.5)),
      p99: Math.round(quantile(times, 0.99)),
      failed: total((r) => r.errors + r.timeouts + r.non2xx),
      perPort: results.map((r) => Math.round(r.requests.mean)),
    }),
  );
};

/** Runs the load child; `during` runs meanwhile (the pool sampling), at half time. */
const load = (options, during) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--load', JSON.stringify(options)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    const sampled = sleep((options.seconds * 1000) / 2).then(() => during?.());
    child.on('close', async (code) => {
      await sampled;
      if (code !== 0) return reject(new Error(`load child exited ${code}`));
      resolve(JSON.parse(out));
    });
  });

// ---------------------------------------------------------------------------------------------
// Server processes and the database.
// ---------------------------------------------------------------------------------------------

const admin = async (sql) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Waits until GET /readyz answers 200 (migrations done), or the process exits. */
const waitReady = async (proc) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`process on ${proc.port} exited: ${proc.output()}`);
    const ready = await fetch(`http://127.0.0.1:${proc.port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`process on ${proc.port} not ready after 60 s: ${proc.output()}`);
};

const startProcess = async (index, databaseUrl, secrets) => {
  const dataDir = await mkdtemp(join(tmpdir(), `sp-bench-scale-${index}-`));
  const port = BASE_PORT + index;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_TOKEN_KEY: secrets.siteTokenKey,
      CODE_PEPPER: secrets.codePepper,
      SEED_DEMO: index === 0 ? '1' : '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { index, port, child, dataDir, output: () => output.slice(-2_000) };
};

const stopProcess = async (proc) => {
  if (proc.child.exitCode === null) {
    const exited = new Promise((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  }
  await rm(proc.dataDir, { recursive: true, force: true });
};

/** Resident set of a process (VmRSS) and its peak (VmHWM), in MB. */
const memoryOf = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

/**
 * PostgreSQL connections of each server process: the client ports in pg_stat_activity for the
 * database, matched to processes through `ss -tnp`. Answers pid -> { total, listen } (listen: the
 * connection whose last statement was a LISTEN).
 */
const connectionsByProcess = async (db, databaseName) => {
  const { rows } = await db.query(
    `SELECT client_port, query FROM pg_stat_activity WHERE datname = $1 AND client_port IS NOT NULL`,
    [databaseName],
  );
  const pidOfPort = new Map();
  const ss = execFileSync('ss', ['-tnpH', 'dport = :5432'], { encoding: 'utf8' });
  for (const line of ss.split('\n')) {
    const local = /\s(\S+):(\d+)\s+\S+:5432\s/.exec(line);
    const pid = /pid=(\d+)/.exec(line);
    if (local && pid) pidOfPort.set(Number(local[2]), Number(pid[1]));
  }
  const byPid = new Map();
  for (const row of rows) {
    const pid = pidOfPort.get(row.client_port);
    if (pid === undefined) continue;
    const entry = byPid.get(pid) ?? { total: 0, listen: 0 };
    entry.total += 1;
    if (/^\s*LISTEN\b/i.test(row.query)) entry.listen += 1;
    byPid.set(pid, entry);
  }
  return byPid;
};

// ---------------------------------------------------------------------------------------------
// Feed clients (this process).
// ---------------------------------------------------------------------------------------------

/** Opens a socket, authenticates it with a one-time token and subscribes `wallet`. */
const openFeedSocket = async (WebSocket, url, token, onEvent) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let step = 'auth';
    ws.on('open', () => ws.send(`auth#Auth@${token}`));
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (step === 'ready') {
        if (message.channel === 'wallet') onEvent(message.data);
      } else if (step === 'auth' && message.channel === 'Auth') {
        if (message.error.code !== 0) return reject(new Error(`auth refused: ${JSON.stringify(message)}`));
        step = 'sub';
        ws.send('sub#Sub@wallet');
      } else if (step === 'sub' && message.channel === 'Sub') {
        if (message.error.code !== 0) return reject(new Error(`sub refused: ${JSON.stringify(message)}`));
        step = 'ready';
        resolve(ws);
      }
    });
    ws.on('error', reject);
    ws.on('close', () => step !== 'ready' && reject(new Error('closed before ready')));
  });

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

const runBench = async () => {
  const reachable = await admin('SELECT 1').then(
    () => true,
    (error) => {
      console.log(`PostgreSQL: skipped, not reachable at ${ADMIN_URL} (${error.message}).`);
      return false;
    },
  );
  if (!reachable || process.env.BENCH_SKIP_POSTGRES === '1') {
    if (reachable) console.log('PostgreSQL: skipped (BENCH_SKIP_POSTGRES=1).');
    return;
  }
  const { default: WebSocket } = await import('ws');
  const { PostgresDatabase } = await import('../../packages/server/dist/storage/postgres.database.js');
  const { NotifyFeedPublisher } = await import('../../packages/server/dist/feed/notify-feed-publisher.js');
  const { createSession, readSession, SESSION_COOKIE } =
    await import('../../packages/server/dist/http/session.js');
  const { issueSiteToken } = await import('../../packages/server/dist/http/site-token.js');
  const { issueWsToken } = await import('../../packages/server/dist/http/ws-token.js');
  const { DEMO_PROVIDER_ID } = await import('../../packages/fixtures/dist/index.js');

  const started = performance.now();
  const databaseName = `bench_scale_${process.pid}`;
  await admin(`CREATE DATABASE ${databaseName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const secrets = {
    siteTokenKey: randomBytes(32).toString('base64url'),
    codePepper: randomBytes(32).toString('base64url'),
  };
  const processes = [];
  let db;
  try {
    console.log(
      `Scale-out: processes ${COUNTS.join(', ')} on one PostgreSQL database (${databaseName}); ` +
        `${CONNECTIONS} connections in all, ${SECONDS} s per load run; ${SOCKETS} feed sockets in all, ` +
        `${EVENTS} events per round; ${ROUNDS} rounds; Node ${process.version}, ${cpus().length} cores, ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
    const { rows: maxRows } = await admin('SHOW max_connections');
    const maxConnections = Number(maxRows[0].max_connections);

    // The first process migrates and seeds; the others start once it is ready (as deploy.md says).
    let t0 = performance.now();
    processes.push(await startProcess(0, databaseUrl, secrets));
    await waitReady(processes[0]);
    console.log(
      `process 1 (migrations + demo seed) ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    t0 = performance.now();
    for (let i = 1; i < Math.max(...COUNTS); i += 1)
      processes.push(await startProcess(i, databaseUrl, secrets));
    await Promise.all(processes.slice(1).map(waitReady));
    console.log(
      `processes 2..${processes.length} ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    db = await PostgresDatabase.open(databaseUrl, 2);
    const { rows: sites } = await db.query('SELECT site_id FROM users WHERE id = $1', [DEMO_PROVIDER_ID]);
    const siteId = sites[0].site_id;
    const sessionId = await createSession(db, { siteId, userId: DEMO_PROVIDER_ID }, new Date());
    const member = await readSession(db, siteId, sessionId, new Date());
    const headers = {
      authorization: `Bearer ${await issueSiteToken(siteId, secrets.siteTokenKey)}`,
      cookie: `${SESSION_COOKIE}=${sessionId}`,
    };
    // Every process answers the member (shared secrets, shared sessions) before anything is measured.
    for (const proc of processes) {
      for (const path of Object.values(ROUTES)) {
        const response = await fetch(`http://127.0.0.1:${proc.port}${path}`, { headers });
        if (response.status !== 200) throw new Error(`${path} on ${proc.port} -> ${response.status}`);
        await response.arrayBuffer();
      }
    }
    // Before any load: what a process holds once migrated (and, the first, seeded).
    const idle = await Promise.all(processes.map((proc) => memoryOf(proc.child.pid)));
    const publisher = new NotifyFeedPublisher(db);
    const pidOf = new Map(processes.map((proc) => [proc.child.pid, proc.index + 1]));
    const pool = new Map(); // process number -> most connections seen, and its LISTEN connections
    const samplePool = async () => {
      for (const [pid, seen] of await connectionsByProcess(db, databaseName)) {
        const number = pidOf.get(pid);
        if (number === undefined) continue;
        const before = pool.get(number) ?? { total: 0, listen: 0 };
        pool.set(number, {
          total: Math.max(before.total, seen.total),
          listen: Math.max(before.listen, seen.listen),
        });
      }
    };

    const urlsOf = (n, path) => processes.slice(0, n).map((proc) => `http://127.0.0.1:${proc.port}${path}`);
    const rows = [];
    let failures = 0;

    const measureLoad = async (n, route, round) => {
      const result = await load(
        { urls: urlsOf(n, ROUTES[route]), headers, connections: CONNECTIONS, seconds: SECONDS },
        samplePool,
      );
      if (result.failed > 0) {
        failures += 1;
        console.error(`N=${n} ${ROUTES[route]}: ${result.failed} errors, timeouts or non-2xx answers`);
      }
      rows.push({
        round: round + 1,
        N: n,
        measure: `GET ${ROUTES[route]}`,
        'req/s': Math.round(result.reqPerSec),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'req/s per process': result.perPort.join(' / '),
      });
      return result;
    };

    const measureFeed = async (n, round) => {
      const arrivals = new Map(); // seq -> arrival times
      const onEvent = (data) => {
        if (data?.benchRound !== round || data.benchN !== n) return;
        const list = arrivals.get(data.benchSeq) ?? [];
        list.push(performance.now());
        arrivals.set(data.benchSeq, list);
        if (list.length === SOCKETS) waiting?.();
      };
      let waiting;
      const sockets = [];
      try {
        const opened = [];
        for (let i = 0; i < SOCKETS; i += 1) {
          const port = processes[i % n].port;
          const token = await issueWsToken(member, secrets.siteTokenKey, Date.now());
          opened.push(openFeedSocket(WebSocket, `ws://127.0.0.1:${port}/ws`, token, onEvent));
          if (opened.length % 50 === 0) sockets.push(...(await Promise.all(opened.splice(0))));
        }
        sockets.push(...(await Promise.all(opened)));
        const lastOf = [];
        const allOf = [];
        let missing = 0;
        // The first WARMUP_EVENTS are not counted: fresh sockets, a process idle since the load run.
        for (let seq = -WARMUP_EVENTS; seq < EVENTS; seq += 1) {
          const all = new Promise((resolve) => {
            waiting = resolve;
            setTimeout(resolve, 5_000);
          });
          const sentAt = performance.now();
          await publisher.publish({
            siteId,
            userId: DEMO_PROVIDER_ID,
            channel: 'wallet',
            data: { benchN: n, benchRound: round, benchSeq: seq },
          });
          await all;
          const times = arrivals.get(seq) ?? [];
          await sleep(20);
          if (seq < 0) continue;
          if (times.length < SOCKETS) missing += SOCKETS - times.length;
          for (const at of times) allOf.push(at - sentAt);
          if (times.length > 0) lastOf.push(Math.max(...times) - sentAt);
        }
        if (missing > 0) {
          failures += 1;
          console.error(`N=${n}, round ${round + 1}: ${missing} feed deliveries missing`);
        }
        const row = {
          round: round + 1,
          N: n,
          measure: `feed: ${SOCKETS} sockets, last socket per event`,
          'p50 ms': fmt(quantile(lastOf, 0.5)),
          'p99 ms': fmt(quantile(lastOf, 0.99)),
          'any socket p50 ms': fmt(quantile(allOf, 0.5)),
        };
        rows.push(row);
        return row['p99 ms'];
      } finally {
        for (const ws of sockets) ws.terminate();
      }
    };

    // Warm-up: every process serves both routes once under load before anything counts.
    for (const path of Object.values(ROUTES)) {
      await load({ urls: urlsOf(processes.length, path), headers, connections: CONNECTIONS, seconds: 2 });
    }

    const figures = new Map(COUNTS.map((n) => [n, { signal: [], wallet: [], feed: [] }]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // The order rotates each round so a busy neighbour or a warming cache does not favour one N.
      const order = COUNTS.map((_, i) => COUNTS[(i + round) % COUNTS.length]);
      for (const n of order) {
        const f = figures.get(n);
        f.signal.push(await measureLoad(n, 'signal', round));
        f.wallet.push(await measureLoad(n, 'wallet', round));
        f.feed.push(await measureFeed(n, round));
      }
    }

    const memory = [];
    for (const proc of processes) {
      const { rss, peak } = await memoryOf(proc.child.pid);
      const seen = pool.get(proc.index + 1) ?? { total: 0, listen: 0 };
      memory.push({
        process: proc.index + 1,
        'RSS before load MB': fmt(idle[proc.index].rss),
        'RSS after load MB': fmt(rss),
        'peak RSS MB': fmt(peak),
        'PG connections (most seen)': seen.total,
        'of them LISTEN': seen.listen,
      });
    }

    console.table(rows);
    console.table(memory);
    const ratios = (n, key, pick) =>
      figures.get(1)[key].map((ref, i) => {
        const reference = pick(ref);
        const subject = pick(figures.get(n)[key][i]);
        return { reference, subject, ratio: subject / reference };
      });
    const rate = (r) => r.reqPerSec;
    const p99 = (r) => Math.max(1, r.p99);
    const info = (label, results) => {
      const s = summarise(results);
      console.log(
        `info ${label}: median ratio ${fmt(s.ratio, 2)}x (spread ${fmt(s.min, 2)}..${fmt(s.max, 2)}; ` +
          `N=1 ${fmt(s.reference)}, subject ${fmt(s.subject)})`,
      );
    };
    const summary = [];
    for (const n of COUNTS) {
      const f = figures.get(n);
      summary.push({
        N: n,
        'signal req/s': Math.round(median(f.signal.map(rate))),
        'signal p99 ms': median(f.signal.map((r) => r.p99)),
        'wallet req/s': Math.round(median(f.wallet.map(rate))),
        'wallet p99 ms': median(f.wallet.map((r) => r.p99)),
        'feed p99 ms': fmt(median(f.feed)),
      });
    }
    console.log('Medians over rounds:');
    console.table(summary);
    for (const n of COUNTS.filter((n) => n !== 1)) {
      info(`N=${n} GET /api/signal p99 vs N=1`, ratios(n, 'signal', p99));
      info(`N=${n} GET /api/asset/wallet p99 vs N=1`, ratios(n, 'wallet', p99));
    }
    info('N=4 GET /api/signal req/s vs N=1', ratios(4, 'signal', rate));
    info('N=4 GET /api/asset/wallet req/s vs N=1', ratios(4, 'wallet', rate));
    info(
      'N=2 feed p99 vs N=1',
      ratios(2, 'feed', (v) => Math.max(0.1, v)),
    );
    const verdicts = createVerdicts();
    verdicts.check('N=2 GET /api/signal req/s vs N=1', summarise(ratios(2, 'signal', rate)), {
      budget: 1,
      kind: 'min',
    });
    verdicts.check('N=2 GET /api/asset/wallet req/s vs N=1', summarise(ratios(2, 'wallet', rate)), {
      budget: 1,
      kind: 'min',
    });
    verdicts.check(
      'N=4 feed p99 (last socket) vs N=1',
      summarise(ratios(4, 'feed', (v) => Math.max(0.1, v))),
      {
        budget: 2,
      },
    );
    const listenPerProcess = Math.max(...memory.map((m) => m['of them LISTEN']));
    const perProcess = Math.max(...memory.map((m) => m['PG connections (most seen)']));
    console.log(
      `PostgreSQL max_connections ${maxConnections}; at most ${perProcess} connections seen per process ` +
        `(${listenPerProcess} of them LISTEN); load average now ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
    verdicts.finish();
    if (failures > 0) process.exitCode = 1;
  } finally {
    await db?.close();
    await Promise.all(processes.map(stopProcess));
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
};

if (process.argv[2] === '--load') {
  await runLoad(JSON.parse(process.argv[3]));
} else {
  // Bounded: a hang ends here; the server processes are ended, the database (named by pid) is left.
  const watchdog = setTimeout(() => {
    console.error('Timed out after 480 s.');
    for (const child of running) child.kill('SIGKILL');
    process.exit(1);
  }, 480_000);
  watchdog.unref();
  try {
    await runBench();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
  }
}
