import {
  dec,
  toDecimalString,
  type ProfitShareRecord,
  type ProfitShareTotals,
  type ReportPage,
} from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, insertTestSignal } from '../../followers/followers.test-helpers.js';
import { newId } from '../../ids.js';
import type { Database } from '../../storage/database.port.js';
import { reportCsvCopySql, type CsvCell } from '../../storage/report-csv.repository.js';
import { orderReportSql, settlementReportSql, type ReportSql } from '../../storage/reports.repository.js';
import { outcomeReportSql } from '../../storage/settlement-outcomes.repository.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { recordsAsCsv, reportCsvInBatches, reportRowsInBatches } from './csv-stream.js';
import {
  ORDER_CSV_CELLS,
  ORDER_CSV_COLUMNS,
  OUTCOME_CSV_CELLS,
  OUTCOME_CSV_COLUMNS,
  SETTLEMENT_CSV_CELLS,
  SHARE_CSV_COLUMNS,
  toOrderRecord,
  toOutcomeRecord,
  toShareRecord,
  type OrderRow,
  type OutcomeRow,
  type ShareRow,
} from './report-records.js';

// Run against every storage adapter: PGlite (report-streams.test.ts) and PostgreSQL
// (storage/reports.postgres.test.ts).
//
// The database writes the CSV lines of the settlement, outcome and order reports
// (report-csv.repository.ts); the server used to build a record per row and write it with
// csv-stringify (recordsAsCsv, still the unsettled report's way). Both must give the same bytes for
// any stored row: text that needs quoting or looks like a formula, money with 18 decimals and
// negative amounts, rates, times with microseconds, missing values.

/** Text a name, a reason or a symbol may hold: CSV specials, formula starts, wide and astral characters. */
const text = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '7',
    '.',
    ' ',
    ',',
    '"',
    '\n',
    '\r',
    '\t',
    '=',
    '+',
    '-',
    '@',
    "'",
    '\\',
    '\uff1d',
    '\uff0b',
    '\uff0d',
    '\uff20',
    'é',
    '測',
    '😀',
  ),
  maxLength: 12,
});
const oneOfText = fc.oneof(text, fc.constantFrom('', '-12.50', '-1', '=1+1', '+', '-', '1.', '.5', '\\.'));

/** A decimal of numeric(38, 18): up to 12 integer digits and 18 decimals. */
const decimal = (nonNegative: boolean) =>
  fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: 999_999_999_999n }),
      fc.bigInt({ min: 0n, max: 999_999_999_999_999_999n }),
      fc.integer({ min: 0, max: 18 }),
    )
    .map(([negative, whole, fraction, digits]) => {
      const decimals = digits === 0 ? '' : `.${fraction.toString().padStart(18, '0').slice(0, digits)}`;
      return `${negative && !nonNegative ? '-' : ''}${whole}${decimals}`;
    });
const amount = fc.oneof(decimal(true), fc.constantFrom('0', '0.005', '0.015', '2.675', '0.004999'));
const signed = fc.oneof(decimal(false), fc.constantFrom('-0.001', '-0.005', '-2.675', '-0.004999'));

