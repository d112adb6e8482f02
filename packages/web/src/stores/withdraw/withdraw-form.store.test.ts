import { type Withdrawal } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { WithdrawFormStore } from './withdraw-form.store.js';
import {
  aWithdrawal,
  BANK,
  CONFIG,
  FakeUi,
  fakeServices,
  USDT_TRC20,
  type Setup,
} from './withdraw.test-helpers.js';

const setUp = async (setup: Setup = {}) => {
  const services = fakeServices(setup);
  const ui = new FakeUi();
  const store = new WithdrawFormStore({ ...services, ui });
  await store.load();
  return { ...services, ui, store };
};

/** Answers POST /withdraw only when `release` is called: a request in flight. */
const heldApply = (http: ReturnType<typeof fakeServices>['http'], answer: Withdrawal) => {
  let release: () => void = () => undefined;
  http.on('POST /withdraw', () => {
    return new Promise((resolve) => {
      release = () => resolve({ status: 201, json: { withdrawal: answer } });
    });
  });
  return () => release();
};

describe('WithdrawFormStore: loading and choices', () => {
  it('loads settings, balance, KYC state and accounts, and preselects wire in USD to the first bank', async () => {
    const { store } = await setUp();
    expect(store.status).toBe('ready');
    expect(store.withdrawable).toBe('1000.00');
    expect(store.kycBlocked).toBe(false);
    expect(store.type).toBe('WIRE');
    expect(store.currencyOptions.map((c) => c.currency)).toEqual(['USD', 'TWD']);
    expect(store.currency).toBe('USD');
    expect(store.destinationId).toBe(BANK.id);
  });

  it('is a gate, not a form, until identity verification is approved', async () => {
    for (const kyc of ['UNVERIFIED', 'UNDER_REVIEW', 'FAILED', 'BLOCKED'] as const) {
      const { store } = await setUp({ kyc });
      expect(store.kycBlocked, kyc).toBe(true);
      expect(store.kycStatus).toBe(kyc);
    }
  });

  it('shows a failed load with its code', async () => {
    const services = fakeServices();
    services.http.respondError('GET /withdraw/config', 'SERVICE_ERROR');
    const store = new WithdrawFormStore({ ...services, ui: new FakeUi() });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SERVICE_ERROR');
  });

  it('offers for crypto the currency and network the member has an address for, and only fitting addresses', async () => {
    const other = {
      ...USDT_TRC20,
      id: 'a2',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    };
    const { store } = await setUp({ addresses: [other, USDT_TRC20] });
    store.setType('CRYPTO');
    expect(store.currency).toBe('USDT');
    expect(store.networkOptions).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(store.network).toBe('TRC20');
    expect(store.destinations.map((a) => a.id)).toEqual(['a1']);
    store.setNetwork('ERC20');
    expect(store.destinationId).toBe('a2');
    store.setNetwork('BEP20');
    expect(store.destinations).toEqual([]);
    expect(store.destination).toBeNull();
    store.setCurrency('BTC');
    expect(store.network).toBe('BTC');
  });
});

describe('WithdrawFormStore: the amount and the quote', () => {
  it('checks the amount only once the field was left, then as typed, with the core bounds', async () => {
    const { store } = await setUp({ balance: '1000.00' });
    store.setAmount('10');
    expect(store.amountProblem).toBeNull();
    store.blurAmount();
    expect(store.amountProblem).toBe('WITHDRAW_AMOUNT_TOO_LOW');
    store.setAmount('60000');
    expect(store.amountProblem).toBe('WITHDRAW_AMOUNT_TOO_HIGH');
    store.setAmount('1000.01');
    expect(store.amountProblem).toBe('INSUFFICIENT_BALANCE');
    store.setAmount('12.345');
    expect(store.amountProblem).toBe('AMOUNT_INVALID');
    store.setAmount('1000');
    expect(store.amountProblem).toBeNull();
  });

  it('quotes as typed: fee, rate and the estimate rounded down in the chosen currency', async () => {
    const { store } = await setUp();
    expect(store.quote).toBeNull();
    store.setAmount('100');
    expect(store.quote).toMatchObject({ amount: '100.00', fee: '25.00', estimatedReceiveAmount: '75.00' });
    store.setCurrency('TWD');
    expect(store.quote).toMatchObject({ exchangeRate: '32.5', estimatedReceiveAmount: '2437' });
    expect(store.remaining).toBe('900.00');
  });

  it("reads an amount typed the interface language's way, and sends it plain", async () => {
    const services = fakeServices({});
    const store = new WithdrawFormStore({
      ...services,
      ui: new FakeUi(),
      separators: () => ({ decimal: ',', group: '.' }),
    });
    await store.load();
    store.setAmount('100,50');
    expect(store.amountRuleProblem).toBeNull();
    expect(store.body.amount).toBe('100.50');
    expect(store.quote).toMatchObject({ amount: '100.50', fee: '25.00' });
    expect(store.remaining).toBe('899.50');
  });

  it('follows the wallet: a new withdrawable balance rechecks the amount', async () => {
    const { store } = await setUp({ balance: '100.00' });
    store.setAmount('150');
    store.blurAmount();
    expect(store.amountProblem).toBe('INSUFFICIENT_BALANCE');
    store.setWithdrawable('250.00');
    expect(store.amountProblem).toBeNull();
  });
});

