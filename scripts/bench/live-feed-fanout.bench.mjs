// Live-feed fan-out against a plain `ws` broadcast (issue 13): one event to 5,000 sockets.
//
// Subject: the platform. N WebSocket clients (default 5,000), each authenticated with its own one-time
// ws token (`auth#Auth@<token>`) and subscribed to `wallet`; events go through the real path
// (ctx.feed.publish -> NOTIFY -> LISTEN -> hub -> sockets).
// Reference: a plain `ws` server in the same process (no auth, no channels, no NOTIFY), its N sockets
// opened by the same client process in the same groups (one group per user), broadcasting the same
// frame (`{ id, channel, error, data }`, serialised once, the same Buffer written to every socket of
// the group with `ws.send`).
//
// Both run in this process; the clients run in a child process (its own event loop, the other core)
// and report when each event arrives. Both processes stamp with performance.timeOrigin + now(); the
// clock offset between them is measured with IPC pings and subtracted. Rounds are interleaved
// (scripts/bench/lib/ratio.mjs): reference, platform, platform, reference, ... each round publishing
// K events per user, each once the previous one reached all its sockets and GAP ms passed (so no
// event queues behind another). Figures per round: delivery latency (publish -> socket) p99 over
// every delivery of the round, and the CPU time of the fan-out per event: process.cpuUsage() (user +
// system, so the sockets' write syscalls count) around the hub's dispatch (FeedHub#dispatchPayload,
// wrapped here: parse, serialise, write to every socket) and around the reference's
// stringify-and-send loop.
//
// Budgets (issue 13): delivery p99 at most 1.2x the plain ws server's (median of the per-round
// ratios); hub CPU per event under 20 ms. Exit 1 on a miss, a failed connection or a missing delivery.
//
// Run after `npx tsc -b`:
//   node scripts/bench/live-feed-fanout.bench.mjs            PGlite, then PostgreSQL when reachable
//   node scripts/bench/live-feed-fanout.bench.mjs --pglite   PGlite only
//   node scripts/bench/live-feed-fanout.bench.mjs --postgres PostgreSQL only (DATABASE_URL or
//                                                            postgres://postgres@127.0.0.1:5432/test)
// Options: --sockets N (5000), --users U (1: every event goes to all N sockets; 50 gives 100 sockets
// per event), --events K per round and user (10), --gap MS (50). BENCH_ROUNDS (5, at least 3);
// BENCH_SKIP_POSTGRES=1 skips PostgreSQL. PostgreSQL runs in a fresh database, dropped at the end.
//
// File descriptors: each process holds 2 x N sockets (the platform's and the reference's), so each
// needs about 2 x N + 200. Node raises its soft `ulimit -n` to the hard limit by itself; when even
// that is too low the script says what to raise and exits 1 before opening anything.
import { execSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchRounds, createVerdicts, interleave, median, summarise } from './lib/ratio.mjs';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (value) => Number(value.toFixed(1));
const PLATFORM = 'platform';
const REFERENCE = 'plain-ws';

// ---------------------------------------------------------------------------------------------
// Client side (child process): opens the sockets, records when each event arrives.
// ---------------------------------------------------------------------------------------------

