import {
  ok,
  reportRangeOfDays,
  type FollowOrderReport,
  type PageQuery,
  type ProfitShareReport,
  type ErrorCode,
  type FollowOrderRecord,
  type FollowOrderTotals,
  type OrderReportQuery,
  type ProfitShareRecord,
  type ProfitShareReportQuery,
  type ProfitShareTotals,
  type ReportKind,
  type ReportsService,
  type Result,
  type SettlementOutcomeQuery,
  type SettlementOutcomeRecord,
  type SettlementOutcomeReport,
  type SettlementOutcomeTotals,
  type SignalsService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ReportAddress, ReportTab } from './report-address.js';

/** Records per page (the server's default page). */
export const REPORT_PAGE_SIZE = 20;
/** The server's largest page: the signal filter reads the member's signals this many at a time. */
const SIGNALS_PAGE_SIZE = 100;
/** A member with more signals than this is very unlikely; the filter then offers the first ones. */
const MAX_SIGNAL_PAGES = 20;

const KIND_OF_TAB = {
  settlements: 'settlement',
  unsettled: 'unsettled',
  ledger: 'outcome',
  orders: 'order',
} as const satisfies Record<ReportTab, ReportKind>;

/** A signal the filter offers. */
export interface SignalOption {
  readonly id: string;
  readonly name: string;
}

/** A page as fetched, tagged with what it lists. */
type FetchedPage =
  | ({ readonly kind: 'order' } & FollowOrderReport)
  | ({ readonly kind: 'share' } & ProfitShareReport)
  | ({ readonly kind: 'outcome' } & SettlementOutcomeReport);

/** What was asked of the server: the filters of the address as the API takes them. */
type ReportRequest =
  | { readonly kind: 'settlement' | 'unsettled'; readonly query: ProfitShareReportQuery }
  | { readonly kind: 'order'; readonly query: OrderReportQuery }
  | { readonly kind: 'outcome'; readonly query: SettlementOutcomeQuery };

const sameAddress = (a: ReportAddress | null, b: ReportAddress): boolean =>
  a !== null &&
  a.tab === b.tab &&
  a.page === b.page &&
  a.signalId === b.signalId &&
  a.status === b.status &&
  a.outcome === b.outcome &&
  a.from === b.from &&
  a.to === b.to &&
  a.symbol === b.symbol;

/**
 * The report page: one page of the chosen report (settled shares, unsettled shares, the settlement
 * log, copied orders)
 * under the address's filters, the server's totals of everything those filters match, and the link
 * that downloads exactly that as CSV. The dates picked are checked by the core (reportRangeOfDays:
 * the last day is included, DATE_RANGE_INVALID otherwise) before anything is asked.
 */
