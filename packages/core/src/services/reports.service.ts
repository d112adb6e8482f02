import type { ApiClient, Download } from '../api/api-client.js';
import type { CsvRouteKey } from '../api/contract.js';
import type { OrderReportQuery, ProfitShareReportQuery } from '../api/payloads.js';
import type { DateRangeQuery, Page } from '../api/wire.types.js';
import type { FollowOrderRecord, ProfitShareRecord } from '../domain/profit-share/profit-share-record.js';
import { ok, type Result } from '../shared/result.js';
import { validateDateRange } from '../validation/date-range.rules.js';

/** The three reports of the report page. */
export const REPORT_KINDS = ['settlement', 'unsettled', 'order'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const ROUTE_OF = {
  settlement: 'GET /report/settlement',
  unsettled: 'GET /report/unsettled',
} as const satisfies Readonly<Record<Exclude<ReportKind, 'order'>, CsvRouteKey>>;

export type ReportQueryOf<K extends ReportKind> = K extends 'order'
  ? OrderReportQuery
  : ProfitShareReportQuery;

/** A range with both ends is checked (DATE_RANGE_INVALID); an open-ended one passes. */
const checkRange = (query: DateRangeQuery): Result<void> => {
  if (query.from === undefined || query.to === undefined) return ok(undefined);
  const range = validateDateRange(query.from, query.to);
  return range.error ? range : ok(undefined);
};

/** Profit-share reports (settled, unsettled) and the copied orders, as pages or as a CSV stream. */
export class ReportsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  async settlements(query: ProfitShareReportQuery = {}): Promise<Result<Page<ProfitShareRecord>>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/settlement', { query: { ...query, format: 'json' } });
  }

  async unsettled(query: ProfitShareReportQuery = {}): Promise<Result<Page<ProfitShareRecord>>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/unsettled', { query: { ...query, format: 'json' } });
  }

  async orders(query: OrderReportQuery = {}): Promise<Result<Page<FollowOrderRecord>>> {
    const range = checkRange(query);
    if (range.error) return range;
    return this.deps.api.call('GET /report/order', { query: { ...query, format: 'json' } });
  }

  /** The whole filtered report as CSV, streamed (paging is ignored by the server for CSV). */
  async download<K extends ReportKind>(kind: K, query: ReportQueryOf<K> = {}): Promise<Result<Download>> {
    const range = checkRange(query);
    if (range.error) return range;
    const report: ReportKind = kind;
    switch (report) {
      case 'order':
        return this.deps.api.download('GET /report/order', { query });
      case 'settlement':
      case 'unsettled':
        return this.deps.api.download(ROUTE_OF[report], { query });
    }
  }
}
