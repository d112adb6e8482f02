import {
  DAY_MS,
  HOUR_MS,
  type Order,
  type Page,
  type Signal,
  type SymbolMatching,
} from '@signal-portal/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_NOTIFY_CHANNEL } from '../../feed/notify-feed-publisher.js';
import { SIGNAL_CALCULATE_JOB, SIGNAL_SYMBOL_SYNC_JOB } from '../../signals/signal-connection.js';
import { SYMBOL_SYNC_RETRY_MS } from '../../signals/symbol-sync.js';
import {
  createSignal,
  errorOf,
  GOOD_LINK,
  post,
  signalOf,
  startSignalsServer,
  type SignalsTestServer,
} from './signals.test-helpers.js';

describe('symbol sync and matching', () => {
  let t: SignalsTestServer;
  let cookie: string;
  beforeAll(async () => {
    t = await startSignalsServer();
    ({ cookie } = await t.server.signIn());
  });
  afterAll(async () => {
    await t.server.close();
  });
  beforeEach(() => {
    t.broker.setOutage(false);
  });

  const matchingOf = async (id: string): Promise<SymbolMatching> => {
    const res = await t.server.call({ method: 'GET', url: `/api/signal/${id}/symbol`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ matching: SymbolMatching }>().matching;
  };
  /**
   * Runs what is due; answers how many runs of calculations and symbol syncs that was (the periodic
   * checks of every linked signal's connection, signals/connection-health-job.ts, run beside them).
   */
  const runConnectionJobs = async (): Promise<number> => {
    const attempts = async (): Promise<number> => {
      const { rows } = await t.server.ctx.db.query<{ n: number }>(
        'SELECT coalesce(sum(attempts), 0)::int AS n FROM jobs WHERE kind = ANY($1::text[])',
        [[SIGNAL_CALCULATE_JOB, SIGNAL_SYMBOL_SYNC_JOB]],
      );
      return rows[0]?.n ?? 0;
    };
    const before = await attempts();
    await t.runner.runDue();
    return (await attempts()) - before;
  };
  const putPairs = (id: string, pairs: object[]) =>
    t.server.call({ method: 'PUT', url: `/api/signal/${id}/symbol`, cookie, payload: { pairs } });

  it('retries a sync that found the broker down 2 minutes later, not before', async () => {
    const base = t.server.clock.offset;
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    t.broker.setOutage(true);
    // Both the calculation and the sync find the broker down; the calculation is retried by the runner.
    expect(await runConnectionJobs()).toBe(2);
    expect(await runConnectionJobs()).toBe(0);
    t.broker.setOutage(false);
    t.server.clock.setOffset(base + 60_000);
    expect(await runConnectionJobs()).toBe(1);
    expect((await matchingOf(signal.id)).matched).toEqual([]);
    t.server.clock.setOffset(base + SYMBOL_SYNC_RETRY_MS - 1_000);
    expect(await runConnectionJobs()).toBe(0);
    t.server.clock.setOffset(base + SYMBOL_SYNC_RETRY_MS + 1_000);
    expect(await runConnectionJobs()).toBe(1);
    const matching = await matchingOf(signal.id);
    expect(matching.matched.length).toBeGreaterThan(0);
    expect(matching.unmatched.length).toBeGreaterThan(0);
    t.server.clock.setOffset(base);
  });

  it('answers MT_BROKER_ERROR to a manual sync while the broker is down and retries it in 2 minutes', async () => {
    const base = t.server.clock.offset;
    const signal = await createSignal(t.server, cookie, { platform: 'MT5' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT5));
    await t.runner.runDue();
    const first = await matchingOf(signal.id);
    const [kept] = first.matched;
    expect(kept).toBeDefined();
    // The provider narrows the matching to one pair; a later sync adds the automatic ones again.
    const narrowed = (await putPairs(signal.id, [kept!])).json<{ matching: SymbolMatching }>();
    expect(narrowed.matching.matched).toEqual([kept]);
    t.broker.setOutage(true);
    expect(errorOf(await post(t.server, cookie, `/api/signal/${signal.id}/symbol/sync`))).toBe(
      'MT_BROKER_ERROR',
    );
    t.broker.setOutage(false);
    t.server.clock.setOffset(base + SYMBOL_SYNC_RETRY_MS - 1_000);
    expect(await runConnectionJobs()).toBe(0);
    t.server.clock.setOffset(base + SYMBOL_SYNC_RETRY_MS);
    expect(await runConnectionJobs()).toBe(1);
    const bySymbol = (pairs: SymbolMatching['matched']) =>
      [...pairs].sort((a, b) => a.providerSymbol.localeCompare(b.providerSymbol));
    expect(bySymbol((await matchingOf(signal.id)).matched)).toEqual(bySymbol(first.matched));
    // A manual sync when the broker answers gives the matching at once.
    const synced = await post(t.server, cookie, `/api/signal/${signal.id}/symbol/sync`);
    expect(synced.statusCode).toBe(200);
    t.server.clock.setOffset(base);
  });

  it('saves chosen pairs with the platform contract size and refuses unknown or repeated symbols', async () => {
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    await t.runner.runDue();
    const { matched, unmatched } = await matchingOf(signal.id);
    const provider = matched[0]!.providerSymbol;
    const saved = await putPairs(signal.id, [
      { providerSymbol: provider, platformSymbol: 'XAUUSD', contractSize: '1' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const matching = saved.json<{ matching: SymbolMatching }>().matching;
    expect(matching.matched).toEqual([
      { providerSymbol: provider, platformSymbol: 'XAUUSD', contractSize: '100' },
    ]);
    expect(matching.unmatched).toEqual(expect.arrayContaining([...unmatched]));
    expect(matching.unmatched).toHaveLength(matched.length - 1 + unmatched.length);

    expect(errorOf(await putPairs(signal.id, []))).toBe('SIGNAL_NO_MATCHED_SYMBOL');
    expect(errorOf(await putPairs(signal.id, [{ providerSymbol: ' ', platformSymbol: 'EURUSD' }]))).toBe(
      'SIGNAL_NO_MATCHED_SYMBOL',
    );
    expect(errorOf(await putPairs(signal.id, [{ providerSymbol: provider, platformSymbol: 'NOPE' }]))).toBe(
      'SYMBOL_ALIAS_NOT_FOUND',
    );
    expect(
      errorOf(await putPairs(signal.id, [{ providerSymbol: 'NOT-AT-BROKER', platformSymbol: 'EURUSD' }])),
    ).toBe('SYMBOL_ALIAS_NOT_FOUND');
    const twice = [
      { providerSymbol: provider, platformSymbol: 'EURUSD' },
      { providerSymbol: provider, platformSymbol: 'GBPUSD' },
    ];
    expect(errorOf(await putPairs(signal.id, twice))).toBe('DUPLICATE_KEY');
    expect(errorOf(await putPairs(signal.id, [{ providerSymbol: provider }]))).toBe('WRONG_DATA_FORMAT');
  });
});

/** The next Wednesday at `hourUtc` after `fromMs` (TWSE trades weekdays 01:00-05:30 UTC). */
const nextWednesdayAt = (fromMs: number, hourUtc: number): number => {
  let day = Math.floor(fromMs / DAY_MS) * DAY_MS + DAY_MS;
  while (new Date(day).getUTCDay() !== 3) day += DAY_MS;
  return day + hourUtc * HOUR_MS;
};

describe('TWSE orders', () => {
  let t: SignalsTestServer;
  let cookie: string;
  let signal: Signal;
  beforeAll(async () => {
    t = await startSignalsServer();
    ({ cookie } = await t.server.signIn());
    signal = await createSignal(t.server, cookie, { platform: 'TWSE' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.TWSE));
    await t.runner.runDue();
  });
  afterAll(async () => {
    await t.server.close();
  });

  const place = (id: string, payload: object) =>
    post(t.server, cookie, `/api/signal/${id}/tw/order`, payload);
  const at = (epochMs: number) => t.server.clock.setOffset(epochMs - Date.now());

  it('fills a market order in market hours (SUBMITTED) and leaves one outside them PENDING, newest first', async () => {
    const wednesday = nextWednesdayAt(Date.now(), 2);
    at(wednesday);
    const inHours = await place(signal.id, { tradingType: 'BUY', symbol: '2330', volume: '1000' });
    expect(inHours.statusCode, inHours.body).toBe(201);
    const filled = inHours.json<{ order: Order }>().order;
    expect(filled).toMatchObject({
      tradingType: 'BUY',
      orderType: 'MARKET',
      symbol: '2330',
      volume: '1000',
      status: 'SUBMITTED',
    });
    expect(filled.price).toMatch(/^\d+\.\d{2}$/);

    at(wednesday + 6 * HOUR_MS);
    const after = await place(signal.id, { tradingType: 'SELL', symbol: ' 2330 ', volume: '500' });
    expect(after.json<{ order: Order }>().order).toMatchObject({
      status: 'PENDING',
      price: '',
      volume: '500',
    });

    const page = await t.server.call({
      method: 'GET',
      url: `/api/signal/${signal.id}/tw/order?pageSize=1`,
      cookie,
    });
    const orders = page.json<{ orders: Page<Order> }>().orders;
    expect(orders).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(orders.list.map((o) => o.status)).toEqual(['PENDING']);
    const second = await t.server.call({
      method: 'GET',
      url: `/api/signal/${signal.id}/tw/order?page=2&pageSize=1`,
      cookie,
    });
    expect(second.json<{ orders: Page<Order> }>().orders.list.map((o) => o.id)).toEqual([filled.id]);
    // A page of two: the second page starts after two orders
    at(wednesday + 7 * HOUR_MS);
    await place(signal.id, { tradingType: 'SELL', symbol: '2330', volume: '100' });
    const pairs = await t.server.call({
      method: 'GET',
      url: `/api/signal/${signal.id}/tw/order?page=2&pageSize=2`,
      cookie,
    });
    expect(pairs.json<{ orders: Page<Order> }>().orders).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(pairs.json<{ orders: Page<Order> }>().orders.list.map((o) => o.id)).toEqual([filled.id]);
    t.server.clock.setOffset(0);
  });

  it("tells the owner's live feed of each order on the orders channel", async () => {
    const events: { userId: string; channel: string; data: { id?: string; signalId?: string } }[] = [];
    const stop = await t.server.ctx.db.listen(FEED_NOTIFY_CHANNEL, (payload) => {
      events.push(JSON.parse(payload) as (typeof events)[number]);
    });
    const placed = await place(signal.id, { tradingType: 'BUY', symbol: '2330', volume: '1000' });
    const order = placed.json<{ order: Order }>().order;
    await expect.poll(() => events.filter((e) => e.channel === 'orders').length).toBe(1);
    await stop();
    expect(events.find((e) => e.channel === 'orders')?.data).toMatchObject({
      id: order.id,
      signalId: signal.id,
    });
  });

  it('refuses orders of other platforms, of a disconnected account, of unknown symbols and of bad volumes', async () => {
    expect(errorOf(await place(signal.id, { tradingType: 'BUY', symbol: '9999', volume: '1000' }))).toBe(
      'SYMBOL_ALIAS_NOT_FOUND',
    );
    for (const volume of ['0', '-1000', '1.5', 'ten', '']) {
      expect(errorOf(await place(signal.id, { tradingType: 'BUY', symbol: '2330', volume })), volume).toBe(
        'AMOUNT_INVALID',
      );
    }
    expect(errorOf(await place(signal.id, { tradingType: 'HOLD', symbol: '2330', volume: '1000' }))).toBe(
      'WRONG_DATA_FORMAT',
    );
    const mt4 = await createSignal(t.server, cookie, { platform: 'MT4' });
    expect(errorOf(await place(mt4.id, { tradingType: 'BUY', symbol: '2330', volume: '1000' }))).toBe(
      'PLATFORM_UNSUPPORTED',
    );
    const idle = await createSignal(t.server, cookie, { platform: 'TWSE' });
    expect(errorOf(await place(idle.id, { tradingType: 'BUY', symbol: '2330', volume: '1000' }))).toBe(
      'SIGNAL_NOT_CONNECTED',
    );
  });
});
