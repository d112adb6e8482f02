import {
  ApiClient,
  defaultSignal,
  LIVE_FEED_CHANNELS,
  OrdersService,
  SignalsService,
  type LiveFeedMessage,
  type Order,
  type PlatformSymbol,
  type Signal,
} from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { ORDER_PAGE_SIZE, orderEventOf, TwOrderStore } from './tw-order.store.js';

const TWSE_SIGNAL: Signal = defaultSignal({
  id: 'tw1',
  name: 'Taipei.Blue',
  platform: 'TWSE',
  connStatus: 'CONNECTED',
  symbols: [
    { providerSymbol: '2330.TW', platformSymbol: '2330', contractSize: '1000' },
    { providerSymbol: '0050.TW', platformSymbol: '0050', contractSize: '1000' },
  ],
});

const PLATFORM_SYMBOLS: PlatformSymbol[] = [
  { platform: 'TWSE', symbol: '2330', contractSize: '1000', description: 'TSMC' },
  { platform: 'TWSE', symbol: '0050', contractSize: '1000', description: 'Top 50 ETF' },
  { platform: 'TWSE', symbol: '2317', contractSize: '1000', description: 'Hon Hai' },
  { platform: 'MT4', symbol: 'EURUSD', contractSize: '100000', description: 'Euro' },
];

const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 'o1',
  tradingType: 'BUY',
  orderType: 'MARKET',
  symbol: '2330',
  volume: '1000',
  price: '912.00',
  time: '2024-01-03T02:00:00.000Z',
  status: 'SUBMITTED',
  ...overrides,
});

const feedMessage = (data: unknown): LiveFeedMessage => ({
  id: 'm1',
  channel: LIVE_FEED_CHANNELS.orders,
  error: { code: 0 },
  data,
});

