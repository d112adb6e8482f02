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

  it('ends the first of two steps as a success when stdin gives no code: the code was sent', async () => {
    const adapters = loginServer();
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, { env, stdin: [] });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stderr).toContain('A verification code was sent to demo@example.com.');
    expect(run.stdout).toContain('signal-portal login --email demo@example.com --code <code>');
    expect(adapters.http.requestsTo('PATCH /auth/verify')).toEqual([]);
  });

  it('reports "code sent" as the JSON success of the first step, not a refusal', async () => {
    const run = await runCli(['--json', 'login', '--phone', '+886912345678'], loginServer(), { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({
      error: false,
      value: {
        codeSent: true,
        sentTo: '+886912345678',
        resendInSeconds: 60,
        next: 'signal-portal login --phone +886912345678 --country +886 --code <code>',
      },
    });
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

  it('asks again after a wrong code, with the resend countdown, until the code is right', async () => {
    const adapters = loginServer();
    const prompter = new ScriptedPrompter(['111111', '222222', '123456']);
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, {
      env,
      interactive: true,
      prompter,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toEqual([
      'Enter the 6-digit verification code:',
      'Enter the 6-digit verification code:',
      'Enter the 6-digit verification code:',
    ]);
    expect(run.stderr).toContain('A new code can be sent in 60 s: leave the answer empty then.');
    expect(run.stderr.match(/\(VERIFY_TOKEN_WRONG\)/g)).toHaveLength(2);
    expect(adapters.http.requestsTo('PATCH /auth/verify')).toHaveLength(3);
    expect(run.stdout).toContain(`Logged in as ${user.username}.`);
  });

  it('stops asking once the code has no attempts left', async () => {
    const adapters = loginServer();
    let tries = 0;
    adapters.http.on('PATCH /auth/verify', () => ({
      status: tries++ < 2 ? 400 : 429,
      json: { error: tries <= 2 ? 'VERIFY_TOKEN_WRONG' : 'TOO_MANY_ATTEMPTS' },
    }));
    const prompter = new ScriptedPrompter(['111111', '222222', '333333', '444444']);
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, {
      env,
      interactive: true,
      prompter,
    });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('(TOO_MANY_ATTEMPTS)');
    expect(run.asked).toHaveLength(3);
  });

  it('sends a new code for an empty answer once the countdown has ended, and not before', async () => {
    const adapters = loginServer();
    const prompter = new ScriptedPrompter(['111111']);
    const text = prompter.text.bind(prompter);
    const problems: (string | undefined)[] = [];
    let asked = 0;
    prompter.text = (message, validate) => {
      asked++;
      problems.push(validate?.(''));
      if (asked === 2) {
        (adapters.clock as FakeClock).advance(60_000);
        problems.push(validate?.(''));
        return Promise.resolve('');
      }
      return asked === 1 ? text(message, validate) : Promise.resolve('123456');
    };
    const run = await runCli(['login', '--email', 'demo@example.com'], adapters, {
      env,
      interactive: true,
      prompter,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(problems).toEqual([
      'A new code can be sent in 60 s: leave the answer empty then.',
      'A new code can be sent in 60 s: leave the answer empty then.',
      undefined,
      'A new code can be sent in 60 s: leave the answer empty then.',
    ]);
    expect(adapters.http.requestsTo('POST /auth/login_by_email')).toHaveLength(2);
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

  it('changes no configuration: the user language is not saved, so LANG still applies', async () => {
    const adapters = loginServer();
    adapters.http.respond('GET /user', user);
    const run = await runCli(['whoami'], adapters, { env: { ...env, LANG: 'vi_VN.UTF-8' } });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(await adapters.config.get('language')).toBeUndefined();
    expect(run.stdout).toContain('demotrader');
    expect(adapters.http.requests.map((request) => request.route)).toEqual(['GET /user']);
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
