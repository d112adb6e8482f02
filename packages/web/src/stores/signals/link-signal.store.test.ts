import {
  ApiClient,
  defaultSignal,
  SignalsService,
  type Signal,
  type SignalPerformance,
} from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { LinkSignalStore } from './link-signal.store.js';

const ACCOUNT = {
  number: '12345678',
  server: 'DemoBroker-Live01',
  timezone: 'UTC+2',
  stopMtcp: false,
  reason: '',
};
const draft = defaultSignal({ id: 'signal-1', token: 't', name: 'Draft.Signal', status: 'NOT_SUBMITTED' });
const PERFORMANCE: SignalPerformance = {
  formulaVersion: '1',
  principal: '10000',
  profit: '250.50',
  drawdown: '120',
  drawdownRatio: 0.012,
  duration: 7_776_000,
  tradePerWeek: 3,
  avgHoldingDuration: 3_600,
  apr7: null,
  apr30: null,
  apr180: null,
  sharpeRatio: null,
  volMax: '1',
  volMin: '0.01',
  volAvg: '0.2',
  volTotal: '5',
  winRate: 0.6,
  tradesTotal: 40,
  updatedAt: '2024-03-01T00:00:00.000Z',
  profitDatas: [],
  averageProfit: null,
  averageLoss: null,
  rateOfReturn: 0.025,
  absent: {},
};

const newStore = (signal: Signal) => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  app.http.respond('GET /signal/{id}', signal);
  const store = new LinkSignalStore('signal-1', {
    signals: new SignalsService({ api: app.container.get(ApiClient) }),
    ui: app.container.get(UiStore),
  });
  return { app, store };
};

describe('LinkSignalStore', () => {
  it('connects a signal never linked, reconnects one linked before', async () => {
    const fresh = newStore(draft);
    await fresh.store.load();
    expect(fresh.store.mode).toEqual({ error: false, value: 'connect' });
    expect(fresh.store.progress).toBeNull();

    const before = newStore({ ...draft, info: ACCOUNT });
    await before.store.load();
    expect(before.store.mode).toEqual({ error: false, value: 'reconnect' });
  });

  it('says why an archived signal cannot be linked', async () => {
    const { store } = newStore({ ...draft, archivedAt: '2024-03-01T00:00:00.000Z' });
    await store.load();
    expect(store.mode).toEqual({ error: true, value: 'SIGNAL_ARCHIVED' });
  });

  it('follows the accepted link from calculating to the first figures', async () => {
    const { app, store } = newStore(draft);
    await store.load();
    store.connected({ ...draft, connStatus: 'CALCULATING', info: ACCOUNT });
    expect(store.progress).toBe('calculating');
    expect(store.following).toBe(true);

    app.http.respond('GET /signal/{id}', {
      ...draft,
      connStatus: 'CONNECTED',
      info: ACCOUNT,
      performance: PERFORMANCE,
    });
    await store.refresh();
    expect(store.progress).toBe('arrived');
    expect(store.following).toBe(false);
  });

  it('waits for the sync tool of an EA link, and shows a loss seen on this page', async () => {
    const { app, store } = newStore({ ...draft, connMethod: 'EA' });
    await store.load();
    store.connected({ ...draft, connMethod: 'EA', connStatus: 'CONNECTING' });
    expect(store.progress).toBe('waitingTool');

    app.http.respond('GET /signal/{id}', { ...draft, connMethod: 'EA', connStatus: 'LOST', info: ACCOUNT });
    await store.refresh();
    expect(store.progress).toBe('lost');
    store.tryAgain();
    expect(store.progress).toBeNull();
    expect(store.mode).toEqual({ error: false, value: 'reconnect' });
  });

  it('shows a failed load with its code', async () => {
    const { app, store } = newStore(draft);
    app.http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_FOUND');
  });
});
