/**
 * Issue 12's defects 1, 2, 6, 8 and 9 met by the built `signal-portal` binary against a started
 * product (the demo seeded), run as scripts run it: the wallet's frozen and withdrawable money, the
 * withdrawal limits filled into the refusals, dates that cannot be read, a site token the portal does
 * not accept, and an API address that is not the portal's API.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { dec } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, startCli, waitUntil, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const cli = (args: readonly string[], extra: NodeJS.ProcessEnv = {}): Promise<CliResult> =>
  runCli(args, { ...env, ...extra });

const jsonOf = <T>(result: CliResult): { error: boolean; value: T } =>
  JSON.parse(result.stdout) as { error: boolean; value: T };

/** The wallet as the API answers it to the CLI's session. */
const apiWallet = async (): Promise<Record<string, string>> => {
  const session = JSON.parse(await readFile(join(configDir, 'session.json'), 'utf8')) as { cookies: string };
  const cookies = JSON.parse(session.cookies) as { name: string; value: string }[];
  const cookie = cookies.find((c) => c.name === 'sp_session');
  if (!cookie) throw new Error('no session cookie in the session file');
  const answer = await fetch(`${portal.apiUrl}/asset/wallet`, {
    headers: { Authorization: `Bearer ${portal.siteToken}`, Cookie: `sp_session=${cookie.value}` },
  });
  return ((await answer.json()) as { wallet: Record<string, string> }).wallet;
};

beforeAll(async () => {
  // A type error elsewhere in the repository must not stop the build this test runs.
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-defects-1-'));
  const {
    NO_COLOR: _noColor,
    SIGNAL_PORTAL_SITE_TOKEN: _token,
    SIGNAL_PORTAL_WS: _ws,
    ...inherited
  } = process.env;
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
  };
  const before = (await portal.outbox()).length;
  const running = startCli(['login', '--email', DEMO_PROVIDER_CONTACT.email], env);
  await waitUntil(() => running.stderr().includes('A verification code was sent'), 'the code to be sent');
  running.child.stdin?.end(`${await portal.codeFor(DEMO_PROVIDER_CONTACT.email, before)}\n`);
  expect((await running.done).code).toBe(0);
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('the wallet (defect 1)', () => {
  it('prints total, frozen, withdrawable and tokens as the API says them, with the labels of the web', async () => {
    const server = await apiWallet();
    const run = await cli(['wallet', '--json']);
    expect(run.code).toBe(0);
    const { wallet } = jsonOf<{ wallet: Record<string, string> }>(run).value;
    expect(dec(wallet['frozen'] ?? '').equals(dec(server['frozenAmount'] ?? ''))).toBe(true);
    expect(dec(wallet['withdrawable'] ?? '').equals(dec(server['withdrawableBalance'] ?? ''))).toBe(true);
    expect(dec(wallet['total'] ?? '').equals(dec(server['balance'] ?? ''))).toBe(true);
    expect(dec(wallet['withdrawable'] ?? '').isZero()).toBe(false);

    const shown = await cli(['wallet']);
    expect(shown.stdout).toMatch(new RegExp(`Withdrawable +│ ${wallet['withdrawable']} USD`));
    expect(shown.stdout).toMatch(new RegExp(`Frozen in pending withdrawals +│ ${wallet['frozen']} USD`));
  });
});

describe('withdrawal refusals (defects 1 and 2)', () => {
  it('name the limits in every language and say what is withdrawable', async () => {
    for (const language of ['zh-TW', 'zh-CN', 'en-US', 'my-MM', 'vi-VN', 'ja-JP']) {
      const low = await cli([
        '--lang',
        language,
        'withdraw',
        'apply',
        '--type',
        'wire',
        '--amount',
        '1',
        '--yes',
      ]);
      expect(low.stderr).toContain('WITHDRAW_AMOUNT_TOO_LOW');
      expect(low.stderr).toContain('50.00');
      expect(low.stderr).not.toContain('{{');
    }
    const withdrawable = (await apiWallet())['withdrawableBalance'] ?? '0';
    const tooMuch = dec(withdrawable).plus(1).toFixed(2);
    const short = await cli(['withdraw', 'apply', '--type', 'wire', '--amount', tooMuch, '--yes']);
    expect(short.stderr).toContain('(INSUFFICIENT_BALANCE)');
    expect(short.stderr).toContain(`You can withdraw up to ${dec(withdrawable).toFixed(2)} USD now.`);
  });
});

describe('dates that cannot be read (defect 6)', () => {
  it.each(['2026/11/01', 'yesterday', '2026-02-30', '2026-11-01T08:30:00+02:00'])(
    '%s is said to be unreadable, with the accepted forms',
    async (value) => {
      const run = await cli(['withdraw', 'list', '--from', value]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`--from: cannot read "${value}" as a date.`);
      expect(run.stderr).toContain('2026-11-01T08:30:00Z');
      expect(run.stderr).not.toContain('start date must be before');
    },
  );
});

describe('a site token the portal does not accept (defect 8)', () => {
  it('is reported as an unusable site token given by the flag, not as an ended session', async () => {
    const run = await cli(['--site-token', 'garbage', 'withdraw', 'config']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('The site token is not usable');
    expect(run.stderr).toContain('It came from the --site-token option.');
    expect(run.stderr).not.toContain('session is no longer valid');
  });

  it('names the config file when it came from there', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'cli-defects-1-config-'));
    try {
      const inOther = { SIGNAL_PORTAL_CONFIG_DIR: otherDir };
      expect((await cli(['config', 'set', 'siteToken', 'garbage'], inOther)).code).toBe(0);
      const run = await cli(['withdraw', 'config'], inOther);
      expect(run.stderr).toContain('The site token is not usable');
      expect(run.stderr).toContain(`It came from the config file ${join(otherDir, 'config.json')}`);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('an API address that is not the portal API (defect 9)', () => {
  it('says which address answered what', async () => {
    const origin = portal.apiUrl.replace(/\/api\/?$/, '');
    const run = await cli(['withdraw', 'config'], { SIGNAL_PORTAL_API: origin });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(`${origin}/withdraw/config answered with HTTP`);
    expect(run.stderr).toContain("which is not the portal's API");
    expect(run.stderr).toContain('SIGNAL_PORTAL_API');
  });
});
