import { FakeClock, FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import type { KycApplication } from '../domain/kyc/kyc.js';
import {
  EMPTY_FOLLOW_ORDER_TOTALS,
  EMPTY_PROFIT_SHARE_TOTALS,
} from '../domain/profit-share/report-totals.js';
import { fail, ok } from '../shared/result.js';
import { AccountsService } from './accounts.service.js';
import { KycService } from './kyc.service.js';
import { ReferralService } from './referral.service.js';
import { ReportsService } from './reports.service.js';
import { fakeApi, PNG_BYTES } from './services.test-helpers.js';
import { WalletService } from './wallet.service.js';

const EMPTY_PAGE = { list: [], total: 0, page: 1, pageSize: 20 };
const EMPTY_SHARES = { ...EMPTY_PAGE, totals: EMPTY_PROFIT_SHARE_TOTALS };
const EMPTY_ORDERS = { ...EMPTY_PAGE, totals: EMPTY_FOLLOW_ORDER_TOTALS };

describe('ReportsService', () => {
  it('asks for JSON pages with the filters', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http
      .respond('GET /report/settlement', EMPTY_SHARES)
      .respond('GET /report/unsettled', EMPTY_SHARES)
      .respond('GET /report/order', EMPTY_ORDERS);
    const reports = new ReportsService({ api });
    expect(await reports.settlements({ signalId: 's1', from: '2024-01-01', to: '2024-02-01' })).toEqual(
      ok(EMPTY_SHARES),
    );
    expect(http.lastRequest().query).toEqual({
      signalId: 's1',
      from: '2024-01-01',
      to: '2024-02-01',
      format: 'json',
    });
    expect(await reports.unsettled({ status: 'RESETTLEMENT' })).toEqual(ok(EMPTY_SHARES));
    expect(await reports.orders({ symbol: 'EURUSD' })).toEqual(ok(EMPTY_ORDERS));
  });

  it('refuses a reversed date range before calling', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const reports = new ReportsService({ api });
    expect(await reports.settlements({ from: '2024-03-01', to: '2024-02-01' })).toEqual(
      fail('DATE_RANGE_INVALID'),
    );
    expect(await reports.download('order', { from: '2024-03-01', to: '2024-02-01' })).toEqual(
      fail('DATE_RANGE_INVALID'),
    );
    expect(http.requests).toHaveLength(0);
  });

  it('downloads each report as a CSV stream', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const csv = () => ({ status: 200, headers: { 'content-type': 'text/csv' }, chunks: ['a,b\n'] });
    http.on('GET /report/settlement', csv).on('GET /report/unsettled', csv).on('GET /report/order', csv);
    const reports = new ReportsService({ api });
    for (const kind of ['settlement', 'unsettled', 'order'] as const) {
      const download = await reports.download(kind, { signalId: 's1' });
      expect(download).toMatchObject({ error: false, value: { contentType: 'text/csv' } });
      expect(http.lastRequest().query).toEqual({ signalId: 's1', format: 'csv' });
    }
    expect([...http.calledRoutes()]).toEqual([
      'GET /report/settlement',
      'GET /report/unsettled',
      'GET /report/order',
    ]);
  });
});

describe('WalletService', () => {
  it('keeps the four figures of the server wallet: total, frozen, withdrawable and tokens', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /asset/wallet', {
      balance: '10.00',
      tokenBalance: '2',
      frozenAmount: '5',
      withdrawableBalance: '5',
    });
    expect(await new WalletService({ api }).wallet()).toEqual(
      ok({ balance: '10.00', tokenBalance: '2', frozenAmount: '5', withdrawableBalance: '5' }),
    );
  });

  it('reads summary, symbol config and both record lists with filters', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const summary = {
      net: '1',
      cash: '1',
      securities: '0',
      transactionCost: '0',
      totalFunds: '1',
      realFunds: '1',
    };
    // The record lists answer their totals too (RecordsPage).
    const EMPTY_RECORDS = {
      ...EMPTY_PAGE,
      totals: { count: 0, moneyIn: '0.00', moneyOut: '0.00', net: '0.00' },
    };
    http
      .respond('GET /asset/summary', summary)
      .respond('GET /asset/wallet/config', [])
      .respond('GET /asset/wallet/real/record', EMPTY_RECORDS)
      .respond('GET /asset/wallet/token/record', EMPTY_RECORDS);
    const wallet = new WalletService({ api });
    expect(await wallet.summary()).toEqual(ok(summary));
    expect(await wallet.symbolConfig()).toEqual(ok([]));
    expect(await wallet.realRecords({ type: 'PROFIT_SHARE', page: 2 })).toEqual(ok(EMPTY_RECORDS));
    expect(http.lastRequest().query).toEqual({ type: 'PROFIT_SHARE', page: '2' });
    expect(await wallet.tokenRecords({ type: 'REWARD_REGISTERED' })).toEqual(ok(EMPTY_RECORDS));
  });
});