const setUp = (
  options: {
    signal?: Signal;
    orders?: readonly Order[];
    total?: number;
    platformSymbols?: PlatformSymbol[];
  } = {},
) => {
  const http = new FakeHttp();
  const app = createTestApp({
    http,
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const orders = options.orders ?? [];
  http.respond('GET /signal/{id}', options.signal ?? TWSE_SIGNAL).respond('GET /signal/{id}/tw/order', {
    list: orders,
    total: options.total ?? orders.length,
    page: 1,
    pageSize: ORDER_PAGE_SIZE,
  });
  const api = app.container.get(ApiClient);
  const ui = app.container.get(UiStore);
  const store = new TwOrderStore('tw1', {
    signals: new SignalsService({ api }),
    orders: new OrdersService({ api }),
    ui,
    platformSymbols: () => options.platformSymbols ?? PLATFORM_SYMBOLS,
  });
  return { http, ui, store };
};

describe('TwOrderStore', () => {
  it('loads the signal and its history, offering the matched symbols with their names', async () => {
    const { store } = setUp({ orders: [anOrder()] });
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.refusal).toBeNull();
    // In symbol order, so a long list is easy to scan.
    expect(store.symbolOptions).toEqual([
      { symbol: '0050', description: 'Top 50 ETF' },
      { symbol: '2330', description: 'TSMC' },
    ]);
    expect(store.symbol).toBe('0050');
    expect(store.orders).toEqual([anOrder()]);
    expect(store.historyStatus).toBe('ready');
  });

  it('offers every TWSE symbol (of no other platform) when the signal has none matched', async () => {
    const { store } = setUp({ signal: { ...TWSE_SIGNAL, symbols: [] } });
    await store.start();
    expect(store.offersMatchedSymbols).toBe(false);
    expect(store.symbolOptions.map((option) => option.symbol)).toEqual(['0050', '2317', '2330']);
  });

  it('says why a signal takes no orders: another platform, or not connected', async () => {
    const mt4 = setUp({ signal: { ...TWSE_SIGNAL, platform: 'MT4' } });
    await mt4.store.start();
    expect(mt4.store.refusal).toBe('PLATFORM_UNSUPPORTED');
    expect(mt4.store.isTwse).toBe(false);
    const idle = setUp({ signal: { ...TWSE_SIGNAL, connStatus: 'DISCONNECTED' } });
    await idle.store.start();
    expect(idle.store.refusal).toBe('SIGNAL_NOT_CONNECTED');
    expect(idle.store.isTwse).toBe(true);
  });

  it('shows a failed load with its code', async () => {
    const { http, store } = setUp();
    http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    await store.start();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_FOUND');
  });

  it('checks the volume as typed with the core rule, an empty one only after Place', async () => {
    const { http, store } = setUp();
    await store.start();
    expect(store.volumeProblem).toBeNull();
    for (const volume of ['0', '1.5', '-3', 'abc']) {
      store.setVolume(volume);
      expect(store.volumeProblem, volume).toBe('AMOUNT_INVALID');
    }
    store.setVolume('500');
    expect(store.volumeProblem).toBeNull();
    store.setVolume('');
    expect(store.volumeProblem).toBeNull();
    expect(await store.place()).toBe(false);
    expect(store.volumeProblem).toBe('AMOUNT_INVALID');
    expect(http.calledRoutes().has('POST /signal/{id}/tw/order')).toBe(false);
  });

  it('places an order, lists it on top at once and clears the volume', async () => {
    const { http, ui, store } = setUp({ orders: [anOrder({ id: 'old' })] });
    await store.start();
    const placed = anOrder({ id: 'new', tradingType: 'SELL', symbol: '0050', volume: '2000' });
    http.respond('POST /signal/{id}/tw/order', placed);
    store.setTradingType('SELL');
    store.setSymbol('0050');
    store.setVolume(' 2000 ');
    expect(await store.place()).toBe(true);
    expect(http.lastRequest('POST /signal/{id}/tw/order').json).toEqual({
      tradingType: 'SELL',
      symbol: '0050',
      volume: '2000',
    });
    expect(store.orders.map((order) => order.id)).toEqual(['new', 'old']);
    expect(store.total).toBe(2);
    expect(store.volume).toBe('');
    expect(store.volumeProblem).toBeNull();
    expect(store.placing).toBe(false);
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'check', message: 'twOrder.toast.submitted' });
  });

  it('says so when the order is pending outside trading hours', async () => {
    const { http, ui, store } = setUp();
    await store.start();
    http.respond('POST /signal/{id}/tw/order', anOrder({ status: 'PENDING', price: '' }));
    store.setVolume('1000');
    await store.place();
    expect(ui.toasts.at(-1)?.message).toBe('twOrder.toast.pending');
  });

  it('shows a refusal about a field at it, the others as a toast, and never stays busy', async () => {
    const { http, ui, store } = setUp();
    await store.start();
    store.setVolume('1000');
    http.respondError('POST /signal/{id}/tw/order', 'SYMBOL_ALIAS_NOT_FOUND');
    expect(await store.place()).toBe(false);
    expect(store.symbolProblem).toBe('SYMBOL_ALIAS_NOT_FOUND');
    expect(store.placing).toBe(false);
    store.setSymbol('0050');
    expect(store.symbolProblem).toBeNull();

    http.respondError('POST /signal/{id}/tw/order', 'ORDER_REJECTED');
    await store.place();
    expect(ui.toasts.at(-1)).toMatchObject({ type: 'error', message: 'errors.ORDER_REJECTED' });
    expect(store.symbolProblem).toBeNull();
    expect(store.volumeProblem).toBeNull();
    expect(store.placing).toBe(false);
  });

  it('reads the signal again when the server says it no longer takes orders', async () => {
    const { http, store } = setUp();
    await store.start();
    store.setVolume('1000');
    http
      .respondError('POST /signal/{id}/tw/order', 'SIGNAL_NOT_CONNECTED')
      .respond('GET /signal/{id}', { ...TWSE_SIGNAL, connStatus: 'LOST' });
    await store.place();
    expect(store.refusal).toBe('SIGNAL_NOT_CONNECTED');
  });

  it('adds orders of this signal from the live feed once, and updates a changed status in place', async () => {
    const { store } = setUp({ orders: [anOrder({ id: 'old' })] });
    await store.start();
    const pending = anOrder({ id: 'p1', status: 'PENDING', price: '' });
    store.applyLive(feedMessage({ ...pending, signalId: 'tw1' }));
    store.applyLive(feedMessage({ ...pending, signalId: 'tw1' }));
    expect(store.orders.map((order) => order.id)).toEqual(['p1', 'old']);
    expect(store.total).toBe(2);
    store.applyLive(feedMessage({ ...pending, status: 'SUBMITTED', price: '915.00', signalId: 'tw1' }));
    expect(store.orders[0]).toEqual({ ...pending, status: 'SUBMITTED', price: '915.00' });
    expect(store.lastChanged?.status).toBe('SUBMITTED');
    expect(store.total).toBe(2);
  });

  it('ignores other signals’ orders and malformed data', async () => {
    const { store } = setUp();
    await store.start();
    store.applyLive(feedMessage({ ...anOrder(), signalId: 'other' }));
    store.applyLive(feedMessage({ ...anOrder(), status: 'FILLED', signalId: 'tw1' }));
    store.applyLive(feedMessage('nonsense'));
    expect(store.orders).toEqual([]);
    expect(orderEventOf({ ...anOrder(), signalId: 'tw1' })).toEqual({ ...anOrder(), signalId: 'tw1' });
    expect(orderEventOf({ ...anOrder(), volume: 1000, signalId: 'tw1' })).toBeUndefined();
  });

  it('pages through the history; a new order on a later page only counts', async () => {
    const { http, store } = setUp({ total: 25, orders: [anOrder()] });
    await store.start();
    expect(store.pages).toBe(3);
    http.respond('GET /signal/{id}/tw/order', {
      list: [anOrder({ id: 'p2' })],
      total: 25,
      page: 2,
      pageSize: 10,
    });
    await store.loadHistory(2);
    expect(http.lastRequest('GET /signal/{id}/tw/order').query).toMatchObject({ page: '2', pageSize: '10' });
    expect(store.page).toBe(2);
    store.applyLive(feedMessage({ ...anOrder({ id: 'brand-new' }), signalId: 'tw1' }));
    expect(store.orders.map((order) => order.id)).toEqual(['p2']);
    expect(store.total).toBe(26);
  });

  it('shows a failed history load with its code', async () => {
    const { http, store } = setUp();
    http.respondError('GET /signal/{id}/tw/order', 'INTERNAL_ERROR');
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.historyStatus).toBe('failed');
    expect(store.historyErrorCode).toBe('INTERNAL_ERROR');
  });
});
