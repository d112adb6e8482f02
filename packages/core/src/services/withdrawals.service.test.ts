import { FakeHttp, FakeRandom } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { defaultWithdrawal, type WithdrawalConfig } from '../domain/withdrawal/withdrawal.js';
import { fail, ok } from '../shared/result.js';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency-key.js';
import { fakeApi } from './services.test-helpers.js';
import {
  WithdrawalsService,
  withdrawalContextForRetry,
  type WithdrawalContext,
} from './withdrawals.service.js';

const CONFIG: WithdrawalConfig = {
  min: '50',
  max: '10000',
  fee: { WIRE: '25', CRYPTO: '5' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'USDT', currencyType: 'CRYPTO', networks: ['TRC20', 'ERC20'], rate: '1', decimals: 6 },
  ],
  processingDays: { min: 7, max: 10 },
};
const CONTEXT: WithdrawalContext = { config: CONFIG, withdrawableBalance: '500.00', kycStatus: 'APPROVED' };
const WIRE = { type: 'WIRE' as const, amount: '100.5', currency: 'usd', bankAccountId: 'b1' };

const setup = () => {
  const { http, api } = fakeApi(new FakeHttp());
  http.respond('POST /withdraw', defaultWithdrawal({ id: 'w1', amount: '100.50' }));
  return { http, withdrawals: new WithdrawalsService({ api, random: new FakeRandom(3) }) };
};

