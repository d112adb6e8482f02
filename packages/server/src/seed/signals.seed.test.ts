import {
  computePerformance,
  CONN_STATUSES,
  performanceInputsOf,
  PLATFORMS,
  SIGNAL_STATUSES,
  type Page,
  type Signal,
  type SignalHistory,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  post,
  signalOf,
  startSignalsServer,
  type SignalsTestServer,
} from '../routes/signals/signals.test-helpers.js';
import { seedSignals } from './signals.seed.js';

describe('the demo signals seed', () => {
  let t: SignalsTestServer;
  let cookie: string;
  let signals: Signal[];
  beforeAll(async () => {
    t = await startSignalsServer();
    const provider = await t.server.signIn();
    cookie = provider.cookie;
    await t.server.ctx.db.transaction((tx) =>
      seedSignals(tx, t.server.ctx, { siteId: t.server.sites.demo, providerId: provider.userId }),
    );
    const res = await t.server.call({ method: 'GET', url: '/api/signal?pageSize=100', cookie });
    signals = res.json<{ signals: Page<Signal> }>().signals.list as Signal[];
  });
  afterAll(async () => {
    await t.server.close();
  });

  it('gives the provider signals in every review status, connection status and platform', () => {
    expect(signals.length).toBe(15);
    expect(new Set(signals.map((s) => s.status))).toEqual(new Set(SIGNAL_STATUSES));
    expect(new Set(signals.map((s) => s.connStatus))).toEqual(new Set(CONN_STATUSES));
    expect(new Set(signals.map((s) => s.platform))).toEqual(new Set(PLATFORMS));
    expect(signals.some((s) => s.enable)).toBe(true);
    expect(signals.some((s) => s.archivedAt !== null)).toBe(true);
    for (const s of signals.filter((signal) => signal.connStatus === 'CONNECTED')) {
      expect(s.performance?.tradesTotal, s.name).toBeGreaterThan(0);
    }
  });

  it('stores the history behind every seeded performance: the history route recomputes it exactly', async () => {
    const calculated = signals.filter((s) => s.performance !== null);
    expect(calculated.length).toBeGreaterThan(5);
    for (const s of calculated) {
      const res = await t.server.call({
        method: 'GET',
        url: `/api/signal/${s.id}/history?pageSize=500`,
        cookie,
      });
      const history = res.json<{ history: SignalHistory }>().history;
      expect(history.total, s.name).toBe(history.list.length);
      const { trades, balanceOperations } = performanceInputsOf(history.list);
      const recomputed = computePerformance(trades, balanceOperations, history.refreshedAt ?? '', {
        platform: history.platform,
      });
      const stored = await t.server.call({ method: 'GET', url: `/api/signal/${s.id}/performance`, cookie });
      expect(JSON.parse(JSON.stringify(recomputed)), s.name).toEqual(
        stored.json<{ performance: unknown }>().performance,
      );
    }
  });

  it('finishes the signal left calculating once the jobs run', async () => {
    const calculating = signals.find((s) => s.connStatus === 'CALCULATING');
    expect(calculating).toBeDefined();
    await t.runner.runDue();
    const res = await t.server.call({ method: 'GET', url: `/api/signal/${calculating!.id}`, cookie });
    expect(signalOf(res)).toMatchObject({ connStatus: 'CONNECTED' });
  });

  it('stores the link, so a disconnected demo signal reconnects without asking again', async () => {
    const paused = signals.find(
      (s) => s.connStatus === 'DISCONNECTED' && s.archivedAt === null && s.performance,
    );
    expect(paused).toBeDefined();
    const again = signalOf(await post(t.server, cookie, `/api/signal/${paused!.id}/reconnect`));
    expect(again.connStatus).toBe('CALCULATING');
  });
});
