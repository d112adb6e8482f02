/**
 * The money commands (accounts add, edit, remove; withdraw show and apply --dry-run; kyc status;
 * referral) and the list output options (--all, --format, -o) of the built `signal-portal` binary,
 * against a started product with the demo seeded, run as scripts run it (no terminal).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BankAccount, CryptoAddress, Page, Referral, Signal, Withdrawal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from './cli-process.js';
import { jsonOf, startLoggedInCli, type LoggedInCli } from './logged-in-cli.js';

let outDir: string;
let env: NodeJS.ProcessEnv;
let cliSession: LoggedInCli;

const cli = (args: readonly string[]): Promise<CliResult> => runCli(args, env);

/** The API's own answer, with the CLI's session, to compare the CLI's output with. */
const api = <T>(path: string, field: string): Promise<T> => cliSession.api<T>(path, field);

type Accounts = { bankAccounts: BankAccount[]; cryptoAddresses: CryptoAddress[] };
const accounts = async (): Promise<Accounts> =>
  jsonOf<Accounts>(await cli(['--json', 'accounts', 'list'])).value;
const withdrawalTotal = async (): Promise<number> =>
  jsonOf<Page<Withdrawal>>(await cli(['--json', 'withdraw', 'list'])).value.total;

beforeAll(async () => {
  cliSession = await startLoggedInCli('cli-money');
  ({ env } = cliSession);
  outDir = await mkdtemp(join(tmpdir(), 'cli-money-out-'));
}, 180_000);

