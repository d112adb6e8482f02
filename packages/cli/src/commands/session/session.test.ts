import {
  FAKE_API_BASE_URL,
  FakeClock,
  FakeHttp,
  FakeRandom,
  FakeSocketFactory,
  MemoryKeyValueStore,
  demoProvider,
} from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { runCli, ScriptedPrompter, type TestAdapters } from '../../cli.test-helpers.js';
import { PromptCancelled } from '../../prompts/prompter.port.js';
import { EXIT } from '../../runner/exit-codes.js';
import { dialCodeOfNumber } from './contact.js';

const fakes = (): TestAdapters & { readonly http: FakeHttp; readonly config: MemoryKeyValueStore } => ({
  http: new FakeHttp(FAKE_API_BASE_URL),
  config: new MemoryKeyValueStore(),
  session: new MemoryKeyValueStore(),
  sockets: new FakeSocketFactory(),
  clock: new FakeClock(),
  random: new FakeRandom(1),
});
const env = { SIGNAL_PORTAL_API: FAKE_API_BASE_URL, SIGNAL_PORTAL_SITE_TOKEN: 'site-token' };
const user = demoProvider({ language: 'ja-JP' });

/** A platform that sends codes and accepts 123456. */
const loginServer = () => {
  const adapters = fakes();
  adapters.http
    .respond('POST /auth/login_by_email', true)
    .respond('POST /auth/login_by_phone', true)
    .on('PATCH /auth/verify', (request) =>
      (request.json as { code?: string }).code === '123456'
        ? { status: 200, json: { user } }
        : { status: 400, json: { error: 'VERIFY_TOKEN_WRONG' } },
    )
    .respond('GET /asset/wallet', {
      balance: '0',
      tokenBalance: '0',
      frozenAmount: '0',
      withdrawableBalance: '0',
    })
    .respond('GET /symbol', [])
    .respond('GET /asset/wallet/config', []);
  return adapters;
};

describe('login in a script (no terminal)', () => {
  it('sends the code, reads it from stdin, starts the session and saves the user language', async () => {
    const adapters = loginServer();
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, { env, stdin: ['123456'] });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stderr).toContain('A verification code was sent to demo@example.com.');
    expect(run.stdout).toContain(`${user.username}`);
    expect(adapters.http.lastRequest('POST /auth/login_by_email').json).toEqual({
      method: 'email',
      email: 'demo@example.com',
    });
    expect(adapters.http.lastRequest('PATCH /auth/verify').json).toEqual({
      method: 'email',
      email: 'demo@example.com',
      code: '123456',
    });
    expect(await adapters.config.get('language')).toBe('ja-JP');
  });

  it('logs in by phone, reading the country from the international number', async () => {
    const adapters = loginServer();
    const run = await runCli(['--json', 'login', '--phone', '+886912345678'], adapters, {
      env,
      stdin: ['123456'],
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({ error: false, value: user });
    expect(adapters.http.lastRequest('POST /auth/login_by_phone').json).toEqual({
      method: 'phone',
      countryCode: 'TW',
      phone: '+886912345678',
    });
  });

  it('verifies a code sent by an earlier run with --code, sending nothing again', async () => {
    const adapters = loginServer();
    const run = await runCli(['login', '--email', 'demo@example.com', '--code', '123456'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.requestsTo('POST /auth/login_by_email')).toEqual([]);
  });

  it('refuses without a contact before any call, never waiting for input', async () => {
    const adapters = loginServer();
    const run = await runCli(['login'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('Give --email or --phone');
    expect(adapters.http.requests).toEqual([]);
  });

  it('says how to finish when stdin ends without a code (exit 2)', async () => {
    const run = await runCli(['login', '--email', 'demo@example.com'], loginServer(), { env, stdin: [] });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('signal-portal login --email demo@example.com --code <code>');
  });

  it('reports a wrong code as a refusal of the platform (exit 1)', async () => {
    const run = await runCli(['login', '--email', 'demo@example.com'], loginServer(), {
      env,
      stdin: ['654321'],
    });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('(VERIFY_TOKEN_WRONG)');
  });

  it('refuses a malformed code from stdin before calling verify', async () => {
    const adapters = loginServer();
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, { env, stdin: ['12ab'] });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(adapters.http.requestsTo('PATCH /auth/verify')).toEqual([]);
  });
});

describe('login on a terminal', () => {
  it('asks for the method, the contact and the code', async () => {
    const adapters = loginServer();
    const prompter = new ScriptedPrompter(['phone', 'TW', '0912 345 678', '123456']);
    const run = await runCli(['login'], adapters, { env, interactive: true, prompter });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toEqual([
      'Log in with a verification code sent to your email or phone.',
      'Country code',
      'Phone number',
      'Enter the 6-digit verification code:',
    ]);
    expect(adapters.http.lastRequest('POST /auth/login_by_phone').json).toMatchObject({
      phone: '+886912345678',
    });
  });

  it('stops with exit 130 when the person presses Ctrl-C at a prompt', async () => {
    const adapters = loginServer();
    const prompter = new ScriptedPrompter([]);
    prompter.select = () => Promise.reject(new PromptCancelled());
    const cancelled = await runCli(['login'], adapters, { env, interactive: true, prompter });
    expect(cancelled.exitCode).toBe(EXIT.INTERRUPTED);
    expect(cancelled.stderr).toContain('Nothing was changed.');
    expect(adapters.http.requests).toEqual([]);
  });
});

describe('whoami and logout', () => {
  it('shows the signed-in user', async () => {
    const adapters = loginServer();
    adapters.http.respond('GET /user', user);
    const run = await runCli(['whoami'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ Username +│ demotrader +│/);
    expect(run.stdout).toContain(user.id);
  });

  it('ends the session', async () => {
    const adapters = fakes();
    adapters.http.respond('DELETE /auth/logout', true);
    const run = await runCli(['logout'], adapters, { env });
    expect(run).toMatchObject({ exitCode: EXIT.OK, stdout: 'Logged out.\n' });
  });

  it('exits 3 when there is no session to end', async () => {
    const adapters = fakes();
    adapters.http.respondError('DELETE /auth/logout', 'NOT_SIGNED_IN');
    expect((await runCli(['logout'], adapters, { env })).exitCode).toBe(EXIT.AUTH);
  });
});

describe('dialCodeOfNumber', () => {
  it('finds the dial code core accepts the number under', () => {
    expect(dialCodeOfNumber('+886912345678')).toBe('+886');
    expect(dialCodeOfNumber('+1 415 555 2671')).toBe('+1');
    expect(dialCodeOfNumber('0912345678')).toBeUndefined();
  });
});
