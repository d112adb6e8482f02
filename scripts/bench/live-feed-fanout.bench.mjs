// Live-feed fan-out: N WebSocket clients (default 5,000), each authenticated with its own one-time ws
// token (`auth#Auth@<token>`) and subscribed to `wallet`, then K events published through the real
// path (ctx.feed.publish -> NOTIFY -> LISTEN -> hub -> sockets). Measures, per event, publish -> last
// socket receiving it, and p50/p99 over every delivery. Loopback only.
//
// The server runs in this process; the clients run in a child process (its own event loop, the
// other core), which reports receipt times. Both stamp with performance.timeOrigin + now(); the
// clock offset between the two is measured with IPC pings and subtracted.
//
// Run after `npx tsc -b`:
//   node scripts/bench/live-feed-fanout.bench.mjs                 5,000 sockets of 50 users (100 each)
//   node scripts/bench/live-feed-fanout.bench.mjs --users 1       5,000 sockets of one user
// Options: --sockets N (5000), --users U (50), --events K (20 rounds), --gap MS (200),
// --postgres (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, fresh schema; default PGlite).
// Needs about 2 x N + 100 file descriptors (client and server end of each socket, same machine):
// `ulimit -n` must be above that; raise it in the shell first (`ulimit -n 20000`) if not.
import { execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => Number(value.toFixed(1));

// ---------------------------------------------------------------------------------------------
// Client side (child process): opens the sockets, records when each event arrives.
// ---------------------------------------------------------------------------------------------

const runClients = async () => {
  const { default: WebSocket } = await import('ws');
  const sockets = [];
  let clockOffset = 0;
  const latencies = [];
  /** `${seq}:${user}` -> deliveries and the latest one (ms after publish). */
  const perEvent = new Map();

  const send = (message) => process.send(message);

  /** Opens one socket, authenticates it, subscribes `wallet`; resolves true when both succeeded. */
  const open = (url, token) =>
    new Promise((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      let step = 'auth';
      const done = (okay) => {
        if (!okay) ws.terminate();
        resolve(okay);
      };
      ws.on('open', () => ws.send(`auth#Auth@${token}`));
      ws.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.channel === 'wallet') {
          const received = now() - clockOffset;
          const latency = received - message.data.sentAt;
          latencies.push(latency);
          const key = `${message.data.seq}:${message.data.user}`;
          const entry = perEvent.get(key) ?? { seq: message.data.seq, count: 0, last: 0 };
          entry.count += 1;
          entry.last = Math.max(entry.last, latency);
          perEvent.set(key, entry);
          return;
        }
        if (step === 'auth' && message.channel === 'Auth') {
          if (message.error.code !== 0) return done(false);
          step = 'sub';
          ws.send('sub#Sub@wallet');
        } else if (step === 'sub' && message.channel === 'Sub') {
          step = 'ready';
          done(message.error.code === 0);
        }
      });
      ws.on('error', () => done(false));
      ws.on('close', () => step !== 'ready' && done(false));
      sockets.push(ws);
    });

  process.on('message', async (message) => {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong', sent: message.sent, childNow: now() });
        return;
      case 'offset':
        clockOffset = message.offset;
        return;
      case 'connect': {
        const started = now();
        let ok = 0;
        let failed = 0;
        const queue = [...message.tokens];
        const worker = async () => {
          for (let token = queue.pop(); token !== undefined; token = queue.pop()) {
            if (await open(message.url, token)) ok += 1;
            else failed += 1;
          }
        };
        await Promise.all(Array.from({ length: message.concurrency }, worker));
        send({ type: 'connected', ok, failed, ms: now() - started });
        return;
      }
      case 'report': {
        const deadline = now() + 5_000;
        while (latencies.length < message.expected && now() < deadline) await sleep(20);
        const sorted = Float64Array.from(latencies).sort();
        const bySeq = new Map();
        for (const { seq, count, last } of perEvent.values()) {
          const round = bySeq.get(seq) ?? { seq, deliveries: 0, events: 0, lastMax: 0, lastSum: 0 };
          round.deliveries += count;
          round.events += 1;
          round.lastMax = Math.max(round.lastMax, last);
          round.lastSum += last;
          bySeq.set(seq, round);
        }
        send({
          type: 'report',
          deliveries: latencies.length,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
          max: sorted.length ? sorted[sorted.length - 1] : NaN,
          rounds: [...bySeq.values()].sort((a, b) => a.seq - b.seq),
        });
        return;
      }
      case 'close':
        for (const ws of sockets) ws.terminate();
        process.disconnect();
        return;
    }
  });
  send({ type: 'started' });
};

