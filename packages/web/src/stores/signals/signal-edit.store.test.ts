import { defaultSignal, SignalsService, type Signal, type SignalPerformance } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { createTestApp } from '../../test-support/test-container.js';
import { ApiClient } from '@signal-portal/core';
import { UiStore } from '../ui.store.js';
import { SignalEditStore } from './signal-edit.store.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const performanceWithDrawdown = (drawdown: string): SignalPerformance =>
  ({ drawdown }) as unknown as SignalPerformance;

const aSignal = (overrides: Partial<Signal> = {}): Signal =>
  defaultSignal({
    id: 'sig-1',
    name: 'Alpha01',
    describe: 'Trend following on majors.',
    headshot: 'https://cdn.test/alpha.png',
    connStatus: 'CONNECTED',
    followSetting: { investmentMin: '100', investmentMax: '5000.00', profitSharePercent: '20' },
    ...overrides,
  });

const loaded = async (signal: Signal = aSignal()) => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  app.http.respond('GET /signal/{id}', signal);
  const ui = app.container.get(UiStore);
  const store = new SignalEditStore(new SignalsService({ api: app.container.get(ApiClient) }), ui, signal.id);
  await store.load();
  return { app, ui, store };
};

describe('SignalEditStore', () => {
  it('loads the signal into the drafts, with nothing to save yet', async () => {
    const { store } = await loaded();
    expect(store.status).toBe('ready');
    expect(store.describe).toBe('Trend following on majors.');
    expect(store.followSetting).toEqual({
      investmentMin: '100',
      investmentMax: '5000.00',
      profitSharePercent: '20',
    });
    expect(store.dirty).toBe(false);
    expect(store.canSave).toBe(false);
    expect(store.counts.words).toBe(4);
  });

  it('fails with the code when the signal cannot be loaded', async () => {
    const app = createTestApp({
      http: new FakeHttp(),
      clock: new FakeClock(),
      storage: new MemoryKeyValueStore(),
      sockets: new FakeSocketFactory(),
    });
    app.http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    const store = new SignalEditStore(
      new SignalsService({ api: app.container.get(ApiClient) }),
      app.container.get(UiStore),
      'gone',
    );
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_FOUND');
  });

  it('checks the follow settings as typed against the signal’s max drawdown', async () => {
    const { store } = await loaded(aSignal({ performance: performanceWithDrawdown('-10000') }));
    expect(store.minimumInvestment).toBe('500');
    // The stored minimum of 100 is below 5% of a 10,000 drawdown: refused at once, with no save.
    expect(store.problemOf('investmentMin')).toEqual({ code: 'INVESTMENT_MIN_BELOW_DRAWDOWN' });
    store.setInvestmentMin('50');
    expect(store.problemOf('investmentMin')).toEqual({ code: 'INVESTMENT_MIN_TOO_LOW' });
    store.setInvestmentMin('500');
    expect(store.problemOf('investmentMin')).toBeNull();
    store.setInvestmentMax('2000000');
    expect(store.problemOf('investmentMax')).toEqual({ code: 'INVESTMENT_MAX_TOO_HIGH' });
    store.setInvestmentMax('5000');
    store.setProfitSharePercent('101');
    expect(store.problemOf('profitSharePercent')).toEqual({ code: 'PROFIT_SHARE_PERCENT_INVALID' });
    expect(store.canSave).toBe(false);
  });

  it('counts the description’s words and refuses more than 500 at the field', async () => {
    const { store } = await loaded();
    store.setDescribe(Array.from({ length: 501 }, () => 'word').join(' '));
    expect(store.counts.words).toBe(501);
    expect(store.problemOf('describe')).toEqual({ code: 'DESCRIPTION_TOO_LONG', params: { max: 500 } });
  });

  it('saves only what changed and shows it saved', async () => {
    const { app, ui, store } = await loaded();
    store.setInvestmentMin('250');
    store.setProfitSharePercent('12.5');
    expect(store.dirty).toBe(true);
    app.http.respond(
      'PATCH /signal/{id}',
      aSignal({
        followSetting: { investmentMin: '250', investmentMax: '5000.00', profitSharePercent: '12.5' },
      }),
    );
    expect(await store.save()).toBe(true);
    expect(app.http.lastRequest('PATCH /signal/{id}').json).toEqual({
      followSetting: { investmentMin: '250', investmentMax: '5000.00', profitSharePercent: '12.5' },
    });
    expect(store.dirty).toBe(false);
    expect(store.saving).toBe(false);
    expect(ui.toasts.at(-1)?.message).toBe('toast.saved');
  });

  it('uploads a picked image after the update; a refusal stays at the image field', async () => {
    const { app, store } = await loaded();
    store.setImage({ filename: 'me.png', data: PNG });
    app.http.respondError('POST /signal/{id}/headshot', 'FILE_UPLOAD');
    expect(await store.save()).toBe(false);
    expect(app.http.calledRoutes().has('PATCH /signal/{id}')).toBe(false);
    expect(store.problemOf('image')).toEqual({ code: 'FILE_UPLOAD' });
    expect(store.saving).toBe(false);
    expect(store.canSave).toBe(true);
    app.http.respond('POST /signal/{id}/headshot', aSignal({ headshot: 'https://cdn.test/new.png' }));
    store.setImage({ filename: 'me.png', data: PNG });
    expect(await store.save()).toBe(true);
    expect(store.signal?.headshot).toBe('https://cdn.test/new.png');
    expect(store.image).toBeNull();
  });

  it('shows a refusal about the signal as a toast and keeps the drafts', async () => {
    const { app, ui, store } = await loaded();
    store.setDescribe('A new text');
    app.http.respondError('PATCH /signal/{id}', 'SIGNAL_CANNOT_UPDATE');
    expect(await store.save()).toBe(false);
    expect(ui.toasts.at(-1)?.message).toBe('errors.SIGNAL_CANNOT_UPDATE');
    expect(store.describe).toBe('A new text');
    expect(store.canSave).toBe(true);
  });

  it('keeps an archived signal read-only, as the core rules', async () => {
    const { store } = await loaded(
      aSignal({ archivedAt: '2024-01-01T00:00:00.000Z', connStatus: 'DISCONNECTED' }),
    );
    expect(store.readOnlyReason).toBe('SIGNAL_ARCHIVED');
    store.setDescribe('Changed');
    expect(store.canSave).toBe(false);
    expect(await store.save()).toBe(false);
  });

  it('discards the drafts', async () => {
    const { store } = await loaded();
    store.setDescribe('Changed');
    store.setImage({ filename: 'me.png', data: PNG });
    store.discard();
    expect(store.dirty).toBe(false);
    expect(store.describe).toBe('Trend following on majors.');
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a save lost to the network, then one that rejects, keep the drafts and the Save button; the next saves', async () => {
      const { app, ui, store } = await loaded();
      store.setInvestmentMin('250');
      app.http.failNetwork('PATCH /signal/{id}');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(store.canSave).toBe(true);
      expect(ui.toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');

      app.http.respond(
        'PATCH /signal/{id}',
        aSignal({
          followSetting: { investmentMin: '250', investmentMax: '5000.00', profitSharePercent: '20' },
        }),
      );
      rejectingOnce(store['signals'], 'update');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(store.canSave).toBe(true);
      expect(await store.save()).toBe(true);
      expect(store.dirty).toBe(false);
    });
  });
});
