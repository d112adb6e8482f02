/**
 * A retried `withdraw apply` (same --idempotency-key) of the built `signal-portal` binary against a
 * started product with the demo seeded: the server replays its first answer, and the CLI says so
 * instead of announcing a new withdrawal.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Withdrawal } from '@signal-portal/core';
import { DEMO_PROVIDER_CONTACT } from '@signal-portal/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startPortal, type Portal } from '../support/portal.js';
import { runCli, startCli, waitUntil, type CliResult } from './cli-process.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const REPLAYED =
  'This withdrawal had already been filed by an earlier run of the same request; nothing new was filed.';
const SUBMITTED = 'Your withdrawal request has been submitted and is under review.';

let portal: Portal;
let configDir: string;
let env: NodeJS.ProcessEnv;

const cli = (args: readonly string[]): Promise<CliResult> => runCli(args, env);

const jsonOf = <T>(result: CliResult): { error: boolean; value: T } =>
  JSON.parse(result.stdout) as { error: boolean; value: T };

const withdrawalTotal = async (): Promise<number> =>
  jsonOf<Page<Withdrawal>>(await cli(['--json', 'withdraw', 'list'])).value.total;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, [TSC, '-b'], { cwd: ROOT }).catch(() => undefined);
  portal = await startPortal();
  configDir = await mkdtemp(join(tmpdir(), 'cli-replay-'));
  const { NO_COLOR: _n, SIGNAL_PORTAL_SITE_TOKEN: _t, SIGNAL_PORTAL_WS: _w, ...inherited } = process.env;
  env = {
    ...inherited,
    SIGNAL_PORTAL_CONFIG_DIR: configDir,
    SIGNAL_PORTAL_API: portal.apiUrl,
    SIGNAL_PORTAL_LANG: 'en-US',
  };
  const before = (await portal.outbox()).length;
  const login = startCli(['login', '--email', DEMO_PROVIDER_CONTACT.email], env);
  await waitUntil(() => login.stderr().includes('A verification code was sent'), 'the code to be sent');
  login.child.stdin?.end(`${await portal.codeFor(DEMO_PROVIDER_CONTACT.email, before)}\n`);
  expect((await login.done).code).toBe(0);
}, 180_000);

afterAll(async () => {
  await portal?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe('signal-portal: a retried withdrawal', () => {
  it('files once, and the rerun says it was a replay of the earlier run (text and --json)', async () => {
    const before = await withdrawalTotal();
    const args = [
      'withdraw',
      'apply',
      '--type',
      'crypto',
      '--amount',
      '120',
      '--yes',
      '--idempotency-key',
      'e2e-replay-1',
    ];

    const first = await cli(args);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(SUBMITTED);
    expect(first.stdout).not.toContain(REPLAYED);

    const again = await cli(args);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(REPLAYED);
    expect(again.stdout).not.toContain(SUBMITTED);

    const json = jsonOf<Withdrawal & { replayed: boolean }>(await cli([...args, '--json']));
    expect(json).toMatchObject({ error: false, value: { amount: '120.00', replayed: true } });
    expect(await withdrawalTotal()).toBe(before + 1);

    const fresh = jsonOf<Withdrawal & { replayed: boolean }>(
      await cli([...args.slice(0, -1), 'e2e-replay-2', '--json']),
    );
    expect(fresh.value.replayed).toBe(false);
    expect(fresh.value.id).not.toBe(json.value.id);
    expect(await withdrawalTotal()).toBe(before + 2);
  });
});
