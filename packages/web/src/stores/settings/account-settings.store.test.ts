import { KycService, type KycState } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { accountsTestApp, DEMO_BANK, DEMO_CRYPTO } from '../accounts/accounts.test-helpers.js';
import { AccountSettingsStore, kycNextStepOf } from './account-settings.store.js';

const APPROVED: KycState = {
  status: 'APPROVED',
  comment: '',
  submittedAt: '2024-01-01T00:00:00.000Z',
  reviewedAt: '2024-01-02T00:00:00.000Z',
};

const setUp = () => {
  const app = accountsTestApp();
  app.http.respond('GET /user/kyc/status', APPROVED);
  const store = new AccountSettingsStore({
    accounts: app.accounts,
    kyc: new KycService({ api: app.api, clock: app.clock }),
    ui: app.ui,
  });
  return { ...app, store };
};

describe('kycNextStepOf', () => {
  it('offers start, view, verify again or contact support, and nothing once verified', () => {
    expect(kycNextStepOf('UNVERIFIED')).toBe('start');
    expect(kycNextStepOf('UNDER_REVIEW')).toBe('view');
    expect(kycNextStepOf('APPROVED')).toBeNull();
    expect(kycNextStepOf('FAILED')).toBe('verifyAgain');
    expect(kycNextStepOf('BLOCKED')).toBe('contactSupport');
  });
});

describe('AccountSettingsStore', () => {
  it('shows the verification state the API reports and the saved accounts', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.kycStatus).toBe('ready');
    expect(store.kyc?.status).toBe('APPROVED');
    expect(store.kycNextStep).toBeNull();
    expect(store.status).toBe('ready');
    expect(store.bankAccounts).toEqual([DEMO_BANK]);
    expect(store.cryptoAddresses).toEqual([DEMO_CRYPTO]);
  });

  it('fails each section on its own', async () => {
    const { http, store } = setUp();
    http.respondError('GET /user/crypto_address', 'SQL_ERROR');
    await store.load();
    expect(store.kycStatus).toBe('ready');
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SQL_ERROR');
    http.respondError('GET /user/kyc/status', 'NOT_SIGNED_IN').respond('GET /user/crypto_address', []);
    await store.load();
    expect(store.kycStatus).toBe('failed');
    expect(store.kycErrorCode).toBe('NOT_SIGNED_IN');
    expect(store.status).toBe('ready');
    expect(store.cryptoAddresses).toEqual([]);
  });

  it('removes an account only after the confirmation, and the row leaves', async () => {
    const { http, ui, store } = setUp();
    http.respond('DELETE /user/bank_account/{id}', true);
    await store.load();
    store.askToRemove('bank', 'b1');
    expect(store.pendingRemoval).toEqual({ kind: 'bank', account: DEMO_BANK });
    expect(http.requestsTo('DELETE /user/bank_account/{id}')).toHaveLength(0);
    store.cancelRemoval();
    expect(store.pendingRemoval).toBeNull();
    store.askToRemove('bank', 'b1');
    expect(await store.confirmRemoval()).toBe(true);
    expect(http.lastRequest('DELETE /user/bank_account/{id}').params).toEqual({ id: 'b1' });
    expect(store.bankAccounts).toEqual([]);
    expect(store.pendingRemoval).toBeNull();
    expect(ui.toasts.map((toast) => toast.message)).toContain('accountsPage.toast.bankRemoved');
  });

  it('keeps the row and shows the translated refusal when a removal fails', async () => {
    const { http, ui, store } = setUp();
    http.respondError('DELETE /user/crypto_address/{id}', 'CRYPTO_ADDRESS_NOT_FOUND');
    await store.load();
    store.askToRemove('crypto', 'c1');
    expect(await store.confirmRemoval()).toBe(false);
    expect(store.cryptoAddresses).toEqual([DEMO_CRYPTO]);
    expect(store.removing).toBe(false);
    expect(store.pendingRemoval).toBeNull();
    expect(ui.toasts.map((toast) => [toast.type, toast.message])).toContainEqual([
      'error',
      'errors.CRYPTO_ADDRESS_NOT_FOUND',
    ]);
  });

  describe('after a failure (issue 10, items 11 and 12)', () => {
    it('a removal lost to the network keeps the row and can be asked again; a rejected one unlocks too', async () => {
      const { http, accounts, store } = setUp();
      await store.load();
      http.failNetwork('DELETE /user/bank_account/{id}');
      store.askToRemove('bank', DEMO_BANK.id);
      expect(await store.confirmRemoval()).toBe(false);
      expect(store.removing).toBe(false);
      expect(store.bankAccounts).toHaveLength(1);

      http.respond('DELETE /user/bank_account/{id}', true);
      rejectingOnce(accounts, 'removeBankAccount');
      store.askToRemove('bank', DEMO_BANK.id);
      expect(await store.confirmRemoval()).toBe(false);
      expect(store.removing).toBe(false);
      store.askToRemove('bank', DEMO_BANK.id);
      expect(await store.confirmRemoval()).toBe(true);
      expect(store.bankAccounts).toHaveLength(0);
    });

    it('sections that failed to load (the server down) load on the next try', async () => {
      const { http, store } = setUp();
      http.failNetwork('GET /user/kyc/status').failNetwork('GET /user/crypto_address');
      await store.load();
      expect(store.kycStatus).toBe('failed');
      expect(store.status).toBe('failed');
      http.respond('GET /user/kyc/status', APPROVED).respond('GET /user/crypto_address', [DEMO_CRYPTO]);
      await store.load();
      expect(store.kycStatus).toBe('ready');
      expect(store.status).toBe('ready');
    });
  });
});