afterAll(async () => {
  await cliSession?.stop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('signal-portal: withdrawal accounts', () => {
  it('adds a bank account checked as the web checks it, edits one field, and removes it with --yes', async () => {
    const before = await accounts();
    const badIban = await cli([
      '--json',
      'accounts',
      'add',
      'bank',
      '--bank-name',
      'HSBC',
      '--bank-address',
      'London',
      '--account-number',
      '12345678',
      '--swift',
      'MIDLGB22',
      '--iban',
      'GB00 HBUK 4012 7612 3456 78',
      '--beneficiary',
      'Demo Trader',
    ]);
    expect(badIban.code).toBe(2);
    expect(jsonOf(badIban)).toEqual({ error: true, value: 'IBAN_INVALID' });

    const added = await cli([
      '--json',
      'accounts',
      'add',
      'bank',
      '--bank-name',
      'HSBC',
      '--bank-address',
      'London',
      '--account-number',
      '12345678',
      '--swift',
      'midlgb22',
      '--iban',
      'GB33 BUKB 2020 1555 5555 55',
      '--beneficiary',
      'Demo Trader',
    ]);
    expect(added.code).toBe(0);
    const bank = jsonOf<BankAccount>(added).value;
    expect(bank).toMatchObject({ swiftCode: 'MIDLGB22', iban: 'GB33BUKB20201555555555' });
    expect((await accounts()).bankAccounts).toHaveLength(before.bankAccounts.length + 1);

    const edited = await cli(['accounts', 'edit', bank.id, '--beneficiary', 'Demo Trader Ltd']);
    expect(edited.code).toBe(0);
    expect(edited.stdout).toContain('The bank account was saved.');
    const saved = (await accounts()).bankAccounts.find((a) => a.id === bank.id);
    expect(saved).toEqual({ ...bank, beneficiaryName: 'Demo Trader Ltd' });

    expect((await cli(['accounts', 'remove', bank.id])).code).toBe(2);
    const removed = await cli(['accounts', 'remove', bank.id, '--yes']);
    expect(removed.code).toBe(0);
    expect((await accounts()).bankAccounts).toEqual(before.bankAccounts);
  });

  it('adds a crypto address only in a currency and network the platform pays', async () => {
    const wrongNetwork = await cli([
      '--json',
      'accounts',
      'add',
      'crypto',
      '--currency',
      'USDT',
      '--network',
      'TRC20',
      '--address',
      '0x52908400098527886E0F7030069857D2E4169EE7',
    ]);
    expect(jsonOf(wrongNetwork)).toEqual({ error: true, value: 'CRYPTO_ADDRESS_INVALID' });
    const added = await cli([
      '--json',
      'accounts',
      'add',
      'crypto',
      '--currency',
      'usdt',
      '--network',
      'trc20',
      '--address',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ]);
    expect(added.code).toBe(0);
    const address = jsonOf<CryptoAddress>(added).value;
    expect(address).toMatchObject({ currency: 'USDT', network: 'TRC20' });
    expect((await cli(['accounts', 'remove', address.id, '--yes'])).code).toBe(0);
  });

  it('writes the accounts as CSV with one row each', async () => {
    const { bankAccounts, cryptoAddresses } = await accounts();
    const csv = await cli(['accounts', 'list', '--format', 'csv']);
    const lines = csv.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'kind,id,bankName,bankAddress,accountNumber,swiftCode,iban,beneficiaryName,currency,network,address',
    );
    expect(lines).toHaveLength(1 + bankAccounts.length + cryptoAddresses.length);
  });
});

describe('signal-portal: withdrawal quote and details, KYC, referral', () => {
  it('quotes with --dry-run and files nothing', async () => {
    const before = await withdrawalTotal();
    const quote = await cli([
      '--json',
      'withdraw',
      'apply',
      '--type',
      'crypto',
      '--amount',
      '120',
      '--dry-run',
    ]);
    expect(quote.code).toBe(0);
    expect(jsonOf(quote).value).toMatchObject({
      dryRun: true,
      quote: { amount: '120.00', fee: '5.00', estimatedReceiveAmount: '115.000000', currency: 'USDT' },
    });
    const text = await cli(['withdraw', 'apply', '--type', 'crypto', '--amount', '120', '--dry-run']);
    expect(text.stdout).toContain('Dry run: nothing was filed.');
    expect(await withdrawalTotal()).toBe(before);
  });

  it('shows one withdrawal as the history lists it', async () => {
    const applied = jsonOf<Withdrawal & { replayed: boolean }>(
      await cli(['--json', 'withdraw', 'apply', '--type', 'wire', '--amount', '60', '--yes']),
    );
    expect(applied.error).toBe(false);
    // What apply answered, less its own note on whether the request was a replay.
    const { replayed, ...withdrawal } = applied.value;
    expect(replayed).toBe(false);
    const shown = await cli(['--json', 'withdraw', 'show', withdrawal.id]);
    expect(jsonOf(shown)).toEqual({ error: false, value: withdrawal });
    const missing = await cli(['withdraw', 'show', 'no-such-withdrawal']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('(WITHDRAW_ORDER_NOT_FOUND)');
  });

  it('shows the KYC state and the referral figures as the API gives them', async () => {
    const kyc = await cli(['--json', 'kyc', 'status']);
    expect(jsonOf(kyc)).toEqual({ error: false, value: await api('/user/kyc/status', 'kyc') });
    expect((await cli(['kyc', 'status'])).stdout).toMatch(/Verification status +│ /);
    const referral = jsonOf<Referral>(await cli(['--json', 'referral']));
    expect(referral.value).toEqual(await api('/user/referral', 'referral'));
    expect(referral.value.rewards.map((r) => r.type)).toEqual([
      'REWARD_REGISTERED',
      'REWARD_FIRST_SIGNAL_CREATE',
      'REWARD_FOLLOWING_REACH_TEN',
      'REWARD_INTRODUCE',
    ]);
    const table = await cli(['referral']);
    expect(table.stdout).toContain(referral.value.code);
    expect(table.stdout).toContain('Rewards by type');
  });
});

describe('signal-portal: list output', () => {
  it('follows every page with --all: the same signals as one big page, in every format', async () => {
    const all = jsonOf<Page<Signal>>(await cli(['--json', 'signals', 'list', '--page-size', '100'])).value;
    const json = await cli(['signals', 'list', '--all', '--page-size', '2', '--format', 'json']);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as Signal[]).map((s) => s.id)).toEqual(all.list.map((s) => s.id));
    const file = join(outDir, 'signals.csv');
    const saved = await cli(['signals', 'list', '--all', '--page-size', '2', '-o', file]);
    expect(saved.stdout).toContain(`Saved ${all.total} rows to ${file}.`);
    const csv = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(csv[0]?.startsWith('id,name,platform,status,')).toBe(true);
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(all.list.map((s) => s.id));
    const tsv = await cli(['signals', 'list', '--all', '--format', 'tsv']);
    expect(tsv.stdout.trimEnd().split('\n')).toHaveLength(1 + all.total);
    const tables = await cli(['signals', 'list', '--all', '--page-size', '2']);
    expect(tables.stdout.trimEnd().endsWith(`Total: ${all.total}`)).toBe(true);
  });

  it('refuses a folder for -o before asking the server, and leaves nothing behind', async () => {
    const folder = await cli(['withdraw', 'list', '--all', '-o', outDir]);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain(`Cannot write to ${outDir}`);
    const csvWithJson = await cli(['--json', 'withdraw', 'list', '--format', 'csv']);
    expect(csvWithJson.code).toBe(2);
    expect((await readdir(outDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    const withdrawals = await cli(['withdraw', 'list', '--all', '--format', 'tsv']);
    expect(withdrawals.stdout.trimEnd().split('\n')).toHaveLength(1 + (await withdrawalTotal()));
  });
});
