import type { Trade } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignal } from '../routes/signals/signals.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import {
  loadHistory,
  pageTrades,
  readHistoryState,
  recordBalanceOperations,
  recordTrades,
  writeHistoryState,
  type SignalKey,
} from './signal-history.repository.js';
import { TEST_DATABASES as databases } from '../test-support/databases.test-helpers.js';

const trade = (ticket: string, closeTime: string, profit: string): Trade => ({
  ticket,
  symbol: 'EURUSD',
  side: 'BUY',
  volume: '0.10',
  openTime: '2026-01-05T08:00:00.000Z',
  closeTime,
  openPrice: '1.08500',
  closePrice: '1.08750',
  commission: '-0.70',
  swap: '0.00',
  profit,
});

describe.each(databases)('signal history store on %s', (_name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let key: SignalKey;
  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer(opened.db ? { db: opened.db } : {});
    const { cookie } = await server.signIn();
    const signal = await createSignal(server, cookie);
    key = { siteId: server.sites.demo, signalId: signal.id };
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('keeps each ticket once, answers only the new ones, and gives decimals back exactly as sent', async () => {
    const db = server.ctx.db;
    const at = '2026-01-06T00:00:00.000Z';
    const first = await recordTrades(
      db,
      key,
      [trade('1', '2026-01-05T10:00:00.000Z', '25.00')],
      'BROKER',
      at,
    );
    expect(first.map((t) => t.ticket)).toEqual(['1']);
    const again = await recordTrades(
      db,
      key,
      [trade('1', '2026-01-05T10:00:00.000Z', '99.99'), trade('2', '2026-01-05T09:00:00.000Z', '-3.10')],
      'EA',
      at,
    );
    expect(again.map((t) => t.ticket)).toEqual(['2']);
    const ops = [
      { id: 'd1', kind: 'DEPOSIT' as const, time: '2026-01-01T00:00:00.000Z', amount: '10000.00' },
    ];
    expect(await recordBalanceOperations(db, key, ops, 'BROKER', at)).toHaveLength(1);
    expect(await recordBalanceOperations(db, key, ops, 'BROKER', at)).toHaveLength(0);

    const history = await loadHistory(db, key);
    expect(history.trades.map((t) => [t.ticket, t.profit, t.volume, t.openPrice, t.source])).toEqual([
      ['2', '-3.10', '0.10', '1.08500', 'EA'],
      ['1', '25.00', '0.10', '1.08500', 'BROKER'],
    ]);
    expect(history.balanceOperations[0]).toMatchObject({ id: 'd1', amount: '10000.00', kind: 'DEPOSIT' });
    const page = await pageTrades(db, key, { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 2, list: [{ ticket: '1' }] });
  });

  it('writes the bookkeeping field by field and reads the empty state for a signal never refreshed', async () => {
    const db = server.ctx.db;
    const other = { siteId: key.siteId, signalId: 'unknown' };
    expect(await readHistoryState(db, other)).toMatchObject({
      source: 'BROKER',
      syncedTo: null,
      state: null,
    });
    await writeHistoryState(db, key, { syncedTo: '2026-01-06T00:00:00.000Z', state: { days: [1, 2] } });
    await writeHistoryState(db, key, { lastHeartbeatAt: '2026-01-06T00:05:00.000Z', source: 'EA' });
    expect(await readHistoryState(db, key)).toEqual({
      source: 'EA',
      syncedTo: '2026-01-06T00:00:00.000Z',
      refreshedAt: null,
      formulaVersion: null,
      state: { days: [1, 2] },
      lastHeartbeatAt: '2026-01-06T00:05:00.000Z',
    });
  });
});
