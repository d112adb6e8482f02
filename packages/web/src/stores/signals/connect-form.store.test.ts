import { ApiClient, defaultSignal, SignalConnectionService, type Signal } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp, settle } from '../../test-support/test-container.js';
import { UiStore } from '../ui.store.js';
import { ConnectFormStore } from './connect-form.store.js';
import { SERVER_SEARCH_DEBOUNCE_MS } from './server-search.store.js';

const ACCOUNT = {
  number: '12345678',
  server: 'DemoBroker-Live01',
  timezone: 'UTC+2',
  stopMtcp: false,
  reason: '',
};
const draft = defaultSignal({
  id: 'signal-1',
  token: 'token-1',
  name: 'Draft.Signal',
  status: 'NOT_SUBMITTED',
});
const LIVE01 = {
  platform: 'MT4' as const,
  name: 'DemoBroker-Live01',
  company: 'DemoBroker Ltd',
  timezone: 'UTC+2',
};

const newForm = (signal: Signal, mode: 'connect' | 'reconnect' = 'connect') => {
  const clock = new FakeClock();
  const app = createTestApp({
    http: new FakeHttp(),
    clock,
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  const connection = new SignalConnectionService({ api: app.container.get(ApiClient) });
  const form = new ConnectFormStore(signal, mode, { connection, ui: app.container.get(UiStore), clock });
  return { app, clock, form };
};

/** Types a server name, lets the debounced search answer, and picks the first option by keyboard. */
const chooseServer = async (app: ReturnType<typeof newForm>['app'], form: ConnectFormStore) => {
  app.http.respond('GET /server', [LIVE01]);
  form.server.setQuery('Demo');
  app.clock.advance(SERVER_SEARCH_DEBOUNCE_MS);
  await settle();
  form.server.move(1);
  form.server.chooseActive();
};

describe('ConnectFormStore', () => {
  it('shows a field problem only once the field was left, and as typed afterwards', () => {
    const { form } = newForm(draft);
    form.setField('number', '12ab');
    expect(form.problemOf('number')).toBeNull();
    form.leaveField('number');
    expect(form.problemOf('number')).toBe('TRADING_ACCOUNT_INVALID');
    form.setField('number', '123456789012345');
    expect(form.problemOf('number')).toBe('TRADING_ACCOUNT_INVALID');
    form.setField('number', '12345678');
    expect(form.problemOf('number')).toBeNull();
  });

  it('shows every problem on submit without calling the platform, first the server', async () => {
    const { app, form } = newForm(draft);
    expect(await form.submit()).toBeNull();
    expect(form.problemOf('server')).toBe('FIELD_REQUIRED');
    expect(form.problemOf('number')).toBe('FIELD_REQUIRED');
    expect(form.problemOf('investorPassword')).toBe('FIELD_REQUIRED');
    expect(form.firstProblem).toBe('server');
    expect(app.http.requestsTo('POST /signal/{id}/connect')).toHaveLength(0);
  });

  it('asks for a server chosen from the list, not just typed', () => {
    const { form } = newForm(draft);
    form.server.setQuery('Some server');
    form.server.blur();
    expect(form.problemOf('server')).toBe('SERVER_NOT_FOUND');
  });

  it('keeps the values and shows the broker refusal, then connects with the right password', async () => {
    const { app, form } = newForm(draft);
    await chooseServer(app, form);
    form.setField('number', '12345678');
    form.setField('investorPassword', 'wrongpass');
    expect(form.dirty).toBe(true);
    app.http.respondError('POST /signal/{id}/connect', 'WRONG_TRADING_ACCOUNT_OR_PASSWORD');
    expect(await form.submit()).toBeNull();
    expect(form.refusal).toBe('WRONG_TRADING_ACCOUNT_OR_PASSWORD');
    expect(form.busy).toBe(false);
    expect(form.number).toBe('12345678');
    expect(form.server.value).toBe('DemoBroker-Live01');
    expect(app.http.lastRequest('POST /signal/{id}/connect').json).toEqual({
      method: 'ACCOUNT_LINK',
      server: 'DemoBroker-Live01',
      number: '12345678',
      investorPassword: 'wrongpass',
    });

    form.setField('investorPassword', 'investor1');
    expect(form.refusal).toBeNull();
    const calculating = { ...draft, connStatus: 'CALCULATING' as const, info: ACCOUNT };
    app.http.respond('POST /signal/{id}/connect', calculating);
    expect(await form.submit()).toEqual(calculating);
    expect(form.connected).toEqual(calculating);
    expect(form.dirty).toBe(false);
  });

  it('shows the refusal of a key with trading permission', async () => {
    const { app, form } = newForm({ ...draft, platform: 'BINANCE', connMethod: 'API_KEY' });
    form.setField('apiKey', 'my-trade-key');
    form.setField('apiSecret', 'secret-123');
    app.http.respondError('POST /signal/{id}/connect', 'API_KEY_NOT_READ_ONLY');
    expect(await form.submit()).toBeNull();
    expect(form.refusal).toBe('API_KEY_NOT_READ_ONLY');
    expect(app.http.lastRequest('POST /signal/{id}/connect').json).toEqual({
      method: 'API_KEY',
      apiKey: 'my-trade-key',
      apiSecret: 'secret-123',
    });
  });

  it('tells the platform to expect the sync tool (EA): nothing to type', async () => {
    const { app, form } = newForm({ ...draft, connMethod: 'EA' });
    app.http.respond('POST /signal/{id}/connect', { ...draft, connMethod: 'EA', connStatus: 'CONNECTING' });
    expect(form.dirty).toBe(false);
    const connecting = await form.submit();
    expect(connecting?.connStatus).toBe('CONNECTING');
    expect(app.http.lastRequest('POST /signal/{id}/connect').json).toEqual({ method: 'EA' });
  });

  it('reconnects: retries the stored link without a body, or replaces it with new details', async () => {
    const lost = { ...draft, status: 'PASSED' as const, connStatus: 'LOST' as const, info: ACCOUNT };
    const { app, form } = newForm(lost, 'reconnect');
    expect(form.canRetryStored).toBe(true);
    app.http.respond('POST /signal/{id}/reconnect', { ...lost, connStatus: 'CALCULATING' });
    await form.retryStored();
    expect(app.http.lastRequest('POST /signal/{id}/reconnect').body).toBeUndefined();

    await chooseServer(app, form);
    form.setField('number', '87654321');
    form.setField('investorPassword', 'investor2');
    await form.submit();
    expect(app.http.lastRequest('POST /signal/{id}/reconnect').json).toMatchObject({ number: '87654321' });
  });

  it('checks the signal rule before calling: an archived signal is refused at once', async () => {
    const archived = { ...draft, archivedAt: '2024-03-01T00:00:00.000Z' };
    const { app, form } = newForm(archived, 'reconnect');
    form.setField('investorPassword', 'investor1');
    await form.retryStored();
    expect(form.refusal).toBe('SIGNAL_ARCHIVED');
    expect(app.http.requestsTo('POST /signal/{id}/reconnect')).toHaveLength(0);
  });
});
