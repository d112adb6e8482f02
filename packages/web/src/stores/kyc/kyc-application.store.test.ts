import { ApiClient, KycService, type KycState } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { createTestApp, settle } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { KYC_POLL_MS, KYC_REFRESH_GAP_MS, KycApplicationStore } from './kyc-application.store.js';

const state = (overrides: Partial<KycState> = {}): KycState => ({
  status: 'UNVERIFIED',
  comment: '',
  submittedAt: null,
  reviewedAt: null,
  ...overrides,
});
const UNDER_REVIEW = state({ status: 'UNDER_REVIEW', submittedAt: '2025-06-15T08:00:00.000Z' });
const FAILED = state({
  status: 'FAILED',
  comment: 'The photo is blurred.',
  submittedAt: '2025-06-14T08:00:00.000Z',
  reviewedAt: '2025-06-15T07:00:00.000Z',
});
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const setUp = (first: KycState) => {
  const http = new FakeHttp().respond('GET /user/kyc/status', first);
  const clock = new FakeClock(Date.UTC(2025, 5, 15, 8));
  const app = createTestApp({
    http,
    clock,
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const api = app.container.get(ApiClient);
  const ui = app.container.get(UiStore);
  const store = new KycApplicationStore({ kyc: new KycService({ api, clock }), ui, clock });
  const statusCalls = () => http.requestsTo('GET /user/kyc/status').length;
  return { http, clock, ui, store, statusCalls };
};

const fill = async (store: KycApplicationStore) => {
  const form = store.form;
  if (form === null) throw new Error('no form');
  form.setField('firstName', 'Mei');
  form.setField('lastName', 'Lin');
  form.setField('birthDate', '1990-05-01');
  form.setField('nationality', 'TW');
  form.setField('documentType', 'PASSPORT');
  form.setField('documentNumber', 'P1234567');
  await form.pick('documentFront', {
    name: 'front.png',
    size: PNG.length,
    head: () => Promise.resolve(PNG),
    bytes: () => Promise.resolve(PNG),
    previewUrl: () => Promise.resolve('data:image/png;base64,AA=='),
  });
};

describe('KycApplicationStore', () => {
  it('shows the form to the unverified, and under review once submitted, with a toast', async () => {
    const { store, http, ui } = setUp(state());
    await store.load();
    expect(store.screen).toBe('form');
    expect(store.hasUnsavedInput).toBe(false);
    await fill(store);
    expect(store.hasUnsavedInput).toBe(true);
    http.respond('POST /user/kyc', UNDER_REVIEW);
    expect(await store.submit()).toBe(true);
    expect(store.screen).toBe('underReview');
    expect(store.form).toBeNull();
    expect(store.hasUnsavedInput).toBe(false);
    expect(ui.toasts.map((toast) => toast.message)).toContain('kycPage.toast.submitted');
  });

  it('a failed load shows its code and retries', async () => {
    const { store, http } = setUp(state());
    http.respondError('GET /user/kyc/status', 'INTERNAL_ERROR');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('INTERNAL_ERROR');
    http.respond('GET /user/kyc/status', state());
    await store.load();
    expect(store.screen).toBe('form');
  });

  it('polls every 30 s while under review and visible, not while hidden, and announces the decision', async () => {
    const { store, http, clock, ui, statusCalls } = setUp(UNDER_REVIEW);
    await store.load();
    expect(statusCalls()).toBe(1);
    clock.advance(KYC_POLL_MS - 1);
    await settle();
    expect(statusCalls()).toBe(1);
    clock.advance(1);
    await settle();
    expect(statusCalls()).toBe(2);

    store.setVisible(false);
    clock.advance(KYC_POLL_MS * 3);
    await settle();
    expect(statusCalls()).toBe(2);

    http.respond('GET /user/kyc/status', state({ ...UNDER_REVIEW, status: 'APPROVED', reviewedAt: 'x' }));
    store.setVisible(true); // back in view: asks at once
    await settle();
    expect(statusCalls()).toBe(3);
    expect(store.screen).toBe('approved');
    expect(ui.toasts.map((toast) => toast.message)).toContain('kycPage.toast.approved');
    clock.advance(KYC_POLL_MS * 3); // decided: no more polling
    await settle();
    expect(statusCalls()).toBe(3);
  });

  it('asks once for focus and visibility arriving together', async () => {
    const { store, clock, statusCalls } = setUp(state({ status: 'APPROVED' }));
    await store.load();
    clock.advance(KYC_REFRESH_GAP_MS);
    await Promise.all([store.refresh(), store.refresh()]);
    await store.refresh();
    expect(statusCalls()).toBe(2);
  });

  it('verify again opens an empty form; cancel returns to the comment; a poll keeps the form', async () => {
    const { store, clock } = setUp(FAILED);
    await store.load();
    expect(store.screen).toBe('failed');
    store.verifyAgain();
    expect(store.screen).toBe('form');
    expect(store.verifyingAgain).toBe(true);
    clock.advance(KYC_REFRESH_GAP_MS);
    await store.refresh();
    expect(store.screen).toBe('form');
    store.cancelVerifyAgain();
    expect(store.screen).toBe('failed');
    expect(store.state?.comment).toBe('The photo is blurred.');
  });

  it('a submission refused because the status changed elsewhere shows the new status', async () => {
    const { store, http, ui } = setUp(state());
    await store.load();
    await fill(store);
    http.respondError('POST /user/kyc', 'KYC_UNDER_REVIEW').respond('GET /user/kyc/status', UNDER_REVIEW);
    expect(await store.submit()).toBe(false);
    expect(ui.toasts.at(-1)?.type).toBe('error');
    expect(store.screen).toBe('underReview');
  });

  it('a refused submission keeps the form filled in', async () => {
    const { store, http } = setUp(state());
    await store.load();
    await fill(store);
    http.respondError('POST /user/kyc', 'INTERNAL_ERROR');
    expect(await store.submit()).toBe(false);
    expect(store.screen).toBe('form');
    expect(store.form?.fields.firstName).toBe('Mei');
    expect(store.hasUnsavedInput).toBe(true);
  });

  it('stops polling when disposed', async () => {
    const { store, clock, statusCalls } = setUp(UNDER_REVIEW);
    await store.load();
    store.dispose();
    clock.advance(KYC_POLL_MS * 2);
    await settle();
    expect(statusCalls()).toBe(1);
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a submission lost to the network, then one that rejects, keep the form filled in and usable', async () => {
      const { store, http, ui } = setUp(state());
      await store.load();
      await fill(store);
      http.failNetwork('POST /user/kyc');
      expect(await store.submit()).toBe(false);
      expect(store.form?.submitting).toBe(false);
      expect(store.form?.fields.firstName).toBe('Mei');
      expect(ui.toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');

      http.respond('POST /user/kyc', UNDER_REVIEW);
      rejectingOnce(store['deps'].kyc, 'apply');
      expect(await store.submit()).toBe(false);
      expect(store.form?.submitting).toBe(false);
      expect(ui.toasts.at(-1)?.message).toBe('errors.INTERNAL_ERROR');
      expect(await store.submit()).toBe(true);
      expect(store.screen).toBe('underReview');
    });

    it('a status check that rejects does not stop later checks', async () => {
      const { store, http, clock, statusCalls } = setUp(UNDER_REVIEW);
      const kyc = new KycService({
        api: new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 't' }),
        clock,
      });
      const watched = new KycApplicationStore({
        kyc: rejectingOnce(kyc, 'status'),
        ui: store['deps'].ui,
        clock,
      });
      await watched.load();
      expect(watched.status).toBe('failed');
      expect(watched.errorCode).toBe('INTERNAL_ERROR');
      await watched.load();
      expect(watched.status).toBe('ready');
      const before = statusCalls();
      rejectingOnce(kyc, 'status');
      await watched.refresh(true);
      expect(watched.checking).toBe(false);
      await watched.refresh(true);
      expect(statusCalls()).toBe(before + 1);
      watched.dispose();
    });
  });
});
