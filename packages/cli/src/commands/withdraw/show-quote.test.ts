import { defaultWithdrawal, type Withdrawal } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;

const history: Withdrawal[] = Array.from({ length: 150 }, (_, i) =>
  defaultWithdrawal({ id: `w-${i + 1}`, amount: '100.00', fee: '25.00', estimatedReceiveAmount: '75.00' }),
);

const server = () => {
  const adapters = fakeAdapters();
  adapters.http
    .on('GET /withdraw', (request) => {
      const page = Number(request.query['page'] ?? '1');
      const pageSize = Number(request.query['pageSize'] ?? '20');
      const list = history.slice((page - 1) * pageSize, page * pageSize);
      return { status: 200, json: { withdrawals: { list, total: history.length, page, pageSize } } };
    })
    .on('GET /withdraw/{id}', (request) => {
      const found = history.find((withdrawal) => withdrawal.id === request.params['id']);
      return found === undefined
        ? { status: 404, json: { error: 'WITHDRAW_ORDER_NOT_FOUND' } }
        : { status: 200, json: { withdrawal: found } };
    })
    .respond('GET /withdraw/config', {
      min: '50.00',
      max: '50000.00',
      fee: { WIRE: '25.00', CRYPTO: '5.00' },
      currencies: [
        { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
        { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.5', decimals: 0 },
      ],
      processingDays: { min: 7, max: 10 },
    })
    .respond('GET /asset/wallet', {
      balance: '1000.00',
      tokenBalance: '0',
      frozenAmount: '0',
      withdrawableBalance: '1000.00',
    })
    .respond('GET /user/kyc/status', { status: 'APPROVED', comment: '', submittedAt: null, reviewedAt: null })
    .respond('GET /user/bank_account', [
      {
        id: 'bank-1',
        bankName: 'Deutsche Bank',
        bankAddress: 'Frankfurt',
        accountNumber: '0532013000',
        swiftCode: 'DEUTDEFF',
        iban: 'DE89370400440532013000',
        beneficiaryName: 'Demo Provider',
      },
    ])
    .respond('GET /user/crypto_address', []);
  return adapters;
};

describe('withdraw show', () => {
  it('reads the one withdrawal asked for, however old, without paging the history', async () => {
    const adapters = server();
    const run = await runCli(['--json', 'withdraw', 'show', 'w-130'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toEqual({ error: false, value: history[129] });
    expect(adapters.http.requestsTo('GET /withdraw/{id}').map((r) => r.params['id'])).toEqual(['w-130']);
    expect(adapters.http.requestsTo('GET /withdraw')).toEqual([]);
    const text = await runCli(['withdraw', 'show', 'w-1'], server(), { env });
    expect(text.stdout).toMatch(/Withdrawal ID +│ w-1/);
  });

  it('says so when no withdrawal has the id (exit 1)', async () => {
    const run = await runCli(['withdraw', 'show', 'w-999'], server(), { env });
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('You have no withdrawal with the ID w-999');
  });
});

describe('withdraw apply --dry-run', () => {
  it('prints the quote (fee, rate, estimate) and files nothing, without --yes', async () => {
    const adapters = server();
    const run = await runCli(
      ['withdraw', 'apply', '--type', 'wire', '--amount', '125', '--currency', 'twd', '--dry-run'],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/Fee +│ 25\.00 USD/);
    expect(run.stdout).toMatch(/Exchange rate +│ 32\.5/);
    expect(run.stdout).toMatch(/Estimated amount received +│ 3250 TWD/);
    expect(run.stdout).toContain('Dry run: nothing was filed.');
    expect(adapters.http.requestsTo('POST /withdraw')).toEqual([]);
    const json = await runCli(
      ['--json', 'withdraw', 'apply', '--type', 'wire', '--amount', '125', '--dry-run'],
      server(),
      { env },
    );
    expect(JSON.parse(json.stdout)).toMatchObject({
      error: false,
      value: { dryRun: true, accountId: 'bank-1', quote: { fee: '25.00', estimatedReceiveAmount: '100.00' } },
    });
  });

  it('refuses what the application would refuse: an amount over the balance', async () => {
    const run = await runCli(
      ['--json', 'withdraw', 'apply', '--type', 'wire', '--amount', '5000', '--dry-run'],
      server(),
      { env },
    );
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(JSON.parse(run.stdout)).toEqual({ error: true, value: 'INSUFFICIENT_BALANCE' });
  });
});
