import {
  fail,
  ok,
  PROFIT_SHARE_STATUSES,
  reportFileName,
  SETTLEMENT_OUTCOMES,
  type OrderReportQuery,
  type ProfitShareReportQuery,
  type ProfitShareStatus,
  type ReportPage,
  type Result,
  type SettlementOutcomeQuery,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { memberOf } from '../../http/member.js';
import { defineRoute, REPLIED } from '../../http/route.js';
import type { Member } from '../../http/session.js';
import {
  orderReportSql,
  readReportRows,
  settlementReportSql,
  unsettledReportSql,
  type ReportSql,
  type ShareReportFilter,
} from '../../storage/reports.repository.js';
import { outcomeReportSql } from '../../storage/settlement-outcomes.repository.js';
import { reportCsvLines, reportRowsInBatches, sendCsv, sendCsvText } from './csv-stream.js';
import { cursorKeyOf, decodeCursor, encodeCursor, type CursorScope } from './report-cursor.js';
import {
  CURSOR_QUERY_PROPERTIES,
  DATE_RANGE_PROPERTIES,
  ID_PATTERN,
  NO_NUL_PATTERN,
  PAGE_QUERY_PROPERTIES,
  pagingOf,
  timeWindowOf,
  type TimeWindow,
} from './report-filters.js';
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
  type ShareRow,
} from './report-records.js';
import { orderTotalsOf, outcomeTotalsOf, shareTotalsOf } from './report-totals.js';

/** Statuses each profit-share report lists. */
const REPORT_STATUSES = {
  settlement: ['SETTLED', 'RESETTLED'],
  unsettled: ['UNSETTLED', 'RESETTLEMENT'],
} as const satisfies Record<string, readonly ProfitShareStatus[]>;

const COMMON_FILTERS = {
  ...PAGE_QUERY_PROPERTIES,
  ...CURSOR_QUERY_PROPERTIES,
  ...DATE_RANGE_PROPERTIES,
  signalId: { type: 'string', minLength: 1, maxLength: 64, pattern: ID_PATTERN },
  format: { type: 'string', enum: ['json', 'csv'] },
} as const;

const SHARE_QUERY_SCHEMA = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...COMMON_FILTERS, status: { type: 'string', enum: [...PROFIT_SHARE_STATUSES] } },
  },
} as const;

const OUTCOME_QUERY_SCHEMA = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...COMMON_FILTERS, outcome: { type: 'string', enum: [...SETTLEMENT_OUTCOMES] } },
  },
} as const;

const ORDER_QUERY_SCHEMA = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...COMMON_FILTERS,
      symbol: { type: 'string', minLength: 1, maxLength: 32, pattern: NO_NUL_PATTERN },
    },
  },
} as const;

type ReportQuery = ProfitShareReportQuery | OrderReportQuery | SettlementOutcomeQuery;

/** How a report page is asked for and answered, beside its SQL. */
interface PageRequest<Row, Out, Totals> {
  readonly ctx: ServerContext;
  /** Signs and checks the page cursors (report-cursor.ts). */
  readonly cursorKey: Buffer;
  /** The report and the member: a cursor is only good for the same report, member and filters. */
  readonly report: string;
  readonly siteId: string;
  readonly userId: string;
  readonly query: ReportQuery;
  readonly toRecord: (row: Row) => Out;
  readonly totalsOf: (ctx: ServerContext, report: ReportSql) => Promise<Totals>;
}

/** What a cursor is bound to: the report, the member, the filters and the page size (not the page). */
const scopeOf = (
  {
    report,
    siteId,
    userId,
    query,
  }: Pick<PageRequest<never, never, never>, 'report' | 'siteId' | 'userId' | 'query'>,
  pageSize: number,
): CursorScope => {
  const { page: _page, cursor: _cursor, format: _format, pageSize: _pageSize, ...filters } = query;
  return { ...filters, report, siteId, userId, pageSize };
};

/**
 * A page of a report: its rows, how many match in all with their totals, and the cursor of the next
 * page. By page number the rows are cut by OFFSET and the totals worked out by the database over every
 * matching row; by cursor the rows are those after the cursor's key (a keyset read that costs the same
 * at any depth) and the total and totals are the cursor's, not recounted.
 */
const pageOf = async <Row extends { t: Date; id: string }, Out, Totals extends { records: number }>(
  report: ReportSql,
  request: PageRequest<Row, Out, Totals>,
): Promise<Result<ReportPage<Out, Totals>>> => {
  const { ctx, query } = request;
  const paging = pagingOf(query);
  const scope = scopeOf(request, paging.pageSize);
  // One row more than the page tells whether another page follows.
  const limit = paging.pageSize + 1;
  let at: { page: number; total: number; totals: Totals };
  let rows: (Row & { key_t: string })[];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor<Totals>(request.cursorKey, scope, query.cursor);
    if (cursor.error) return fail(cursor.value);
    const { page, key, total, totals } = cursor.value;
    rows = await readReportRows<Row>(ctx.db, report, { kind: 'after', after: key, limit });
    at = { page: page + 1, total, totals };
  } else {
    rows = await readReportRows<Row>(ctx.db, report, { kind: 'page', offset: paging.offset, limit });
    const totals = await request.totalsOf(ctx, report);
    at = { page: paging.page, total: totals.records, totals };
  }
  const list = rows.slice(0, paging.pageSize);
  const last = list[list.length - 1];
  const nextCursor =
    rows.length > paging.pageSize && last !== undefined
      ? encodeCursor(request.cursorKey, scope, { ...at, key: { t: last.key_t, id: last.id } })
      : null;
  return ok({
    list: list.map(request.toRecord),
    total: at.total,
    page: at.page,
    pageSize: paging.pageSize,
    totals: at.totals,
    nextCursor,
  });
};

