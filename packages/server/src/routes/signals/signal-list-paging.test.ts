import {
  ERROR_CODES,
  LANGUAGES,
  translate,
  type CursorPage,
  type Signal,
  type SignalListView,
  type SignalPerformance,
} from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_INTERVAL_MS } from '../../signals/refresh-schedule.js';
import { insertSignal } from '../../storage/signals.repository.js';
import { listSummaryOf, storedSignalOf } from '../../storage/signal-list.test-helpers.js';
import {
  createSignal,
  errorOf,
  GOOD_LINK,
  post,
  signalOf,
  startSignalsServer,
  type SignalsTestServer,
} from './signals.test-helpers.js';
import { decodeSignalCursor, encodeSignalCursor, signalCursorKeyOf } from './signal-list-cursor.js';

type Answer = CursorPage<Signal>;

describe('GET /signal by page numbers and by cursor', () => {
  let t: SignalsTestServer;
  beforeAll(async () => {
    t = await startSignalsServer();
  });
  afterAll(async () => {
    await t.server.close();
  });

  const list = async (cookie: string, query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return t.server.call({ method: 'GET', url: `/api/signal?${search}`, cookie });
  };
  const pageOf = async (cookie: string, query: Record<string, string | number>): Promise<Answer> => {
    const res = await list(cookie, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ signals: Answer }>().signals;
  };

  /** A provider with `count` signals inserted straight into storage, `ties` of them per instant. */
  const providerWith = async (count: number, ties = 1) => {
    const { userId, cookie } = await t.server.signIn();
    const scope = { siteId: t.server.sites.demo, userId };
    for (let i = 0; i < count; i += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / ties))).toISOString();
      await insertSignal(
        t.server.ctx.db,
        storedSignalOf(scope, { createdAt, status: i % 4 === 0 ? 'CREATED' : 'PASSED' }),
      );
    }
    return { userId, cookie, scope };
  };

  /** Every page from the first, following nextCursor; `between` runs before each later page. */
  const walk = async (
    cookie: string,
    query: Record<string, string | number>,
    between: () => Promise<void> = async () => {},
  ): Promise<Answer[]> => {
    const pages = [await pageOf(cookie, query)];
    for (let next = pages[0]?.nextCursor; next; next = pages[pages.length - 1]?.nextCursor) {
      await between();
      pages.push(await pageOf(cookie, { ...query, cursor: next }));
    }
    return pages;
  };

  it('answers page numbers as before, plus the cursor of the next page (null on the last)', async () => {
    const { cookie } = await providerWith(7);
    const first = await pageOf(cookie, { pageSize: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.list).toHaveLength(3);
    expect(typeof first.nextCursor).toBe('string');
    const third = await pageOf(cookie, { pageSize: 3, page: 3 });
    expect(third).toMatchObject({ total: 7, page: 3, pageSize: 3, nextCursor: null });
    expect(third.list).toHaveLength(1);
    const beyond = await pageOf(cookie, { pageSize: 3, page: 4 });
    expect(beyond).toEqual({ list: [], total: 7, page: 4, pageSize: 3, nextCursor: null });
    // The default page and size, as before.
    expect(await pageOf(cookie, {})).toMatchObject({ total: 7, page: 1, pageSize: 20, nextCursor: null });
  });

  it('walks by cursor through the same signals, in the same order and pages, as page numbers', async () => {
    const { cookie } = await providerWith(11, 3);
    for (const view of [undefined, 'listed', 'pending'] as const) {
      for (const pageSize of [1, 2, 4, 11, 20]) {
        const query = { pageSize, ...(view ? { view } : {}) };
        const byCursor = await walk(cookie, query);
        const byNumber = await Promise.all(byCursor.map((_, i) => pageOf(cookie, { ...query, page: i + 1 })));
        expect(byCursor.map((page) => page.list.map((s) => s.id))).toEqual(
          byNumber.map((page) => page.list.map((s) => s.id)),
        );
        expect(byCursor.map((page) => [page.page, page.total, page.pageSize])).toEqual(
          byNumber.map((page) => [page.page, page.total, page.pageSize]),
        );
        // The whole list item is the same either way, figures included.
        expect(byCursor.flatMap((page) => page.list)).toEqual(byNumber.flatMap((page) => page.list));
      }
    }
  });

  it('meets every signal that stays in the view exactly once while signals are added, archived and deleted', async () => {
    const change = fc.record({
      kind: fc.constantFrom('add-new', 'add-old', 'archive', 'delete'),
      pick: fc.nat(),
      minute: fc.integer({ min: -5, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<SignalListView | undefined>(undefined, 'listed'),
        fc.array(fc.array(change, { maxLength: 3 }), { maxLength: 12 }),
        async (count, pageSize, view, changes) => {
          const { scope, cookie } = await providerWith(count, 2);
          const db = t.server.ctx.db;
          const query = { pageSize, ...(view ? { view } : {}) };
          const before = (await pageOf(cookie, { ...query, pageSize: 100 })).list.map((s) => s.id);
          const left = new Set<string>();
          let step = 0;
          const pages = await walk(cookie, query, async () => {
            for (const c of changes[step++] ?? []) {
              const ids = (await pageOf(cookie, { pageSize: 100 })).list.map((s) => s.id);
              const target = ids[c.pick % Math.max(1, ids.length)];
              if (c.kind === 'add-new' || c.kind === 'add-old') {
                const createdAt =
                  c.kind === 'add-new'
                    ? new Date().toISOString()
                    : new Date(Date.UTC(2026, 0, 1, 0, c.minute)).toISOString();
                await insertSignal(db, storedSignalOf(scope, { createdAt }));
              } else if (target !== undefined) {
                if (c.kind === 'delete')
                  await db.query('UPDATE signals SET deleted_at = now() WHERE id = $1', [target]);
                // Archived signals leave the listed view (and stay in the default one).
                else
                  await db.query(
                    `UPDATE signals SET archived_at = now(), enable = false, conn_status = 'DISCONNECTED' WHERE id = $1`,
                    [target],
                  );
                if (c.kind === 'delete' || view === 'listed') left.add(target);
              }
            }
          });
          const walked = pages.flatMap((page) => page.list);
          const ids = walked.map((s) => s.id);
          expect(new Set(ids).size).toBe(ids.length);
          // Every signal that stayed in the view, once (added ones may show up or not, by their place).
          for (const id of before.filter((id) => !left.has(id))) expect(ids).toContain(id);
          // In the list's order: newest first, then by id.
          const keys = walked.map((s) => [s.createdAt, s.id] as const);
          const sorted = [...keys].sort(([at1, id1], [at2, id2]) =>
            at1 === at2 ? (id1 < id2 ? -1 : 1) : at1 > at2 ? -1 : 1,
          );
          expect(keys).toEqual(sorted);
          // The total counted for the first page; pages numbered on.
          expect(pages.map((page) => page.total)).toEqual(pages.map(() => before.length));
          expect(pages.map((page) => page.page)).toEqual(pages.map((_, i) => i + 1));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses a cursor it did not issue for this member, view and page size: SIGNAL_CURSOR_INVALID', async () => {
    const { cookie, userId } = await providerWith(5);
    const other = await providerWith(5);
    const cursor = (await pageOf(cookie, { pageSize: 2 })).nextCursor ?? '';
    const listedCursor = (await pageOf(cookie, { pageSize: 2, view: 'listed' })).nextCursor ?? '';
    expect(cursor).not.toBe('');
    const [body = '', signature = ''] = cursor.split('.');
    const flipped = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const key = signalCursorKeyOf(t.server.ctx.secrets.siteTokenKey);
    const scope = { siteId: t.server.sites.demo, userId, view: 'all', pageSize: 2 };
    const forged = encodeSignalCursor(signalCursorKeyOf('another deployment'), scope, {
      page: 2,
      after: { createdAt: '2026-01-01T00:00:00.000000Z', id: 'x' },
      total: 999,
    });
    const refused: Array<[string, Record<string, string | number>, string]> = [
      ['garbage', { pageSize: 2 }, 'not-a-cursor'],
      ['empty', { pageSize: 2 }, ''],
      ['a changed body', { pageSize: 2 }, `${flipped(body, 5)}.${signature}`],
      ['a changed signature', { pageSize: 2 }, `${body}.${flipped(signature, 3)}`],
      ['three parts', { pageSize: 2 }, `${cursor}.x`],
      ['another page size', { pageSize: 3 }, cursor],
      ['another view', { pageSize: 2, view: 'pending' }, cursor],
      ['the listed view without it', { pageSize: 2 }, listedCursor],
      ['another deployment', { pageSize: 2 }, forged],
      ['too long', { pageSize: 2 }, `${body}${'A'.repeat(2_000)}.${signature}`],
    ];
    for (const [what, query, text] of refused) {
      const res = await list(cookie, { ...query, cursor: text });
      expect([what, res.statusCode, errorOf(res)]).toEqual([what, 400, 'SIGNAL_CURSOR_INVALID']);
    }
    // Another member's cursor is refused, not answered as a place in their list.
    const theirs = await list(other.cookie, { pageSize: 2, cursor });
    expect([theirs.statusCode, errorOf(theirs)]).toEqual([400, 'SIGNAL_CURSOR_INVALID']);
    // Past the schema's bound: still a catalogued 4xx.
    const huge = await list(cookie, { pageSize: 2, cursor: 'A'.repeat(5_000) });
    expect(huge.statusCode).toBe(400);
    expect(ERROR_CODES).toContain(errorOf(huge));
    // The decoder never throws on any text, and accepts only what it signed.
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(decodeSignalCursor(key, scope, text).error).toBe(true);
      }),
    );
    // Told in each of the six languages (not the English fallback).
    const english = translate('en-US', 'errors.SIGNAL_CURSOR_INVALID');
    expect(english).not.toMatch(/^errors\./);
    for (const language of LANGUAGES.filter((language) => language !== 'en-US')) {
      expect(translate(language, 'errors.SIGNAL_CURSOR_INVALID')).not.toBe(english);
    }
  });

  it('lists the stored summary of the engine’s figures, after the calculation and after a refresh', async () => {
    const { cookie } = await t.server.signIn();
    const signal = await createSignal(t.server, cookie, { platform: 'MT4' });
    signalOf(await post(t.server, cookie, `/api/signal/${signal.id}/connect`, GOOD_LINK.MT4));
    const listedAsDetail = async (): Promise<void> => {
      const detail = await t.server.call({
        method: 'GET',
        url: `/api/signal/${signal.id}/performance`,
        cookie,
      });
      const performance = detail.json<{ performance: SignalPerformance | null }>().performance;
      expect(performance?.tradesTotal).toBeGreaterThan(0);
      const item = (await pageOf(cookie, {})).list.find((s) => s.id === signal.id);
      expect(item?.performance).toEqual(listSummaryOf(performance));
    };
    expect(await t.runner.runDue()).toBeGreaterThanOrEqual(1);
    await listedAsDetail();
    const calculated = (await pageOf(cookie, {})).list[0]?.performance?.updatedAt;
    t.server.clock.setOffset(t.server.clock.offset + REFRESH_INTERVAL_MS + 60_000);
    await t.runner.runDue();
    expect((await pageOf(cookie, {})).list[0]?.performance?.updatedAt).not.toBe(calculated);
    await listedAsDetail();
  });
});
