import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli, ScriptedPrompter } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const env = FAKE_ENV;
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
const config = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT' as const, networks: [], rate: '1', decimals: 2 },
    { currency: 'USDT', currencyType: 'CRYPTO' as const, networks: ['TRC20'], rate: '1', decimals: 6 },
  ],
  processingDays: { min: 7, max: 10 },
};

const server = () => {
  const adapters = fakeAdapters();
  adapters.http
    .respond('GET /user/bank_account', [bank])
    .respond('GET /user/crypto_address', [address])
    .respond('GET /withdraw/config', config)
    .on('POST /user/bank_account', (r) => ({
      status: 200,
      json: { bankAccount: { id: 'bank-2', ...(r.json as object) } },
    }))
    .on('PUT /user/bank_account/{id}', (r) => ({
      status: 200,
      json: { bankAccount: { id: r.params['id'], ...(r.json as object) } },
    }))
    .on('POST /user/crypto_address', (r) => ({
      status: 200,
      json: { cryptoAddress: { id: 'addr-2', ...(r.json as object) } },
    }))
    .respond('DELETE /user/bank_account/{id}', true)
    .respond('DELETE /user/crypto_address/{id}', true);
  return adapters;
};

const BANK_FLAGS = [
  '--bank-name',
  'Deutsche  Bank',
  '--bank-address',
  'Frankfurt',
  '--account-number',
  '0532-013000',
  '--swift',
  'deutdeff',
  '--iban',
  'de89 3704 0044 0532 0130 00',
  '--beneficiary',
  'Jane Doe',
];

describe('accounts add', () => {
  it('adds a bank account normalised as the web does (SWIFT and IBAN upper case, no spaces)', async () => {
    const adapters = server();
    const run = await runCli(['--json', 'accounts', 'add', 'bank', ...BANK_FLAGS], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /user/bank_account').json).toEqual({
      bankName: 'Deutsche Bank',
      bankAddress: 'Frankfurt',
      accountNumber: '0532013000',
      swiftCode: 'DEUTDEFF',
      iban: 'DE89370400440532013000',
      beneficiaryName: 'Jane Doe',
    });
    expect(JSON.parse(run.stdout)).toMatchObject({ error: false, value: { id: 'bank-2' } });
    const text = await runCli(['accounts', 'add', 'bank', ...BANK_FLAGS], server(), { env });
    expect(text.stdout).toContain('The bank account was added.');
  });

  it('refuses a bad IBAN or SWIFT, or a missing field without a terminal, before any call (exit 2)', async () => {
    const badIban = BANK_FLAGS.map((value) => (value.startsWith('de89') ? 'DE00370400440532013000' : value));
    const badSwift = BANK_FLAGS.map((value) => (value === 'deutdeff' ? 'DEUT' : value));
    for (const [args, code] of [
      [badIban, 'IBAN_INVALID'],
      [badSwift, 'SWIFT_INVALID'],
      [['--bank-name', 'X'], 'FIELD_REQUIRED'],
    ] as const) {
      const adapters = server();
      const run = await runCli(['--json', 'accounts', 'add', 'bank', ...args], adapters, { env });
      expect(run.exitCode).toBe(EXIT.USAGE);
      expect(JSON.parse(run.stdout)).toEqual({ error: true, value: code });
      expect(adapters.http.requests).toEqual([]);
    }
    const missing = await runCli(['accounts', 'add', 'bank', '--bank-name', 'X'], server(), { env });
    expect(missing.stderr).toContain('Give --bank-address, --account-number, --swift, --iban, --beneficiary');
  });

  it('checks a crypto address against its network and the currencies the platform pays', async () => {
    const bad = await runCli(
      [
        '--json',
        'accounts',
        'add',
        'crypto',
        '--currency',
        'usdt',
        '--network',
        'trc20',
        '--address',
        'T123',
      ],
      server(),
      { env },
    );
    expect(JSON.parse(bad.stdout)).toEqual({ error: true, value: 'CRYPTO_ADDRESS_INVALID' });
    const unpaid = await runCli(
      [
        '--json',
        'accounts',
        'add',
        'crypto',
        '--currency',
        'USDT',
        '--network',
        'ERC20',
        '--address',
        '0x' + 'a'.repeat(40),
      ],
      server(),
      { env },
    );
    expect(JSON.parse(unpaid.stdout)).toEqual({ error: true, value: 'UNSUPPORTED_NETWORK' });
    const adapters = server();
    const ok = await runCli(
      ['accounts', 'add', 'crypto', '--currency', 'usdt', '--network', 'trc20', '--address', address.address],
      adapters,
      { env },
    );
    expect(ok.exitCode).toBe(EXIT.OK);
    expect(adapters.http.lastRequest('POST /user/crypto_address').json).toEqual({
      currency: 'USDT',
      network: 'TRC20',
      address: address.address,
    });
  });

  it('asks for the missing fields on a terminal', async () => {
    const adapters = server();
    const prompter = new ScriptedPrompter(['USDT', 'TRC20', address.address]);
    const run = await runCli(['accounts', 'add', 'crypto'], adapters, { env, interactive: true, prompter });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.asked).toEqual(['Currency', 'Network', 'Address']);
  });
});

