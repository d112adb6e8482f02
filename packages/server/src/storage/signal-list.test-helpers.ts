import {
  dec,
  defaultSignal,
  toMoneyString,
  type SignalListView,
  type SignalPerformance,
} from '@signal-portal/core';
import { demoSite } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFollowersDays } from '../followers/followers-days.js';
import { newId, newToken } from '../ids.js';
import type { Database, SqlExecutor } from './database.port.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { followersSeries } from './robots.repository.js';
import { figureSumsOf } from './signal-figures.repository.js';
import {
  findSignal,
  insertSignal,
  listSignals,
  saveSignal,
  type SignalListKey,
  type StoredSignal,
} from './signals.repository.js';
import { upsertSite } from './sites.repository.js';

/** The series the list leaves out of a performance (migration 086). */
const SERIES = ['profitDatas', 'monthlyReturns', 'bySymbol'] as const;

/** What the list shows of a stored performance document: everything but the series, which read as empty. */
export const listSummaryOf = (performance: unknown): unknown => {
  if (typeof performance !== 'object' || performance === null || Array.isArray(performance)) return null;
  const rest = Object.fromEntries(
    Object.entries(performance).filter(([key]) => !(SERIES as readonly string[]).includes(key)),
  );
  return { ...rest, profitDatas: [], monthlyReturns: [], bySymbol: [] };
};