describe('WithdrawFormStore: applying', () => {
  it('refuses at the fields without a request when the form does not pass', async () => {
    const { store, http } = await setUp({ banks: [] });
    expect(await store.submit()).toBeNull();
    expect(store.amountProblem).toBe('AMOUNT_INVALID');
    expect(store.destinationProblem).toBe('FIELD_REQUIRED');
    expect(http.requestsTo('POST /withdraw')).toHaveLength(0);
  });

  it('files one withdrawal for a double submit, with an idempotency key, and unlocks after the answer', async () => {
    const { store, http } = await setUp();
    const release = heldApply(http, aWithdrawal({ amount: '100.00' }));
    store.setAmount('100');
    const first = store.submit();
    const second = store.submit();
    expect(store.submitting).toBe(true);
    expect(await second).toBeNull();
    release();
    expect(await first).toMatchObject({ id: 'w1' });
    expect(store.submitting).toBe(false);
    const posts = http.requestsTo('POST /withdraw');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.json).toEqual({ type: 'WIRE', amount: '100.00', currency: 'USD', bankAccountId: 'b1' });
    // Filed: the form is ready for the next one.
    expect(store.amount).toBe('');
    expect(store.openAttempt).toBeNull();
  });

  it('retries a lost answer with the same key (balance check lifted), and a new request with a new key', async () => {
    const { store, http } = await setUp({ balance: '100.00' });
    http.failNetwork('POST /withdraw');
    store.setAmount('100');
    expect(await store.submit()).toBeNull();
    expect(store.answerLost).toBe(true);
    expect(store.submitting).toBe(false);
    // The first attempt may have frozen the 100: the wallet now says 0, yet the retry goes through.
    store.setWithdrawable('0.00');
    expect(store.amountProblem).toBeNull();
    http.respond('POST /withdraw', aWithdrawal({ amount: '100.00' }));
    expect(await store.submit()).toMatchObject({ id: 'w1' });
    const [lost, retried] = http.requestsTo('POST /withdraw');
    expect(retried?.headers['Idempotency-Key']).toBe(lost?.headers['Idempotency-Key']);
    store.setWithdrawable('100.00');
    store.setAmount('60');
    await store.submit();
    expect(http.lastRequest('POST /withdraw').headers['Idempotency-Key']).not.toBe(
      lost?.headers['Idempotency-Key'],
    );
  });

  it('renews the key after a definite refusal and shows it at its field', async () => {
    const { store, http } = await setUp();
    http.respondError('POST /withdraw', 'INSUFFICIENT_BALANCE');
    store.setAmount('100');
    await store.submit();
    expect(store.amountProblem).toBe('INSUFFICIENT_BALANCE');
    expect(store.openAttempt).toBeNull();
    await store.submit();
    const [first, second] = http.requestsTo('POST /withdraw');
    expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
    // The balance was read again: it told the truth.
    expect(http.requestsTo('GET /asset/wallet').length).toBeGreaterThan(1);
  });

  it('turns into the gate when the server says identity verification has not passed', async () => {
    const { store, http, ui } = await setUp();
    http.respondError('POST /withdraw', 'KYC_NOT_PASSED');
    store.setAmount('100');
    await store.submit();
    expect(ui.errors).toEqual(['KYC_NOT_PASSED']);
    expect(store.kycBlocked).toBe(true);
    expect(store.submitting).toBe(false);
  });

  it('shows other refusals as a toast and keeps the form usable', async () => {
    const { store, http, ui } = await setUp();
    http.respondError('POST /withdraw', 'SQL_ERROR');
    store.setAmount('100');
    expect(await store.submit()).toBeNull();
    expect(ui.errors).toEqual(['SQL_ERROR']);
    expect(store.submitting).toBe(false);
    expect(store.amount).toBe('100');
  });

  it('applies in crypto to the chosen address on its network', async () => {
    const { store, http } = await setUp();
    http.respond('POST /withdraw', aWithdrawal({ type: 'CRYPTO', currency: 'USDT' }));
    store.setType('CRYPTO');
    store.setAmount('80');
    await store.submit();
    expect(http.lastRequest('POST /withdraw').json).toEqual({
      type: 'CRYPTO',
      amount: '80.00',
      currency: 'USDT',
      network: 'TRC20',
      cryptoAddressId: 'a1',
    });
  });
});

describe('WithdrawFormStore after a failure (issue 10, item 11: no form stays locked)', () => {
  it('an application whose call rejects (its code could not be downloaded) unlocks the form; the next files', async () => {
    const { store, http, withdrawals, ui } = await setUp();
    http.respond('POST /withdraw', aWithdrawal({ amount: '100.00' }));
    rejectingOnce(withdrawals, 'apply');
    store.setAmount('100');
    expect(await store.submit()).toBeNull();
    expect(store.submitting).toBe(false);
    expect(ui.errors).toEqual(['INTERNAL_ERROR']);
    expect(await store.submit()).toMatchObject({ id: 'w1' });
  });

  it('a load lost to the network fails, and loads on the next try', async () => {
    const { store, http } = await setUp();
    http.failNetwork('GET /withdraw/config');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('NETWORK_ERROR');
    http.respond('GET /withdraw/config', CONFIG);
    await store.load();
    expect(store.status).toBe('ready');
  });
});