// ---------------------------------------------------------------------------------------------
// Server side (this process): the platform, the tokens, the events.
// ---------------------------------------------------------------------------------------------

/** Answers of the child by type; one that comes before it is awaited is kept until then. */
const channelTo = (child) => {
  const waiting = new Map();
  const arrived = [];
  child.on('message', (message) => {
    const resolve = waiting.get(message.type);
    if (!resolve) return void arrived.push(message);
    waiting.delete(message.type);
    resolve(message);
  });
  const next = (type) => {
    const index = arrived.findIndex((message) => message.type === type);
    if (index >= 0) return Promise.resolve(arrived.splice(index, 1)[0]);
    return new Promise((resolve) => waiting.set(type, resolve));
  };
  return { next, send: (message) => child.send(message) };
};

const freshPostgresSchema = async (baseUrl) => {
  const { default: pg } = await import('pg');
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
};

const runServer = async () => {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '5000' },
      users: { type: 'string', default: '50' },
      events: { type: 'string', default: '20' },
      gap: { type: 'string', default: '200' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const socketCount = Number(values.sockets);
  const userCount = Number(values.users);
  const rounds = Number(values.events);
  const gapMs = Number(values.gap);

  const fdLimit = execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  const fdNeeded = 2 * socketCount + 100;
  console.log(
    `Live-feed fan-out: ${socketCount} sockets of ${userCount} user(s), ${rounds} rounds ${gapMs} ms ` +
      `apart; Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; ` +
      `ulimit -n ${fdLimit} (needs about ${fdNeeded})`,
  );
  if (fdLimit !== 'unlimited' && Number(fdLimit) < fdNeeded) {
    console.error(`Too few file descriptors: run \`ulimit -n ${fdNeeded}\` (or more) in this shell first.`);
    process.exitCode = 1;
    return;
  }

  const { createServer } = await import('../../packages/server/dist/index.js');
  const { issueWsToken } = await import('../../packages/server/dist/http/ws-token.js');
  const { createSession, readSession } = await import('../../packages/server/dist/http/session.js');
  const { upsertSite } = await import('../../packages/server/dist/storage/sites.repository.js');
  const { newId } = await import('../../packages/server/dist/ids.js');
  const { demoSite } = await import('../../packages/fixtures/dist/index.js');

  const postgres = values.postgres
    ? await freshPostgresSchema(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : undefined;
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-feed-'));
  const secrets = {
    siteTokenKey: randomBytes(32).toString('base64url'),
    codePepper: randomBytes(32).toString('base64url'),
  };
  const server = await createServer({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: postgres?.url,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      seedDemo: false,
      trustProxy: false,
    },
    secrets,
    notifier: { sendCode: async () => {} },
  });
  const child = fork(fileURLToPath(import.meta.url), ['--client'], { stdio: 'inherit' });
  const clients = channelTo(child);
  // Bounded: a run that hangs (a lost answer, a stuck socket) ends here instead of holding the shell.
  const watchdog = setTimeout(() => {
    console.error('Timed out after 180 s.');
    child.kill();
    process.exit(1);
  }, 180_000);
  watchdog.unref();
  try {
    const { port } = await server.listen();
    const { ctx } = server;
    console.log(`Storage: ${ctx.db.kind}; server on 127.0.0.1:${port}`);
    const site = await upsertSite(ctx.db, demoSite());
    const users = [];
    for (let i = 0; i < userCount; i += 1) {
      const userId = newId();
      await ctx.db.query(
        `INSERT INTO users (site_id, id, username, email, referral_code, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [site.id, userId, `bench${i}`, `bench${i}@example.com`, userId.slice(0, 8), new Date()],
      );
      // A ws token names a live session: each bench user is signed in once.
      const sessionId = await createSession(ctx.db, { siteId: site.id, userId }, new Date());
      users.push(await readSession(ctx.db, site.id, sessionId, new Date()));
    }
    await clients.next('started');

    // The child's clock against ours: the ping with the shortest round trip bounds the error best.
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 20; i += 1) {
      const sent = now();
      clients.send({ type: 'ping', sent });
      const { childNow } = await clients.next('pong');
      const rtt = now() - sent;
      if (rtt < best.rtt) best = { rtt, offset: childNow - (sent + rtt / 2) };
    }
    clients.send({ type: 'offset', offset: best.offset });
    console.log(
      `Clock offset client - server: ${best.offset.toFixed(3)} ms (+/- ${(best.rtt / 2).toFixed(3)} ms)`,
    );

    // Tokens live 60 s: issue and use them in batches.
    const url = `ws://127.0.0.1:${port}/ws`;
    const connectStarted = now();
    let connected = 0;
    let refused = 0;
    const batchSize = 500;
    for (let first = 0; first < socketCount; first += batchSize) {
      const tokens = [];
      for (let i = first; i < Math.min(socketCount, first + batchSize); i += 1) {
        tokens.push(await issueWsToken(users[i % userCount], secrets.siteTokenKey, ctx.clock.now()));
      }
      clients.send({ type: 'connect', url, tokens, concurrency: 100 });
      const answer = await clients.next('connected');
      connected += answer.ok;
      refused += answer.failed;
    }
    const connectSeconds = (now() - connectStarted) / 1000;
    console.log(
      `Connected, authenticated and subscribed ${connected} sockets in ${connectSeconds.toFixed(1)} s ` +
        `(${Math.round(connected / connectSeconds)} sockets/s); failed: ${refused}`,
    );
    if (refused > 0) process.exitCode = 1;

    const publishTimes = [];
    for (let seq = 0; seq < rounds; seq += 1) {
      for (let user = 0; user < userCount; user += 1) {
        const sentAt = now();
        await ctx.feed.publish({
          ...users[user],
          channel: 'wallet',
          data: { seq, user, sentAt, balance: '1000.00' },
        });
        publishTimes.push(now() - sentAt);
      }
      await sleep(gapMs);
    }
    const expected = rounds * connected;
    clients.send({ type: 'report', expected });
    const report = await clients.next('report');
    const perSocketsOfUser = connected / userCount;
    publishTimes.sort((a, b) => a - b);

    console.table(
      report.rounds.map((round) => ({
        round: round.seq + 1,
        events: round.events,
        deliveries: round.deliveries,
        'last socket, worst event (ms)': ms(round.lastMax),
        'last socket, mean over events (ms)': ms(round.lastSum / round.events),
      })),
    );
    const lastPerEvent = report.rounds.map((round) => round.lastMax).sort((a, b) => a - b);
    console.log(
      `Deliveries: ${report.deliveries} of ${expected} expected (${rounds} rounds x ${connected} sockets; ` +
        `${perSocketsOfUser} sockets per event)`,
    );
    console.log(
      `Publish -> socket, over all deliveries: p50 ${ms(report.p50)} ms, p99 ${ms(report.p99)} ms, ` +
        `max ${ms(report.max)} ms`,
    );
    console.log(
      `Publish -> last socket of the round: median ${ms(quantile(lastPerEvent, 0.5))} ms, ` +
        `worst ${ms(lastPerEvent[lastPerEvent.length - 1] ?? NaN)} ms`,
    );
    console.log(
      `ctx.feed.publish (NOTIFY) itself: p50 ${ms(quantile(publishTimes, 0.5))} ms, ` +
        `p99 ${ms(quantile(publishTimes, 0.99))} ms`,
    );
    if (report.deliveries !== expected) {
      console.error('Some deliveries are missing.');
      process.exitCode = 1;
    }
  } finally {
    clients.send({ type: 'close' });
    await new Promise((resolve) => (child.connected ? child.once('exit', resolve) : resolve()));
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    clearTimeout(watchdog);
  }
};

if (process.argv.includes('--client')) await runClients();
else await runServer();
