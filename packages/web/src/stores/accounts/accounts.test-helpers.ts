import {
  AccountsService,
  ApiClient,
  type BankAccount,
  type CryptoAddress,
  type WithdrawalConfig,
} from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';

export const DEMO_BANK: BankAccount = {
  id: 'b1',
  bankName: 'Deutsche Bank',
  bankAddress: 'Taunusanlage 12, Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'DEUTDEFF',
  iban: 'DE89370400440532013000',
  beneficiaryName: 'Demo Provider',
};

export const DEMO_CRYPTO: CryptoAddress = {
  id: 'c1',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

export const WITHDRAW_CONFIG: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    {
      currency: 'USDT',
      currencyType: 'CRYPTO',
      networks: ['TRC20', 'ERC20', 'BEP20'],
      rate: '1',
      decimals: 6,
    },
    { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
  ],
  processingDays: { min: 7, max: 10 },
};

/** A test app whose API answers the demo member's accounts; tests change the answers they need. */
export const accountsTestApp = () => {
  const http = new FakeHttp();
  const clock = new FakeClock();
  const app = createTestApp({
    http,
    clock,
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  http
    .respond('GET /user/bank_account', [DEMO_BANK])
    .respond('GET /user/crypto_address', [DEMO_CRYPTO])
    .respond('GET /withdraw/config', WITHDRAW_CONFIG);
  const api = app.container.get(ApiClient);
  const ui = app.container.get(UiStore);
  return { http, clock, api, ui, accounts: new AccountsService({ api }) };
};
