import {
  ApiClient,
  figuresPatchOf,
  signalForFeed,
  SignalsService,
  type Robot,
  type Signal,
} from '@signal-portal/core';
import {
  demoSignals,
  FakeClock,
  FakeHttp,
  FakeSocketFactory,
  MemoryKeyValueStore,
} from '@signal-portal/fixtures';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createTestApp, settle } from '../../test-support/test-container.js';
import { asPerformanceReport } from './signal-detail.report.js';
import { SignalDetailStore } from './signal-detail.store.js';

const SIGNALS = demoSignals();
const signalNamed = (name: string): Signal => {
  const found = SIGNALS.find((signal) => signal.name === name);
  if (!found) throw new Error(`no demo signal ${name}`);
  return found;
};
const LIVE = signalNamed('GoldTrend.Pro');
const ARCHIVED = signalNamed('Gold2024');

const aRobot = (overrides: Partial<Robot> = {}): Robot => ({
  id: 'robot-1',
  name: 'Robot 1',
  signalId: LIVE.id,
  followerName: 'follower01',
  followType: 'FULL_SIGNAL',
  status: 'RUNNING',
  investment: '1000',
  profit: '12.5',
  hwm: '0',
  createdAt: '2026-01-01T00:00:00.000Z',
  nextSettlementAt: '2026-01-31T00:00:00.000Z',
  ...overrides,
});

const newStore = (signal: Signal = LIVE) => {
  const http = new FakeHttp();
  const clock = new FakeClock();
  const app = createTestApp({
    http,
    clock,
    storage: new MemoryKeyValueStore(),
    sockets: new FakeSocketFactory(),
  });
  http
    .respond('GET /signal/{id}', signal)
    .respond('GET /signal/{id}/performance', signal.performance)
    .respond('GET /signal/{id}/followers', [{ date: '2026-01-01', followers: 3, investment: '3000' }])
    .respond('GET /signal/{id}/robots', { list: [aRobot()], total: 1, page: 1, pageSize: 10 });
  const store = new SignalDetailStore(
    new SignalsService({ api: app.container.get(ApiClient) }),
    clock,
    signal.id,
  );
  return { http, clock, store };
};

