import {
  historyEntryOfCsvRecord,
  SIGNAL_HISTORY_CSV_COLUMNS,
  type SignalHistory,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectedSignal,
  DATABASES,
  getJson,
  performanceOf,
  recompute,
  startEngineServer,
  wholeHistory,
  type EngineTestServer,
} from '../../signals/performance-engine.test-helpers.js';
import { usedHistoryMark } from '../../signals/performance-refresh.js';
import { queueSignalRefresh } from '../../signals/refresh-schedule.js';
import { readHistoryState, recordTrades } from '../../storage/signal-history.repository.js';
import { historyEntriesInBatches } from './history.route.js';
import { createSignal, errorOf, GOOD_LINK, post, signalOf } from './signals.test-helpers.js';

/** RFC 4180 lines into records keyed by the header row (quoted cells, doubled quotes). */
const parseCsv = (text: string): { header: string[]; records: Record<string, string>[] } => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  const [header = [], ...lines] = rows;
  return {
    header,
    records: lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
};

describe.each(DATABASES)('GET /signal/{id}/history on %s', (_name, open) => {
  let t: EngineTestServer;
  let signalId: string;
  let all: SignalHistoryEntry[];
  let head: SignalHistory;
  beforeAll(async () => {
    t = await startEngineServer(open);
    signalId = (await connectedSignal(t)).id;
    ({ entries: all, head } = await wholeHistory(t, signalId));
  });
  afterAll(async () => {
    await t.close();
  });

  const csvOf = (id: string, cookie = t.cookie) =>
    t.server.call({ method: 'GET', url: `/api/signal/${id}/history?format=csv`, cookie });

  it('pages the entries in the order the engine applied them, with what is needed to recompute', async () => {
    expect(all.length).toBe(head.total);
    expect(head.pageSize).toBe(500);
    const byThirtySeven = await wholeHistory(t, signalId, 37);
    expect(byThirtySeven.entries).toEqual(all);
    const first = await getJson<SignalHistory>(t, `/api/signal/${signalId}/history`, 'history');
    expect(first).toMatchObject({ page: 1, pageSize: 100, total: all.length });
    expect(first.list).toEqual(all.slice(0, 100));
    const beyond = await getJson<SignalHistory>(t, `/api/signal/${signalId}/history?page=1000`, 'history');
    expect(beyond.list).toEqual([]);
    const tooBig = await t.server.call({
      method: 'GET',
      url: `/api/signal/${signalId}/history?pageSize=501`,
      cookie: t.cookie,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig)).toBe('WRONG_DATA_FORMAT');
    // Time order; at one instant the balance operations first (the engine applies them first).
    const timeOf = (e: SignalHistoryEntry) => (e.type === 'TRADE' ? e.closeTime : e.time);
    for (let i = 1; i < all.length; i += 1) expect(timeOf(all[i - 1]!) <= timeOf(all[i]!)).toBe(true);
    expect(all[0]).toMatchObject({ type: 'BALANCE', kind: 'DEPOSIT' });
    expect(recompute(all, head)).toEqual(await performanceOf(t, signalId));
  });

  it('streams every entry as CSV, decimals exactly as stored, and the CSV recomputes the figures too', async () => {
    const res = await csvOf(signalId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="signal-${signalId}-history-${head.refreshedAt?.slice(0, 10)}.csv"`,
    );
    expect(res.headers['x-formula-version']).toBe(head.formulaVersion);
    expect(res.headers['x-refreshed-at']).toBe(head.refreshedAt);
    expect(res.headers['x-platform']).toBe('MT4');
    const { header, records } = parseCsv(res.body);
    expect(header).toEqual([...SIGNAL_HISTORY_CSV_COLUMNS]);
    const entries = records.map((record) => historyEntryOfCsvRecord(record));
    expect(entries).toEqual(all);
    expect(recompute(all, head)).toEqual(await performanceOf(t, signalId));
  });

  it('reads the CSV from the database in batches that keep the order across their edges', async () => {
    const key = { siteId: t.server.sites.demo, signalId };
    const mark = usedHistoryMark(await readHistoryState(t.server.ctx.db, key));
    const streamed: SignalHistoryEntry[] = [];
    for await (const entry of historyEntriesInBatches(t.server.ctx.db, key, mark, 7)) streamed.push(entry);
    expect(streamed).toEqual(all);
  });

  it('lists only what the figures were computed from, and writes a cell that looks like a formula harmlessly', async () => {
    const signal = await connectedSignal(t);
    const key = { siteId: t.server.sites.demo, signalId: signal.id };
    const before = await wholeHistory(t, signal.id);
    const closeTime = new Date(t.server.clock.now()).toISOString();
    const trade = {
      ticket: 'pushed-1',
      symbol: '=1+2',
      side: 'SELL' as const,
      volume: '0.10',
      openTime: closeTime,
      closeTime,
      openPrice: '1.10000',
      closePrice: '1.09000',
      commission: '-0.70',
      swap: '0.00',
      profit: '99.30',
    };
    await recordTrades(t.server.ctx.db, key, [trade], 'EA', closeTime);
    // Recorded but not computed yet: the history lists what the stored figures used.
    expect((await wholeHistory(t, signal.id)).entries).toEqual(before.entries);
    await t.server.ctx.db.transaction((tx) => queueSignalRefresh(tx, key, new Date(t.server.clock.now())));
    await t.runner.runDue();
    const after = await wholeHistory(t, signal.id);
    expect(after.entries.at(-1)).toEqual({ type: 'TRADE', ...trade });
    expect(recompute(after.entries, after.head)).toEqual(await performanceOf(t, signal.id));
    const csv = await csvOf(signal.id);
    expect(csv.body).toContain("'=1+2");
    expect(csv.body).toContain(',-0.70,0.00,99.30');
  });

  it('answers an empty history before the first calculation', async () => {
    const created = await createSignal(t.server, t.cookie, { platform: 'MT4' });
    signalOf(await post(t.server, t.cookie, `/api/signal/${created.id}/connect`, GOOD_LINK.MT4));
    const history = await getJson<SignalHistory>(t, `/api/signal/${created.id}/history`, 'history');
    expect(history).toMatchObject({ list: [], total: 0, formulaVersion: null, refreshedAt: null });
    const { records } = parseCsv((await csvOf(created.id)).body);
    expect(records).toEqual([]);
  });

  it("is the provider's own: signed out NOT_SIGNED_IN, another member's or another site's signal SIGNAL_NOT_FOUND", async () => {
    const anonymous = await t.server.call({ method: 'GET', url: `/api/signal/${signalId}/history` });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toBe('NOT_SIGNED_IN');
    const stranger = await t.server.signIn();
    for (const format of ['', '?format=csv']) {
      const res = await t.server.call({
        method: 'GET',
        url: `/api/signal/${signalId}/history${format}`,
        cookie: stranger.cookie,
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('SIGNAL_NOT_FOUND');
    }
    const elsewhere = await t.server.signIn({ siteId: t.server.sites.second });
    const res = await t.server.call({
      method: 'GET',
      url: `/api/signal/${signalId}/history`,
      cookie: elsewhere.cookie,
      siteId: t.server.sites.second,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('SIGNAL_NOT_FOUND');
  });
});
