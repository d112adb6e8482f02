/**
 * The built `signal-portal` binary against a started product (the server with the demo seeded), run
 * the way scripts run it: no terminal, a private config directory, the code read from the outbox and
 * piped in. One server for the whole file; the tests run in order and share the logged-in session.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Signal, Withdrawal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, runInTerminal, startCli, waitUntil, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[/;

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const cli = (
  args: readonly string[],
  options: { stdin?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> => runCli(args, env, options);

/** `{"error":false,"value":...}` on stdout, parsed. */
const jsonOf = <T>(result: CliResult): { error: boolean; value: T } =>
  JSON.parse(result.stdout) as { error: boolean; value: T };

const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/** The CLI's session cookie, from its session file, to call the API the same way it does. */
const sessionCookie = async (): Promise<string> => {
  const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as { cookies: string };
  const cookies = JSON.parse(session.cookies) as { name: string; value: string }[];
  const found = cookies.find((cookie) => cookie.name === 'sp_session');
  if (!found) throw new Error('no session cookie in the session file');
  return `sp_session=${found.value}`;
};

const api = async (method: string, path: string): Promise<Response> =>
  fetch(`${portal.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${portal.siteToken}`, Cookie: await sessionCookie() },
  });

/** Logs in as a script does: the contact as a flag, the code piped in once it is in the outbox. */
const login = async (flags: readonly string[], to: string): Promise<CliResult> => {
  const before = (await portal.outbox()).length;
  const running = startCli(['login', ...flags], env);
  await waitUntil(() => running.stderr().includes('A verification code was sent'), 'the code to be sent');
  running.child.stdin?.end(`${await portal.codeFor(to, before)}\n`);
  return running.done;
};