describe('SignalDetailStore', () => {
  it('loads the signal and its full report; the page is not read-only for a live signal', async () => {
    const { store, http } = newStore();
    await store.start();
    expect(store.status).toBe('ready');
    expect(store.reportStatus).toBe('ready');
    expect(store.signal?.id).toBe(LIVE.id);
    expect(store.performance?.annualisation.periodsPerYear).toBe(252);
    expect(store.performance?.absent.return180).toBe('INSUFFICIENT_HISTORY');
    expect(store.readOnly).toBe(false);
    expect(store.hasPerformance).toBe(true);
    expect(http.calledRoutes().has('GET /signal/{id}/robots')).toBe(false);
    store.stop();
  });

  it('shows an archived signal read-only, with its performance', async () => {
    const { store } = newStore(ARCHIVED);
    await store.start();
    expect(store.runningState).toBe('ARCHIVED');
    expect(store.readOnly).toBe(true);
    expect(store.hasPerformance).toBe(true);
    store.stop();
  });

  it('fails with the code of the answer, and loads again on retry', async () => {
    const { store, http } = newStore();
    http.respondError('GET /signal/{id}', 'SIGNAL_NOT_FOUND');
    await store.start();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SIGNAL_NOT_FOUND');
    http.respond('GET /signal/{id}', LIVE);
    await store.load();
    expect(store.status).toBe('ready');
    store.stop();
  });

  it('refuses a performance answer that is not a full report rather than inventing its figures', async () => {
    const { store, http } = newStore();
    const { monthlyReturns: _dropped, ...partial } = LIVE.performance as unknown as Record<string, unknown>;
    http.on('GET /signal/{id}/performance', () => ({ status: 200, json: { performance: partial } }));
    await store.loadReport();
    expect(store.reportStatus).toBe('failed');
    expect(store.reportErrorCode).toBe('apiError');
    expect(store.report).toBeNull();
  });

  it('says there is no report yet before the first calculation', async () => {
    const draft = signalNamed('Draft.Signal');
    const { store } = newStore(draft);
    await store.start();
    expect(store.reportStatus).toBe('ready');
    expect(store.performance).toBeNull();
    expect(store.hasPerformance).toBe(false);
    store.stop();
  });

  it('loads followers and robots when their tab opens, and pages the robots', async () => {
    const { store, http } = newStore();
    await store.start();
    await store.selectTab('robots');
    expect(store.followers).toHaveLength(1);
    expect(store.robots?.list[0]?.followerName).toBe('follower01');
    const from = http.lastRequest('GET /signal/{id}/followers').query.from;
    expect(typeof from).toBe('string');
    http.respond('GET /signal/{id}/robots', {
      list: [aRobot({ id: 'robot-11' })],
      total: 11,
      page: 2,
      pageSize: 10,
    });
    await store.loadRobots(2);
    expect(store.robotsPage).toBe(2);
    expect(store.robots?.list[0]?.id).toBe('robot-11');
    store.stop();
  });

  it('applies a followers patch of the live channel and reloads the followers it shows', async () => {
    const { store, http } = newStore();
    await store.start();
    await store.selectTab('robots');
    const before = http.requestsTo('GET /signal/{id}/robots').length;
    store.applyLive({ id: LIVE.id, numOfFollowers: 13, investmentOfFollow: '15000.5', wasFollowed: true });
    expect(store.signal?.numOfFollowers).toBe(13);
    expect(store.signal?.investmentOfFollow).toBe('15000.5');
    expect(store.signal?.name).toBe(LIVE.name);
    await settle();
    expect(http.requestsTo('GET /signal/{id}/robots').length).toBe(before + 1);
    store.stop();
  });

  it("applies the patch's profit share, strategy and completed profits and followers series too", async () => {
    const { store } = newStore();
    await store.start();
    const followersDatas = [{ date: '2026-11-23', followers: 4, investment: '4000' }];
    store.applyLive({
      id: LIVE.id,
      profitShare: '120.50',
      profitOfSymbolsStrategy: '33.10',
      profitOfCompletedFollowing: '-4.00',
      followersDatas,
    });
    expect(store.signal).toMatchObject({
      profitShare: '120.50',
      profitOfSymbolsStrategy: '33.10',
      profitOfCompletedFollowing: '-4.00',
      followersDatas,
      name: LIVE.name,
    });
    store.stop();
  });

  it('ignores a message of another signal or without readable fields', async () => {
    const { store } = newStore();
    await store.start();
    store.applyLive({ id: 'other', numOfFollowers: 99 });
    store.applyLive({ id: LIVE.id, numOfFollowers: 'many' });
    store.applyLive('garbage');
    expect(store.signal?.numOfFollowers).toBe(LIVE.numOfFollowers);
    store.stop();
  });

  it('takes a whole signal from the live channel and reloads the report when the performance changed', async () => {
    const { store, http } = newStore();
    await store.start();
    const performance = LIVE.performance;
    if (performance === null) throw new Error('GoldTrend.Pro has a performance');
    const recalculated = {
      ...LIVE,
      connStatus: 'LOST' as const,
      performance: { ...performance, updatedAt: '2099-01-01T00:00:00.000Z' },
    };
    const reports = http.requestsTo('GET /signal/{id}/performance').length;
    store.applyLive(recalculated);
    expect(store.signal?.connStatus).toBe('LOST');
    await settle();
    expect(http.requestsTo('GET /signal/{id}/performance').length).toBe(reports + 1);
    store.stop();
  });

  it('catches up after a reconnect: the signal read again quietly, the report only when the performance changed', async () => {
    const { store, http } = newStore();
    await store.start();
    const performance = LIVE.performance;
    if (performance === null) throw new Error('GoldTrend.Pro has a performance');
    const reports = http.requestsTo('GET /signal/{id}/performance').length;
    const signals = http.requestsTo('GET /signal/{id}').length;
    http.respond('GET /signal/{id}', { ...LIVE, connStatus: 'LOST' });
    const caughtUp = store.catchUp();
    expect(store.status).toBe('ready');
    await caughtUp;
    expect(http.requestsTo('GET /signal/{id}')).toHaveLength(signals + 1);
    expect(store.signal?.connStatus).toBe('LOST');
    await settle();
    expect(http.requestsTo('GET /signal/{id}/performance')).toHaveLength(reports);
    http.respond('GET /signal/{id}', {
      ...LIVE,
      performance: { ...performance, updatedAt: '2099-01-01T00:00:00.000Z' },
    });
    await store.catchUp();
    await settle();
    expect(http.requestsTo('GET /signal/{id}/performance')).toHaveLength(reports + 1);
    http.respondError('GET /signal/{id}', 'SERVICE_ERROR');
    await store.catchUp();
    expect(store.status).toBe('ready');
    expect(store.signal?.id).toBe(LIVE.id);
    store.stop();
  });

  it('takes a whole signal pushed without its series and keeps the series it shows, loading nothing', async () => {
    const { store, http } = newStore();
    await store.start();
    const reports = http.requestsTo('GET /signal/{id}/performance').length;
    const pushed = signalForFeed({ ...LIVE, connStatus: 'LOST' });
    expect(pushed.performance?.profitDatas).toEqual([]);
    store.applyLive(pushed);
    expect(store.signal).toEqual({ ...LIVE, connStatus: 'LOST' });
    runInAction(() => {
      store.report = null;
    });
    // Without a loaded report the page shows the signal's own: still with its whole series.
    expect(store.performance).toEqual(asPerformanceReport(LIVE.performance));
    await settle();
    expect(http.requestsTo('GET /signal/{id}/performance').length).toBe(reports);
    store.stop();
  });

  it("applies a refresh's figures patch to the signal and its report without loading the report again", async () => {
    const { store, http } = newStore();
    await store.start();
    const performance = asPerformanceReport(LIVE.performance);
    if (performance === null) throw new Error('GoldTrend.Pro has a full report');
    const lastDay = performance.profitDatas.at(-1);
    if (lastDay === undefined) throw new Error('GoldTrend.Pro has a daily series');
    const refreshed = {
      ...performance,
      tradesTotal: performance.tradesTotal + 2,
      updatedAt: '2099-01-01T00:10:00.000Z',
      profitDatas: [
        ...performance.profitDatas.slice(0, -1),
        { ...lastDay, profit: '12.5' },
        { ...lastDay, date: '2099-01-01', profit: '3' },
      ],
    };
    const patch = figuresPatchOf(
      { id: LIVE.id, updatedAt: '2099-01-01T00:10:00.000Z' },
      performance,
      refreshed,
    );
    expect(patch.profitDatasTail).toHaveLength(2);
    const reports = http.requestsTo('GET /signal/{id}/performance').length;
    store.applyLive(patch);
    expect(store.performance).toEqual(refreshed);
    expect(store.signal?.performance).toEqual(refreshed);
    expect(store.signal?.updatedAt).toBe('2099-01-01T00:10:00.000Z');
    expect(store.signal?.name).toBe(LIVE.name);
    await settle();
    expect(http.requestsTo('GET /signal/{id}/performance').length).toBe(reports);
    store.applyLive({ ...patch, id: 'other', figures: { ...patch.figures, tradesTotal: 1 } });
    expect(store.performance?.tradesTotal).toBe(refreshed.tradesTotal);
    store.stop();
  });

  it('notes a deletion from the header so the view can leave', async () => {
    const { store } = newStore();
    await store.start();
    store.applySignal(null);
    expect(store.deleted).toBe(true);
    store.stop();
  });

  it('keeps its clock current while started, and stops with the screen', async () => {
    const { store, clock } = newStore();
    await store.start();
    const first = store.nowMs;
    clock.advance(60_000);
    expect(store.nowMs).toBeGreaterThan(first);
    store.stop();
    expect(clock.pendingTimers).toBe(0);
  });
});
