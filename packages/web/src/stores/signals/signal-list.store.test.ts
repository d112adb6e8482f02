import {
  API_ROUTES,
  ApiClient,
  compareSignalListOrder,
  computePerformance,
  defaultSignal,
  figuresPatchOf,
  LIVE_FEED_CHANNELS,
  signalListViewOf,
  SignalsService,
  type LiveFeedCallback,
  type Signal,
} from '@signal-portal/core';
import { FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { settle } from '../../test-support/test-container.js';
import { SignalListStore } from './signal-list.store.js';

const day = (n: number) => new Date(Date.UTC(2024, 2, n)).toISOString();

const aSignal = (id: string, createdDay: number, overrides: Partial<Signal> = {}): Signal =>
  defaultSignal({
    id,
    token: `token-${id}`,
    name: `Signal.${id}`,
    createdAt: day(createdDay),
    updatedAt: day(createdDay),
    ...overrides,
  });

/** A server of these signals: GET /signal filters by view (the core's rule) and pages, newest first. */
const serverOf = (signals: Signal[]) => {
  const http = new FakeHttp();
  const serve = () =>
    http.on('GET /signal', (request) => {
      const view = request.query.view;
      const page = Number(request.query.page ?? '1');
      const pageSize = Number(request.query.pageSize ?? '20');
      const matching = signals
        .filter((signal) => view === undefined || signalListViewOf(signal) === view)
        .sort(compareSignalListOrder);
      const list = matching.slice((page - 1) * pageSize, page * pageSize);
      return {
        status: 200,
        json: { [API_ROUTES['GET /signal'].field]: { list, total: matching.length, page, pageSize } },
      };
    });
  serve();
  const api = new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 'site-token' });
  const store = new SignalListStore({ signals: new SignalsService({ api }) });
  return { http, store, signals, serve };
};

/** The feed's `signals` channel, driven by the test. */
const fakeFeed = () => {
  const subscribed: { channel: string; callback: LiveFeedCallback; auth: boolean }[] = [];
  return {
    subscribed,
    subscribe: (channel: string, callback: LiveFeedCallback, options: { auth?: boolean } = {}) => {
      subscribed.push({ channel, callback, auth: options.auth === true });
      return () => subscribed.splice(0);
    },
    publish: (data: unknown) => {
      for (const { callback } of subscribed)
        callback({ id: '1', channel: 'signals', error: { code: 0 }, data });
    },
  };
};

const demo = (): Signal[] => [
  aSignal('a', 10, { status: 'PASSED', connStatus: 'CONNECTED' }),
  aSignal('b', 9, { status: 'PASSED' }),
  aSignal('c', 8, { status: 'PASSED' }),
  aSignal('d', 7, { status: 'NOT_SUBMITTED' }),
  aSignal('e', 6, { status: 'CREATED' }),
  aSignal('f', 5, { status: 'PASSED', archivedAt: day(20) }),
];

const names = (store: SignalListStore) => store.rows.map((row) => row.id);

