// Start-up of the CLI, the whole process from spawn to exit as a person or a script waits for it,
// against Node's own start (`node -e 0`) spawned in the same rounds:
//   `signal-portal --help`                 budget: at most 1.3x `node -e 0`
//   `signal-portal signals list --json`    budget: at most 2x `node -e 0`, against a started portal
//     (PGlite in a temp data folder, demo seed) with the CLI logged in (temp XDG_CONFIG_HOME);
//     the server's own answer is part of that figure, so a second reference sends the same request
//     from `node -e "fetch(...)"`, and the server's answer time is measured on its own.
// Each round spawns the commands in turn, BENCH_SPAWNS times each (reference, subject, reference,
// ...), and takes each one's median; the ratio of a round is median / median of `node -e 0`.
// It runs what `npm run build` ships: the bundle is made again from dist first (and again when
// another build makes it stale between rounds: dist/main.cjs would then run the modules).
// Run: npx tsc -b && node scripts/bench/cli-startup.bench.mjs
// Env: BENCH_ROUNDS (default 3), BENCH_SPAWNS (default 10), BENCH_CLI_MODULES=1 to also time the
// modules tsc wrote (what runs while the bundle is stale), for comparison.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROVIDER_CONTACT } from '../../packages/fixtures/dist/index.js';
import { bundleCli } from '../../packages/cli/scripts/bundle.mjs';
import { benchRounds, createVerdicts, median, summarise } from './lib/ratio.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI_MAIN = join(ROOT, 'packages/cli/dist/main.cjs');
const SERVER_MAIN = join(ROOT, 'packages/server/dist/main.js');
const STAMP = join(ROOT, 'packages/cli/dist/bundle/stamp.json');
const ROUNDS = benchRounds(3);
const SPAWNS = Math.max(1, Number(process.env.BENCH_SPAWNS ?? 10) || 10);
const HELP_BUDGET = 1.3;
const LIST_BUDGET = 2;

for (const file of [CLI_MAIN, SERVER_MAIN]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run npx tsc -b first`);
    process.exit(2);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The same check as dist/main.cjs: the bundle's inputs are unchanged since it was made. */
const bundleIsCurrent = () => {
  try {
    const { inputs } = JSON.parse(readFileSync(STAMP, 'utf8'));
    return Object.entries(inputs).every(
      ([path, mtimeMs]) => statSync(fileURLToPath(new URL(path, `file://${STAMP}`))).mtimeMs === mtimeMs,
    );
  } catch {
    return false;
  }
};

let rebundled = 0;
const ensureBundle = async () => {
  if (bundleIsCurrent()) return;
  rebundled += 1;
  await bundleCli();
};

/** The built server (PGlite in a temp folder, demo seeded) on a free port; resolves once it listens. */
const startPortal = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sp-bench-cli-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (!output.includes('Operator commands')) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    apiUrl: `${url}/api`,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Logs the CLI in as a script does: the contact as a flag, the code from the outbox on stdin. */
const login = async (portal, env) => {
  const child = spawn(process.execPath, [CLI_MAIN, 'login', '--email', DEMO_PROVIDER_CONTACT.email], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.resume();
  const closed = new Promise((resolve) => child.once('close', resolve));
  const deadline = Date.now() + 60_000;
  while (!stderr.includes('A verification code was sent')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`login failed:\n${stderr}`);
    await sleep(50);
  }
  const outbox = await readFile(join(portal.dataDir, 'outbox.jsonl'), 'utf8');
  const sent = outbox
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))
    .filter((message) => message.to === DEMO_PROVIDER_CONTACT.email)
    .at(-1);
  child.stdin.end(`${sent.code}\n`);
  if ((await closed) !== 0) throw new Error(`login failed:\n${stderr}`);
};

/** One spawn to its end: wall milliseconds; a failed or wrong run stops the benchmark. */
const timeOnce = ({ args, env, expect }) => {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0 || !expect(run.stdout)) {
    throw new Error(
      `${args.join(' ').slice(0, 120)} failed (${run.status}):\n${run.stderr}${run.stdout.slice(0, 500)}`,
    );
  }
  return elapsed;
};

/** The session cookie the CLI keeps, for the fetch reference to send the same request. */
const sessionCookieOf = async (configDir) => {
  const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8'));
  const cookie = JSON.parse(session.cookies).find((c) => c.name === 'sp_session');
  return `sp_session=${cookie.value}`;
};

/** The site token the CLI cached for this API address (read from the portal page at login). */
const siteTokenOf = async (configDir, apiUrl) =>
  JSON.parse(await readFile(join(configDir, 'site-tokens.json'), 'utf8'))[apiUrl];

