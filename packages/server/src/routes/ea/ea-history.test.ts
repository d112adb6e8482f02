import type { Signal } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EA_BODY_LIMIT, EA_MAX_BATCH } from '../../signals/ea-limits.js';
import { SIGNAL_REFRESH_JOB } from '../../signals/signal-connection.js';
import { loadHistory, type SignalKey } from '../../storage/signal-history.repository.js';
import {
  closedTrade,
  connectingEaSignal,
  DATABASES,
  deposit,
  EA_TEST_NOW,
  eaPost,
  errorOf,
  getSignal,
  linkedEaSignal,
  startEaServer,
  type EaTestServer,
} from './ea.test-helpers.js';

describe.each(DATABASES)('EA protocol: trades and balance operations, on %s', (_name, open) => {
  let t: EaTestServer;
  beforeAll(async () => {
    t = await startEaServer(open);
  });
  afterAll(async () => {
    await t.close();
  });

  const keyOf = (signal: Signal): SignalKey => ({ siteId: t.server.sites.demo, signalId: signal.id });

  /** The signal's pending refresh jobs: when each is due. */
  const pendingRefreshes = async (signal: Signal): Promise<string[]> => {
    const { rows } = await t.server.ctx.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE kind = $1 AND done_at IS NULL AND payload->>'signalId' = $2`,
      [SIGNAL_REFRESH_JOB, signal.id],
    );
    return rows.map((row) => row.run_at.toISOString());
  };

  it('takes history only once the snapshot linked the account', async () => {
    const signal = await connectingEaSignal(t);
    const trades = await eaPost(t.server, signal.token, '/trades', { closed: [closedTrade('1', 3)] });
    expect(trades.statusCode).toBe(409);
    expect(errorOf(trades)).toBe('EA_SNAPSHOT_REQUIRED');
    const operations = await eaPost(t.server, signal.token, '/balance-operations', {
      operations: [deposit('d1', 30)],
    });
    expect(errorOf(operations)).toBe('EA_SNAPSHOT_REQUIRED');
    expect((await loadHistory(t.server.ctx.db, keyOf(signal))).trades).toEqual([]);
  });

  it('stores each closed trade once: sent twice, or twice in one call, it counts once', async () => {
    const signal = await linkedEaSignal(t);
    const first = [closedTrade('1001', 5), closedTrade('1002', 4, '-8.25'), closedTrade('1003', 3)];
    const res = await eaPost(t.server, signal.token, '/trades', { closed: first });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      trades: {
        closed: { received: 3, recorded: 3, duplicates: 0 },
        opened: { received: 0, recorded: 0, duplicates: 0 },
        openPositions: 0,
        refreshQueued: true,
      },
    });

    const resent = [...first, closedTrade('1004', 2), closedTrade('1004', 2)];
    const again = await eaPost(t.server, signal.token, '/trades', { closed: resent });
    expect(again.json()).toMatchObject({
      trades: { closed: { received: 5, recorded: 1, duplicates: 4 }, refreshQueued: true },
    });
    const nothingNew = await eaPost(t.server, signal.token, '/trades', { closed: first });
    expect(nothingNew.json()).toMatchObject({
      trades: { closed: { received: 3, recorded: 0, duplicates: 3 }, refreshQueued: false },
    });

    const { trades } = await loadHistory(t.server.ctx.db, keyOf(signal));
    expect(trades.map((trade) => [trade.ticket, trade.profit, trade.source])).toEqual([
      ['1001', '12.50', 'EA'],
      ['1002', '-8.25', 'EA'],
      ['1003', '12.50', 'EA'],
      ['1004', '12.50', 'EA'],
    ]);
    expect(trades[0]).toMatchObject({ ...first[0], recordedAt: new Date(EA_TEST_NOW).toISOString() });
  });

  it('new trades queue one refresh of the figures, due now, however many batches bring them', async () => {
    const signal = await linkedEaSignal(t);
    expect(await pendingRefreshes(signal)).toEqual([]);
    await eaPost(t.server, signal.token, '/trades', { closed: [closedTrade('a1', 9)] });
    await eaPost(t.server, signal.token, '/trades', { closed: [closedTrade('a2', 8)] });
    const operations = await eaPost(t.server, signal.token, '/balance-operations', {
      operations: [deposit('d1', 60)],
    });
    expect(operations.json()).toMatchObject({ balanceOperations: { refreshQueued: true } });
    expect(await pendingRefreshes(signal)).toEqual([new Date(EA_TEST_NOW).toISOString()]);
  });

  it("the signal's figures are computed from what its EA sent, once the refresh ran", async () => {
    const signal = await linkedEaSignal(t);
    await t.runner.runDue();
    expect(await getSignal(t, signal.id)).toMatchObject({ connStatus: 'CONNECTED' });
    await eaPost(t.server, signal.token, '/balance-operations', { operations: [deposit('d1', 40)] });
    const trades = [closedTrade('c1', 30), closedTrade('c2', 20, '-5.00'), closedTrade('c3', 10)];
    await eaPost(t.server, signal.token, '/trades', { closed: trades });
    await t.runner.runDue();
    const refreshed = await getSignal(t, signal.id);
    expect(refreshed.performance).toMatchObject({ tradesTotal: 3 });
  });

  it('keeps opened positions until their trade closes; an opened ticket already closed is a duplicate', async () => {
    const signal = await linkedEaSignal(t);
    const opened = {
      ticket: '2001',
      symbol: 'XAUUSD+',
      side: 'SELL',
      volume: '0.50',
      openTime: new Date(EA_TEST_NOW - 60_000).toISOString(),
      openPrice: '2310.15',
    };
    const open1 = await eaPost(t.server, signal.token, '/trades', { opened: [opened, opened] });
    expect(open1.json()).toEqual({
      trades: {
        closed: { received: 0, recorded: 0, duplicates: 0 },
        opened: { received: 2, recorded: 1, duplicates: 1 },
        openPositions: 1,
        refreshQueued: false,
      },
    });
    const close = await eaPost(t.server, signal.token, '/trades', { closed: [closedTrade('2001', 0)] });
    expect(close.json()).toMatchObject({ trades: { closed: { recorded: 1 }, openPositions: 0 } });
    const late = await eaPost(t.server, signal.token, '/trades', { opened: [opened] });
    expect(late.json()).toMatchObject({
      trades: { opened: { received: 1, recorded: 0, duplicates: 1 }, openPositions: 0 },
    });
  });

  it('stores balance operations once each', async () => {
    const signal = await linkedEaSignal(t);
    const operations = [deposit('d1', 90), { ...deposit('w1', 10, '250.00'), kind: 'WITHDRAWAL' }];
    const res = await eaPost(t.server, signal.token, '/balance-operations', { operations });
    expect(res.json()).toEqual({
      balanceOperations: { operations: { received: 2, recorded: 2, duplicates: 0 }, refreshQueued: true },
    });
    const again = await eaPost(t.server, signal.token, '/balance-operations', { operations });
    expect(again.json()).toMatchObject({
      balanceOperations: { operations: { received: 2, recorded: 0, duplicates: 2 }, refreshQueued: false },
    });
    const { balanceOperations } = await loadHistory(t.server.ctx.db, keyOf(signal));
    expect(balanceOperations.map((o) => [o.id, o.kind, o.amount])).toEqual([
      ['d1', 'DEPOSIT', '10000.00'],
      ['w1', 'WITHDRAWAL', '250.00'],
    ]);
  });

  it('refuses bad times, bad values and oversized batches, storing nothing of the call', async () => {
    const signal = await linkedEaSignal(t);
    const good = closedTrade('3001', 1);
    const future = new Date(EA_TEST_NOW + 6 * 60_000).toISOString();
    const refusals: [object, number, string][] = [
      [
        { closed: [good, { ...good, ticket: '3002', closeTime: good.openTime, openTime: good.closeTime }] },
        400,
        'EA_TIME_INVALID',
      ],
      [{ closed: [{ ...good, closeTime: future }] }, 400, 'EA_TIME_INVALID'],
      [{ closed: [{ ...good, openTime: '2026-02-30T10:00:00Z' }] }, 400, 'EA_TIME_INVALID'],
      [{ closed: [{ ...good, openTime: '1970-01-01T00:00:00Z' }] }, 400, 'EA_TIME_INVALID'],
      [{ opened: [{ ...good, openTime: future }] }, 400, 'EA_TIME_INVALID'],
      [{ closed: [{ ...good, openTime: '2026-03-01T10:00:00+02:00' }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, profit: 12.5 }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, volume: '0.00' }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, volume: '-1' }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, side: 'LONG' }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, ticket: 'has space' }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: [{ ...good, swap: undefined }] }, 400, 'WRONG_DATA_FORMAT'],
      [{ closed: good }, 400, 'WRONG_DATA_FORMAT'],
      [
        { closed: Array.from({ length: EA_MAX_BATCH + 1 }, (_, i) => closedTrade(`b${i}`, 1)) },
        413,
        'EA_BATCH_TOO_LARGE',
      ],
    ];
    for (const [body, status, code] of refusals) {
      const res = await eaPost(t.server, signal.token, '/trades', body);
      expect({ status: res.statusCode, code: errorOf(res) }).toEqual({ status, code });
    }
    const operations = [
      [{ operations: [{ ...deposit('x', 1), amount: '0' }] }, 'WRONG_DATA_FORMAT'],
      [{ operations: [{ ...deposit('x', 1), kind: 'CREDIT' }] }, 'WRONG_DATA_FORMAT'],
      [{ operations: [deposit('x', -1)] }, 'EA_TIME_INVALID'],
      [
        { operations: Array.from({ length: EA_MAX_BATCH + 1 }, (_, i) => deposit(`o${i}`, 1)) },
        'EA_BATCH_TOO_LARGE',
      ],
    ] as const;
    for (const [body, code] of operations) {
      expect(errorOf(await eaPost(t.server, signal.token, '/balance-operations', body))).toBe(code);
    }
    const huge = await eaPost(t.server, signal.token, '/trades', {
      closed: [{ ...good, symbol: 'x'.repeat(EA_BODY_LIMIT) }],
    });
    expect({ status: huge.statusCode, code: errorOf(huge) }).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });

    expect(await loadHistory(t.server.ctx.db, keyOf(signal))).toEqual({ trades: [], balanceOperations: [] });
    // A full batch is taken.
    const full = Array.from({ length: EA_MAX_BATCH }, (_, i) => closedTrade(`f${i}`, 1 + i / 1000));
    const res = await eaPost(t.server, signal.token, '/trades', { closed: full });
    expect(res.json()).toMatchObject({
      trades: { closed: { received: EA_MAX_BATCH, recorded: EA_MAX_BATCH } },
    });
  });
});