const decimalText = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`);
const day = fc
  .integer({ min: 0, max: 3_000 })
  .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

/** Performance documents of the report's shape: figures, nulls, nested records and the three series. */
export const performanceDocument: fc.Arbitrary<SignalPerformance> = fc
  .record({
    formulaVersion: fc.constantFrom('2026.11-1', '2026.10-3'),
    principal: decimalText,
    profit: decimalText,
    drawdown: decimalText,
    drawdownRatio: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000),
    tradesTotal: fc.nat(100_000),
    winRate: fc.option(fc.integer({ min: 0, max: 1_000 }).map((n) => n / 1_000)),
    sharpeRatio: fc.option(fc.integer({ min: -5_000, max: 5_000 }).map((n) => n / 1_000)),
    averageProfit: fc.option(decimalText),
    updatedAt: day.map((d) => `${d}T10:00:00.000Z`),
    bestTrade: fc.option(fc.record({ ticket: fc.string({ maxLength: 12 }), profit: decimalText })),
    absent: fc.dictionary(fc.constantFrom('apr180', 'winRate', 'sharpeRatio'), fc.constantFrom('NO_TRADES')),
    profitDatas: fc.array(fc.record({ date: day, profit: decimalText, balance: decimalText }), {
      maxLength: 40,
    }),
    monthlyReturns: fc.array(fc.record({ month: fc.constant('2026-01'), rate: decimalText }), {
      maxLength: 12,
    }),
    bySymbol: fc.array(fc.record({ symbol: fc.constantFrom('EURUSD', '2330'), profit: decimalText }), {
      maxLength: 6,
    }),
  })
  .map((document) => document as unknown as SignalPerformance);

/** A live signal of the provider, inserted straight into storage. */
export const storedSignalOf = (
  scope: { siteId: string; userId: string },
  fields: { createdAt?: string; performance?: SignalPerformance | null; status?: 'PASSED' | 'CREATED' } = {},
): Omit<StoredSignal, 'version'> => {
  const id = newId();
  const at = fields.createdAt ?? new Date().toISOString();
  return {
    siteId: scope.siteId,
    userId: scope.userId,
    signal: defaultSignal({
      id,
      token: newToken(16),
      name: `Sig-${id.slice(0, 8)}`,
      status: fields.status ?? 'PASSED',
      createdAt: at,
      updatedAt: at,
      performance: fields.performance ?? null,
    }),
    link: { account: null },
    brokerSymbols: [],
    symbolsSyncedAt: null,
    connectedAt: null,
  };
};

const insertProvider = async (db: SqlExecutor, siteId: string): Promise<string> => {
  const userId = newId();
  await db.query(
    `INSERT INTO users (site_id, id, username, email, referral_code, created_at) VALUES ($1, $2, $3, $4, $5, now())`,
    [siteId, userId, `p${userId.slice(0, 12)}`, `${userId.slice(0, 12)}@example.com`, userId.slice(0, 8)],
  );
  return userId;
};

const readColumns = async (db: SqlExecutor, id: string) => {
  const { rows } = await db.query<{ performance: unknown; performance_summary: unknown }>(
    'SELECT performance, performance_summary FROM signals WHERE id = $1',
    [id],
  );
  return rows[0];
};

const expectSummaryOfDocument = async (db: SqlExecutor, id: string): Promise<void> => {
  const row = await readColumns(db, id);
  expect(row?.performance_summary).toEqual(listSummaryOf(row?.performance));
};

/** Every live signal of the provider in the view, walked by keys, `pageSize` at a time. */
const walkByKeys = async (
  db: SqlExecutor,
  scope: { siteId: string; userId: string },
  pageSize: number,
  view?: SignalListView,
  between: () => Promise<void> = async () => {},
): Promise<string[]> => {
  const ids: string[] = [];
  let after: SignalListKey | undefined;
  for (let pages = 0; pages < 1_000; pages += 1) {
    const page = await listSignals(db, {
      ...scope,
      ...(view ? { view } : {}),
      page: 1,
      pageSize,
      ...(after ? { after } : {}),
    });
    ids.push(...page.list.map((stored) => stored.signal.id));
    if (page.next === null) return ids;
    after = page.next;
    await between();
  }
  throw new Error('the walk did not end');
};

const walkByNumbers = async (
  db: SqlExecutor,
  scope: { siteId: string; userId: string },
  pageSize: number,
  view?: SignalListView,
): Promise<{ ids: string[]; totals: number[] }> => {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page += 1) {
    const read = await listSignals(db, { ...scope, ...(view ? { view } : {}), page, pageSize });
    ids.push(...read.list.map((stored) => stored.signal.id));
    totals.push(read.total ?? -1);
    if (read.list.length < pageSize) return { ids, totals };
  }
};

/**
 * The signal list's storage on one database: the stored summary (migration 086) equal to the
 * performance document after every kind of write, keyset pages in the order of page numbers, and the
 * page's figures in one query equal to the per-signal followers series.
 */
export const signalListStorageContract = (name: string, open: () => Promise<Database>): void => {
  describe(`the signal list's storage on ${name}`, () => {
    let db: Database;
    let siteId: string;
    beforeAll(async () => {
      db = await open();
      await migrate(db, MIGRATIONS);
      siteId = (await upsertSite(db, demoSite())).id;
    });
    afterAll(async () => {
      await db.close();
    });

    it('keeps the summary equal to the performance document on insert, save and any other write', async () => {
      const userId = await insertProvider(db, siteId);
      await fc.assert(
        fc.asyncProperty(
          fc.option(performanceDocument),
          fc.array(fc.option(performanceDocument), { minLength: 1, maxLength: 3 }),
          performanceDocument,
          async (first, saves, raw) => {
            const stored = storedSignalOf({ siteId, userId }, { performance: first });
            await insertSignal(db, stored);
            await expectSummaryOfDocument(db, stored.signal.id);
            for (const performance of saves) {
              // As the engine stores its figures (performance-refresh.ts storeFigures, then saveSignal).
              await db.transaction(async (tx) => {
                const locked = await findSignal(tx, { siteId, userId }, stored.signal.id, {
                  forUpdate: true,
                });
                if (!locked) throw new Error('signal missing');
                await saveSignal(tx, { ...locked, signal: { ...locked.signal, performance } });
              });
              await expectSummaryOfDocument(db, stored.signal.id);
            }
            // A save that leaves the performance alone keeps the summary.
            await db.transaction(async (tx) => {
              const locked = await findSignal(tx, { siteId, userId }, stored.signal.id, { forUpdate: true });
              if (!locked) throw new Error('signal missing');
              await saveSignal(tx, { ...locked, signal: { ...locked.signal, describe: 'changed' } });
            });
            await expectSummaryOfDocument(db, stored.signal.id);
            // Any other writer of the column, even plain SQL.
            await db.query('UPDATE signals SET performance = $2 WHERE id = $1', [
              stored.signal.id,
              JSON.stringify(raw),
            ]);
            await expectSummaryOfDocument(db, stored.signal.id);
          },
        ),
        { numRuns: 15 },
      );
    });

    it('lists the summary as the performance, the series empty, and no document that is not an object', async () => {
      const userId = await insertProvider(db, siteId);
      const document = fc.sample(performanceDocument, { numRuns: 1, seed: 7 })[0] ?? null;
      const withFigures = storedSignalOf({ siteId, userId }, { performance: document });
      const without = storedSignalOf({ siteId, userId }, { createdAt: '2020-01-01T00:00:00.000Z' });
      await insertSignal(db, withFigures);
      await insertSignal(db, without);
      await db.query(`UPDATE signals SET performance = '"text"'::jsonb WHERE id = $1`, [without.signal.id]);
      const { list } = await listSignals(db, { siteId, userId, page: 1, pageSize: 10 });
      const stored = await readColumns(db, withFigures.signal.id);
      expect(list.map((s) => s.signal.performance)).toEqual([listSummaryOf(stored?.performance), null]);
    });

    it('walks the same signals in the same order by keys as by page numbers, ties on the time included', async () => {
      const userId = await insertProvider(db, siteId);
      const scope = { siteId, userId };
      // Four signals to each of five instants (ties broken by id), and one with microseconds.
      for (let i = 0; i < 20; i += 1) {
        await insertSignal(
          db,
          storedSignalOf(scope, {
            createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 4))).toISOString(),
            status: i % 3 === 0 ? 'CREATED' : 'PASSED',
          }),
        );
      }
      const odd = storedSignalOf(scope, { createdAt: '2026-01-03T00:00:00.000Z' });
      await insertSignal(db, odd);
      await db.query(`UPDATE signals SET created_at = created_at + interval '7 microseconds' WHERE id = $1`, [
        odd.signal.id,
      ]);
      for (const view of [undefined, 'listed', 'pending'] as const) {
        for (const pageSize of [1, 3, 4, 7, 21, 50]) {
          const byNumbers = await walkByNumbers(db, scope, pageSize, view);
          expect(await walkByKeys(db, scope, pageSize, view)).toEqual(byNumbers.ids);
          expect(new Set(byNumbers.totals)).toEqual(new Set([byNumbers.ids.length]));
        }
      }
      const all = await walkByNumbers(db, scope, 100);
      expect(all.ids).toHaveLength(21);
      const times = await db.query<{ id: string; at: string }>(
        `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at FROM signals
         WHERE user_id = $1 ORDER BY created_at DESC, id`,
        [userId],
      );
      expect(all.ids).toEqual(times.rows.map((row) => row.id));
    });

    it('counts past the last page, and reads no total for a page after a key', async () => {
      const userId = await insertProvider(db, siteId);
      for (let i = 0; i < 3; i += 1) await insertSignal(db, storedSignalOf({ siteId, userId }));
      const beyond = await listSignals(db, { siteId, userId, page: 9, pageSize: 2 });
      expect(beyond).toEqual({ list: [], total: 3, next: null });
      const first = await listSignals(db, { siteId, userId, page: 1, pageSize: 2 });
      expect(first.total).toBe(3);
      const after = first.next ?? undefined;
      expect(after).toBeDefined();
      const second = await listSignals(db, {
        siteId,
        userId,
        page: 1,
        pageSize: 2,
        ...(after ? { after } : {}),
      });
      expect(second).toMatchObject({ total: null, next: null });
      expect(second.list).toHaveLength(1);
    });

    it('fills the migration back: rows written before 086 have their summary once it is applied', async () => {
      const fresh = await open();
      try {
        await migrate(
          fresh,
          MIGRATIONS.filter((migration) => migration.version < 86),
        );
        const site = (await upsertSite(fresh, demoSite())).id;
        const userId = await insertProvider(fresh, site);
        const documents = fc.sample(performanceDocument, { numRuns: 3, seed: 11 });
        const ids: string[] = [];
        for (const performance of [...documents, null]) {
          const stored = storedSignalOf({ siteId: site, userId }, { performance });
          await fresh.query(
            `INSERT INTO signals (site_id, id, user_id, token, name, status, platform, conn_status, conn_method,
               created_at, updated_at, info, follow_setting, performance)
             VALUES ($1, $2, $3, $4, $5, 'PASSED', 'MT4', 'DISCONNECTED', 'ACCOUNT_LINK', now(), now(), '{}', '{}', $6)`,
            [
              site,
              stored.signal.id,
              userId,
              stored.signal.token,
              stored.signal.name,
              performance === null ? null : JSON.stringify(performance),
            ],
          );
          ids.push(stored.signal.id);
        }
        expect(await migrate(fresh, MIGRATIONS)).toContain(86);
        for (const id of ids) await expectSummaryOfDocument(fresh, id);
      } finally {
        await fresh.close();
      }
    });

    it("counts each day's followers in one query as the per-signal series does, at any robot times", async () => {
      const userId = await insertProvider(db, siteId);
      const now = new Date(Date.UTC(2026, 2, 15, 13, 30, 0, 250));
      const days = defaultFollowersDays(now);
      const from = Date.parse(`${days[0]?.date}T00:00:00.000Z`);
      const span = now.getTime() + 2 * 86_400_000 - (from - 3 * 86_400_000);
      // Instants around the window: before it, on day edges (to the microsecond), after now.
      const instant = fc.oneof(
        fc.integer({ min: 0, max: span }).map((ms) => ({ ms: from - 3 * 86_400_000 + ms, us: 0 })),
        fc
          .tuple(
            fc.integer({ min: -1, max: 31 }),
            fc.constantFrom(-1, 0, 1),
            fc.integer({ min: 0, max: 999 }),
          )
          .map(([d, ms, us]) => ({ ms: from + d * 86_400_000 + ms, us })),
        fc.constant({ ms: now.getTime(), us: 0 }),
        fc.constant({ ms: now.getTime(), us: 1 }),
      );
      const robot = fc.record({
        created: instant,
        stopped: fc.option(instant),
        // At cents: the series answers money at cents, so any difference shows.
        investment: fc
          .integer({ min: 1, max: 10_000_000 })
          .map((n) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(robot, { maxLength: 6 }), { minLength: 1, maxLength: 3 }),
          async (signals) => {
            const keys = [];
            for (const robots of signals) {
              const stored = storedSignalOf({ siteId, userId });
              await insertSignal(db, stored);
              keys.push({ siteId, signalId: stored.signal.id, userId });
              for (const r of robots) {
                const at = (t: { ms: number; us: number }) =>
                  `${new Date(t.ms).toISOString().slice(0, 23)}${String(t.us).padStart(3, '0')}Z`;
                await db.query(
                  `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment,
                   created_at, next_settlement_at, stopped_at)
                 VALUES ($1, $2, $3, 'r', 'f', 'FULL_SIGNAL', $4, $5, $6::timestamptz, $6::timestamptz, $7::timestamptz)`,
                  [
                    siteId,
                    newId(),
                    stored.signal.id,
                    r.stopped ? 'STOPPED' : 'RUNNING',
                    r.investment,
                    at(r.created),
                    r.stopped ? at(r.stopped) : null,
                  ],
                );
              }
            }
            const sums = await figureSumsOf(db, keys, days);
            for (const key of keys) {
              const expected = await followersSeries(db, siteId, key.signalId, days);
              const got = sums.followers.filter((point) => point.signalId === key.signalId);
              expect(
                got.map((point) => [point.date, point.followers, toMoneyString(dec(point.investment))]),
              ).toEqual(expected.map((point) => [point.date, point.followers, point.investment]));
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  });
};
