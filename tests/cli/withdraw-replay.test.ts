/**
 * A retried `withdraw apply` (same --idempotency-key) of the built `signal-portal` binary against a
 * started product with the demo seeded: the server replays its first answer, and the CLI says so
 * instead of announcing a new withdrawal.
 */
import type { Page, Withdrawal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './cli-process.js';
import { jsonOf, startLoggedInCli, type LoggedInCli } from './logged-in-cli.js';

const REPLAYED =
  'This withdrawal had already been filed by an earlier run of the same request; nothing new was filed.';
const SUBMITTED = 'Your withdrawal request has been submitted and is under review.';

let env: NodeJS.ProcessEnv;
let cliSession: LoggedInCli;

const cli = (args: readonly string[]): Promise<CliResult> => runCli(args, env);

const withdrawalTotal = async (): Promise<number> =>
  jsonOf<Page<Withdrawal>>(await cli(['--json', 'withdraw', 'list'])).value.total;

beforeAll(async () => {
  cliSession = await startLoggedInCli('cli-replay');
  ({ env } = cliSession);
}, 180_000);

afterAll(() => cliSession?.stop());

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
