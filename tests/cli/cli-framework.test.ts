/**
 * The CLI's framework against a started product: help in every form, shell completion, the config
 * commands and a damaged config file, reading commands that change no configuration, the login code
 * asked again on a terminal and the two-step login of scripts, --quiet and --verbose.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, runInTerminalSteps, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const cli = (args: readonly string[], options: { stdin?: string; env?: NodeJS.ProcessEnv } = {}) =>
  runCli(args, env, options);
const jsonOf = <T>(result: CliResult): { error: boolean; value: T } =>
  JSON.parse(result.stdout) as { error: boolean; value: T };
const configFile = (): string => join(configDir, 'config.json');

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-framework-'));
  const {
    NO_COLOR: _noColor,
    SIGNAL_PORTAL_SITE_TOKEN: _token,
    SIGNAL_PORTAL_LANG: _lang,
    ...inherited
  } = process.env;
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    LANG: 'en_US.UTF-8',
    LC_ALL: '',
    LC_MESSAGES: '',
  };
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('help', () => {
  it('exits 0 however it is asked for, with examples', async () => {
    for (const args of [
      [],
      ['help'],
      ['help', 'signals'],
      ['signals', '--help'],
      ['signals', 'help', 'list'],
    ]) {
      const result = await cli(args);
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout, args.join(' ')).toContain('Usage: signal-portal');
      expect(result.stdout, args.join(' ')).toContain('Examples:\n  $ ');
    }
    expect((await cli(['help', 'nonsense'])).code).toBe(2);
  });
});

describe('completion', () => {
  it('prints a bash script that completes the declared commands', async () => {
    const result = await cli(['completion', 'bash']);
    expect(result.code).toBe(0);
    const offered = await promisify(execFile)('bash', [
      '-c',
      `${result.stdout}\nCOMP_WORDS=(signal-portal signals ''); COMP_CWORD=2; _signal_portal; echo "\${COMPREPLY[*]}"`,
    ]);
    expect(offered.stdout.trim().split(' ')).toEqual(expect.arrayContaining(['list', 'show', 'watch']));
    for (const shell of ['zsh', 'fish']) expect((await cli(['completion', shell])).code).toBe(0);
  });
});

describe('sessions', () => {
  it('logs in in two steps: the first reports "code sent" as a success, the second finishes', async () => {
    const before = (await portal.outbox()).length;
    const first = await cli(['--json', 'login', '--phone', DEMO_PROVIDER_CONTACT.phone]);
    expect(first.code).toBe(0);
    const sent = jsonOf<{ codeSent: boolean; next: string }>(first);
    expect(sent).toMatchObject({
      error: false,
      value: { codeSent: true, sentTo: DEMO_PROVIDER_CONTACT.phone },
    });
    expect(sent.value.next).toContain('--code <code>');
    const code = await portal.codeFor(DEMO_PROVIDER_CONTACT.phone, before);
    const second = await cli([
      '--json',
      ...sent.value.next
        .replace(/^signal-portal /, '')
        .replace('<code>', code)
        .split(' '),
    ]);
    expect(second.code).toBe(0);
    expect(jsonOf(second)).toMatchObject({ error: false, value: { username: 'demotrader' } });
  });

  it('whoami changes no configuration: the language the system asks for still applies', async () => {
    await rm(configFile(), { force: true });
    const whoami = await cli(['whoami'], { env: { LANG: 'ja_JP.UTF-8' } });
    expect(whoami.code).toBe(0);
    expect(whoami.stdout).toContain('ユーザー名');
    await expect(readFile(configFile(), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    const config = await cli(['--json', 'config', 'get', 'language'], { env: { LANG: 'ja_JP.UTF-8' } });
    expect(jsonOf(config)).toEqual({
      error: false,
      value: { key: 'language', value: 'ja-JP', source: 'system' },
    });
  });

  it('on a terminal asks again after a wrong code, with the resend countdown, then logs in', async () => {
    const before = (await portal.outbox()).length;
    const run = await runInTerminalSteps(
      ['login', '--email', DEMO_PROVIDER_CONTACT.email],
      { ...env, TERM: 'dumb' },
      [
        {
          after: 'Enter the 6-digit verification code',
          keys: async () => wrongCode(await codeOf(before)) + '\r',
        },
        { after: '(VERIFY_TOKEN_WRONG)', keys: '' },
        { after: 'Enter the 6-digit verification code', keys: async () => `${await codeOf(before)}\r` },
      ],
    );
    expect(run.screen).toMatch(/A new code can be sent in \d+ s: leave the answer empty then\./);
    expect(run.screen).toContain('Logged in as demotrader.');
    expect(run.code).toBe(0);
  });
});

const codeOf = (before: number): Promise<string> => portal.codeFor(DEMO_PROVIDER_CONTACT.email, before);
/** A code that is surely not the one sent: each digit moved by one. */
const wrongCode = (code: string): string => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

describe('global options', () => {
  it('--verbose shows each request on stderr without secrets; --quiet prints only data', async () => {
    const verbose = await cli(['--verbose', 'signals', 'list']);
    expect(verbose.code).toBe(0);
    expect(verbose.stderr).toMatch(/^GET \/api\/signal -> 200 \(\d+ ms\)$/m);
    expect(verbose.stderr).not.toMatch(/sp_session|Bearer|Cookie/i);
    const quiet = await cli(['--quiet', 'config', 'set', 'ws', `${portal.wsUrl}`]);
    expect(quiet).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect((await cli(['config', 'get', 'ws'])).stdout).toBe(`${portal.wsUrl}\n`);
  });
});

describe('the config file', () => {
  it('tells where it is, and a damaged one is reported with its path instead of ignored', async () => {
    expect((await cli(['config', 'path'])).stdout).toBe(`${configFile()}\n`);
    await writeFile(configFile(), '{ "api": "http://example.com/api", ');
    for (const args of [['whoami'], ['config', 'show'], ['config', 'set', 'language', 'ja-JP']]) {
      const result = await cli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(`The config file ${configFile()} cannot be read`);
      expect(result.stderr).toContain('Correct it, or delete it');
    }
    expect(await readFile(configFile(), 'utf8')).toBe('{ "api": "http://example.com/api", ');
    expect((await cli(['config', 'path'])).code).toBe(0);
  });
});
