import type { Page, Signal, SignalPerformance, SymbolMatching } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_NOTIFY_CHANNEL, readFeedPayload } from '../../feed/notify-feed-publisher.js';
import { SIGNALS_OPS } from '../../ops/signals.ops.js';
import { receiveEaHeartbeat } from '../../signals/signal-connection.js';
import {
  createSignal,
  errorOf,
  GOOD_LINK,
  post,
  signalOf,
  startSignalsServer,
  type SignalsTestServer,
} from './signals.test-helpers.js';

const ops = (name: string) => {
  const command = SIGNALS_OPS.find((c) => c.name.join(' ') === name);
  if (!command) throw new Error(`no ops command ${name}`);
  return command;
};

describe('the whole life of a signal', () => {
  let t: SignalsTestServer;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await startSignalsServer();
    ({ cookie, userId } = await t.server.signIn());
  });
  afterAll(async () => {
    await t.server.close();
  });

  const get = async <T>(url: string, field: string): Promise<T> => {
    const res = await t.server.call({ method: 'GET', url, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, T>>()[field] as T;
  };

  /** Connect, run the calculation and the symbol sync, then submit, approve (ops) and enable. */
  const liveThroughReview = async (signal: Signal, link: object): Promise<Signal> => {
    const calculating = signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, link));
    if (signal.connMethod === 'EA') {
      expect(calculating.connStatus).toBe('CONNECTING');
      expect(calculating.token).toBe(signal.token);
      const beat = await receiveEaHeartbeat(t.server.ctx, { siteId: t.server.sites.demo }, signal.id);
      expect(beat.error).toBe(false);
    } else {
      expect(calculating.connStatus).toBe('CALCULATING');
    }
    expect((await get<Signal>(`/api/signal/${signal.id}`, 'signal')).connStatus).toBe('CALCULATING');
    // Nothing to enable before the calculation: not reviewed, and not connected yet either.
    expect(await t.runner.runDue()).toBeGreaterThanOrEqual(2);
    const connected = await get<Signal>(`/api/signal/${signal.id}`, 'signal');
    expect(connected.connStatus).toBe('CONNECTED');
    expect(connected.performance?.tradesTotal).toBeGreaterThan(0);
    expect(connected.info.server).not.toBe('');

    const performance = await get<SignalPerformance>(`/api/signal/${signal.id}/performance`, 'performance');
    expect(performance.tradesTotal).toBe(connected.performance?.tradesTotal);
    expect(performance.profitDatas.length).toBeGreaterThanOrEqual(89);
    // The list carries every figure but not the series (the detail's performance route has them).
    const inList = (await get<Page<Signal>>('/api/signal?pageSize=100', 'signals')).list.find(
      (s) => s.id === signal.id,
    );
    expect(inList?.performance).toMatchObject({
      tradesTotal: performance.tradesTotal,
      profit: performance.profit,
      profitDatas: [],
    });
    const matching = await get<SymbolMatching>(`/api/signal/${signal.id}/symbol`, 'matching');
    expect(matching.matched.length).toBeGreaterThan(0);
    expect(matching.unmatched.length).toBeGreaterThan(0);

    const submitted = signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/submit`));
    expect(submitted.status).toBe('CREATED');
    const pending = await get<Page<Signal>>('/api/signal?view=pending', 'signals');
    expect(pending.list.map((s) => s.id)).toContain(signal.id);

    const approved = await ops('signal approve').run(t.server.ctx, {
      positional: [signal.id],
      flags: { comment: 'Fine.' },
    });
    expect(approved).toMatchObject({ error: false, value: { status: 'PASSED' } });
    const listed = await get<Page<Signal>>('/api/signal?view=listed', 'signals');
    expect(listed.list.map((s) => s.id)).toContain(signal.id);

    const enabled = signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/enable`));
    expect(enabled).toMatchObject({ enable: true, enabledBefore: true });
    return enabled;
  };

  it.each([
    ['MT4', 'ACCOUNT_LINK', GOOD_LINK.MT4],
    ['MT5', 'EA', GOOD_LINK.EA],
    ['BINANCE', 'API_KEY', GOOD_LINK.BINANCE],
    ['TWSE', 'ACCOUNT_LINK', GOOD_LINK.TWSE],
  ] as const)(
    'on %s by %s: connect, calculate, sync, submit, approve, enable, disable, disconnect, archive',
    async (platform, connMethod, link) => {
      const created = await createSignal(t.server, cookie, { platform, connMethod });
      expect(created).toMatchObject({
        status: 'NOT_SUBMITTED',
        connStatus: 'DISCONNECTED',
        platform,
        connMethod,
      });
      const enabled = await liveThroughReview(created, link);
      const id = enabled.id;

      // An enabled signal cannot be disconnected, archived or deleted.
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/disconnect`))).toBe('SIGNAL_ENABLED');
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/archive`))).toBe('SIGNAL_ENABLED');
      expect(errorOf(await t.server.call({ method: 'DELETE', url: `/api/signal/${id}`, cookie }))).toBe(
        'SIGNAL_ENABLED',
      );

      expect(signalOf(await post(t.server, cookie, `/api/signal/${id}/disable`)).enable).toBe(false);
      // A connected signal cannot be archived.
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/archive`))).toBe('SIGNAL_CONNECTED');
      const disconnected = signalOf(await post(t.server, cookie, `/api/signal/${id}/disconnect`));
      expect(disconnected.connStatus).toBe('DISCONNECTED');
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/enable`))).toBe('SIGNAL_NOT_CONNECTED');
      // Once enabled, it has a public record: it can be archived but not deleted.
      expect(errorOf(await t.server.call({ method: 'DELETE', url: `/api/signal/${id}`, cookie }))).toBe(
        'SIGNAL_CANNOT_DELETE',
      );
      const archived = signalOf(await post(t.server, cookie, `/api/signal/${id}/archive`));
      expect(archived.archivedAt).not.toBeNull();
      // Archived: no reconnect, no enable; the performance is still there.
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/reconnect`))).toBe('SIGNAL_ARCHIVED');
      expect(errorOf(await post(t.server, cookie, `/api/signal/${id}/enable`))).toBe('SIGNAL_ARCHIVED');
      const kept = await get<SignalPerformance | null>(`/api/signal/${id}/performance`, 'performance');
      expect(kept?.tradesTotal).toBeGreaterThan(0);
      const archivedList = await get<Page<Signal>>('/api/signal?view=archived', 'signals');
      expect(archivedList.list.map((s) => s.id)).toContain(id);
    },
  );

  it('reconnects with the stored link after a disconnect and calculates again', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    await t.runner.runDue();
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/disconnect`));
    const again = signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/reconnect`));
    expect(again.connStatus).toBe('CALCULATING');
    expect(again.performance).not.toBeNull();
    await t.runner.runDue();
    expect((await get<Signal>(`/api/signal/${signal.id}`, 'signal')).connStatus).toBe('CONNECTED');
  });

  it("tells the owner's live feed of every change, the calculation's result included", async () => {
    const events: { userId: string; channel: string; data: Partial<Signal> }[] = [];
    const stop = await t.server.ctx.db.listen(FEED_NOTIFY_CHANNEL, (payload) => {
      void readFeedPayload(t.server.ctx.db, payload).then((event) => {
        if (event !== undefined) events.push(JSON.parse(event) as (typeof events)[number]);
      });
    });
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    await t.runner.runDue();
    await expect.poll(() => events.filter((e) => e.channel === `signal.${signal.id}`).length).toBe(4);
    await stop();
    const own = events.filter((e) => e.channel === `signal.${signal.id}`);
    // Created, connected; then the calculation and the symbol sync, in either order.
    expect(own.slice(0, 2).map((e) => e.data.connStatus)).toEqual(['DISCONNECTED', 'CALCULATING']);
    // The calculation's figures are pushed without its series (the clients read those again when the
    // calculation is new: core live-feed/signal-push.ts).
    const connected = own.slice(2).find((e) => e.data.connStatus === 'CONNECTED');
    expect(connected?.data.performance?.tradesTotal).toBeGreaterThan(0);
    expect(connected?.data.performance?.profitDatas).toEqual([]);
    expect(own.every((e) => e.data.id === signal.id)).toBe(true);
    expect(own.every((e) => e.userId === userId)).toBe(true);
    expect(events.filter((e) => e.channel === 'signals')).toHaveLength(4);
  });

  it('deletes a never-enabled disconnected signal, after which its name is free again', async () => {
    const signal = await createSignal(t.server, cookie, { name: 'Delete.Me' });
    const res = await t.server.call({ method: 'DELETE', url: `/api/signal/${signal.id}`, cookie });
    expect(res.json()).toEqual({ success: true });
    expect(errorOf(await t.server.call({ method: 'GET', url: `/api/signal/${signal.id}`, cookie }))).toBe(
      'SIGNAL_NOT_FOUND',
    );
    await createSignal(t.server, cookie, { name: 'Delete.Me' });
  });

  it('is reviewed by operators: reject needs a comment, a resubmission is SUBMITTED, list filters by status', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    await t.runner.runDue();
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/submit`));
    expect(await ops('signal reject').run(t.server.ctx, { positional: [signal.id], flags: {} })).toEqual({
      error: true,
      value: 'FIELD_REQUIRED',
    });
    expect(
      await ops('signal reject').run(t.server.ctx, {
        positional: [signal.id],
        flags: { comment: 'Too short.' },
      }),
    ).toMatchObject({ error: false, value: { status: 'NOT_PASSED' } });
    expect((await get<Signal>(`/api/signal/${signal.id}`, 'signal')).comment).toBe('Too short.');
    expect(signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/submit`)).status).toBe(
      'SUBMITTED',
    );
    const listed = await ops('signal list').run(t.server.ctx, {
      positional: [],
      flags: { site: t.server.sites.demo, status: 'SUBMITTED' },
    });
    expect(listed.error).toBe(false);
    const ids = (listed.value as { signals: { id: string; userId: string }[] }).signals;
    expect(ids.map((s) => s.id)).toContain(signal.id);
    expect(ids.every((s) => s.userId === userId || s.id !== signal.id)).toBe(true);
    expect(await ops('signal approve').run(t.server.ctx, { positional: ['no-such-id'], flags: {} })).toEqual({
      error: true,
      value: 'SIGNAL_NOT_FOUND',
    });
  });

  it('lets the EA heartbeat ops command link a CONNECTING EA signal', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'MT5', connMethod: 'EA' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.EA));
    const beat = await ops('signal heartbeat').run(t.server.ctx, { positional: [signal.id], flags: {} });
    expect(beat).toMatchObject({ error: false, value: { connStatus: 'CALCULATING' } });
    // A repeated heartbeat changes nothing.
    expect(
      await ops('signal heartbeat').run(t.server.ctx, { positional: [signal.id], flags: {} }),
    ).toMatchObject({
      error: false,
      value: { connStatus: 'CALCULATING' },
    });
  });
});