/** An instant with microseconds (the database keeps them; the CSV shows milliseconds). */
const anyInstant = fc.bigInt({ min: 0n, max: 4_102_444_800_000_000n }).map((micros) => {
  const ms = Number(micros / 1000n);
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 23)}${(micros % 1000n).toString().padStart(3, '0')}Z`;
});
/** Often the same instant: rows tied on time are ordered by id, also across batches. */
const instant = fc.oneof(anyInstant, fc.constant('2026-01-01T00:00:00.000123Z'));

const collect = async (stream: AsyncIterable<string | Buffer>): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(parts).toString('utf8');
};

/**
 * The CSV the database writes for a report: in batches (of 3 rows, so ties cross batches) and, where
 * the database streams CSV itself (PostgreSQL's COPY), by COPY. Each must be `expected` byte for byte.
 */
const expectSqlCsv = async (
  db: Database,
  report: ReportSql,
  columns: readonly string[],
  cells: readonly CsvCell[],
  expected: string,
): Promise<void> => {
  const header = `${columns.join(',')}\n`;
  expect(header + (await collect(reportCsvInBatches(db, report, cells, 3)))).toBe(expected);
  if (!db.copyCsv) return;
  // The last COPY's slot is free once its COMMIT is answered, a moment after its stream ended
  let copy = await db.copyCsv(reportCsvCopySql(report, cells), report.params);
  for (let tries = 0; !copy && tries < 200; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    copy = await db.copyCsv(reportCsvCopySql(report, cells), report.params);
  }
  if (!copy) throw new Error('no COPY slot came free');
  expect(header + (await collect(copy))).toBe(expected);
};

/** Report CSV written by the database and report pages by cursor, on the storage `open` gives. */
export const reportStreamsContract = (name: string, open?: () => Promise<Database>): void => {
  describe(`report CSV written by the database, pages by cursor: ${name}`, () => {
    let server: TestServer;
    let siteId: string;
    let userId: string;
    let robotId: string;

    beforeAll(async () => {
      server = await startTestServer(open ? { db: await open() } : {});
      siteId = server.sites.demo;
      ({ userId } = await server.signIn({ siteId }));
      const signalId = await insertTestSignal(server.ctx.db, { siteId, userId, openedAt: new Date(0) });
      robotId = newId();
      await server.ctx.db.query(
        `INSERT INTO robots (site_id, id, signal_id, name, follower_name, follow_type, status, investment, profit, hwm,
         profit_share_percent, created_at, next_settlement_at)
       VALUES ($1, $2, $3, 'R', 'follower', 'FULL_SIGNAL', 'RUNNING', 1000, 0, 0, 10, now(), now())`,
        [siteId, robotId, signalId],
      );
    });
    afterAll(async () => {
      await server.close();
    });

    it('settlement report: any stored records, with and without a settlement-log line', async () => {
      const record = fc.record({
        signalName: oneOfText,
        robotName: oneOfText,
        followType: oneOfText,
        at: instant,
        profit: signed,
        hwm: signed,
        fee: amount,
        receive: amount,
        status: fc.constantFrom('SETTLED', 'RESETTLED'),
        reason: oneOfText,
        currency: oneOfText,
        accountShare: fc.option(amount),
        rate: decimal(true).filter((r) => dec(r).greaterThan(0)),
        outcome: fc.option(fc.record({ reason: oneOfText, at: instant })),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(record, { minLength: 0, maxLength: 8 }), async (rows) => {
          const db = server.ctx.db;
          const signalId = newId();
          for (const row of rows) {
            const id = newId();
            const share = toDecimalString(dec(row.fee).plus(row.receive));
            await db.query(
              `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name,
               follow_type, settle_time, profit, hwm, profit_share, fee, receive, status, reason, currency,
               account_profit_share, exchange_rate)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
              [
                siteId,
                id,
                userId,
                signalId,
                row.signalName,
                robotId,
                row.robotName,
                row.followType,
                row.at,
                row.profit,
                row.hwm,
                share,
                row.fee,
                row.receive,
                row.status,
                row.reason,
                row.currency,
                row.accountShare,
                row.rate,
              ],
            );
            if (row.outcome && dec(share).greaterThan(0)) {
              await db.query(
                `INSERT INTO settlement_outcomes (site_id, id, run_id, user_id, signal_id, signal_name, robot_id,
                 robot_name, follow_type, record_id, outcome, reason, settled_at, currency, profit, hwm_before,
                 hwm_after, account_profit_share, profit_share, fee, receive)
               VALUES ($1, $2, 'run', $3, $4, 's', $5, 'r', 'FULL_SIGNAL', $6, 'SETTLED', $7, $8::timestamptz, 'USD',
                 0, 0, 0, 0, $9, $10, $11)`,
                [
                  siteId,
                  newId(),
                  userId,
                  signalId,
                  robotId,
                  id,
                  row.outcome.reason,
                  row.outcome.at,
                  share,
                  row.fee,
                  row.receive,
                ],
              );
            }
          }
          const report = settlementReportSql({
            siteId,
            userId,
            signalId,
            statuses: ['SETTLED', 'RESETTLED'],
          });
          const before = await collect(
            recordsAsCsv(
              SHARE_CSV_COLUMNS,
              reportRowsInBatches<ShareRow, ReturnType<typeof toShareRecord>>(db, report, toShareRecord),
            ),
          );
          await expectSqlCsv(db, report, SHARE_CSV_COLUMNS, SETTLEMENT_CSV_CELLS, before);
        }),
        { numRuns: 40 },
      );
    });

    it('order report: names, tickets and symbols of any text, volumes exact, open orders', async () => {
      const order = fc.record({
        orderId: oneOfText,
        ticket: oneOfText,
        symbol: oneOfText,
        side: oneOfText,
        impact: amount,
        followOrders: fc.integer({ min: -5, max: 2_000_000_000 }),
        volume: amount,
        profit: signed,
        open: instant,
        close: fc.option(instant),
      });
      await fc.assert(
        fc.asyncProperty(
          oneOfText,
          // a trade is its ticket and opening time
          fc.uniqueArray(order, { maxLength: 8, selector: (o) => `${o.ticket}@${o.open}` }),
          async (signalName, orders) => {
            const db = server.ctx.db;
            const signalId = await insertTestSignal(db, { siteId, userId, openedAt: new Date(0) });
            // names are unique per provider: the random text, then the id
            await db.query('UPDATE signals SET name = $3 || id WHERE site_id = $1 AND id = $2', [
              siteId,
              signalId,
              signalName,
            ]);
            for (const o of orders) {
              await db.query(
                `INSERT INTO follow_orders (site_id, id, signal_id, order_id, ticket, symbol, side, impact_volume,
               follow_orders, follow_volume, profit, open_time, close_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz, $13::timestamptz)`,
                [
                  siteId,
                  newId(),
                  signalId,
                  o.orderId,
                  o.ticket,
                  o.symbol,
                  o.side,
                  o.impact,
                  o.followOrders,
                  o.volume,
                  o.profit,
                  o.open,
                  o.close,
                ],
              );
            }
            const report = orderReportSql({ siteId, userId, signalId });
            const before = await collect(
              recordsAsCsv(
                ORDER_CSV_COLUMNS,
                reportRowsInBatches<OrderRow, ReturnType<typeof toOrderRecord>>(db, report, toOrderRecord),
              ),
            );
            await expectSqlCsv(db, report, ORDER_CSV_COLUMNS, ORDER_CSV_CELLS, before);
          },
        ),
        { numRuns: 30 },
      );
    });

    it('settlement log: every outcome line as it is stored', async () => {
      const line = fc.record({
        runId: oneOfText,
        signalName: oneOfText,
        robotName: oneOfText,
        reason: oneOfText,
        currency: oneOfText,
        at: instant,
        profit: signed,
        hwm: amount,
        accountShare: amount,
        rate: fc.option(decimal(true).filter((r) => dec(r).greaterThan(0))),
        withRecord: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(line, { maxLength: 8 }), async (lines) => {
          const db = server.ctx.db;
          const signalId = newId();
          for (const l of lines) {
            await db.query(
              `INSERT INTO settlement_outcomes (site_id, id, run_id, user_id, signal_id, signal_name, robot_id,
               robot_name, follow_type, record_id, outcome, reason, settled_at, currency, profit, hwm_before,
               hwm_after, account_profit_share, exchange_rate, profit_share, fee, receive)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'FULL_SIGNAL', $9, 'DEFERRED', $10, $11::timestamptz, $12, $13,
               $14, $14, $15, $16, 0, 0, 0)`,
              [
                siteId,
                newId(),
                l.runId,
                userId,
                signalId,
                l.signalName,
                robotId,
                l.robotName,
                l.withRecord ? newId() : null,
                l.reason,
                l.at,
                l.currency,
                l.profit,
                l.hwm,
                l.accountShare,
                l.rate,
              ],
            );
          }
          const report = outcomeReportSql({ siteId, userId, signalId });
          const before = await collect(
            recordsAsCsv(
              OUTCOME_CSV_COLUMNS,
              reportRowsInBatches<OutcomeRow, ReturnType<typeof toOutcomeRecord>>(
                db,
                report,
                toOutcomeRecord,
              ),
            ),
          );
          await expectSqlCsv(db, report, OUTCOME_CSV_COLUMNS, OUTCOME_CSV_CELLS, before);
        }),
        { numRuns: 30 },
      );
    });

    // ---- pages by cursor ---------------------------------------------------------------------------

    type Page = ReportPage<ProfitShareRecord, ProfitShareTotals>;
    const pageAt = async (query: string): Promise<Page> => {
      const res = await server.call({
        method: 'GET',
        url: `/api/report/settlement?${query}`,
        cookie: await cookieFor(server.ctx.db, { siteId, userId }),
        siteId,
      });
      expect(res.statusCode, query).toBe(200);
      return res.json<{ records: Page }>().records;
    };

    const insertShares = async (signalId: string, times: readonly string[]): Promise<void> => {
      for (const at of times) {
        await server.ctx.db.query(
          `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name,
           follow_type, settle_time, profit, hwm, profit_share, fee, receive, status, reason)
         VALUES ($1, $2, $3, $4, 'S', $5, 'R', 'FULL_SIGNAL', $6::timestamptz, 10, 0, 1, 0.1, 0.9, 'SETTLED', '')`,
          [siteId, newId(), userId, signalId, robotId, at],
        );
      }
    };

    /** Every page by number, then by cursor from the first page: ids in order, and the cursor pages. */
    const walk = async (signalId: string, pageSize: number, between?: (page: number) => Promise<void>) => {
      const filter = `signalId=${signalId}&pageSize=${pageSize}`;
      const byNumber: string[] = [];
      for (let page = 1; ; page += 1) {
        const { list } = await pageAt(`${filter}&page=${page}`);
        byNumber.push(...list.map((r) => r.id));
        if (list.length < pageSize) break;
      }
      const pages: Page[] = [await pageAt(filter)];
      for (let next = pages[0]?.nextCursor; next; next = pages[pages.length - 1]?.nextCursor) {
        await between?.(pages.length);
        pages.push(await pageAt(`${filter}&cursor=${encodeURIComponent(next)}`));
      }
      return { byNumber, byCursor: pages.flatMap((p) => p.list.map((r) => r.id)), pages };
    };

    it('walks every row once by cursor, in the order of the page numbers, at any page size', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(instant, { maxLength: 25 }),
          fc.integer({ min: 1, max: 6 }),
          async (times, size) => {
            const signalId = newId();
            await insertShares(signalId, times);
            const { byNumber, byCursor, pages } = await walk(signalId, size);
            expect(byCursor).toEqual(byNumber);
            expect(new Set(byCursor).size).toBe(times.length);
            // pages count on from 1; the total and the totals are the first page's; the last has no next
            expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
            for (const page of pages) {
              expect(page.total).toBe(times.length);
              expect(page.totals).toEqual(pages[0]?.totals);
              expect(page.list.length).toBeLessThanOrEqual(size);
            }
            expect(pages[pages.length - 1]?.nextCursor).toBeNull();
            expect(pages.length).toBe(Math.max(1, Math.ceil(times.length / size)));
          },
        ),
        { numRuns: 15 },
      );
    });

    it('a cursor keeps its place while newer rows arrive: each row that was there comes once', async () => {
      const signalId = newId();
      const times = Array.from({ length: 12 }, (_, i) => `2026-02-01T00:00:0${Math.floor(i / 3)}.000001Z`);
      await insertShares(signalId, times);
      const before = await walk(signalId, 5);
      const during = await walk(signalId, 5, async () => {
        // a newer record between every two pages: page numbers would shift by one, the cursor does not
        await insertShares(signalId, ['2026-03-01T00:00:00.000000Z']);
      });
      expect(during.byCursor).toEqual(before.byCursor);
      expect(during.pages.map((p) => p.total)).toEqual(during.pages.map(() => 12));
    });
  });
};