describe('WithdrawalsService.apply', () => {
  it('sends the checked amount at cents, the configured currency and the caller’s idempotency key', async () => {
    const { http, withdrawals } = setup();
    const key = withdrawals.newIdempotencyKey();
    expect(await withdrawals.apply(WIRE, key, CONTEXT)).toMatchObject({ error: false, value: { id: 'w1' } });
    const request = http.lastRequest('POST /withdraw');
    expect(request.headers['Idempotency-Key']).toBe(key);
    expect(request.json).toEqual({ type: 'WIRE', amount: '100.50', currency: 'USD', bankAccountId: 'b1' });
  });

  it('sends a retry with the same key unchanged', async () => {
    const { http, withdrawals } = setup();
    const key = withdrawals.newIdempotencyKey();
    await withdrawals.apply(WIRE, key, CONTEXT);
    await withdrawals.apply(WIRE, key, CONTEXT);
    const [first, second] = http.requestsTo('POST /withdraw');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('tells a replay from a new withdrawal: the server answers a repeated key with the stored one', async () => {
    const { http, withdrawals } = setup();
    expect(await withdrawals.applyOrReplay(WIRE, 'k1', CONTEXT)).toMatchObject({
      error: false,
      value: { withdrawal: { id: 'w1' }, replayed: false },
    });
    http.on('POST /withdraw', () => ({
      status: 200,
      json: { withdrawal: defaultWithdrawal({ id: 'w1' }) },
      headers: { 'idempotent-replayed': 'true' },
    }));
    expect(await withdrawals.applyOrReplay(WIRE, 'k1', CONTEXT)).toMatchObject({
      error: false,
      value: { withdrawal: { id: 'w1' }, replayed: true },
    });
    // apply() keeps answering with the withdrawal alone.
    expect(await withdrawals.apply(WIRE, 'k1', CONTEXT)).toMatchObject({ error: false, value: { id: 'w1' } });
    expect(await withdrawals.applyOrReplay(WIRE, ' ', CONTEXT)).toEqual(fail('INVALID_PARAMETERS'));
  });

  it('lets a retry through after a lost answer: the first attempt already froze the amount', async () => {
    const { http, withdrawals } = setup();
    // 400 was applied, its answer lost; the balance now shows 100 and a plain check would refuse.
    const after = { ...CONTEXT, withdrawableBalance: '100.00' };
    const retry = { ...WIRE, amount: '400' };
    expect(await withdrawals.apply(retry, 'k1', after)).toEqual(fail('INSUFFICIENT_BALANCE'));
    expect(http.requestsTo('POST /withdraw')).toHaveLength(0);
    const resumed = withdrawalContextForRetry(after, '400');
    expect(resumed).toEqual({ ...after, withdrawableBalance: '400.00' });
    expect((await withdrawals.apply(retry, 'k1', resumed)).error).toBe(false);
    expect(http.lastRequest('POST /withdraw').headers['Idempotency-Key']).toBe('k1');
    // Limits and KYC still hold; a balance above the amount is kept as it is.
    expect(
      await withdrawals.apply({ ...WIRE, amount: '49' }, 'k2', withdrawalContextForRetry(after, '49')),
    ).toEqual(fail('WITHDRAW_AMOUNT_TOO_LOW'));
    expect(withdrawalContextForRetry(CONTEXT, '20').withdrawableBalance).toBe('500.00');
  });

  it('refuses before calling: KYC, limits, balance, currency, network', async () => {
    const { http, withdrawals } = setup();
    const key = 'k';
    expect(await withdrawals.apply(WIRE, key, { ...CONTEXT, kycStatus: 'UNDER_REVIEW' })).toEqual(
      fail('KYC_NOT_PASSED'),
    );
    expect(await withdrawals.apply({ ...WIRE, amount: '49.99' }, key, CONTEXT)).toEqual(
      fail('WITHDRAW_AMOUNT_TOO_LOW'),
    );
    expect(await withdrawals.apply({ ...WIRE, amount: '10000.01' }, key, CONTEXT)).toEqual(
      fail('WITHDRAW_AMOUNT_TOO_HIGH'),
    );
    expect(await withdrawals.apply({ ...WIRE, amount: '500.01' }, key, CONTEXT)).toEqual(
      fail('INSUFFICIENT_BALANCE'),
    );
    expect(await withdrawals.apply({ ...WIRE, currency: 'USDT' }, key, CONTEXT)).toEqual(
      fail('UNSUPPORTED_CURRENCY'),
    );
    const crypto = {
      type: 'CRYPTO' as const,
      amount: '100',
      currency: 'USDT',
      network: 'BEP20',
      cryptoAddressId: 'c1',
    };
    expect(await withdrawals.apply(crypto, key, CONTEXT)).toEqual(fail('UNSUPPORTED_NETWORK'));
    expect(await withdrawals.apply(WIRE, ' ', CONTEXT)).toEqual(fail('INVALID_PARAMETERS'));
    expect(http.requests).toHaveLength(0);
  });

  it('quotes the payout: (amount - fee) x rate', () => {
    const { withdrawals } = setup();
    // (100.50 - 25) x 1 = 75.50
    expect(withdrawals.quote(WIRE, CONFIG)).toMatchObject({
      error: false,
      value: { fee: '25.00', estimatedReceiveAmount: '75.50' },
    });
  });
});

describe('WithdrawalsService: config, context, list, cancel', () => {
  it('gathers config, the withdraw wallet balance and the KYC state', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    http
      .respond('GET /withdraw/config', CONFIG)
      .respond('GET /asset/wallet', {
        balance: '320.00',
        tokenBalance: '0',
        frozenAmount: '0',
        withdrawableBalance: '0',
      })
      .respond('GET /user/kyc/status', {
        status: 'APPROVED',
        comment: '',
        submittedAt: null,
        reviewedAt: null,
      });
    const withdrawals = new WithdrawalsService({ api, random: new FakeRandom() });
    expect(await withdrawals.context()).toEqual(
      ok({ config: CONFIG, withdrawableBalance: '320.00', kycStatus: 'APPROVED' }),
    );
    expect(http.lastRequest('GET /asset/wallet').query).toEqual({ payment: 'withdraw' });

    http.respondError('GET /user/kyc/status', 'NOT_SIGNED_IN');
    expect(await withdrawals.context()).toEqual(fail('NOT_SIGNED_IN'));
  });

  it('lists with filters and cancels by id', async () => {
    const { http, api } = fakeApi(new FakeHttp());
    const page = { list: [defaultWithdrawal({ id: 'w1' })], total: 1, page: 1, pageSize: 20 };
    http
      .respond('GET /withdraw', page)
      .respond('POST /withdraw/{id}/cancel', defaultWithdrawal({ id: 'w1', status: 'CANCELED' }));
    const withdrawals = new WithdrawalsService({ api, random: new FakeRandom() });
    expect(await withdrawals.list({ status: 'UNDER_REVIEW', page: 1 })).toEqual(ok(page));
    expect(http.lastRequest().query).toEqual({ status: 'UNDER_REVIEW', page: '1' });
    expect(await withdrawals.cancel('w1')).toMatchObject({ value: { status: 'CANCELED' } });
    expect(http.lastRequest().params).toEqual({ id: 'w1' });
  });

  it('makes keys from the injected random source: reproducible, well-formed, distinct', () => {
    const { api } = fakeApi(new FakeHttp());
    const a = new WithdrawalsService({ api, random: new FakeRandom(9) });
    const b = new WithdrawalsService({ api, random: new FakeRandom(9) });
    const first = a.newIdempotencyKey();
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(b.newIdempotencyKey()).toBe(first);
    expect(a.newIdempotencyKey()).not.toBe(first);
  });
});
