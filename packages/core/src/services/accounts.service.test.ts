import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { BankAccount, CryptoAddress } from '../domain/accounts/accounts.js';
import type { WithdrawalConfig } from '../domain/withdrawal/withdrawal.js';
import { fail, ok } from '../shared/result.js';
import { AccountsService } from './accounts.service.js';
import { fakeApi } from './services.test-helpers.js';

const BANK: BankAccount = {
  id: 'b1',
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'DEUTDEFF',
  iban: 'DE89370400440532013000',
  beneficiaryName: 'Demo Provider',
};

const CRYPTO: CryptoAddress = {
  id: 'c1',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

const CONFIG: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20'], rate: '1', decimals: 6 },
  ],
  processingDays: { min: 7, max: 10 },
};

describe('AccountsService: one account for its edit form', () => {
  it('finds a bank account by id in the member’s list, or says it is not found', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /user/bank_account', [BANK]);
    const accounts = new AccountsService({ api });
    expect(await accounts.bankAccount('b1')).toEqual(ok(BANK));
    expect(await accounts.bankAccount('b2')).toEqual(fail('BANK_ACCOUNT_NOT_FOUND'));
  });

  it('finds a crypto address by id, or says it is not found', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /user/crypto_address', [CRYPTO]);
    const accounts = new AccountsService({ api });
    expect(await accounts.cryptoAddress('c1')).toEqual(ok(CRYPTO));
    expect(await accounts.cryptoAddress('nope')).toEqual(fail('CRYPTO_ADDRESS_NOT_FOUND'));
  });

  it('passes a failed list on as it is', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http
      .respondError('GET /user/bank_account', 'NOT_SIGNED_IN')
      .respondError('GET /user/crypto_address', 'SQL_ERROR');
    const accounts = new AccountsService({ api });
    expect(await accounts.bankAccount('b1')).toEqual(fail('NOT_SIGNED_IN'));
    expect(await accounts.cryptoAddress('c1')).toEqual(fail('SQL_ERROR'));
  });
});

describe('AccountsService: the currencies a crypto address may receive', () => {
  it('reads them from the withdrawal settings', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /withdraw/config', CONFIG);
    expect(await new AccountsService({ api }).withdrawalCurrencies()).toEqual(ok(CONFIG.currencies));
  });

  it('refuses an address the platform cannot pay to before any call', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const accounts = new AccountsService({ api });
    const result = await accounts.addCryptoAddress(
      { currency: 'USDT', network: 'ERC20', address: CRYPTO.address },
      CONFIG.currencies,
    );
    expect(result).toEqual(fail('UNSUPPORTED_NETWORK'));
    expect(http.requests).toHaveLength(0);
  });
});
