import { FakeClock, FakeHttp, FakeRandom, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { ROUTE_KEYS } from '../api/routes.js';
import { defaultWithdrawal } from '../domain/withdrawal/withdrawal.js';
import { AccountsService } from './accounts.service.js';
import { KycService } from './kyc.service.js';
import { LanguageService } from './language.service.js';
import { liveFeedTokenSource } from './live-feed-token.js';
import { OrdersService } from './orders.service.js';
import { ReferralService } from './referral.service.js';
import { ReportsService } from './reports.service.js';
import { SAMPLE_USER, fakeApi, PNG_BYTES } from './services.test-helpers.js';
import { SessionService } from './session.service.js';
import { SignalConnectionService } from './signal-connection.service.js';
import { SignalsService } from './signals.service.js';
import { SymbolsService } from './symbols.service.js';
import { WalletService } from './wallet.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

describe('route coverage', () => {
  it('reaches every route of API_ROUTES through the services', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    // Answers that let the session become MEMBER and the language be sent.
    http
      .respond('GET /user', SAMPLE_USER)
      .respond('DELETE /auth/logout', true)
      .respond('PATCH /auth/verify', SAMPLE_USER);
    const language = new LanguageService({ store: new MemoryKeyValueStore(), api });
    const session = new SessionService({ api, language });
    const signals = new SignalsService({ api });
    const connection = new SignalConnectionService({ api });
    const symbols = new SymbolsService({ api });
    const orders = new OrdersService({ api });
    const reports = new ReportsService({ api });
    const wallet = new WalletService({ api });
    const withdrawals = new WithdrawalsService({ api, random: new FakeRandom() });
    const accounts = new AccountsService({ api });
    const kyc = new KycService({ api, clock: new FakeClock() });
    const referral = new ReferralService({ api });
    const email = { method: 'email' as const, email: 'a@example.com' };
    const phone = { method: 'phone' as const, countryCode: 'TW', phone: '0912345678' };
    const signUp = { username: 'trader01', over18: true, acceptTerms: true };
    const pair = { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' };
    const bank = {
      bankName: 'West Bank',
      bankAddress: 'London',
      accountNumber: '98765432',
      swiftCode: 'DEUTDEFF',
      iban: 'GB82WEST12345698765432',
      beneficiaryName: 'Mei Lin',
    };
    const crypto = {
      currency: 'USDT',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    const config = {
      min: '1',
      max: '100',
      fee: { WIRE: '0', CRYPTO: '0' },
      currencies: [{ currency: 'USD', currencyType: 'FIAT' as const, networks: [], rate: '1', decimals: 2 }],
      processingDays: { min: 7, max: 10 },
    };

    await session.loadSiteInfo();
    await session.start(); // GET /user, wallet, symbols, wallet config
    await session.sendLoginCode(email);
    await session.sendLoginCode(phone);
    await session.register({ ...email, ...signUp });
    await session.register({ ...phone, ...signUp });
    await session.verifyCode(email, '123456');
    await session.usernameExists('trader01');
    await session.emailExists('a@example.com');
    await session.phoneExists('TW', '0912345678');
    await session.ipCountry();
    await session.bindEmail('a@example.com');
    await session.verifyBoundEmail('a@example.com', '123456');
    await session.updateProfile({ username: 'trader02' });
    await session.changeLanguage('ja-JP');
    await liveFeedTokenSource(api)();
    await session.logout();

    await signals.list();
    await signals.create({ name: 'Alpha', describe: '', platform: 'MT4', connMethod: 'EA' });
    await signals.get('s1');
    await signals.update('s1', { describe: 'x' });
    await signals.remove('s1');
    await signals.enable('s1');
    await signals.disable('s1');
    await signals.archive('s1');
    await signals.submit('s1');
    await signals.uploadHeadshot('s1', { filename: 'a.png', data: PNG_BYTES });
    await signals.performance('s1');
    await signals.followers('s1');
    await signals.robots('s1');
    await signals.history('s1');
    await connection.connect('s1', { method: 'EA' });
    await connection.disconnect('s1');
    await connection.reconnect('s1');
    await connection.searchServers('MT4', 'demo');
    await symbols.platformSymbols();
    await symbols.matching('s1');
    await symbols.savePairs('s1', [pair]);
    await symbols.sync('s1');
    await orders.place('s1', { tradingType: 'BUY', symbol: '2330', volume: '1000' });
    await orders.history('s1');
    await reports.settlements();
    await reports.unsettled();
    await reports.outcomes();
    await reports.orders();
    await wallet.wallet();
    await wallet.summary();
    await wallet.realRecords();
    await wallet.tokenRecords();
    await withdrawals.config();
    await withdrawals.apply(
      { type: 'WIRE', amount: '10', currency: 'USD', bankAccountId: 'b1' },
      withdrawals.newIdempotencyKey(),
      { config, withdrawableBalance: '50', kycStatus: 'APPROVED' },
    );
    await withdrawals.list();
    await withdrawals.get('w1');
    await withdrawals.cancel(defaultWithdrawal({ id: 'w1' }).id);
    await accounts.bankAccounts();
    await accounts.addBankAccount(bank);
    await accounts.updateBankAccount('b1', bank);
    await accounts.removeBankAccount('b1');
    await accounts.cryptoAddresses();
    await accounts.addCryptoAddress(crypto);
    await accounts.updateCryptoAddress('c1', crypto);
    await accounts.removeCryptoAddress('c1');
    await kyc.status();
    await kyc.apply(
      {
        firstName: 'Mei',
        lastName: 'Lin',
        birthDate: '1990-01-01',
        nationality: 'TW',
        documentType: 'PASSPORT',
        documentNumber: 'A1234567',
      },
      { documentFront: { filename: 'f.png', data: PNG_BYTES } },
    );
    await referral.referral();

    const called = http.calledRoutes();
    expect(ROUTE_KEYS.filter((key) => !called.has(key))).toEqual([]);
    expect(http.requests.every((request) => request.route !== undefined)).toBe(true);
  });
});
