import {
  FAKE_API_BASE_URL,
  FakeClock,
  FakeHttp,
  FakeRandom,
  FakeSocketFactory,
  MemoryKeyValueStore,
} from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { runCli, type TestAdapters } from './cli.test-helpers.js';
import { EXIT } from './runner/exit-codes.js';

const fakes = (): TestAdapters & { readonly http: FakeHttp } => ({
  http: new FakeHttp(FAKE_API_BASE_URL),
  config: new MemoryKeyValueStore(),
  session: new MemoryKeyValueStore(),
  sockets: new FakeSocketFactory(),
  clock: new FakeClock(),
  random: new FakeRandom(1),
});
const env = { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 'site-token' };

describe('the program: help and version', () => {
  it('prints the help with every command and exits 0, calling nothing', async () => {
    const adapters = fakes();
    const run = await runCli(['--help'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain('Usage: signal-portal [options] [command]');
    for (const command of [
      'login',
      'logout',
      'whoami',
      'signals',
      'report',
      'wallet',
      'withdraw',
      'accounts',
      'config',
    ]) {
      expect(run.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    }
    expect(adapters.http.requests).toEqual([]);
  });

  it('shows the global options in a command help', async () => {
    const run = await runCli(['withdraw', 'apply', '--help'], fakes(), { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toContain('--idempotency-key <key>');
    expect(run.stdout).toContain('Global Options:');
    expect(run.stdout).toContain('--json');
  });

  it('prints the version', async () => {
    const run = await runCli(['--version'], fakes(), { env });
    expect(run).toMatchObject({ exitCode: EXIT.OK, stdout: '0.0.0-test\n' });
  });
});

describe('the program: usage errors (exit 2) before any call', () => {
  it("refuses an unknown command with commander's reason in the run's language", async () => {
    const adapters = fakes();
    const run = await runCli(['signals', 'lst'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('Error: Unknown command lst. (INVALID_PARAMETERS)');
    expect(run.stderr).toContain('Invalid command or options. Run it with --help to see how to use it.');
    expect(run.stderr).not.toContain('error: unknown command');
    expect(adapters.http.requests).toEqual([]);
  });

  it('refuses unknown options, missing mandatory options and values outside the choices', async () => {
    for (const args of [
      ['signals', 'list', '--colour'],
      ['withdraw', 'apply', '--amount', '100', '--yes'],
      ['withdraw', 'apply', '--type', 'cash', '--amount', '100', '--yes'],
      ['signals', 'list', '--status', 'deleted'],
      ['report', 'download', 'monthly'],
      ['signals', 'show'],
    ]) {
      const run = await runCli(args, fakes(), { env });
      expect(run.exitCode, args.join(' ')).toBe(EXIT.USAGE);
    }
  });

  it('prints the Result as JSON for a usage error when --json was asked for', async () => {
    const run = await runCli(['--json', 'signals', 'list', '--bogus'], fakes(), { env });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'INVALID_PARAMETERS' });
  });

  it('refuses bad values with core rules, translated, without calling the API', async () => {
    const adapters = fakes();
    const page = await runCli(['signals', 'list', '--page-size', '500'], adapters, { env });
    expect(page.exitCode).toBe(EXIT.USAGE);
    expect(page.stderr).toContain('a page holds at most 100 items');
    const range = await runCli(
      ['report', 'download', 'settled', '--from', '2024-05-01', '--to', '2024-04-01'],
      adapters,
      { env },
    );
    expect(range.exitCode).toBe(EXIT.USAGE);
    expect(range.stderr).toContain('(DATE_RANGE_INVALID)');
    const login = await runCli(['login', '--email', 'not-an-email'], adapters, { env });
    expect(login.exitCode).toBe(EXIT.USAGE);
    expect(login.stderr).toContain('(EMAIL_INVALID)');
    expect(adapters.http.requests).toEqual([]);
  });

  it('refuses an unsupported language and a bad API address', async () => {
    expect((await runCli(['--lang', 'fr', 'whoami'], fakes(), { env })).exitCode).toBe(EXIT.USAGE);
    const api = await runCli(['--api', 'localhost:8080', 'whoami'], fakes(), { env });
    expect(api.exitCode).toBe(EXIT.USAGE);
    expect(api.stderr).toContain('The address for --api is not valid: localhost:8080');
  });

  it('shows the help on stderr for a noun without its verb', async () => {
    const run = await runCli(['withdraw'], fakes(), { env });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('Usage: signal-portal withdraw');
  });
});

describe('the program: global options and outcomes', () => {
  it('accepts global options after the command', async () => {
    const adapters = fakes();
    adapters.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const run = await runCli(['whoami', '--json', '--lang', 'ja-JP'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.AUTH);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'NOT_SIGNED_IN' });
    expect(run.stderr).toContain('エラー：ログインしていません。');
    expect(run.stderr).toContain('「signal-portal login」');
  });

  it('sends the site token and the language of the run with every call', async () => {
    const adapters = fakes();
    adapters.http.respondError('GET /user', 'NOT_SIGNED_IN');
    await runCli(['--lang', 'vi-VN', 'whoami'], adapters, { env });
    expect(adapters.http.lastRequest('GET /user').headers).toMatchObject({
      Authorization: 'Bearer site-token',
      'Accept-Language': 'vi-VN',
    });
  });

  it('exits 4 with the address tried when the server cannot be reached', async () => {
    const adapters = fakes();
    adapters.http.failNetwork('GET /user');
    const run = await runCli(['whoami'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.NETWORK);
    expect(run.stderr).toContain('(NETWORK_ERROR)');
    expect(run.stderr).toContain(`Address tried: ${FAKE_API_BASE_URL}`);
  });

  it('exits 1 for a refusal of the platform', async () => {
    const adapters = fakes();
    adapters.http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    const run = await runCli(['signals', 'show', 'missing-id'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('(SIGNAL_NOT_FOUND)');
  });

  it('turns a bug into the internal-error message and exit 70', async () => {
    // A store that throws is a broken invariant (the ApiClient turns transport failures into codes).
    const broken = {
      ...fakes(),
      config: {
        get: () => Promise.reject(new Error('disk on fire')),
        set: () => Promise.resolve(),
        remove: () => Promise.resolve(),
      },
    };
    const run = await runCli(['--json', 'whoami'], broken, { env });
    expect(run.exitCode).toBe(EXIT.INTERNAL);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'INTERNAL_ERROR' });
    expect(run.stderr).toContain('(INTERNAL_ERROR)');
  });
});

describe('the program: terminals and pipes', () => {
  // eslint-disable-next-line no-control-regex
  const ANSI = /\u001b\[/;
  const withSignals = () => {
    const adapters = fakes();
    adapters.http.respond('GET /signal', { list: [], total: 0, page: 1, pageSize: 20 });
    return adapters;
  };

  it('colours a terminal, and nothing when piped, with NO_COLOR or with --no-color', async () => {
    expect((await runCli(['signals', 'list'], withSignals(), { env, stdoutTTY: true })).stdout).toMatch(ANSI);
    expect((await runCli(['signals', 'list'], withSignals(), { env })).stdout).not.toMatch(ANSI);
    const noColor = { ...env, NO_COLOR: '1' };
    expect(
      (await runCli(['signals', 'list'], withSignals(), { env: noColor, stdoutTTY: true })).stdout,
    ).not.toMatch(ANSI);
    expect(
      (await runCli(['--no-color', 'signals', 'list'], withSignals(), { env, stdoutTTY: true })).stdout,
    ).not.toMatch(ANSI);
  });
});