export class ReportStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  /** The dates picked do not make a range: nothing is listed until they do. */
  rangeProblem: ErrorCode | null = null;
  address: ReportAddress | null = null;
  /** The page settled on: the address's, or the last one when the address went past it. */
  page = 1;
  shares: readonly ProfitShareRecord[] = [];
  orders: readonly FollowOrderRecord[] = [];
  outcomes: readonly SettlementOutcomeRecord[] = [];
  shareTotals: ProfitShareTotals | null = null;
  orderTotals: FollowOrderTotals | null = null;
  outcomeTotals: SettlementOutcomeTotals | null = null;
  total = 0;

  signals: readonly SignalOption[] = [];
  signalsStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  /** Only the latest load's answer is applied. */
  private loadNumber = 0;

  constructor(private readonly deps: { readonly reports: ReportsService; readonly signals: SignalsService }) {
    makeAutoObservable<ReportStore, 'deps' | 'loadNumber'>(
      this,
      {
        deps: false,
        loadNumber: false,
        shares: observable.ref,
        orders: observable.ref,
        outcomes: observable.ref,
        signals: observable.ref,
      },
      { autoBind: true },
    );
  }

  get tab(): ReportTab {
    return this.address?.tab ?? 'settlements';
  }

  /** The address's filters as the API's query (no paging); undefined while the dates are not a range. */
  get request(): ReportRequest | undefined {
    const address = this.address;
    if (address === null) return undefined;
    const range = reportRangeOfDays({ from: address.from, to: address.to });
    if (range.error) return undefined;
    const common = {
      ...range.value,
      ...(address.signalId === undefined ? {} : { signalId: address.signalId }),
    };
    const kind = KIND_OF_TAB[address.tab];
    if (kind === 'order')
      return { kind, query: address.symbol === undefined ? common : { ...common, symbol: address.symbol } };
    if (kind === 'outcome')
      return {
        kind,
        query: address.outcome === undefined ? common : { ...common, outcome: address.outcome },
      };
    return { kind, query: address.status === undefined ? common : { ...common, status: address.status } };
  }

  /** The link that downloads, as CSV, every record the filters match; null when there is nothing to show. */
  get downloadUrl(): string | null {
    const request = this.request;
    if (request === undefined) return null;
    const url =
      request.kind === 'order'
        ? this.deps.reports.downloadUrl('order', request.query)
        : request.kind === 'outcome'
          ? this.deps.reports.downloadUrl('outcome', request.query)
          : this.deps.reports.downloadUrl(request.kind, request.query);
    return url.error ? null : url.value;
  }

  get rows(): number {
    if (this.tab === 'orders') return this.orders.length;
    return this.tab === 'ledger' ? this.outcomes.length : this.shares.length;
  }

  get isFiltered(): boolean {
    const a = this.address;
    return (
      a !== null &&
      [a.signalId, a.status, a.outcome, a.from, a.to, a.symbol].some((value) => value !== undefined)
    );
  }

  /** Shows the address's report; loads only when the address changed (or the last load failed). */
  async open(address: ReportAddress): Promise<void> {
    if (this.status !== 'failed' && this.rangeProblem === null && sameAddress(this.address, address)) return;
    this.address = address;
    this.page = address.page;
    this.clearRows();
    await this.load();
  }

  retry(): Promise<void> {
    return this.load();
  }

  /** The member's signals, by name, for the signal filter (every view: archived signals have reports too). */
  async loadSignals(): Promise<void> {
    if (this.signalsStatus === 'loading' || this.signalsStatus === 'ready') return;
    this.signalsStatus = 'loading';
    const found: SignalOption[] = [];
    for (let page = 1; page <= MAX_SIGNAL_PAGES; page += 1) {
      const answer = await this.deps.signals.list({ page, pageSize: SIGNALS_PAGE_SIZE });
      if (answer.error) {
        runInAction(() => (this.signalsStatus = 'failed'));
        return;
      }
      found.push(...answer.value.list.map(({ id, name }) => ({ id, name })));
      if (answer.value.list.length < SIGNALS_PAGE_SIZE || found.length >= answer.value.total) break;
    }
    runInAction(() => {
      this.signals = [...found].sort((a, b) => a.name.localeCompare(b.name));
      this.signalsStatus = 'ready';
    });
  }

  private clearRows(): void {
    this.shares = [];
    this.orders = [];
    this.outcomes = [];
    this.shareTotals = null;
    this.orderTotals = null;
    this.outcomeTotals = null;
    this.total = 0;
  }

  private async load(): Promise<void> {
    const number = ++this.loadNumber;
    const request = this.request;
    if (request === undefined) {
      this.clearRows();
      this.rangeProblem = 'DATE_RANGE_INVALID';
      this.status = 'ready';
      this.errorCode = null;
      return;
    }
    this.rangeProblem = null;
    this.status = 'loading';
    this.errorCode = null;
    const page = this.page;
    const answer = await this.fetchPage(request, { page, pageSize: REPORT_PAGE_SIZE });
    if (number !== this.loadNumber) return;
    if (answer.error) {
      runInAction(() => {
        this.status = 'failed';
        this.errorCode = answer.value;
      });
      return;
    }
    const lastPage = Math.max(1, Math.ceil(answer.value.total / REPORT_PAGE_SIZE));
    if (answer.value.list.length === 0 && page > lastPage) {
      // An address past the last page (a shared link, fewer records now): show the last one.
      runInAction(() => (this.page = lastPage));
      await this.load();
      return;
    }
    runInAction(() => {
      const report = answer.value;
      if (report.kind === 'order') {
        this.orders = report.list;
        this.orderTotals = report.totals;
      } else if (report.kind === 'outcome') {
        this.outcomes = report.list;
        this.outcomeTotals = report.totals;
      } else {
        this.shares = report.list;
        this.shareTotals = report.totals;
      }
      this.total = report.total;
      this.status = 'ready';
    });
  }

  /** One page of the requested report, tagged with what it lists. */
  private async fetchPage(request: ReportRequest, paging: PageQuery): Promise<Result<FetchedPage>> {
    if (request.kind === 'order') {
      const orders = await this.deps.reports.orders({ ...request.query, ...paging });
      return orders.error ? orders : ok({ kind: 'order', ...orders.value });
    }
    if (request.kind === 'outcome') {
      const outcomes = await this.deps.reports.outcomes({ ...request.query, ...paging });
      return outcomes.error ? outcomes : ok({ kind: 'outcome', ...outcomes.value });
    }
    const query = { ...request.query, ...paging };
    const shares =
      request.kind === 'settlement'
        ? await this.deps.reports.settlements(query)
        : await this.deps.reports.unsettled(query);
    return shares.error ? shares : ok({ kind: 'share', ...shares.value });
  }
}
