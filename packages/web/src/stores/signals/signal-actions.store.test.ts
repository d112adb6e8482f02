import {
  ApiClient,
  defaultSignal,
  SignalConnectionService,
  SignalsService,
  type Signal,
  type SignalPerformance,
} from '@signal-portal/core';
import { FakeClock, FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { UiStore } from '../ui.store.js';
import { SignalActionsStore } from './signal-actions.store.js';

const performance = (tradesTotal: number): SignalPerformance => ({
  formulaVersion: '1',
  principal: '10000',
  profit: '250',
  drawdown: '120',
  drawdownRatio: 0.012,
  duration: 7_776_000,
  tradePerWeek: 3,
  avgHoldingDuration: 3_600,
  apr7: 0.01,
  apr30: 0.04,
  apr180: null,
  sharpeRatio: null,
  volMax: '1',
  volMin: '0.01',
  volAvg: '0.2',
  volTotal: '5',
  winRate: 0.6,
  tradesTotal,
  updatedAt: '2024-03-01T00:00:00.000Z',
  profitDatas: [],
  averageProfit: null,
  averageLoss: null,
  rateOfReturn: null,
  absent: { apr180: 'INSUFFICIENT_HISTORY' },
});

/** Approved, connected, with trades: ready to enable. */
const ready = (overrides: Partial<Signal> = {}): Signal =>
  defaultSignal({
    id: 'sig-1',
    token: 'token',
    name: 'GoldTrend.Pro',
    status: 'PASSED',
    connStatus: 'CONNECTED',
    performance: performance(12),
    ...overrides,
  });

const setUp = () => {
  const http = new FakeHttp();
  const api = new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' });
  const ui = new UiStore({ clock: new FakeClock(), requireTexts: () => Promise.resolve() });
  const store = new SignalActionsStore({
    signals: new SignalsService({ api }),
    connection: new SignalConnectionService({ api }),
    ui,
  });
  return { http, ui, store };
};

describe('SignalActionsStore', () => {
  it('enables at once and hands back the server’s signal, with a toast', async () => {
    const { http, ui, store } = setUp();
    const enabled = ready({ enable: true, enabledBefore: true });
    http.respond('POST /signal/{id}/enable', enabled);
    const running = store.request(ready(), 'enable');
    expect(store.running).toBe('enable');
    expect(store.busy).toBe(true);
    const outcome = await running;
    expect(outcome).toEqual({ action: 'enable', signal: enabled });
    expect(store.running).toBeNull();
    expect(store.status).toBe('ready');
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'check', message: 'toast.signalEnabled' });
    expect(ui.loading).toBe(false);
  });

  it('asks before archiving; cancelling runs nothing, confirming runs it', async () => {
    const { http, store } = setUp();
    const disconnected = ready({ connStatus: 'DISCONNECTED' });
    http.respond('POST /signal/{id}/archive', { ...disconnected, archivedAt: '2024-03-02T00:00:00.000Z' });
    expect(await store.request(disconnected, 'archive')).toBeNull();
    expect(store.confirming).toBe('archive');
    store.cancelConfirm();
    expect(store.confirming).toBeNull();
    expect(http.calledRoutes().size).toBe(0);

    await store.request(disconnected, 'archive');
    const outcome = await store.confirm(disconnected);
    expect(outcome?.signal?.archivedAt).toBe('2024-03-02T00:00:00.000Z');
    expect(store.confirming).toBeNull();
  });

  it('asks before deleting, disconnecting and disabling; a deleted signal comes back as null', async () => {
    const { http, ui, store } = setUp();
    const draft = ready({ status: 'NOT_SUBMITTED', connStatus: 'DISCONNECTED', performance: null });
    http.respond('DELETE /signal/{id}', true);
    await store.request(draft, 'delete');
    expect(store.confirming).toBe('delete');
    expect(await store.confirm(draft)).toEqual({ action: 'delete', signal: null });
    expect(ui.toasts.at(-1)?.message).toBe('toast.deleted');
    await store.request(ready(), 'disconnect');
    expect(store.confirming).toBe('disconnect');
    store.cancelConfirm();
    await store.request(ready({ enable: true, enabledBefore: true }), 'disable');
    expect(store.confirming).toBe('disable');
  });

  it('refuses what the core’s rules refuse, before any request, and says why', async () => {
    const { http, ui, store } = setUp();
    const disconnected = ready({ connStatus: 'DISCONNECTED' });
    expect(await store.request(disconnected, 'enable')).toBeNull();
    expect(http.calledRoutes().size).toBe(0);
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_CONNECTED');
    expect(store.busy).toBe(false);
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'errors.SIGNAL_NOT_CONNECTED' });
  });

  it('shows the server’s refusal and frees the buttons', async () => {
    const { http, ui, store } = setUp();
    http.respondError('POST /signal/{id}/submit', 'SIGNAL_NO_MATCHED_SYMBOL');
    const draft = ready({
      status: 'NOT_SUBMITTED',
      symbols: [{ providerSymbol: 'XAUUSD.m', platformSymbol: 'XAUUSD', contractSize: '100' }],
    });
    expect(await store.request(draft, 'submit')).toBeNull();
    expect(store.busy).toBe(false);
    expect(store.errorCode).toBe('SIGNAL_NO_MATCHED_SYMBOL');
    expect(ui.toasts.at(-1)?.message).toBe('errors.SIGNAL_NO_MATCHED_SYMBOL');
  });

  it('retries a lost connection with the saved link, without a request body', async () => {
    const { http, store } = setUp();
    const lost = ready({
      connStatus: 'LOST',
      info: { ...ready().info, reason: 'WRONG_TRADING_ACCOUNT_OR_PASSWORD' },
    });
    http.respond('POST /signal/{id}/reconnect', { ...lost, connStatus: 'CONNECTING' });
    const outcome = await store.request(lost, 'retryConnection');
    expect(outcome?.signal?.connStatus).toBe('CONNECTING');
    expect(http.lastRequest('POST /signal/{id}/reconnect').body).toBeUndefined();
  });

  it('runs one action at a time', async () => {
    const { http, store } = setUp();
    http.respond('POST /signal/{id}/enable', ready({ enable: true, enabledBefore: true }));
    const first = store.request(ready(), 'enable');
    expect(await store.request(ready(), 'enable')).toBeNull();
    await first;
    expect(http.requestsTo('POST /signal/{id}/enable')).toHaveLength(1);
  });
});
