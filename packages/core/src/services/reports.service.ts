import type { ApiClient, Download } from '../api/api-client.js';
import type { CsvRouteKey } from '../api/contract.js';
import type {
  OrderReportQuery,
  ProfitShareReportQuery,
  ReportPage,
  SettlementOutcomeQuery,
} from '../api/payloads.js';
import type { DateRangeQuery } from '../api/wire.types.js';
import type { FollowOrderRecord, ProfitShareRecord } from '../domain/profit-share/profit-share-record.js';
import type { FollowOrderTotals, ProfitShareTotals } from '../domain/profit-share/report-totals.js';
import type {
  SettlementOutcomeRecord,
  SettlementOutcomeTotals,
} from '../domain/profit-share/settlement-outcome.js';
import { ok, type Result } from '../shared/result.js';
import { validateDateRange } from '../validation/date-range.rules.js';

/** The reports of the report page: settled and unsettled shares, the settlement ledger, copied orders. */
export const REPORT_KINDS = ['settlement', 'unsettled', 'outcome', 'order'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A page of profit shares and the totals of all the shares its filters match. */
export type ProfitShareReport = ReportPage<ProfitShareRecord, ProfitShareTotals>;
/** A page of copied orders and the totals of all the orders its filters match. */
export type FollowOrderReport = ReportPage<FollowOrderRecord, FollowOrderTotals>;
/** A page of the settlement ledger and the counts and payments of all the rows its filters match. */
export type SettlementOutcomeReport = ReportPage<SettlementOutcomeRecord, SettlementOutcomeTotals>;

const ROUTE_OF = {
  settlement: 'GET /report/settlement',
  unsettled: 'GET /report/unsettled',
} as const satisfies Readonly<Record<Exclude<ReportKind, 'order' | 'outcome'>, CsvRouteKey>>;

export type ReportQueryOf<K extends ReportKind> = K extends 'order'
  ? OrderReportQuery
  : K extends 'outcome'
    ? SettlementOutcomeQuery
    : ProfitShareReportQuery;

/** A range with both ends is checked (DATE_RANGE_INVALID); an open-ended one passes. */
const checkRange = (query: DateRangeQuery): Result<void> => {
  if (query.from === undefined || query.to === undefined) return ok(undefined);
  const range = validateDateRange(query.from, query.to);
  return range.error ? range : ok(undefined);
};

/** A CSV carries the whole filtered list: paging has no meaning there. */
const withoutPaging = <Q extends { page?: number; pageSize?: number; format?: string }>({
  page: _page,
  pageSize: _pageSize,
  format: _format,
  ...rest
}: Q): Omit<Q, 'page' | 'pageSize' | 'format'> => rest;

/** Profit-share reports (settled, unsettled) and the copied orders, as pages or as a CSV stream. */
export class ReportsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  async settlements(query: ProfitShareReportQuery = {}): Promise<Result<ProfitShareReport>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/settlement', { query: { ...query, format: 'json' } });
  }

  async unsettled(query: ProfitShareReportQuery = {}): Promise<Result<ProfitShareReport>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/unsettled', { query: { ...query, format: 'json' } });
  }

  /** The settlement ledger: what each settlement run did with each robot, and why. */
  async outcomes(query: SettlementOutcomeQuery = {}): Promise<Result<SettlementOutcomeReport>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/outcome', { query: { ...query, format: 'json' } });
  }

  async orders(query: OrderReportQuery = {}): Promise<Result<FollowOrderReport>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/order', { query: { ...query, format: 'json' } });
  }

  /** The whole filtered report as CSV, streamed (paging is ignored by the server for CSV). */
  async download<K extends ReportKind>(
    kind: K,
    query: ReportQueryOf<K> = {} as ReportQueryOf<K>,
  ): Promise<Result<Download>> {
    const range = checkRange(query);
    if (range.error) return range;
    const report: ReportKind = kind;
    switch (report) {
      case 'order':
        return this.deps.api.download('GET /report/order', { query });
      case 'outcome':
        return this.deps.api.download('GET /report/outcome', { query });
      case 'settlement':
      case 'unsettled':
        return this.deps.api.download(ROUTE_OF[report], { query });
    }
  }

  /**
   * The link a browser opens to save the whole filtered report as CSV (ApiClient.downloadUrl): the
   * same filters as the pages, without paging, so the file holds exactly what the filters show.
   */
  downloadUrl<K extends ReportKind>(
    kind: K,
    query: ReportQueryOf<K> = {} as ReportQueryOf<K>,
  ): Result<string> {
    const range = checkRange(query);
    if (range.error) return range;
    const filters = withoutPaging(query);
    const report: ReportKind = kind;
    switch (report) {
      case 'order':
        return ok(this.deps.api.downloadUrl('GET /report/order', { query: filters }));
      case 'outcome':
        return ok(this.deps.api.downloadUrl('GET /report/outcome', { query: filters }));
      case 'settlement':
      case 'unsettled':
        return ok(this.deps.api.downloadUrl(ROUTE_OF[report], { query: filters }));
    }
  }
}