beforeAll(async () => {
  // A type error elsewhere in the repository must not stop the build this test runs.
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-e2e-'));
  const {
    NO_COLOR: _noColor,
    SIGNAL_PORTAL_SITE_TOKEN: _token,
    SIGNAL_PORTAL_WS: _ws,
    ...inherited
  } = process.env;
  // No site token configured: the CLI reads it from the portal page, as a user's first run would.
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
  };
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('signal-portal: start, usage and sessions', () => {
  it('prints help and version and refuses a bad command line with exit 2', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: signal-portal');
    expect((await cli(['--version'])).stdout.trim()).toBe('0.1.0');
    const usage = await cli(['signals', 'list', '--page-size', '0', '--json']);
    expect(usage.code).toBe(2);
    expect(jsonOf(usage)).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
    expect((await cli(['withdraw', 'apply', '--amount', '10'])).code).toBe(2);
    // No terminal: nothing to ask on, so no prompt and no waiting.
    const login = await cli(['login']);
    expect(login.code).toBe(2);
    expect(login.stderr).toContain('Give --email or --phone');
  });

  it('asks to log in first (exit 3), in the language asked for', async () => {
    const result = await cli(['whoami', '--json']);
    expect(result.code).toBe(3);
    expect(jsonOf(result)).toEqual({ error: true, value: 'NOT_SIGNED_IN' });
    const japanese = await cli(['--lang', 'ja-JP', 'whoami']);
    expect(japanese.code).toBe(3);
    expect(japanese.stderr).toContain(
      'エラー：ログインしていません。続けるにはログインしてください。（NOT_SIGNED_IN）',
    );
  });

  it('fails with exit 4 when the server cannot be reached', async () => {
    const result = await cli(['--api', `http://127.0.0.1:${await closedPort()}/api`, 'whoami']);
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('(NETWORK_ERROR)');
  });

  it('logs in by phone with the code from stdin, shows who is logged in, and logs out', async () => {
    const loggedIn = await login(['--phone', DEMO_PROVIDER_CONTACT.phone], DEMO_PROVIDER_CONTACT.phone);
    expect(loggedIn.code).toBe(0);
    expect(loggedIn.stdout).toContain('Logged in as demotrader.');
    const whoami = await cli(['whoami', '--json']);
    expect(jsonOf(whoami)).toMatchObject({
      error: false,
      value: { username: 'demotrader', phone: DEMO_PROVIDER_CONTACT.phone },
    });
    const logout = await cli(['logout']);
    expect(logout).toMatchObject({ code: 0, stdout: 'Logged out.\n' });
    expect((await cli(['whoami'])).code).toBe(3);
  });

  it('logs in by email and keeps the session in the config directory, readable by its owner only', async () => {
    const loggedIn = await login(['--email', DEMO_PROVIDER_CONTACT.email], DEMO_PROVIDER_CONTACT.email);
    expect(loggedIn.code).toBe(0);
    expect((await stat(join(configDir, 'session.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(configDir, 'config.json'))).mode & 0o777).toBe(0o600);
    expect((await cli(['whoami'])).stdout).toMatch(/│ Email +│ demo@example\.com +│/);
  });
});

describe('signal-portal: reads, as JSON and as tables', () => {
  let signals: Page<Signal>;

  it('lists the signals: exactly {error, value} with --json, a plain table when piped', async () => {
    const json = await cli(['signals', 'list', '--page-size', '100', '--json']);
    expect(json.code).toBe(0);
    const result = jsonOf<Page<Signal>>(json);
    expect(Object.keys(result)).toEqual(['error', 'value']);
    expect(result.error).toBe(false);
    signals = result.value;
    expect(signals.total).toBeGreaterThan(5);
    const archived = jsonOf<Page<Signal>>(
      await cli(['signals', 'list', '--status', 'archived', '--json']),
    ).value;
    expect(archived.list.length).toBeGreaterThan(0);
    expect(archived.list.every((signal) => signal.archivedAt !== null)).toBe(true);

    const table = await cli(['signals', 'list']);
    expect(table.stdout).toContain('GoldTrend.Pro');
    expect(table.stdout).not.toMatch(ANSI);
    expect(table.stderr).toBe('');
  });

  it('shows a signal: state, connection and performance', async () => {
    const gold = signals.list.find((signal) => signal.name === 'GoldTrend.Pro');
    const shown = await cli(['signals', 'show', gold?.id ?? '']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/│ Connection +│ Connected +│/);
    expect(shown.stdout).toMatch(/│ Win rate +│ \d+\.\d\d% +│/);
    expect((await cli(['signals', 'show', '00000000-0000-4000-8000-000000000000'])).code).toBe(1);
  });

  it('watches a signal and prints each live change until Ctrl-C', async () => {
    const live = signals.list.find((signal) => signal.enable && signal.archivedAt === null);
    if (!live) throw new Error('the demo has an enabled signal');
    const watch = startCli(['--json', 'signals', 'watch', live.id], env);
    const states = (): { error: boolean; value: { signal?: Signal; updates?: number } }[] =>
      watch
        .stdout()
        .trim()
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as { error: boolean; value: { signal?: Signal; updates?: number } });
    await waitUntil(() => states().length === 1, 'the first state');
    // "Watching" is said once the platform has confirmed the channel: a change from then on is pushed.
    await waitUntil(() => watch.stderr().includes('Watching'), 'the channel to be subscribed');
    expect((await api('POST', `/signal/${live.id}/disable`)).status).toBe(200);
    await waitUntil(
      () => states().some((state) => state.value.signal?.enable === false),
      'the signal disabled',
    );
    expect((await api('POST', `/signal/${live.id}/enable`)).status).toBe(200);
    await waitUntil(() => states().at(-1)?.value.signal?.enable === true, 'the signal enabled again');
    watch.child.kill('SIGINT');
    const result = await watch.done;
    expect(result.code).toBe(0);
    const lines = states();
    expect(lines[0]?.value.signal).toMatchObject({ id: live.id, enable: true });
    expect(lines.every((line) => !line.error)).toBe(true);
    expect(lines.at(-1)).toEqual({ error: false, value: { signalId: live.id, updates: lines.length - 2 } });
  });

  it('downloads reports as CSV byte for byte equal to the API, with no progress bar when piped', async () => {
    const file = join(configDir, 'settled.csv');
    const whole = await cli(['report', 'download', 'settled', '-o', file]);
    expect(whole.code).toBe(0);
    expect(whole.stderr).toBe('');
    const fromApi = Buffer.from(await (await api('GET', '/report/settlement?format=csv')).arrayBuffer());
    expect(fromApi.length).toBeGreaterThan(200);
    expect((await readFile(file)).equals(fromApi)).toBe(true);

    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const orders = await cli(['report', 'download', 'orders', '--from', weekAgo]);
    const ordersFromApi = Buffer.from(
      await (await api('GET', `/report/order?from=${weekAgo}&format=csv`)).arrayBuffer(),
    );
    expect(ordersFromApi.toString().split('\n').length).toBeGreaterThan(2);
    expect(orders.stdoutBytes.equals(ordersFromApi)).toBe(true);
  });

  it('sums the reports, and shows the wallet, the accounts and the withdrawal settings', async () => {
    const summary = jsonOf<{ settled: { records: number; receive: string } }>(
      await cli(['report', 'summary', '--json']),
    );
    expect(summary.value.settled.records).toBeGreaterThan(0);
    expect(summary.value.settled.receive).toMatch(/^\d+\.\d\d$/);
    const wallet = jsonOf<{ wallet: { total: string }; realRecords: Page<unknown> }>(
      await cli(['wallet', '--json']),
    );
    expect(wallet.value.wallet.total).toMatch(/^\d+(\.\d+)?$/);
    expect(wallet.value.realRecords.total).toBeGreaterThan(0);
    const accounts = jsonOf<{ bankAccounts: unknown[]; cryptoAddresses: unknown[] }>(
      await cli(['accounts', 'list', '--json']),
    );
    expect(accounts.value.bankAccounts).toHaveLength(1);
    expect(accounts.value.cryptoAddresses).toHaveLength(1);
    const config = jsonOf<{ min: string; fee: { WIRE: string } }>(
      await cli(['withdraw', 'config', '--json']),
    );
    expect(config.value).toMatchObject({ min: '50.00', fee: { WIRE: '25.00' } });
    const settings = jsonOf<{ api: unknown; siteToken: unknown }>(await cli(['config', 'show', '--json']));
    // The site token was never configured: each run reads it from the portal page.
    expect(settings.value).toMatchObject({ api: { value: portal.apiUrl, source: 'env' }, siteToken: null });
  });
});

describe('signal-portal: withdrawals', () => {
  const total = async (): Promise<number> =>
    jsonOf<Page<Withdrawal>>(await cli(['withdraw', 'list', '--json'])).value.total;

  it('refuses to apply without --yes when there is no terminal, and nothing is created', async () => {
    const before = await total();
    const refused = await cli(['withdraw', 'apply', '--type', 'wire', '--amount', '100']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect(await total()).toBe(before);
  });

  it('applies once for two runs with the same idempotency key, and cancels it', async () => {
    const before = await total();
    const args = [
      'withdraw',
      'apply',
      '--type',
      'crypto',
      '--amount',
      '120',
      '--yes',
      '--idempotency-key',
      'e2e-payout-1',
      '--json',
    ];
    const first = jsonOf<Withdrawal>(await cli(args));
    const retry = jsonOf<Withdrawal>(await cli(args));
    expect(first).toMatchObject({
      error: false,
      value: { amount: '120.00', fee: '5.00', estimatedReceiveAmount: '115.000000' },
    });
    expect(retry.value.id).toBe(first.value.id);
    expect(await total()).toBe(before + 1);

    const changed = await cli([
      'withdraw',
      'apply',
      '--type',
      'crypto',
      '--amount',
      '130',
      '--yes',
      '--idempotency-key',
      'e2e-payout-1',
    ]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('(IDEMPOTENCY_KEY_REUSED)');

    const cancelled = await cli(['withdraw', 'cancel', first.value.id, '--yes', '--json']);
    expect(jsonOf<Withdrawal>(cancelled).value.status).toBe('CANCELED');
    const again = await cli(['withdraw', 'cancel', first.value.id, '--yes']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('(WITHDRAW_ORDER_STATUS)');
  });

  it('on a terminal shows the fee and estimate and asks first; answering no creates nothing', async () => {
    const before = await total();
    const run = await runInTerminal(['withdraw', 'apply', '--type', 'wire', '--amount', '100'], env, {
      after: '(y/N)',
      keys: 'n\r',
    });
    expect(run.code).toBe(130);
    expect(run.screen).toContain(
      'Withdraw 100.00 USD? The fee is 25.00 USD and you will receive about 75.00',
    );
    expect(run.screen).toContain('Nothing was changed.');
    expect(await total()).toBe(before);
  });
});

describe('signal-portal: on a terminal', () => {
  it('draws a progress bar while downloading and colours its output', async () => {
    const run = await runInTerminal(
      ['report', 'download', 'orders', '-o', join(configDir, 'orders.csv')],
      env,
    );
    expect(run.code).toBe(0);
    expect(run.screen).toMatch(/Downloading… \d+% \[#*\.*\]/);
    expect(run.screen).toMatch(ANSI);
  });
});
