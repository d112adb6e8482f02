/**
 * Issue 12's defects 1, 2, 6, 8 and 9 met by the built `signal-portal` binary against a started
 * product (the demo seeded), run as scripts run it: the wallet's frozen and withdrawable money, the
 * withdrawal limits filled into the refusals, dates that cannot be read, a site token the portal does
 * not accept, and an API address that is not the portal's API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dec } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Portal } from '../support/portal.js';
import { runCli, type CliResult } from './cli-process.js';
import { jsonOf, startLoggedInCli, type LoggedInCli } from './logged-in-cli.js';

let portal: Portal;
let env: NodeJS.ProcessEnv;
let cliSession: LoggedInCli;

const cli = (args: readonly string[], extra: NodeJS.ProcessEnv = {}): Promise<CliResult> =>
  runCli(args, { ...env, ...extra });

/** The wallet as the API answers it to the CLI's session. */
const apiWallet = (): Promise<Record<string, string>> => cliSession.api('/asset/wallet', 'wallet');

beforeAll(async () => {
  cliSession = await startLoggedInCli('cli-defects-1');
  ({ portal, env } = cliSession);
}, 180_000);

afterAll(() => cliSession?.stop());

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
