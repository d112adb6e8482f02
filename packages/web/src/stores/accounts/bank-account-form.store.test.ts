import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { accountsTestApp, DEMO_BANK } from './accounts.test-helpers.js';
import { BankAccountFormStore } from './bank-account-form.store.js';

const setUp = (id: string | null = null) => {
  const app = accountsTestApp();
  app.http.on('POST /user/bank_account', (request) => ({
    status: 201,
    json: { bankAccount: { id: 'b2', ...(request.json as object) } },
  }));
  app.http.on('PUT /user/bank_account/{id}', (request) => ({
    status: 200,
    json: { bankAccount: { id: request.params['id'], ...(request.json as object) } },
  }));
  return { ...app, store: new BankAccountFormStore({ accounts: app.accounts, ui: app.ui }, id) };
};

const fillValid = (store: BankAccountFormStore) => {
  store.set('bankName', 'ABN AMRO');
  store.set('bankAddress', 'Gustav Mahlerlaan 10, Amsterdam');
  store.set('accountNumber', '417164300');
  store.set('swiftCode', 'abnanl2a');
  store.set('iban', 'nl91abna0417164300');
  store.set('beneficiaryName', 'Alice Chen');
};

describe('BankAccountFormStore', () => {
  it('shows the IBAN in groups of four and the SWIFT code in capitals as typed', async () => {
    const { store } = setUp();
    await store.load();
    store.set('iban', 'de8937040044');
    expect(store.values.iban).toBe('DE89 3704 0044');
    store.set('swiftCode', 'deutdeff');
    expect(store.values.swiftCode).toBe('DEUTDEFF');
  });

  it('shows a field’s problem once it was left, then as typed', async () => {
    const { store } = setUp();
    await store.load();
    store.set('iban', 'DE89 3704 0044 0532 0130 01');
    expect(store.problemOf('iban')).toBeNull();
    store.leave('iban');
    expect(store.problemOf('iban')).toBe('IBAN_INVALID');
    store.set('iban', 'DE89 3704 0044 0532 0130 00');
    expect(store.problemOf('iban')).toBeNull();
    store.set('swiftCode', 'DEUTXXFF');
    store.leave('swiftCode');
    expect(store.problemOf('swiftCode')).toBe('SWIFT_INVALID');
    // Untouched fields stay quiet until a save is tried.
    expect(store.problemOf('bankName')).toBeNull();
  });

  it('refuses to save with a wrong field, shows every problem and sends nothing', async () => {
    const { http, store } = setUp();
    await store.load();
    fillValid(store);
    store.set('iban', 'NL92ABNA0417164300');
    expect(await store.save()).toBe(false);
    expect(store.problemOf('iban')).toBe('IBAN_INVALID');
    expect(store.firstProblem).toBe('iban');
    expect(http.requestsTo('POST /user/bank_account')).toHaveLength(0);
  });

  it('adds a valid account, sending the compact IBAN, and is no longer dirty', async () => {
    const { http, ui, store } = setUp();
    await store.load();
    expect(store.dirty).toBe(false);
    fillValid(store);
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(http.lastRequest('POST /user/bank_account').json).toMatchObject({
      iban: 'NL91ABNA0417164300',
      swiftCode: 'ABNANL2A',
    });
    expect(store.saved?.id).toBe('b2');
    expect(store.dirty).toBe(false);
    expect(ui.toasts.map((toast) => toast.message)).toContain('accountsPage.toast.bankAdded');
  });

  it('edits a saved account: loads it with the IBAN grouped, updates it by id', async () => {
    const { http, store } = setUp('b1');
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.values.iban).toBe('DE89 3704 0044 0532 0130 00');
    expect(store.dirty).toBe(false);
    store.set('beneficiaryName', 'Demo Provider GmbH');
    expect(await store.save()).toBe(true);
    const request = http.lastRequest('PUT /user/bank_account/{id}');
    expect(request.params).toEqual({ id: 'b1' });
    expect(request.json).toEqual({
      ...DEMO_BANK,
      id: undefined,
      beneficiaryName: 'Demo Provider GmbH',
    });
  });

  it('says an unknown id is not found', async () => {
    const { store } = setUp('nope');
    await store.load();
    expect(store.notFound).toBe(true);
  });

  it('shows the server’s refusal of a field at it, any other as a toast, and stays usable', async () => {
    const { http, ui, store } = setUp();
    await store.load();
    fillValid(store);
    http.respondError('POST /user/bank_account', 'SWIFT_INVALID');
    expect(await store.save()).toBe(false);
    expect(store.problemOf('swiftCode')).toBe('SWIFT_INVALID');
    expect(store.saving).toBe(false);
    store.set('swiftCode', 'ABNANL2A');
    expect(store.problemOf('swiftCode')).toBeNull();
    http.respondError('POST /user/bank_account', 'OUT_OF_RANGE');
    expect(await store.save()).toBe(false);
    expect(ui.toasts.map((toast) => toast.message)).toContain('errors.OUT_OF_RANGE');
    expect(store.saving).toBe(false);
    expect(store.dirty).toBe(true);
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a save lost to the network keeps the input and saves on the next try', async () => {
      const { http, store, ui } = setUp();
      await store.load();
      fillValid(store);
      const answer = http;
      answer.failNetwork('POST /user/bank_account');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(store.dirty).toBe(true);
      expect(ui.toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');
      answer.on('POST /user/bank_account', (request) => ({
        status: 201,
        json: { bankAccount: { id: 'b2', ...(request.json as object) } },
      }));
      expect(await store.save()).toBe(true);
      expect(store.dirty).toBe(false);
    });

    it('a save whose call rejects (its code could not be downloaded) unlocks the form too', async () => {
      const { accounts, store } = setUp();
      await store.load();
      fillValid(store);
      rejectingOnce(accounts, 'addBankAccount');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(await store.save()).toBe(true);
    });

    it('a load lost to the network fails, and loads on the next try', async () => {
      const { http, store } = setUp('b1');
      http.failNetwork('GET /user/bank_account');
      await store.load();
      expect(store.status).toBe('failed');
      expect(store.errorCode).toBe('NETWORK_ERROR');
      http.respond('GET /user/bank_account', [DEMO_BANK]);
      await store.load();
      expect(store.status).toBe('ready');
    });
  });
});
