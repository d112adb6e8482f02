import { ApiClient, defaultSignal, SignalsService, type Signal } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { SymbolListStore } from './symbol-list.store.js';

const PAIR = { providerSymbol: 'EURUSD.m', platformSymbol: 'EURUSD', contractSize: '100000' };
const connectedDraft = defaultSignal({
  id: 'signal-1',
  token: 't',
  name: 'Draft.Signal',
  status: 'NOT_SUBMITTED',
  connStatus: 'CONNECTED',
});

const newStore = (signal: Signal) => {
  const app = createTestApp({
    http: new FakeHttp(),
    clock: new FakeClock(),
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  app.http.respond('GET /signal/{id}', signal);
  const store = new SymbolListStore('signal-1', {
    signals: new SignalsService({ api: app.container.get(ApiClient) }),
    ui: app.container.get(UiStore),
  });
  return { app, store };
};

describe('SymbolListStore', () => {
  it('offers the submission once a symbol is matched and saved', async () => {
    const { store } = newStore(connectedDraft);
    await store.load();
    expect(store.canSubmit).toBe(false);
    store.matchingSaved({ matched: [PAIR], unmatched: [] });
    expect(store.canSubmit).toBe(true);
  });

  it('submits for review and then no longer offers it', async () => {
    const { app, store } = newStore({ ...connectedDraft, symbols: [PAIR] });
    await store.load();
    app.http.respond('POST /signal/{id}/submit', { ...connectedDraft, symbols: [PAIR], status: 'CREATED' });
    expect(await store.submit()).toBe(true);
    expect(store.signal?.status).toBe('CREATED');
    expect(store.canSubmit).toBe(false);
  });

  it('shows a refused submission as a toast and keeps the button usable', async () => {
    const { app, store } = newStore({ ...connectedDraft, symbols: [PAIR] });
    await store.load();
    app.http.respondError('POST /signal/{id}/submit', 'SIGNAL_CANNOT_SUBMIT');
    expect(await store.submit()).toBe(false);
    expect(store.submitting).toBe(false);
    expect(app.container.get(UiStore).toasts.at(-1)?.message).toBe('errors.SIGNAL_CANNOT_SUBMIT');
  });
});
