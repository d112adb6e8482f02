import {
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
import { reportRowsInBatches, sendCsv } from './csv-stream.js';
import {
  DATE_RANGE_PROPERTIES,
  ID_PATTERN,
  NO_NUL_PATTERN,
  PAGE_QUERY_PROPERTIES,
  pagingOf,
  timeWindowOf,
  type TimeWindow,
} from './report-filters.js';
import {
  ORDER_CSV_COLUMNS,
  OUTCOME_CSV_COLUMNS,
  SHARE_CSV_COLUMNS,
  toOrderRecord,
  toOutcomeRecord,
  toShareRecord,
  type OrderRow,
  type OutcomeRow,
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

/**
 * A page of a report: the rows of the page, and how many match in all with their totals (worked out
 * by the database over every matching row, whatever the page).
 */
const pageOf = async <Row extends { t: Date; id: string }, Out, Totals extends { records: number }>(
  ctx: ServerContext,
  report: ReportSql,
  query: ProfitShareReportQuery | OrderReportQuery | SettlementOutcomeQuery,
  toRecord: (row: Row) => Out,
  totalsOf: (ctx: ServerContext, report: ReportSql) => Promise<Totals>,
): Promise<Result<ReportPage<Out, Totals>>> => {
  const paging = pagingOf(query);
  const rows = await readReportRows<Row>(ctx.db, report, {
    kind: 'page',
    offset: paging.offset,
    limit: paging.pageSize,
  });
  const totals = await totalsOf(ctx, report);
  return ok({
    list: rows.map(toRecord),
    total: totals.records,
    page: paging.page,
    pageSize: paging.pageSize,
    totals,
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
      sendCsv(
        reply,
        filenameOf(ctx, kind, query),
        SHARE_CSV_COLUMNS,
        reportRowsInBatches<ShareRow, ReturnType<typeof toShareRecord>>(ctx.db, report, toShareRecord),
      );
      return REPLIED;
    }
    return pageOf(ctx, report, query, toShareRecord, shareTotalsOf);
  });
};

/** GET /report/outcome: the settlement ledger, what each run did with each robot and why. */
const registerOutcomeReport = (app: FastifyInstance, ctx: ServerContext): void => {
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
        sendCsv(
          reply,
          filenameOf(ctx, 'outcome', query),
          OUTCOME_CSV_COLUMNS,
          reportRowsInBatches<OutcomeRow, ReturnType<typeof toOutcomeRecord>>(
            ctx.db,
            report,
            toOutcomeRecord,
          ),
        );
        return REPLIED;
      }
      return pageOf(ctx, report, query, toOutcomeRecord, outcomeTotalsOf);
    },
  );
};

/** GET /report/settlement, /report/unsettled, /report/outcome and /report/order: pages, or the whole list as CSV. */
export const registerReportRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  registerShareReport(app, ctx, 'settlement');
  registerShareReport(app, ctx, 'unsettled');
  registerOutcomeReport(app, ctx);
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
        sendCsv(
          reply,
          filenameOf(ctx, 'order', query),
          ORDER_CSV_COLUMNS,
          reportRowsInBatches<OrderRow, ReturnType<typeof toOrderRecord>>(ctx.db, report, toOrderRecord),
        );
        return REPLIED;
      }
      return pageOf(ctx, report, query, toOrderRecord, orderTotalsOf);
    },
  );
};