describe('SignalListStore', () => {
  it('loads a view page with every view counted; drafts are pending', async () => {
    const { store, http } = serverOf(demo());
    expect(store.status).toBe('idle');
    const loading = store.open('listed');
    expect(store.status).toBe('loading');
    await loading;
    expect(store.status).toBe('ready');
    expect(names(store)).toEqual(['a', 'b', 'c']);
    expect(store.counts).toEqual({ listed: 3, pending: 2, archived: 1 });
    expect(http.lastRequest('GET /signal').query).toMatchObject({ page: '1', pageSize: '1' });
    await store.open('pending');
    expect(names(store)).toEqual(['d', 'e']);
    expect(store.hasNoSignals).toBe(false);
  });

  it('pages, and falls back to the last page when the address is past it', async () => {
    const { store } = serverOf(demo());
    await store.open('listed', 2, 2);
    expect(names(store)).toEqual(['c']);
    expect(store.pageCount).toBe(2);
    await store.open('listed', 9, 2);
    expect(store.page).toBe(2);
    expect(names(store)).toEqual(['c']);
  });

  it('fails with the code and loads again on retry', async () => {
    const { store, http, serve } = serverOf(demo());
    http.respondError('GET /signal', 'NOT_SIGNED_IN');
    await store.open('listed');
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('NOT_SIGNED_IN');
    serve();
    await store.retry();
    expect(store.status).toBe('ready');
    expect(store.errorCode).toBeNull();
  });

  it('updates a row in place when its signal changes within the view', async () => {
    const { store, http } = serverOf(demo());
    await store.open('listed');
    const before = http.requests.length;
    store.apply(aSignal('a', 10, { status: 'PASSED', enable: true, updatedAt: day(21) }));
    expect(store.rows[0]?.enable).toBe(true);
    expect(store.counts.listed).toBe(3);
    // An older copy of the signal (a late live message) does not undo it.
    store.apply(aSignal('a', 10, { status: 'PASSED', enable: false, updatedAt: day(15) }));
    expect(store.rows[0]?.enable).toBe(true);
    expect(http.requests.length).toBe(before);
  });

  it('moves a signal between views with the counts, and drops a deleted one', async () => {
    const { store } = serverOf(demo());
    await store.open('listed');
    store.apply(aSignal('b', 9, { status: 'PASSED', archivedAt: day(22), updatedAt: day(22) }));
    expect(names(store)).toEqual(['a', 'c']);
    expect(store.counts).toEqual({ listed: 2, pending: 2, archived: 2 });
    store.removed('c');
    expect(names(store)).toEqual(['a']);
    expect(store.counts.listed).toBe(1);
    // The live feed's copy of the deleted signal changes nothing more.
    store.apply(aSignal('c', 8, { status: 'PASSED', deletedAt: day(23), updatedAt: day(23) }));
    expect(store.counts.listed).toBe(1);
  });

  it('places a signal that joins the view by the list order', async () => {
    const { store } = serverOf(demo());
    await store.open('listed');
    await store.open('pending');
    // e (pending, seen) is approved while Listed is shown: it joins Listed between c and nothing after.
    await store.open('listed');
    store.apply(aSignal('e', 6, { status: 'PASSED', updatedAt: day(24) }));
    expect(names(store)).toEqual(['a', 'b', 'c', 'e']);
    expect(store.counts).toMatchObject({ listed: 4, pending: 1 });
  });

  it('asks the server again, quietly, for a signal it never saw', async () => {
    const signals = demo();
    const { store } = serverOf(signals);
    await store.open('listed', 1, 2);
    expect(names(store)).toEqual(['a', 'b']);
    // d was never loaded (pending); it is approved, and the server has it as listed now.
    const approved = aSignal('d', 7, { status: 'PASSED', updatedAt: day(25) });
    signals.splice(3, 1, approved);
    store.apply(approved);
    expect(store.status).toBe('ready');
    await settle();
    expect(store.counts).toMatchObject({ listed: 4, pending: 1 });
    expect(names(store)).toEqual(['a', 'b']);
  });

  it('fills the page from the next one when a row leaves it', async () => {
    const signals = demo();
    const { store } = serverOf(signals);
    await store.open('listed', 1, 2);
    const archived = aSignal('a', 10, { status: 'PASSED', archivedAt: day(26), updatedAt: day(26) });
    signals.splice(0, 1, archived);
    store.apply(archived);
    expect(names(store)).toEqual(['b']);
    await settle();
    expect(names(store)).toEqual(['b', 'c']);
    expect(store.counts).toMatchObject({ listed: 2, archived: 2 });
  });

  it('follows the live feed on the signals channel, authenticated', async () => {
    const { store } = serverOf(demo());
    await store.open('pending');
    const feed = fakeFeed();
    const unsubscribe = store.follow(feed);
    expect(feed.subscribed).toMatchObject([{ channel: LIVE_FEED_CHANNELS.signals, auth: true }]);
    feed.publish(aSignal('e', 6, { status: 'PASSED', updatedAt: day(27) }));
    expect(names(store)).toEqual(['d']);
    expect(store.counts).toMatchObject({ listed: 4, pending: 1 });
    feed.publish({ not: 'a signal' });
    expect(names(store)).toEqual(['d']);
    unsubscribe();
    expect(feed.subscribed).toHaveLength(0);
  });

  it("applies a refresh's figures patch of the live feed to the row, without asking the server", async () => {
    const { store, http } = serverOf(demo());
    await store.open('listed');
    const feed = fakeFeed();
    store.follow(feed);
    const before = http.requests.length;
    const report = computePerformance(
      [],
      [{ id: 'd1', kind: 'DEPOSIT', time: day(1), amount: '1000' }],
      day(25),
    );
    feed.publish(figuresPatchOf({ id: 'a', updatedAt: day(25) }, null, report));
    const row = store.rows.find((signal) => signal.id === 'a');
    expect(row?.performance).toMatchObject({ principal: '1000', updatedAt: day(25), profitDatas: [] });
    expect(row?.updatedAt).toBe(day(25));
    expect(names(store)).toEqual(['a', 'b', 'c']);
    // An older refresh than the row shows is not applied.
    feed.publish(figuresPatchOf({ id: 'a', updatedAt: day(11) }, null, { ...report, principal: '5' }));
    expect(store.rows.find((signal) => signal.id === 'a')?.performance?.principal).toBe('1000');
    expect(http.requests.length).toBe(before);
  });

  it('knows when the provider has no signal at all', async () => {
    const { store } = serverOf([]);
    await store.open('listed');
    expect(store.rows).toEqual([]);
    expect(store.hasNoSignals).toBe(true);
  });
});