/** `settlement-report-2026-04-01-to-2026-04-30.csv`: the report and the days its range covers. */
const filenameOf = (
  ctx: ServerContext,
  report: string,
  query: ProfitShareReportQuery | OrderReportQuery | SettlementOutcomeQuery,
) => reportFileName(report, { from: query.from?.trim(), to: query.to?.trim() }, nowOf(ctx).getTime());

const shareFilter = (
  kind: keyof typeof REPORT_STATUSES,
  input: { siteId: string; member: Member; query: ProfitShareReportQuery; window: TimeWindow },
): ShareReportFilter => {
  const statuses: readonly ProfitShareStatus[] = REPORT_STATUSES[kind];
  const { status, signalId } = input.query;
  return {
    siteId: input.siteId,
    userId: input.member.userId,
    statuses: status === undefined ? statuses : statuses.filter((s) => s === status),
    ...(signalId === undefined ? {} : { signalId }),
    ...input.window,
  };
};

const registerShareReport = (
  app: FastifyInstance,
  ctx: ServerContext,
  cursorKey: Buffer,
  kind: keyof typeof REPORT_STATUSES,
): void => {
  const key = kind === 'settlement' ? 'GET /report/settlement' : 'GET /report/unsettled';
  const sqlOf = kind === 'settlement' ? settlementReportSql : unsettledReportSql;
  defineRoute(app, key, { schema: SHARE_QUERY_SCHEMA }, async ({ request, reply, query, siteId }) => {
    const window = timeWindowOf(query);
    if (window.error) return window;
    const report = sqlOf({
      ...shareFilter(kind, { siteId, member: memberOf(request), query, window: window.value }),
      // an UNSETTLED row is priced at the exchange rate in force now
      at: nowOf(ctx),
    });
    if (query.format === 'csv') {
      const filename = filenameOf(ctx, kind, query);
      if (kind === 'settlement') {
        sendCsvText(reply, filename, SHARE_CSV_COLUMNS, reportCsvLines(ctx.db, report, SETTLEMENT_CSV_CELLS));
      } else {
        // Unsettled rows are priced now by the core's settlement rules, so the server builds them;
        // the report holds a robot's pending period and held-back shares, not a history.
        sendCsv(
          reply,
          filename,
          SHARE_CSV_COLUMNS,
          reportRowsInBatches<ShareRow, ReturnType<typeof toShareRecord>>(ctx.db, report, toShareRecord),
        );
      }
      return REPLIED;
    }
    return pageOf(report, {
      ctx,
      cursorKey,
      report: kind,
      siteId,
      userId: memberOf(request).userId,
      query,
      toRecord: toShareRecord,
      totalsOf: shareTotalsOf,
    });
  });
};

/** GET /report/outcome: the settlement ledger, what each run did with each robot and why. */
const registerOutcomeReport = (app: FastifyInstance, ctx: ServerContext, cursorKey: Buffer): void => {
  defineRoute(
    app,
    'GET /report/outcome',
    { schema: OUTCOME_QUERY_SCHEMA },
    async ({ request, reply, query, siteId }) => {
      const window = timeWindowOf(query);
      if (window.error) return window;
      const { signalId, outcome } = query;
      const report = outcomeReportSql({
        siteId,
        userId: memberOf(request).userId,
        ...(signalId === undefined ? {} : { signalId }),
        ...(outcome === undefined ? {} : { outcome }),
        ...window.value,
      });
      if (query.format === 'csv') {
        sendCsvText(
          reply,
          filenameOf(ctx, 'outcome', query),
          OUTCOME_CSV_COLUMNS,
          reportCsvLines(ctx.db, report, OUTCOME_CSV_CELLS),
        );
        return REPLIED;
      }
      return pageOf(report, {
        ctx,
        cursorKey,
        report: 'outcome',
        siteId,
        userId: memberOf(request).userId,
        query,
        toRecord: toOutcomeRecord,
        totalsOf: outcomeTotalsOf,
      });
    },
  );
};

/** GET /report/settlement, /report/unsettled, /report/outcome and /report/order: pages, or the whole list as CSV. */
export const registerReportRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const cursorKey = cursorKeyOf(ctx.secrets.siteTokenKey);
  registerShareReport(app, ctx, cursorKey, 'settlement');
  registerShareReport(app, ctx, cursorKey, 'unsettled');
  registerOutcomeReport(app, ctx, cursorKey);
  defineRoute(
    app,
    'GET /report/order',
    { schema: ORDER_QUERY_SCHEMA },
    async ({ request, reply, query, siteId }) => {
      const window = timeWindowOf(query);
      if (window.error) return window;
      const { signalId, symbol } = query;
      const report = orderReportSql({
        siteId,
        userId: memberOf(request).userId,
        ...(signalId === undefined ? {} : { signalId }),
        ...(symbol === undefined ? {} : { symbol }),
        ...window.value,
      });
      if (query.format === 'csv') {
        sendCsvText(
          reply,
          filenameOf(ctx, 'order', query),
          ORDER_CSV_COLUMNS,
          reportCsvLines(ctx.db, report, ORDER_CSV_CELLS),
        );
        return REPLIED;
      }
      return pageOf(report, {
        ctx,
        cursorKey,
        report: 'order',
        siteId,
        userId: memberOf(request).userId,
        query,
        toRecord: toOrderRecord,
        totalsOf: orderTotalsOf,
      });
    },
  );
};