describe('AccountsService', () => {
  const BANK = {
    bankName: 'West Bank',
    bankAddress: '1 High Street, London',
    accountNumber: '98765432',
    swiftCode: 'DEUTDEFF',
    iban: 'GB82 WEST 1234 5698 7654 32',
    beneficiaryName: 'Mei Lin',
  };

  it('adds and edits bank accounts with valid SWIFT and IBAN only', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.on('POST /user/bank_account', (r) => ({
      status: 200,
      json: { bankAccount: { id: 'b1', ...(r.json as object) } },
    }));
    http.on('PUT /user/bank_account/{id}', (r) => ({
      status: 200,
      json: { bankAccount: { id: r.params['id'], ...(r.json as object) } },
    }));
    const accounts = new AccountsService({ api });
    expect(await accounts.addBankAccount(BANK)).toMatchObject({
      error: false,
      value: { id: 'b1', iban: 'GB82WEST12345698765432' },
    });
    expect(await accounts.updateBankAccount('b1', { ...BANK, iban: 'GB00WEST12345698765432' })).toEqual(
      fail('IBAN_INVALID'),
    );
    expect(await accounts.updateBankAccount('b1', { ...BANK, swiftCode: 'NOTASWIFT' })).toEqual(
      fail('SWIFT_INVALID'),
    );
    expect(await accounts.updateBankAccount('b1', BANK)).toMatchObject({ error: false, value: { id: 'b1' } });
    expect(http.requests).toHaveLength(2);
  });

  it('adds crypto addresses checked against their network', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.on('POST /user/crypto_address', (r) => ({
      status: 200,
      json: { cryptoAddress: { id: 'c1', ...(r.json as object) } },
    }));
    const accounts = new AccountsService({ api });
    const address = {
      currency: 'usdt',
      network: 'erc20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    expect(await accounts.addCryptoAddress(address)).toEqual(
      ok({ id: 'c1', currency: 'USDT', network: 'ERC20', address: address.address }),
    );
    expect(await accounts.addCryptoAddress({ ...address, address: '0x123' })).toEqual(
      fail('CRYPTO_ADDRESS_INVALID'),
    );
  });

  it('lists and removes both kinds', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http
      .respond('GET /user/bank_account', [])
      .respond('GET /user/crypto_address', [])
      .respond('DELETE /user/bank_account/{id}', true)
      .respond('DELETE /user/crypto_address/{id}', true)
      .respond('PUT /user/crypto_address/{id}', {
        id: 'c1',
        currency: 'USDT',
        network: 'ERC20',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      });
    const accounts = new AccountsService({ api });
    expect(await accounts.bankAccounts()).toEqual(ok([]));
    expect(await accounts.cryptoAddresses()).toEqual(ok([]));
    expect(await accounts.removeBankAccount('b1')).toEqual(ok(true));
    expect(await accounts.removeCryptoAddress('c1')).toEqual(ok(true));
    expect(
      await accounts.updateCryptoAddress('c1', {
        currency: 'USDT',
        network: 'ERC20',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      }),
    ).toMatchObject({ error: false });
    expect(http.lastRequest().params).toEqual({ id: 'c1' });
  });
});

describe('KycService', () => {
  const APPLICATION: KycApplication = {
    firstName: 'Mei',
    lastName: 'Lin',
    birthDate: '1990-05-01',
    nationality: 'tw',
    documentType: 'PASSPORT',
    documentNumber: 'a123 4567',
  };
  const STATE = {
    status: 'UNDER_REVIEW' as const,
    comment: '',
    submittedAt: '2024-01-01T00:00:00.000Z',
    reviewedAt: null,
  };

  it('sends the checked fields and the document images as multipart', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('POST /user/kyc', STATE);
    const kyc = new KycService({ api, clock: new FakeClock() });
    expect(
      await kyc.apply(APPLICATION, { documentFront: { filename: 'front.png', data: PNG_BYTES } }),
    ).toEqual(ok(STATE));
    expect(http.lastRequest().body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'field', name: 'firstName', value: 'Mei' },
        { kind: 'field', name: 'lastName', value: 'Lin' },
        { kind: 'field', name: 'birthDate', value: '1990-05-01' },
        { kind: 'field', name: 'nationality', value: 'TW' },
        { kind: 'field', name: 'documentType', value: 'PASSPORT' },
        { kind: 'field', name: 'documentNumber', value: 'A1234567' },
        {
          kind: 'file',
          name: 'documentFront',
          filename: 'front.png',
          contentType: 'image/png',
          data: PNG_BYTES,
        },
      ],
    });
  });

  it('refuses the under-aged (by the clock’s day) and non-image documents before calling', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const kyc = new KycService({ api, clock: new FakeClock(Date.UTC(2024, 0, 1)) });
    // Born 2006-01-02: 17 on 2024-01-01.
    expect(
      await kyc.apply(
        { ...APPLICATION, birthDate: '2006-01-02' },
        { documentFront: { filename: 'f.png', data: PNG_BYTES } },
      ),
    ).toEqual(fail('AGE_NOT_CONFIRMED'));
    expect(
      await kyc.apply(APPLICATION, {
        documentFront: { filename: 'f.pdf', data: new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
      }),
    ).toEqual(fail('FILE_FORMAT'));
    expect(http.requests).toHaveLength(0);
  });

  it('reads the status', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http.respond('GET /user/kyc/status', STATE);
    expect(await new KycService({ api, clock: new FakeClock() }).status()).toEqual(ok(STATE));
  });
});

describe('ReferralService', () => {
  it('reads the referral data', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const referral = {
      code: 'ABC',
      link: 'https://x/r/ABC',
      successCount: 1,
      totalReward: '5',
      users: [],
      rewards: [],
    };
    http.respond('GET /user/referral', referral);
    expect(await new ReferralService({ api }).referral()).toEqual(ok(referral));
  });
});
