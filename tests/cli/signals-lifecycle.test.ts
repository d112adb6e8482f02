/**
 * A provider runs a signal from a terminal, without the web: the built `signal-portal` binary against a
 * started product (the demo seeded, the simulated broker: brokers/simulator/README.md). Create, connect
 * by account link (the investor password piped, never an option), read and match the symbols, submit,
 * the operator approves, enable, disable, disconnect, archive; and the core's refusals on the way, with
 * their exit codes. One server for the file; the tests run in order and share the session.
 */
import type { Signal, SymbolMatching } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from '../e2e/support/ops.js';
import { type Portal } from '../support/portal.js';
import { runCli, type CliResult } from './cli-process.js';
import { jsonOf, startLoggedInCli, type LoggedInCli } from './logged-in-cli.js';

let portal: Portal;
let env: NodeJS.ProcessEnv;
let cliSession: LoggedInCli;

const cli = (args: readonly string[], stdin?: string): Promise<CliResult> =>
  runCli(args, env, stdin === undefined ? {} : { stdin });

/** The signal as `signals show --json` prints it. */
const show = async (id: string): Promise<Signal> =>
  jsonOf<Signal>(await cli(['signals', 'show', id, '--json'])).value;

/** Polls the signal until `done` holds: the platform links and calculates on its own clock. */
const waitForSignal = async (
  id: string,
  done: (signal: Signal) => boolean,
  what: string,
): Promise<Signal> => {
  let last: Signal | undefined;
  const deadline = Date.now() + 60_000;
  while (last === undefined || !done(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    last = await show(id);
  }
  return last;
};

beforeAll(async () => {
  cliSession = await startLoggedInCli('cli-lifecycle', { contact: 'phone', siteTokenInEnv: true });
  ({ portal, env } = cliSession);
}, 180_000);

afterAll(() => cliSession?.stop());

describe('signals: a provider runs a signal from the terminal', () => {
  const name = `Cli.${Date.now() % 1_000_000}`;
  let id = '';

  it('refuses a method the platform does not offer and a taken name, then creates the signal', async () => {
    const wrongMethod = await cli([
      'signals',
      'create',
      '--platform',
      'BINANCE',
      '--method',
      'ea',
      '--name',
      name,
      '--json',
    ]);
    expect(wrongMethod.code).toBe(2);
    expect(jsonOf(wrongMethod)).toEqual({ error: true, value: 'PLATFORM_UNSUPPORTED' });
    const taken = await cli([
      'signals',
      'create',
      '--platform',
      'MT4',
      '--method',
      'account-link',
      '--name',
      'GoldTrend.Pro',
      '--json',
    ]);
    expect(taken.code).toBe(1);
    expect(jsonOf(taken)).toEqual({ error: true, value: 'NAME_EXISTS' });

    const created = await cli([
      'signals',
      'create',
      '--platform',
      'MT4',
      '--method',
      'account-link',
      '--name',
      name,
      '--description',
      'Majors on H4, made from a terminal.',
      '--min-investment',
      '100',
      '--max-investment',
      '5000',
      '--profit-share',
      '20',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const signal = jsonOf<Signal>(created).value;
    expect(signal).toMatchObject({ name, status: 'NOT_SUBMITTED', connStatus: 'DISCONNECTED' });
    expect(signal.followSetting).toEqual({
      investmentMin: '100',
      investmentMax: '5000.00',
      profitSharePercent: '20',
    });
    id = signal.id;
  });

  it('refuses what the state forbids before connecting (exit 1), and a missing password (exit 2)', async () => {
    const submit = await cli(['signals', 'submit', id, '--json']);
    expect(submit.code).toBe(1);
    expect(jsonOf(submit)).toEqual({ error: true, value: 'SIGNAL_NO_MATCHED_SYMBOL' });
    const enable = await cli(['signals', 'enable', id]);
    expect(enable.code).toBe(1);
    expect(enable.stderr).toContain('(SIGNAL_NOT_PASSED_REVIEW)');
    const noPassword = await cli([
      'signals',
      'connect',
      id,
      '--server',
      'DemoBroker-Live01',
      '--account',
      '12345678',
    ]);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('shell history');
    const wrong = await cli(
      ['signals', 'connect', id, '--server', 'DemoBroker-Live01', '--account', '12345678', '--json'],
      'wrongpass\n',
    );
    expect(jsonOf(wrong)).toEqual({ error: true, value: 'WRONG_TRADING_ACCOUNT_OR_PASSWORD' });
  });

  it('connects by account link with the password from stdin; the platform calculates it', async () => {
    const connected = await cli(
      ['signals', 'connect', id, '--server', 'DemoBroker-Live01', '--account', '12345678'],
      'investor1\n',
    );
    expect(connected.code).toBe(0);
    expect(connected.stdout).toContain(`signals watch ${id}`);
    expect(connected.stdout).not.toContain('investor1');
    const signal = await waitForSignal(
      id,
      (s) => s.connStatus === 'CONNECTED' && s.performance !== null,
      'the calculation',
    );
    expect(signal.info).toMatchObject({ server: 'DemoBroker-Live01', number: '12345678' });
  });

  it('reads the account symbols again and saves a match, refusing a symbol the account does not have', async () => {
    const synced = await cli(['signals', 'symbols', id, '--sync', '--json']);
    expect(synced.code).toBe(0);
    const matching = jsonOf<{ matching: SymbolMatching }>(synced).value.matching;
    expect(matching.matched.length + matching.unmatched.length).toBeGreaterThan(0);
    const [pair] = matching.matched;
    if (pair === undefined) throw new Error('the sync matched nothing');
    const unknown = await cli([
      'signals',
      'symbols',
      id,
      '--match',
      `NOT-THERE=${pair.platformSymbol}`,
      '--json',
    ]);
    expect(unknown.code).toBe(1);
    expect(jsonOf(unknown)).toEqual({ error: true, value: 'SYMBOL_ALIAS_NOT_FOUND' });
    const saved = await cli([
      'signals',
      'symbols',
      id,
      '--match',
      `${pair.providerSymbol}=${pair.platformSymbol}`,
    ]);
    expect(saved.code).toBe(0);
    expect(saved.stdout).toContain(`Saved the symbol matching of ${name}`);
    const listed = await cli(['signals', 'symbols', id]);
    expect(listed.stdout).toContain(pair.providerSymbol);
  });

  it('submits; once the operator approves, enables, disables and disconnects', async () => {
    const submitted = await cli(['signals', 'submit', id, '--json']);
    expect(submitted.code).toBe(0);
    expect(jsonOf<Signal>(submitted).value.status).toBe('CREATED');
    expect((await ops(portal, 'signal', 'approve', id)).error).toBe(false);

    const enabled = await cli(['signals', 'enable', id, '--json']);
    expect(enabled.code).toBe(0);
    expect(jsonOf<Signal>(enabled).value.enable).toBe(true);

    // Enabled: neither archived nor disconnected, and irreversible steps need --yes in a script.
    const archive = await cli(['signals', 'archive', id, '--yes', '--json']);
    expect(jsonOf(archive)).toEqual({ error: true, value: 'SIGNAL_ENABLED' });
    const noYes = await cli(['signals', 'disable', id]);
    expect(noYes.code).toBe(2);

    const disabled = await cli(['signals', 'disable', id, '--yes']);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toContain(`${name} is off`);
    const disconnected = await cli(['signals', 'disconnect', id, '--yes', '--json']);
    expect(disconnected.code).toBe(0);
    expect(jsonOf<Signal>(disconnected).value.connStatus).toBe('DISCONNECTED');
  });

  it('archives the signal; a signal that was live cannot be deleted', async () => {
    const remove = await cli(['signals', 'delete', id, '--yes', '--json']);
    expect(remove.code).toBe(1);
    expect(jsonOf(remove)).toEqual({ error: true, value: 'SIGNAL_CANNOT_DELETE' });
    const archived = await cli(['signals', 'archive', id, '--yes', '--json']);
    expect(archived.code).toBe(0);
    expect(jsonOf<Signal>(archived).value.archivedAt).not.toBeNull();
    const edit = await cli(['signals', 'edit', id, '--description', 'too late', '--json']);
    expect(jsonOf(edit)).toEqual({ error: true, value: 'SIGNAL_ARCHIVED' });
  });

  it('shows the token of an EA signal for the sync tool, and deletes a draft', async () => {
    const created = await cli([
      'signals',
      'create',
      '--platform',
      'MT5',
      '--method',
      'ea',
      '--name',
      `${name}.ea`,
      '--json',
    ]);
    const ea = jsonOf<Signal>(created).value;
    const connected = await cli(['signals', 'connect', ea.id]);
    expect(connected.code).toBe(0);
    expect(connected.stdout).toContain(ea.token);
    expect(connected.stdout).toContain('docs/ea-protocol.md');

    const draft = jsonOf<Signal>(
      await cli(['signals', 'create', '--platform', 'BINANCE', '--name', `${name}.bn`, '--json']),
    ).value;
    expect(draft.connMethod).toBe('API_KEY');
    const deleted = await cli(['signals', 'delete', draft.id, '--yes', '--json']);
    expect(jsonOf(deleted)).toEqual({
      error: false,
      value: { id: draft.id, name: draft.name, deleted: true },
    });
  });
});
