import { describe, expect, it } from 'vitest';
import { FAKE_ENV, fakeAdapters, runCli } from '../../cli.test-helpers.js';
import { EXIT } from '../../runner/exit-codes.js';

const fakes = fakeAdapters;
const env = FAKE_ENV;

describe('accounts list', () => {
  it('lists bank accounts and crypto addresses with the ids withdraw apply takes', async () => {
    const adapters = fakes();
    const bankAccounts = [
      {
        id: 'bank-1',
        bankName: 'Deutsche Bank',
        bankAddress: 'Frankfurt',
        accountNumber: '0532013000',
        swiftCode: 'DEUTDEFF',
        iban: 'DE89370400440532013000',
        beneficiaryName: 'Demo Provider',
      },
    ];
    adapters.http.respond('GET /user/bank_account', bankAccounts).respond('GET /user/crypto_address', []);
    const run = await runCli(['accounts', 'list'], adapters, { env });
    expect(run.exitCode).toBe(EXIT.OK);
    expect(run.stdout).toMatch(/│ bank-1 │ Deutsche Bank │ 0532013000 +│ DEUTDEFF +│/);
    expect(run.stdout).toContain('No withdrawal account yet.');
    const json = await runCli(['accounts', 'list', '--json'], adapters, { env });
    expect(JSON.parse(json.stdout)).toEqual({ error: false, value: { bankAccounts, cryptoAddresses: [] } });
  });
});
