import {
  defaultWithdrawal,
  IDEMPOTENCY_KEY_PATTERN,
  LANGUAGES,
  type WithdrawalConfig,
} from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli, ScriptedPrompter } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

const config: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20'], rate: '1', decimals: 6 },
  ],
  processingDays: { min: 7, max: 10 },
};
const bank = {
  id: 'bank-1',
  bankName: 'Deutsche Bank',
  bankAddress: 'Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'DEUTDEFF',
  iban: 'DE89370400440532013000',
  beneficiaryName: 'Demo Provider',
};
const address = {
  id: 'addr-1',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

/** A platform with a balance of 1000, KYC approved, one bank account and one address. */
const moneyServer = (balance = '1000.00') => {
  const adapters = fakes();
  adapters.http
    .respond('GET /withdraw/config', config)
    .respond('GET /asset/wallet', {
      balance,
      tokenBalance: '0',
      frozenAmount: '0',
      withdrawableBalance: balance,
    })
    .respond('GET /user/kyc/status', { status: 'APPROVED', comment: '', submittedAt: null, reviewedAt: null })
    .respond('GET /user/bank_account', [bank])
    .respond('GET /user/crypto_address', [address])
    .on('POST /withdraw', (request) => ({
      status: 200,
      json: {
        withdrawal: defaultWithdrawal({
          id: 'w-1',
          ...(request.json as object),
          fee: '25.00',
          estimatedReceiveAmount: '75.00',
        }),
      },
    }));
  return adapters;
};

describe('withdraw apply in a script', () => {
  it('refuses without --yes when nobody can confirm, before any call', async () => {
    const adapters = moneyServer();
    const run = await runCli(['withdraw', 'apply', '--type', 'wire', '--amount', '100'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.USAGE);
    expect(run.stderr).toContain('Add --yes to confirm in advance.');
    expect(adapters.http.requests).toEqual([]);
  });

  it('applies with --yes: the saved account, USD, and a fresh idempotency key', async () => {
    const adapters = moneyServer();
    const run = await runCli(
      ['--json', 'withdraw', 'apply', '--type', 'wire', '--amount', '100', '--yes'],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: false,
      value: { id: 'w-1', amount: '100.00', replayed: false },
    });
    const post = adapters.http.lastRequest('POST /withdraw');
    expect(post.json).toEqual({ type: 'WIRE', amount: '100.00', currency: 'USD', bankAccountId: 'bank-1' });
    expect(post.headers['Idempotency-Key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('makes a new key per attempt, and reuses the one given for a retry', async () => {
    const adapters = moneyServer();
    const args = ['withdraw', 'apply', '--type', 'crypto', '--amount', '100', '--yes'];
    await runCli(args, adapters, { env });
    await runCli(args, adapters, { env });
    await runCli([...args, '--idempotency-key', 'payout-2024-05'], adapters, { env });
    const keys = adapters.http.requestsTo('POST /withdraw').map((r) => r.headers['Idempotency-Key']);
    expect(new Set(keys.slice(0, 2)).size).toBe(2);
    expect(keys[2]).toBe('payout-2024-05');
    expect(adapters.http.lastRequest('POST /withdraw').json).toEqual({
      type: 'CRYPTO',
      amount: '100.00',
      currency: 'USDT',
      network: 'TRC20',
      cryptoAddressId: 'addr-1',
    });
  });

  it('says when the server replayed an earlier run with the same key, and that nothing new was filed', async () => {
    const adapters = moneyServer();
    const args = [
      'withdraw',
      'apply',
      '--type',
      'wire',
      '--amount',
      '100',
      '--yes',
      '--idempotency-key',
      'k-1',
    ];
    const first = await runCli(args, adapters, { env });
    expect(first.stdout).toContain('Your withdrawal request has been submitted');
    expect(first.stdout).not.toContain('nothing new was filed');

    adapters.http.on('POST /withdraw', () => ({
      status: 200,
      json: { withdrawal: defaultWithdrawal({ id: 'w-1', amount: '100.00' }) },
      headers: { 'idempotent-replayed': 'true' },
    }));
    const again = await runCli(args, adapters, { env });
    expect(again.exitCode).toBe(EXIT.OK);
    expect(again.stdout).toContain(
      'This withdrawal had already been filed by an earlier run of the same request; nothing new was filed.',
    );
    expect(again.stdout).not.toContain('Your withdrawal request has been submitted');
    expect(again.stdout).toContain('w-1');

    const json = await runCli(['--json', ...args], adapters, { env });
    expect(JSON.parse(json.stdout)).toMatchObject({ error: false, value: { id: 'w-1', replayed: true } });
    const zh = await runCli(['--lang', 'zh-TW', ...args], adapters, { env });
    expect(zh.stdout).toContain('這筆提領申請已由先前同一請求的執行送出；這次沒有送出新的申請。');
  });

  it('prints the key after a network failure so the retry cannot withdraw twice (exit 4)', async () => {
    const adapters = moneyServer();
    adapters.http.failNetwork('POST /withdraw');
    const run = await runCli(['withdraw', 'apply', '--type', 'wire', '--amount', '100', '--yes'], adapters, {
      env,
    });
    expect(run.exitCode).toBe(EXIT.NETWORK);
    const key = adapters.http.lastRequest('POST /withdraw').headers['Idempotency-Key'] ?? '';
    expect(run.stderr).toContain(`Run the same command again with --idempotency-key ${key}`);
  });

  it('lets a retry with a known key reach the server even when the first attempt already froze the balance', async () => {
    // 800 of 1000 went out on the lost first attempt; 200 are left. The retry must be replayed by the
    // server, not refused here for INSUFFICIENT_BALANCE.
    const adapters = moneyServer('200.00');
    const run = await runCli(
      ['withdraw', 'apply', '--type', 'wire', '--amount', '800', '--yes', '--idempotency-key', 'k-1'],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    const fresh = await runCli(
      ['withdraw', 'apply', '--type', 'wire', '--amount', '800', '--yes'],
      moneyServer('200.00'),
      { env },
    );
    expect(fresh.exitCode).toBe(EXIT.REFUSED);
    expect(fresh.stderr).toContain('(INSUFFICIENT_BALANCE)');
  });

  it('checks amount, limits and the address with core rules before applying', async () => {
    const adapters = moneyServer();
    const cases: [string[], number, string][] = [
      [['--type', 'wire', '--amount', '10.005'], EXIT.USAGE, 'AMOUNT_INVALID'],
      [['--type', 'wire', '--amount', '20'], EXIT.USAGE, 'WITHDRAW_AMOUNT_TOO_LOW'],
      [['--type', 'wire', '--amount', '5000'], EXIT.REFUSED, 'INSUFFICIENT_BALANCE'],
      [['--type', 'crypto', '--amount', '100', '--network', 'ERC20'], EXIT.USAGE, 'INVALID_PARAMETERS'],
      [['--type', 'wire', '--amount', '100', '--currency', 'EUR'], EXIT.REFUSED, 'UNSUPPORTED_CURRENCY'],
      [['--type', 'wire', '--amount', '100', '--account', 'bank-9'], EXIT.REFUSED, 'BANK_ACCOUNT_NOT_FOUND'],
      [
        ['--type', 'wire', '--amount', '100', '--idempotency-key', 'has space'],
        EXIT.USAGE,
        'INVALID_PARAMETERS',
      ],
    ];
    for (const [args, exitCode, code] of cases) {
      const run = await runCli(['withdraw', 'apply', ...args, '--yes'], adapters, { env });
      expect(run.exitCode, args.join(' ')).toBe(exitCode);
      expect(run.stderr, args.join(' ')).toContain(`(${code})`);
    }
    expect(adapters.http.requestsTo('POST /withdraw')).toEqual([]);
  });
});

describe('withdraw apply refusals say the figures', () => {
  it.each(LANGUAGES)('%s: the bound messages name the limits, never a raw placeholder', async (language) => {
    const adapters = moneyServer('90000.00');
    const low = await runCli(
      ['--lang', language, 'withdraw', 'apply', '--type', 'wire', '--amount', '20', '--yes'],
      adapters,
      { env },
    );
    const high = await runCli(
      ['--lang', language, 'withdraw', 'apply', '--type', 'wire', '--amount', '60000', '--yes'],
      adapters,
      { env },
    );
    expect(low.stderr).toContain('WITHDRAW_AMOUNT_TOO_LOW');
    expect(low.stderr).toContain('50.00');
    expect(high.stderr).toContain('WITHDRAW_AMOUNT_TOO_HIGH');
    expect(high.stderr).toContain('50000.00');
    expect(`${low.stderr}${high.stderr}`).not.toContain('{{');
  });

  it('says what is withdrawable when the balance is short', async () => {
    const run = await runCli(
      ['withdraw', 'apply', '--type', 'wire', '--amount', '5000', '--yes'],
      moneyServer('3171.71'),
      {
        env,
      },
    );
    expect(run.exitCode).toBe(EXIT.REFUSED);
    expect(run.stderr).toContain('(INSUFFICIENT_BALANCE)');
    expect(run.stderr).toContain('You can withdraw up to 3171.71 USD now.');
  });
});

describe('withdraw apply on a terminal', () => {
  it('shows fee and estimate, and applies only after yes', async () => {
    const adapters = moneyServer();
    const prompter = new ScriptedPrompter([true]);
    const run = await runCli(['withdraw', 'apply', '--type', 'wire', '--amount', '100'], adapters, {
      env,
      interactive: true,
      prompter,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toEqual([
      'Withdraw 100.00 USD? The fee is 25.00 USD and you will receive about 75.00 USD.',
    ]);
    expect(run.stderr).toContain('To: Deutsche Bank 0532013000');
    expect(adapters.http.requestsTo('POST /withdraw')).toHaveLength(1);
  });

  it('changes nothing when the answer is no (exit 130)', async () => {
    const adapters = moneyServer();
    const run = await runCli(['withdraw', 'apply', '--type', 'wire', '--amount', '100'], adapters, {
      env,
      interactive: true,
      prompter: new ScriptedPrompter([false]),
    });
    expect(run.exitCode).toBe(EXIT.INTERRUPTED);
    expect(run.stderr).toContain('Nothing was changed.');
    expect(adapters.http.requestsTo('POST /withdraw')).toEqual([]);
  });

  it('asks which account when there are several, and refuses to guess in a script', async () => {
    const adapters = moneyServer();
    adapters.http.respond('GET /user/bank_account', [bank, { ...bank, id: 'bank-2', bankName: 'Mizuho' }]);
    const prompter = new ScriptedPrompter(['bank-2', true]);
    const run = await runCli(['withdraw', 'apply', '--type', 'wire', '--amount', '100'], adapters, {
      env,
      interactive: true,
      prompter,
    });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /withdraw').json).toMatchObject({ bankAccountId: 'bank-2' });
    const script = await runCli(
      ['withdraw', 'apply', '--type', 'wire', '--amount', '100', '--yes'],
      adapters,
      { env },
    );
    expect(script.exitCode).toBe(EXIT.USAGE);
    expect(script.stderr).toContain('Choose one with --account');
  });
});

describe('withdraw cancel, list and config', () => {
  it('cancels with --yes after warning that it cannot be undone', async () => {
    const adapters = fakes();
    adapters.http.respond('POST /withdraw/{id}/cancel', defaultWithdrawal({ id: 'w-1', status: 'CANCELED' }));
    const run = await runCli(['withdraw', 'cancel', 'w-1', '--yes'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stderr).toContain('Cancelling cannot be undone.');
    expect(run.stdout).toContain('Withdrawal cancelled.');
  });

  it('asks on a terminal, and refuses without --yes in a script', async () => {
    const adapters = fakes();
    adapters.http.respond('POST /withdraw/{id}/cancel', defaultWithdrawal({ id: 'w-1', status: 'CANCELED' }));
    const asked = await runCli(['withdraw', 'cancel', 'w-1'], adapters, {
      env,
      interactive: true,
      prompter: new ScriptedPrompter([true]),
    });
    expect(asked.asked).toEqual(['Cancel withdrawal w-1? Cancelling cannot be undone.']);
    const script = await runCli(['withdraw', 'cancel', 'w-1'], adapters, { env });
    expect(script.exitCode).toBe(EXIT.USAGE);
    expect(adapters.http.requestsTo('POST /withdraw/{id}/cancel')).toHaveLength(1);
  });

  it('lists the history with its filters', async () => {
    const adapters = fakes();
    const page = {
      list: [defaultWithdrawal({ id: 'w-1', amount: '250', fee: '25.00', estimatedReceiveAmount: '225.00' })],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    adapters.http.respond('GET /withdraw', page);
    const run = await runCli(
      ['withdraw', 'list', '--status', 'UNDER_REVIEW', '--from', '2024-01-01'],
      adapters,
      { env },
    );
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(
      /│ w-1 +│ 1970-01-01 00:00 UTC │ Wire transfer │ Under review │ +250\.00 │ 25\.00 │/,
    );
    expect(adapters.http.lastRequest('GET /withdraw').query).toEqual({
      status: 'UNDER_REVIEW',
      from: '2024-01-01',
    });
  });

  it('shows limits, fees and currencies', async () => {
    const adapters = fakes();
    adapters.http.respond('GET /withdraw/config', config);
    const run = await runCli(['withdraw', 'config'], adapters, { env });
    expect(run.stdout).toContain('From 50.00 to 50000.00 USD per request');
    expect(run.stdout).toMatch(/│ USDT +│ Cryptocurrency +│ TRC20, ERC20 +│ +1 │ +6 │/);
  });
});
