import {
  ApiClient,
  defaultSignal,
  SignalsService,
  SymbolsService,
  type PlatformSymbol,
} from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp, settle } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { SymbolMatchingStore } from './symbol-matching.store.js';

const PLATFORM_SYMBOLS: readonly PlatformSymbol[] = [
  { platform: 'MT4', symbol: 'XAUUSD', contractSize: '100', description: 'Gold' },
  { platform: 'MT4', symbol: 'EURUSD', contractSize: '100000', description: 'Euro' },
  { platform: 'MT4', symbol: 'US30', contractSize: '1', description: 'Dow' },
  { platform: 'BINANCE', symbol: 'BTCUSDT', contractSize: '1', description: 'Bitcoin' },
];
const EURUSD = { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' };
const signal = defaultSignal({ id: 'signal-1', token: 't', name: 'Draft.Signal', status: 'NOT_SUBMITTED' });

const newStore = (known: readonly PlatformSymbol[] = []) => {
  const clock = new FakeClock();
  const app = createTestApp({
    http: new FakeHttp(),
    clock,
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const api = app.container.get(ApiClient);
  app.http
    .respond('GET /signal/{id}', signal)
    .respond('GET /signal/{id}/symbol', { matched: [EURUSD], unmatched: ['GOLD', 'DJ30.r'] })
    .respond('GET /symbol', PLATFORM_SYMBOLS);
  const store = new SymbolMatchingStore('signal-1', {
    symbols: new SymbolsService({ api }),
    signals: new SignalsService({ api }),
    ui: app.container.get(UiStore),
    clock,
    knownPlatformSymbols: () => known,
  });
  return { app, clock, store };
};

describe('SymbolMatchingStore', () => {
  it("loads the matching and offers the signal's platform symbols only", async () => {
    const { store } = newStore();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.matched).toEqual([EURUSD]);
    expect(store.unmatched).toEqual(['GOLD', 'DJ30.r']);
    expect(store.options.map((option) => option.symbol)).toEqual(['EURUSD', 'US30', 'XAUUSD']);
    expect(store.dirty).toBe(false);
  });

  it('uses the platform symbols the session already holds instead of asking again', async () => {
    const { app, store } = newStore(PLATFORM_SYMBOLS);
    await store.load();
    expect(app.http.requestsTo('GET /symbol')).toHaveLength(0);
    expect(store.options).toHaveLength(3);
  });

  it('shows a failed load with its code', async () => {
    const { app, store } = newStore();
    app.http.respondError('GET /signal/{id}/symbol', 'SIGNAL_NOT_FOUND');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_FOUND');
  });

  it('matches a picked symbol with its contract size, removes a match, and discards', async () => {
    const { store } = newStore();
    await store.load();
    store.match('GOLD');
    expect(store.matched).toHaveLength(1); // nothing picked yet
    store.pick('GOLD', 'XAUUSD');
    store.match('GOLD');
    expect(store.matched).toEqual([
      EURUSD,
      { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' },
    ]);
    expect(store.unmatched).toEqual(['DJ30.r']);
    expect(store.dirty).toBe(true);
    expect(store.canSync).toBe(false);

    store.unmatch('EURUSD.m');
    expect(store.unmatched).toEqual(['EURUSD.m', 'DJ30.r']);
    expect(store.picks['EURUSD.m']).toBe('EURUSD');
    store.discard();
    expect(store.matched).toEqual([EURUSD]);
    expect(store.dirty).toBe(false);
  });

  it('filters both lists by the search, on either symbol', async () => {
    const { store } = newStore();
    await store.load();
    store.setSearch(' eur ');
    expect(store.visibleMatched).toEqual([EURUSD]);
    expect(store.visibleUnmatched).toEqual([]);
    store.setSearch('dj');
    expect(store.visibleMatched).toEqual([]);
    expect(store.visibleUnmatched).toEqual(['DJ30.r']);
  });

  it('refuses to save with nothing matched, at the form and without a request', async () => {
    const { app, store } = newStore();
    await store.load();
    store.unmatch('EURUSD.m');
    expect(await store.save()).toBeNull();
    expect(store.saveError).toBe('SIGNAL_NO_MATCHED_SYMBOL');
    expect(store.saving).toBe(false);
    expect(app.http.requestsTo('PUT /signal/{id}/symbol')).toHaveLength(0);
  });

  it('saves the pairs and takes the answer as the saved state', async () => {
    const { app, store } = newStore();
    await store.load();
    store.pick('GOLD', 'XAUUSD');
    store.match('GOLD');
    const answer = {
      matched: [EURUSD, { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' }],
      unmatched: ['DJ30.r'],
    };
    app.http.respond('PUT /signal/{id}/symbol', answer);
    expect(await store.save()).toEqual(answer);
    expect(store.dirty).toBe(false);
    expect(store.saveError).toBeNull();
  });

  it('counts the 2-minute retry down when the account cannot be read, then reads the lists again', async () => {
    const { app, clock, store } = newStore();
    await store.load();
    app.http.respondError('POST /signal/{id}/symbol/sync', 'MT_BROKER_ERROR');
    await store.sync();
    expect(store.counting).toBe(true);
    expect(store.retrySecondsLeft).toBe(120);
    expect(store.canSync).toBe(false);
    expect(store.syncError).toBeNull();

    clock.advance(1_000);
    expect(store.retrySecondsLeft).toBe(119);
    clock.advance(64_000);
    expect(store.retrySecondsLeft).toBe(55);

    app.http.respond('GET /signal/{id}/symbol', {
      matched: [EURUSD, { providerSymbol: 'GOLD', platformSymbol: 'XAUUSD', contractSize: '100' }],
      unmatched: ['DJ30.r'],
    });
    const readsBefore = app.http.requestsTo('GET /signal/{id}/symbol').length;
    clock.advance(55_000);
    await settle();
    expect(store.counting).toBe(false);
    expect(store.retried).toBe(true);
    expect(app.http.requestsTo('GET /signal/{id}/symbol')).toHaveLength(readsBefore + 1);
    expect(store.matched).toHaveLength(2);
    expect(store.canSync).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });

  it('shows another sync refusal as it is, and stops counting when disposed', async () => {
    const { app, clock, store } = newStore();
    await store.load();
    app.http.respondError('POST /signal/{id}/symbol/sync', 'SIGNAL_NOT_CONNECTED');
    await store.sync();
    expect(store.syncError).toBe('SIGNAL_NOT_CONNECTED');
    expect(store.counting).toBe(false);

    app.http.respondError('POST /signal/{id}/symbol/sync', 'MT_BROKER_ERROR');
    await store.sync();
    expect(store.counting).toBe(true);
    store.dispose();
    expect(clock.pendingTimers).toBe(0);
  });
});
