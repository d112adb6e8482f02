import {
  AccountsService,
  ApiClient,
  defaultWithdrawal,
  EMPTY_WALLET,
  WithdrawalsService,
  type BankAccount,
  type CryptoAddress,
  type ErrorCode,
  type KycStatus,
  type Wallet,
  type Withdrawal,
  type WithdrawalConfig,
} from '@signal-portal/core';
import { FAKE_API_BASE_URL, FakeHttp, FakeRandom } from '@signal-portal/fixtures';
import { makeAutoObservable } from 'mobx';
import type { TextKey, ToastType } from '../ui.store.js';

/** The platform's settings as the server publishes them (packages/server's WITHDRAWAL_CONFIG). */
export const CONFIG: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.5', decimals: 0 },
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

export const BANK: BankAccount = {
  id: 'b1',
  bankName: 'Deutsche Bank',
  bankAddress: 'Frankfurt',
  accountNumber: '0532013000',
  swiftCode: 'DEUTDEFF',
  iban: 'DE89370400440532013000',
  beneficiaryName: 'Demo Provider',
};

export const USDT_TRC20: CryptoAddress = {
  id: 'a1',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
};

export const aWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal =>
  defaultWithdrawal({
    id: 'w1',
    userId: 'u1',
    username: 'demotrader',
    amount: '100.00',
    fee: '25.00',
    currency: 'USD',
    estimatedReceiveAmount: '75.00',
    appliedAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  });

/** What the stores ask of the UiStore, recorded. */
export class FakeUi {
  readonly toasts: { type: ToastType; message: TextKey }[] = [];
  readonly errors: ErrorCode[] = [];
  loading = 0;
  track<T>(work: Promise<T>): Promise<T> {
    this.loading += 1;
    return work.finally(() => (this.loading -= 1));
  }
  showToast(type: ToastType, message: TextKey): void {
    this.toasts.push({ type, message });
  }
  showError(code: unknown): Promise<void> {
    this.errors.push(code as ErrorCode);
    return Promise.resolve();
  }
  prepareErrorTexts(): Promise<void> {
    return Promise.resolve();
  }
}

/** The WalletStore's part the page uses: an observable wallet and its reload. */
export class FakeWallet {
  wallet: Wallet = EMPTY_WALLET;
  refreshes = 0;
  constructor(private readonly next: () => string) {
    makeAutoObservable<FakeWallet, 'next'>(this, { next: false });
  }
  refresh(): Promise<void> {
    this.refreshes += 1;
    this.wallet = { ...this.wallet, balance: this.next() };
    return Promise.resolve();
  }
}

export interface Setup {
  readonly kyc?: KycStatus;
  readonly balance?: string;
  readonly banks?: readonly BankAccount[];
  readonly addresses?: readonly CryptoAddress[];
  readonly history?: readonly Withdrawal[];
}

/** A FakeHttp answering the withdrawal screen's loads, and the services over it. */
export const fakeServices = (setup: Setup = {}) => {
  const http = new FakeHttp();
  http
    .respond('GET /withdraw/config', CONFIG)
    .respond('GET /asset/wallet', { ...EMPTY_WALLET, balance: setup.balance ?? '1000.00' })
    .respond('GET /user/kyc/status', {
      status: setup.kyc ?? 'APPROVED',
      comment: '',
      submittedAt: null,
      reviewedAt: null,
    })
    .respond('GET /user/bank_account', setup.banks ?? [BANK])
    .respond('GET /user/crypto_address', setup.addresses ?? [USDT_TRC20])
    .respond('GET /withdraw', {
      list: setup.history ?? [],
      total: setup.history?.length ?? 0,
      page: 1,
      pageSize: 10,
    });
  const api = new ApiClient({ http, baseUrl: FAKE_API_BASE_URL, siteToken: 'site-token' });
  return {
    http,
    withdrawals: new WithdrawalsService({ api, random: new FakeRandom(5) }),
    accounts: new AccountsService({ api }),
  };
};