describe('accounts edit and remove', () => {
  it('changes only the fields given and keeps the others', async () => {
    const adapters = server();
    const run = await runCli(['accounts', 'edit', 'bank-1', '--beneficiary', 'Jane Doe'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    const { id: _id, ...kept } = bank;
    expect(adapters.http.lastRequest('PUT /user/bank_account/{id}').json).toEqual({
      ...kept,
      beneficiaryName: 'Jane Doe',
    });
    const wrong = await runCli(['accounts', 'edit', 'bank-1', '--network', 'ERC20'], server(), { env });
    expect(wrong.exitCode).toBe(EXIT.USAGE);
    expect(wrong.stderr).toContain('bank-1 is a bank account, so --network cannot be changed on it.');
    const none = await runCli(['accounts', 'edit', 'bank-1'], server(), { env });
    expect(none.exitCode).toBe(EXIT.USAGE);
    const unknown = await runCli(['--json', 'accounts', 'edit', 'nope', '--iban', 'x'], server(), { env });
    expect(unknown.exitCode).toBe(EXIT.REFUSED);
  });

  it('removes with --yes in a script, asks on a terminal, and refuses without either', async () => {
    const adapters = server();
    const refused = await runCli(['accounts', 'remove', 'addr-1'], adapters, { env });
    expect(refused.exitCode).toBe(EXIT.USAGE);
    expect(adapters.http.requests).toEqual([]);
    const removed = await runCli(['accounts', 'remove', 'addr-1', '--yes'], adapters, { env });
    expect(removed.exitCode).toBe(EXIT.OK);
    expect(removed.stdout).toContain('The crypto address addr-1 was removed.');
    expect(adapters.http.requestsTo('DELETE /user/crypto_address/{id}')).toHaveLength(1);
    const declined = await runCli(['accounts', 'remove', 'bank-1'], adapters, {
      env,
      interactive: true,
      prompter: new ScriptedPrompter([false]),
    });
    expect(declined.exitCode).toBe(EXIT.INTERRUPTED);
    expect(declined.asked[0]).toContain('Remove the bank account Deutsche Bank 0532013000?');
    expect(adapters.http.requestsTo('DELETE /user/bank_account/{id}')).toEqual([]);
  });
});

describe('accounts list --format', () => {
  it('writes bank accounts and crypto addresses as one CSV, each row with its kind', async () => {
    const run = await runCli(['accounts', 'list', '--format', 'csv'], server(), { env });
    expect(run.stdout).toBe(
      'kind,id,bankName,bankAddress,accountNumber,swiftCode,iban,beneficiaryName,currency,network,address\n' +
        'bank,bank-1,Deutsche Bank,Frankfurt,0532013000,DEUTDEFF,DE89370400440532013000,Demo Provider,,,\n' +
        `crypto,addr-1,,,,,,,USDT,TRC20,${address.address}\n`,
    );
  });
});