/** The server's own answer time for the request, from this process (no spawn): median of n. */
const answerTime = async (url, headers, n) => {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    times.push(performance.now() - started);
  }
  return median(times);
};

const fmt = (n, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

const main = async () => {
  console.log(
    `CLI start-up: ${ROUNDS} rounds x ${SPAWNS} spawns of each command; Node ${process.version}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)}`,
  );
  await ensureBundle();
  const portal = await startPortal();
  const configHome = await mkdtemp(join(tmpdir(), 'sp-bench-cli-config-'));
  try {
    const { SIGNAL_PORTAL_CONFIG_DIR: _dir, SIGNAL_PORTAL_SITE_TOKEN: _token, ...inherited } = process.env;
    const env = {
      ...inherited,
      XDG_CONFIG_HOME: configHome,
      SIGNAL_PORTAL_API: portal.apiUrl,
      SIGNAL_PORTAL_LANG: 'en-US',
      NO_COLOR: '1',
    };
    await login(portal, env);
    const configDir = join(configHome, 'signal-portal');
    const headers = {
      authorization: `Bearer ${await siteTokenOf(configDir, portal.apiUrl)}`,
      cookie: await sessionCookieOf(configDir),
      accept: 'application/json',
    };
    const signalUrl = `${portal.apiUrl}/signal`;
    const isList = (out) => out.startsWith('{"error":false,"value":{"list":[');
    const commands = {
      node: { args: ['-e', '0'], env, expect: () => true },
      help: { args: [CLI_MAIN, '--help'], env, expect: (out) => out.includes('Usage: signal-portal') },
      fetch: {
        args: [
          '-e',
          `fetch(${JSON.stringify(signalUrl)},{headers:${JSON.stringify(headers)}})` +
            '.then((r)=>r.text()).then((t)=>process.stdout.write(t))',
        ],
        env,
        expect: (out) => out.startsWith('{"signals"') || out.startsWith('{"'),
      },
      list: { args: [CLI_MAIN, 'signals', 'list', '--json'], env, expect: isList },
    };
    if (process.env.BENCH_CLI_MODULES === '1') {
      const modules = { ...env, SIGNAL_PORTAL_NO_BUNDLE: '1' };
      commands.helpModules = { ...commands.help, env: modules };
      commands.listModules = { ...commands.list, env: modules };
    }
    const names = Object.keys(commands);
    // Warm the file cache and the server (its first answers fill caches too).
    for (const name of names) for (let i = 0; i < 2; i++) timeOnce(commands[name]);
    const serverMs = await answerTime(signalUrl, headers, 20);

    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      await ensureBundle();
      const times = Object.fromEntries(names.map((name) => [name, []]));
      // Interleaved: node -e 0, then each command, again and again; the order turns each round.
      const order = round % 2 === 0 ? names : [names[0], ...names.slice(1).reverse()];
      for (let i = 0; i < SPAWNS; i++) for (const name of order) times[name].push(timeOnce(commands[name]));
      rounds.push(Object.fromEntries(names.map((name) => [name, median(times[name])])));
      console.log(
        `  round ${round + 1}: ${names.map((name) => `${name} ${fmt(rounds[round][name], 1)} ms`).join(', ')}`,
      );
    }
    const pair = (subject, reference) =>
      summarise(
        rounds.map((r) => ({
          reference: r[reference],
          subject: r[subject],
          ratio: r[subject] / r[reference],
        })),
      );
    const info = (label, summary) =>
      console.log(
        `INFO ${label}: median ratio ${fmt(summary.ratio)}x (spread ${fmt(summary.min)}..${fmt(summary.max)} ` +
          `over ${summary.rounds} rounds; reference ${fmt(summary.reference)}, subject ${fmt(summary.subject)})`,
      );

    console.log(
      `server's own answer to GET /api/signal (from this process, keep-alive): ${fmt(serverMs, 1)} ms`,
    );
    if (rebundled > 1)
      console.log(`(the bundle was made again ${rebundled - 1} time(s): another build changed dist)`);
    info('fetch of the same request vs node -e 0', pair('fetch', 'node'));
    info('signals list --json vs that fetch', pair('list', 'fetch'));
    if (commands.listModules) {
      info('--help, modules (no bundle) vs node -e 0', pair('helpModules', 'node'));
      info('signals list --json, modules (no bundle) vs node -e 0', pair('listModules', 'node'));
    }
    const verdicts = createVerdicts();
    verdicts.check('signal-portal --help vs node -e 0', pair('help', 'node'), { budget: HELP_BUDGET });
    verdicts.check('signal-portal signals list --json vs node -e 0', pair('list', 'node'), {
      budget: LIST_BUDGET,
    });
    verdicts.finish();
  } finally {
    await portal.stop();
    await rm(configHome, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