const runClients = async () => {
  const { default: WebSocket } = await import('ws');
  const sockets = [];
  let clockOffset = 0;
  /** side -> latencies (ms) and `${seq}:${user}` -> latest delivery of that event. */
  const received = new Map();
  const sideOf = (side) => {
    let entry = received.get(side);
    if (!entry) {
      entry = { latencies: [], last: new Map() };
      received.set(side, entry);
    }
    return entry;
  };
  const send = (message) => process.send(message);

  /** Sockets of each user (group): the server is told when an event reached all of them. */
  let socketsOf = [];
  const counts = new Map();
  const record = (raw) => {
    const message = JSON.parse(raw.toString());
    if (message.channel !== 'wallet') return message;
    const { side, round, seq, user, sentAt } = message.data;
    const latency = now() - clockOffset - sentAt;
    const entry = sideOf(side);
    entry.latencies.push(latency);
    const key = `${side}:${round}:${seq}:${user}`;
    entry.last.set(key, Math.max(entry.last.get(key) ?? 0, latency));
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count === socketsOf[user]) send({ type: 'delivered', key });
    return undefined;
  };

  /** Opens one platform socket, authenticates it, subscribes `wallet`; resolves true when both succeeded. */
  const openPlatform = (url, token) =>
    new Promise((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      let step = 'auth';
      const done = (okay) => {
        if (!okay) ws.terminate();
        resolve(okay);
      };
      ws.on('open', () => ws.send(`auth#Auth@${token}`));
      ws.on('message', (raw) => {
        const message = record(raw);
        if (message === undefined) return;
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

  /** Opens one plain socket (the reference server knows its group from the query string). */
  const openPlain = (url) =>
    new Promise((resolve) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on('open', () => resolve(true));
      ws.on('message', (raw) => record(raw));
      ws.on('error', () => resolve(false));
      sockets.push(ws);
    });

  const inParallel = async (jobs, concurrency, open) => {
    let ok = 0;
    let failed = 0;
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.pop(); job !== undefined; job = queue.pop()) {
        if (await open(job)) ok += 1;
        else failed += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { ok, failed };
  };

  process.on('message', async (message) => {
    switch (message.type) {
      case 'ping':
        send({ type: 'pong', sent: message.sent, childNow: now() });
        return;
      case 'offset':
        clockOffset = message.offset;
        return;
      case 'round':
        socketsOf = message.socketsOf;
        counts.clear();
        return;
      case 'connect': {
        const { ok, failed } = await inParallel(message.tokens, message.concurrency, (token) =>
          openPlatform(message.url, token),
        );
        send({ type: 'connected', ok, failed });
        return;
      }
      case 'connect-plain': {
        const urls = Array.from(
          { length: message.count },
          (_, i) => `${message.url}?g=${i % message.groups}`,
        );
        const { ok, failed } = await inParallel(urls, message.concurrency, openPlain);
        send({ type: 'connected', ok, failed });
        return;
      }
      case 'report': {
        const deadline = now() + 10_000;
        while (sideOf(message.side).latencies.length < message.expected && now() < deadline) await sleep(10);
        const { latencies, last } = sideOf(message.side);
        received.delete(message.side);
        const sorted = Float64Array.from(latencies).sort();
        const lastPerEvent = Float64Array.from(last.values()).sort();
        send({
          type: 'report',
          deliveries: sorted.length,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
          max: sorted.length ? sorted[sorted.length - 1] : NaN,
          lastMedian: quantile(lastPerEvent, 0.5),
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
// Server side (this process): the platform, the plain ws server, the events.
// ---------------------------------------------------------------------------------------------

/** Answers of the child by type; one that comes before it is awaited is kept until then. */
const channelTo = (child) => {
  const waiting = new Map();
  const arrived = [];
  child.on('message', (message) => {
    if (message.type === 'delivered') return;
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

/** The child's notices that an event reached every socket it was for (`delivered`, by key). */
const deliveredNotices = (child) => {
  const seen = new Set();
  let wake;
  child.on('message', (message) => {
    if (message.type !== 'delivered') return;
    seen.add(message.key);
    wake?.();
  });
  return {
    /** Resolves when every key was seen, or after `timeoutMs` (the report then counts what is missing). */
    async all(keys, timeoutMs) {
      const deadline = now() + timeoutMs;
      while (!keys.every((key) => seen.has(key)) && now() < deadline) {
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      for (const key of keys) seen.delete(key);
    },
  };
};

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const postgresReachable = async (url) => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * A fresh database (not only a schema): NOTIFY channels are per database, and other work on the
 * same server (tests, benchmarks) publishes on the feed's channel too.
 */
const freshPostgresDatabase = async (baseUrl) => {
  const { default: pg } = await import('pg');
  const name = `bench_feed_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

/** CPU (user + system, ms) and wall time (ms) of every hub dispatch, collected per round. */
const hubProfile = { cpu: [], user: [], wall: [] };

/** Wraps the hub's dispatch of a NOTIFY payload (the module the server imported: same file). */
const profileHub = async () => {
  const { FeedHub } = await import('../../packages/server/dist/feed/feed-hub.js');
  const dispatchPayload = FeedHub.prototype.dispatchPayload;
  FeedHub.prototype.dispatchPayload = function profiled(payload) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const delivered = dispatchPayload.call(this, payload);
    const used = process.cpuUsage(cpu);
    // Events for no socket here (none in a fresh database, but a NOTIFY channel is shared) are not counted.
    if (delivered === 0) return delivered;
    hubProfile.cpu.push((used.user + used.system) / 1000);
    hubProfile.user.push(used.user / 1000);
    hubProfile.wall.push(performance.now() - wall);
    return delivered;
  };
};

/** The plain ws server: sockets grouped by `?g=`, a broadcast writes one prepared Buffer to a group. */
const startPlainServer = async () => {
  const { WebSocketServer } = await import('ws');
  const groups = new Map();
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  wss.on('connection', (ws, request) => {
    const group = new URL(request.url ?? '/', 'http://plain.invalid').searchParams.get('g') ?? '0';
    const set = groups.get(group) ?? new Set();
    set.add(ws);
    groups.set(group, set);
    ws.on('close', () => set.delete(ws));
  });
  await new Promise((resolve) => wss.once('listening', resolve));
  const profile = { cpu: [], user: [], wall: [] };
  let lastId = 0;
  const textFrame = { binary: false };
  return {
    url: `ws://127.0.0.1:${wss.address().port}/`,
    profile,
    broadcast(group, channel, data) {
      const wall = performance.now();
      const cpu = process.cpuUsage();
      lastId += 1;
      const frame = Buffer.from(JSON.stringify({ id: String(lastId), channel, error: { code: 0 }, data }));
      let sent = 0;
      for (const ws of groups.get(String(group)) ?? []) {
        ws.send(frame, textFrame);
        sent += 1;
      }
      const used = process.cpuUsage(cpu);
      profile.cpu.push((used.user + used.system) / 1000);
      profile.user.push(used.user / 1000);
      profile.wall.push(performance.now() - wall);
      return sent;
    },
    close: () =>
      new Promise((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      }),
  };
};

/** One storage's run: the platform and the plain server side by side, interleaved rounds. */
const runStorage = async (storage, options, verdicts) => {
  const { socketCount, userCount, eventsPerRound, gapMs } = options;
  const { createServer } = await import('../../packages/server/dist/index.js');
  const { issueWsToken } = await import('../../packages/server/dist/http/ws-token.js');
  const { createSession, readSession } = await import('../../packages/server/dist/http/session.js');
  const { upsertSite } = await import('../../packages/server/dist/storage/sites.repository.js');
  const { newId } = await import('../../packages/server/dist/ids.js');
  const { demoSite } = await import('../../packages/fixtures/dist/index.js');

  const postgres =
    storage === 'PostgreSQL'
      ? await freshPostgresDatabase(process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL)
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
  const plain = await startPlainServer();
  const child = fork(fileURLToPath(import.meta.url), ['--client'], { stdio: 'inherit' });
  const clients = channelTo(child);
  const delivered = deliveredNotices(child);
  try {
    const { port } = await server.listen();
    const { ctx } = server;
    console.log(`\n### ${storage} (${ctx.db.kind}); platform on 127.0.0.1:${port}, plain ws on ${plain.url}`);
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
    let started = now();
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
    let seconds = (now() - started) / 1000;
    console.log(
      `Platform: connected, authenticated and subscribed ${connected} sockets in ${seconds.toFixed(1)} s ` +
        `(${Math.round(connected / seconds)} sockets/s); failed: ${refused}`,
    );
    started = now();
    clients.send({
      type: 'connect-plain',
      url: plain.url,
      count: socketCount,
      groups: userCount,
      concurrency: 100,
    });
    const plainAnswer = await clients.next('connected');
    seconds = (now() - started) / 1000;
    console.log(
      `Plain ws: connected ${plainAnswer.ok} sockets in ${seconds.toFixed(1)} s; failed: ${plainAnswer.failed}`,
    );
    if (refused > 0 || plainAnswer.failed > 0) {
      console.error('Not every socket connected: no rounds measured.');
      process.exitCode = 1;
      return;
    }

    const perEvent = connected / userCount;
    // Socket i belongs to user (group) i % U on both servers.
    const socketsOf = Array.from(
      { length: userCount },
      (_, user) => Math.floor((socketCount - user - 1) / userCount) + 1,
    );
    let missing = 0;
    const rows = [];
    const cpuOf = { [PLATFORM]: [], [REFERENCE]: [] };
    /**
     * K events per user; each waits until the previous one reached all its sockets, then GAP ms, so
     * every event is measured on its own (no queue of earlier events in front of it). Answers the
     * round's delivery p99.
     */
    const runSide = (side) => async (round) => {
      const profile = side === PLATFORM ? hubProfile : plain.profile;
      profile.cpu.length = 0;
      profile.wall.length = 0;
      profile.user.length = 0;
      const publishTimes = [];
      clients.send({ type: 'round', socketsOf });
      for (let seq = 0; seq < eventsPerRound; seq += 1) {
        const keys = [];
        for (let user = 0; user < userCount; user += 1) {
          const sentAt = now();
          // A wallet as the platform publishes it, tagged so the clients can tell events apart.
          const data = { side, round, seq, user, sentAt, ...WALLET };
          keys.push(`${side}:${round}:${seq}:${user}`);
          if (side === PLATFORM) await ctx.feed.publish({ ...users[user], channel: 'wallet', data });
          else plain.broadcast(user, 'wallet', data);
          publishTimes.push(now() - sentAt);
        }
        await delivered.all(keys, 10_000);
        await sleep(gapMs);
      }
      const expected = eventsPerRound * (side === PLATFORM ? connected : plainAnswer.ok);
      clients.send({ type: 'report', side, expected });
      const report = await clients.next('report');
      if (report.deliveries !== expected) {
        console.error(`${side}, round ${round + 1}: ${report.deliveries} of ${expected} deliveries arrived.`);
        missing += 1;
      }
      const cpu = median(profile.cpu);
      cpuOf[side].push(cpu);
      rows.push({
        round: round + 1,
        side,
        deliveries: report.deliveries,
        'p50 ms': ms(report.p50),
        'p99 ms': ms(report.p99),
        'max ms': ms(report.max),
        'last socket, median event (ms)': ms(report.lastMedian),
        'fan-out CPU/event ms (median)': ms(cpu),
        'of it user ms': ms(median(profile.user)),
        'fan-out wall/event ms (median)': ms(median(profile.wall)),
        'publish call p50 ms': ms(median(publishTimes)),
      });
      return report.p99;
    };
    const results = await interleave({
      rounds: options.rounds,
      reference: runSide(REFERENCE),
      subject: runSide(PLATFORM),
    });
    console.table(rows);
    console.log(
      `${options.rounds} rounds x ${eventsPerRound} events x ${userCount} user(s); ${perEvent} sockets per event`,
    );
    const cpuRounds = cpuOf[PLATFORM].map((cpu, i) => ({
      reference: cpuOf[REFERENCE][i],
      subject: cpu,
      ratio: cpu,
    }));
    verdicts.check(`${storage}: delivery p99, platform / plain ws`, summarise(results), { budget: 1.2 });
    // An absolute budget, not a ratio: the ratio field carries the platform's CPU per event here.
    verdicts.check(`${storage}: hub CPU per event (ms; reference = plain ws loop)`, summarise(cpuRounds), {
      budget: 20,
      unit: ' ms',
    });
    if (missing > 0) {
      console.error('Some deliveries are missing.');
      process.exitCode = 1;
    }
  } finally {
    clients.send({ type: 'close' });
    await new Promise((resolve) => (child.connected ? child.once('exit', resolve) : resolve()));
    await plain.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
};

const WALLET = { balance: '1000.00', tokenBalance: '0', frozenAmount: '0', withdrawableBalance: '1000.00' };

/** Soft `ulimit -n`, hard limit; Infinity for unlimited. */
const fdLimits = () => {
  const read = (flag) => {
    const value = execSync(`ulimit ${flag} -n`, { shell: '/bin/sh', encoding: 'utf8' }).trim();
    return value === 'unlimited' ? Infinity : Number(value);
  };
  return { soft: read('-S'), hard: read('-H') };
};

const runServer = async () => {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '5000' },
      users: { type: 'string', default: '1' },
      events: { type: 'string', default: '10' },
      gap: { type: 'string', default: '50' },
      postgres: { type: 'boolean', default: false },
      pglite: { type: 'boolean', default: false },
    },
  });
  const options = {
    socketCount: Number(values.sockets),
    userCount: Number(values.users),
    eventsPerRound: Number(values.events),
    gapMs: Number(values.gap),
    rounds: benchRounds(5),
  };

  // Node raises its own soft limit to the hard one when it starts (so does the client child): the
  // limit this process has is what the run gets.
  const fdNeeded = 2 * options.socketCount + 200;
  const { soft, hard } = fdLimits();
  if (soft < fdNeeded) {
    console.error(
      `Too few file descriptors: this process may open ${soft} (hard limit ${hard}), this run needs about ` +
        `${fdNeeded} (2 x ${options.socketCount} sockets + 200). Raise the hard limit (as root: ` +
        `\`ulimit -Hn ${fdNeeded}\`, or nofile in /etc/security/limits.conf) or use fewer --sockets.`,
    );
    process.exitCode = 1;
    return;
  }

  const postgresUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const storages = [];
  if (!values.postgres) storages.push('PGlite');
  if (values.postgres || (!values.pglite && process.env.BENCH_SKIP_POSTGRES !== '1')) {
    if (await postgresReachable(postgresUrl)) storages.push('PostgreSQL');
    else if (values.postgres) {
      console.error(`PostgreSQL is not reachable at ${postgresUrl}.`);
      process.exitCode = 1;
      return;
    } else console.log(`PostgreSQL is not reachable at ${postgresUrl}: skipped (PGlite only).`);
  }
  console.log(
    `Live-feed fan-out: ${options.socketCount} sockets of ${options.userCount} user(s), ` +
      `${options.rounds} interleaved rounds per side of ${options.eventsPerRound} events per user ` +
      `${options.gapMs} ms apart; storages: ${storages.join(', ')}; Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}; ulimit -n ${soft}`,
  );

  // Bounded: a run that hangs (a lost answer, a stuck socket) ends here instead of holding the shell.
  const watchdog = setTimeout(() => {
    console.error('Timed out after 600 s.');
    process.exit(1);
  }, 600_000);
  watchdog.unref();
  await profileHub();
  const verdicts = createVerdicts();
  try {
    for (const storage of storages) await runStorage(storage, options, verdicts);
  } finally {
    clearTimeout(watchdog);
  }
  const failedBefore = process.exitCode;
  verdicts.finish();
  if (failedBefore === 1) process.exitCode = 1;
};

if (process.argv.includes('--client')) await runClients();
else await runServer();
