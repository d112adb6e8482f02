import {
  applyFiguresPatch,
  DAY_MS,
  dec,
  FORMULA_VERSION,
  isSignalFiguresPatch,
  MINUTE_MS,
  signalForFeed,
  toIso,
  withSeriesKept,
  type PerformanceReport,
  type Signal,
  type SignalFiguresPatch,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, signalOf } from '../routes/signals/signals.test-helpers.js';
import { findSignal } from '../storage/signals.repository.js';
import {
  connectedSignal,
  DATABASES,
  getJson,
  moveClockTo,
  performanceOf,
  recompute,
  SATURDAY_NOON_MS,
  startEngineServer,
  wholeHistory,
  type EngineTestServer,
} from './performance-engine.test-helpers.js';
import { refreshSignal } from './performance-refresh.js';
import {
  pendingRefreshAt,
  queueMissingRefreshes,
  queueSignalRefresh,
  REFRESH_INTERVAL_MS,
} from './refresh-schedule.js';

const WEEK_MS = 7 * DAY_MS;

/** The figures that depend on the report's instant alone: they move with time even without trades. */
const withoutTimeFigures = ({ updatedAt: _u, duration: _d, tradePerWeek: _w, ...rest }: PerformanceReport) =>
  rest;

describe.each(DATABASES)('the performance engine on %s', (_name, open) => {
  let t: EngineTestServer;
  const now = () => toIso(t.server.clock.now());
  const keyOf = (id: string) => ({ siteId: t.server.sites.demo, signalId: id });
  const pendingRefreshes = async (id: string): Promise<number> => {
    const { rows } = await t.server.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'signal.refresh' AND done_at IS NULL
         AND payload->>'signalId' = $1`,
      [id],
    );
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    t = await startEngineServer(open);
  });
  afterAll(async () => {
    await t.close();
  });

  it('at connect stores the 90 days before it, with one opening deposit, and its figures are the recomputation of what the history route lists', async () => {
    const signal = await connectedSignal(t);
    const connectedAt = now();
    const performance = await performanceOf(t, signal.id);
    const { entries, head } = await wholeHistory(t, signal.id);

    const deposits = entries.filter((entry) => entry.type === 'BALANCE');
    expect(deposits).toEqual([
      expect.objectContaining({
        kind: 'DEPOSIT',
        amount: '10000.00',
        time: toIso(SATURDAY_NOON_MS - 90 * DAY_MS),
      }),
    ]);
    expect(entries.length - deposits.length).toBe(performance.tradesTotal);
    expect(performance.tradesTotal).toBeGreaterThan(50);
    expect(head).toMatchObject({
      platform: 'MT4',
      source: 'BROKER',
      formulaVersion: FORMULA_VERSION,
      refreshedAt: connectedAt,
      syncedTo: connectedAt,
      total: entries.length,
    });
    expect(recompute(entries, head)).toEqual(performance);
    expect(performance.historyDays).toBe(91);
    expect(performance.absent.apr180).toBe('INSUFFICIENT_HISTORY');
    expect(await pendingRefreshAt(t.server.ctx.db, keyOf(signal.id))).toEqual(
      new Date(t.server.clock.now() + REFRESH_INTERVAL_MS),
    );
  });

  it('as the platform clock moves on, reads the new trades: historyDays grows, apr180 appears at 180 days, the deposit stays one', async () => {
    const base = t.server.clock.offset;
    const signal = await connectedSignal(t);
    const atConnect = await performanceOf(t, signal.id);

    await moveClockTo(t, base + 7 * WEEK_MS);
    const later = await performanceOf(t, signal.id);
    expect(later.updatedAt).toBe(now());
    expect(later.historyDays).toBe(atConnect.historyDays + 49);
    expect(later.tradesTotal).toBeGreaterThan(atConnect.tradesTotal);
    expect(later.apr180).toBeNull();
    expect(later.absent.apr180).toBe('INSUFFICIENT_HISTORY');
    const seven = await wholeHistory(t, signal.id);
    expect(recompute(seven.entries, seven.head)).toEqual(later);
    expect(seven.head.syncedTo).toBe(now());

    await moveClockTo(t, base + 14 * WEEK_MS);
    const long = await performanceOf(t, signal.id);
    expect(long.historyDays).toBe(atConnect.historyDays + 98);
    expect(long.historyDays).toBeGreaterThanOrEqual(180);
    expect(typeof long.apr180).toBe('number');
    expect(long.absent.apr180).toBeUndefined();
    const { entries, head } = await wholeHistory(t, signal.id);
    expect(entries.filter((entry) => entry.type === 'BALANCE')).toHaveLength(1);
    expect(recompute(entries, head)).toEqual(long);
    // The signal itself carries the same figures (the list and the detail show them).
    const shown = await getJson<{ performance: PerformanceReport }>(t, `/api/signal/${signal.id}`, 'signal');
    expect(shown.performance.tradesTotal).toBe(long.tradesTotal);
  });

  it('a refresh with no new trades adds nothing: at the same instant nothing changes, later only what time moves', async () => {
    const signal = await connectedSignal(t);
    const before = await performanceOf(t, signal.id);
    const history = await wholeHistory(t, signal.id);

    // New trades were announced (the EA's way), but there are none: the same figures at the same instant.
    await t.server.ctx.db.transaction((tx) =>
      queueSignalRefresh(tx, keyOf(signal.id), new Date(t.server.clock.now())),
    );
    expect(await t.runner.runDue()).toBe(1);
    expect(await performanceOf(t, signal.id)).toEqual(before);

    // Ten minutes later on a Saturday: no trade closed; the figures are recomputed at the new instant.
    await moveClockTo(t, t.server.clock.offset + REFRESH_INTERVAL_MS);
    const after = await performanceOf(t, signal.id);
    const again = await wholeHistory(t, signal.id);
    expect(again.entries).toEqual(history.entries);
    expect(again.head.refreshedAt).toBe(now());
    expect(after.updatedAt).toBe(now());
    expect(withoutTimeFigures(after)).toEqual(withoutTimeFigures(before));
  });

  it('publishes a refresh on the live feed as a change of the figures, not the whole daily series', async () => {
    const signal = await connectedSignal(t);
    const before = await performanceOf(t, signal.id);
    const publish = vi.spyOn(t.server.ctx.feed, 'publish');
    try {
      await moveClockTo(t, t.server.clock.offset + WEEK_MS);
      const events = publish.mock.calls
        .map(([event]) => event)
        .filter((event) => isSignalFiguresPatch(event.data) && event.data.id === signal.id);
      expect(events.map((event) => event.channel).sort()).toEqual(['signal.' + signal.id, 'signals'].sort());
      expect(events.every((event) => event.userId === t.userId)).toBe(true);
      const patch = events[0]?.data as SignalFiguresPatch;
      expect(patch.figures).not.toHaveProperty('profitDatas');
      // A week of new days (and the last known one), not the 90 days before.
      expect(patch.profitDatasTail.length).toBeLessThanOrEqual(8);
      const after = await performanceOf(t, signal.id);
      expect(applyFiguresPatch(before, patch)).toEqual(after);
      expect(after.tradesTotal).toBeGreaterThan(before.tradesTotal);
    } finally {
      publish.mockRestore();
    }
  });

  it('publishes a change of the signal itself without the performance series, which a client keeps', async () => {
    const signal = await connectedSignal(t);
    const shown = await getJson<Signal>(t, `/api/signal/${signal.id}`, 'signal');
    const publish = vi.spyOn(t.server.ctx.feed, 'publish');
    try {
      const res = await t.server.call({
        method: 'PATCH',
        url: `/api/signal/${signal.id}`,
        cookie: t.cookie,
        payload: { describe: 'Described anew.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answered = res.json<{ signal: Signal }>().signal;
      const pushes = publish.mock.calls
        .map(([event]) => event)
        .filter(
          (event) => typeof event.data === 'object' && event.data !== null && 'performance' in event.data,
        );
      expect(pushes.map((event) => event.channel).sort()).toEqual(['signal.' + signal.id, 'signals'].sort());
      const pushed = pushes[0]?.data as Signal;
      expect(pushed.performance?.profitDatas).toEqual([]);
      expect(JSON.stringify(pushed).length).toBeLessThan(JSON.stringify(answered).length / 2);
      // The change and every figure are there; the series are the ones the client already has.
      expect(pushed).toEqual(signalForFeed(answered));
      expect(withSeriesKept(shown, pushed)).toEqual(answered);
    } finally {
      publish.mockRestore();
    }
  });

  it('keeps one pending refresh per signal; disconnected it stops, reconnected it goes on with its history, another account starts it over', async () => {
    const signal = await connectedSignal(t);
    const id = signal.id;
    const startMs = t.server.clock.now();
    await t.server.ctx.db.transaction(async (tx) => {
      await queueSignalRefresh(tx, keyOf(id), new Date(startMs + 5 * MINUTE_MS));
      await queueSignalRefresh(tx, keyOf(id), new Date(startMs + 20 * MINUTE_MS));
    });
    expect(await pendingRefreshes(id)).toBe(1);
    expect(await pendingRefreshAt(t.server.ctx.db, keyOf(id))).toEqual(new Date(startMs + 5 * MINUTE_MS));
    const first = await wholeHistory(t, id);

    signalOf(await post(t.server, t.cookie, `/api/signal/${id}/disconnect`));
    const disconnected = await performanceOf(t, id);
    await moveClockTo(t, t.server.clock.offset + 3 * DAY_MS);
    expect(await pendingRefreshes(id)).toBe(0);
    expect(await performanceOf(t, id)).toEqual(disconnected);

    signalOf(await post(t.server, t.cookie, `/api/signal/${id}/reconnect`));
    await t.runner.runDue();
    const reconnected = await wholeHistory(t, id);
    expect(reconnected.head.syncedTo).toBe(now());
    expect(reconnected.entries.filter((e) => e.type === 'BALANCE')).toEqual(
      first.entries.filter((e) => e.type === 'BALANCE'),
    );
    expect(reconnected.entries.slice(0, first.entries.length)).toEqual(first.entries);
    expect(reconnected.entries.length).toBeGreaterThan(first.entries.length);
    expect(recompute(reconnected.entries, reconnected.head)).toEqual(await performanceOf(t, id));
    expect(await pendingRefreshes(id)).toBe(1);

    signalOf(await post(t.server, t.cookie, `/api/signal/${id}/disconnect`));
    signalOf(
      await post(t.server, t.cookie, `/api/signal/${id}/reconnect`, {
        method: 'ACCOUNT_LINK',
        server: 'DemoBroker-Live01',
        number: '87654321',
        investorPassword: 'investor1',
      }),
    );
    await t.runner.runDue();
    const other = await wholeHistory(t, id);
    const [deposit] = other.entries.filter((e) => e.type === 'BALANCE');
    expect(other.entries.filter((e) => e.type === 'BALANCE')).toHaveLength(1);
    expect(deposit).toMatchObject({ time: toIso(t.server.clock.now() - 90 * DAY_MS) });
    expect(recompute(other.entries, other.head)).toEqual(await performanceOf(t, id));
  });

  it('a refresh the broker refuses the credentials of loses the connection with the reason, and stops refreshing', async () => {
    const signal = await connectedSignal(t);
    const stored = await findSignal(t.server.ctx.db, { siteId: t.server.sites.demo }, signal.id);
    if (!stored?.link.account) throw new Error('not linked');
    await t.broker.faults.cause(stored.link.account, 'password-changed');
    // The refresh alone must notice: the per-minute health check that would notice it too is taken away.
    await t.server.ctx.db.query(
      `DELETE FROM jobs WHERE kind = 'signal.health' AND done_at IS NULL AND payload->>'signalId' = $1`,
      [signal.id],
    );
    try {
      await moveClockTo(t, t.server.clock.offset + REFRESH_INTERVAL_MS);
      const lost = await getJson<{ connStatus: string; info: { reason: string } }>(
        t,
        `/api/signal/${signal.id}`,
        'signal',
      );
      expect(lost).toMatchObject({ connStatus: 'LOST', info: { reason: 'INVESTOR_PASSWORD_CHANGED' } });
      expect(await pendingRefreshes(signal.id)).toBe(0);
    } finally {
      await t.broker.faults.clear(stored.link.account);
    }
  });

  it('a broker that fails leaves the figures as they were, without failing the job, and the next refresh reads on', async () => {
    const signal = await connectedSignal(t);
    const before = await performanceOf(t, signal.id);
    t.broker.setOutage(true);
    try {
      const outcome = await t.server.ctx.db.transaction(async (tx) => {
        const stored = await findSignal(tx, { siteId: t.server.sites.demo }, signal.id, { forUpdate: true });
        if (!stored) throw new Error('no signal');
        return refreshSignal(t.server.ctx, tx, stored, toIso(t.server.clock.now() + MINUTE_MS));
      });
      expect(outcome.kind).toBe('BROKER_FAILED');
      await moveClockTo(t, t.server.clock.offset + REFRESH_INTERVAL_MS);
      expect(await performanceOf(t, signal.id)).toEqual(before);
      const { rows } = await t.server.ctx.db.query<{ failed: number }>(
        `SELECT count(*)::int AS failed FROM jobs WHERE kind = 'signal.refresh' AND last_error <> ''`,
      );
      expect(rows[0]?.failed).toBe(0);
      expect(await pendingRefreshAt(t.server.ctx.db, keyOf(signal.id))).toEqual(
        new Date(t.server.clock.now() + REFRESH_INTERVAL_MS),
      );
    } finally {
      t.broker.setOutage(false);
    }
    await moveClockTo(t, t.server.clock.offset + WEEK_MS);
    const after = await performanceOf(t, signal.id);
    expect(after.updatedAt).toBe(now());
    expect(after.tradesTotal).toBeGreaterThan(before.tradesTotal);
  });

  it('extends the previous figures with the rows recorded since (old rows are not read again) and starts over when the stored rows are not what it counted', async () => {
    const signal = await connectedSignal(t);
    const db = t.server.ctx.db;
    // Behind the engine's back: an old trade's profit grows by 1000 (the count of rows stays).
    await db.query(
      `UPDATE signal_trades SET profit = profit + 1000
       WHERE signal_id = $1 AND ticket = (SELECT min(ticket) FROM signal_trades WHERE signal_id = $1)`,
      [signal.id],
    );
    await moveClockTo(t, t.server.clock.offset + WEEK_MS);
    const extended = await performanceOf(t, signal.id);
    const withChange = await wholeHistory(t, signal.id);
    // The refresh took only the week's new trades: the changed old row is not in its figures.
    const recomputed = recompute(withChange.entries, withChange.head);
    expect(dec(recomputed.profit).minus(extended.profit).toString()).toBe('1000');

    // A row gone: the count no longer matches, so the next refresh computes everything again.
    await db.query(
      `DELETE FROM signal_trades
       WHERE signal_id = $1 AND ticket = (SELECT max(ticket) FROM signal_trades WHERE signal_id = $1)`,
      [signal.id],
    );
    await moveClockTo(t, t.server.clock.offset + REFRESH_INTERVAL_MS);
    const again = await wholeHistory(t, signal.id);
    expect(recompute(again.entries, again.head)).toEqual(await performanceOf(t, signal.id));
  });

  it('when the server starts, a connected signal without a pending refresh gets one', async () => {
    const signal = await connectedSignal(t);
    await t.server.ctx.db.query(
      `UPDATE jobs SET done_at = run_at WHERE kind = 'signal.refresh' AND payload->>'signalId' = $1`,
      [signal.id],
    );
    expect(await pendingRefreshes(signal.id)).toBe(0);
    const nowDate = new Date(t.server.clock.now());
    const queued = await t.server.ctx.db.transaction((tx) => queueMissingRefreshes(tx, nowDate));
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(await pendingRefreshAt(t.server.ctx.db, keyOf(signal.id))).toEqual(nowDate);
    expect(await t.server.ctx.db.transaction((tx) => queueMissingRefreshes(tx, nowDate))).toBe(0);
  });
});
