import {
  PROFIT_SHARE_STATUSES,
  SETTLEMENT_OUTCOMES,
  type ProfitShareStatus,
  type SettlementOutcome,
} from '@signal-portal/core';

/**
 * The report page's tabs: settled shares, shares still to be paid, the settlement log (what each
 * settlement run did with each robot, and why), copied orders.
 */
export const REPORT_TABS = ['settlements', 'unsettled', 'ledger', 'orders'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The statuses each profit-share tab lists (the server's REPORT_STATUSES), in the order offered. */
export const STATUSES_OF_TAB: Readonly<Record<ReportTab, readonly ProfitShareStatus[]>> = {
  settlements: ['SETTLED', 'RESETTLED'],
  unsettled: ['UNSETTLED', 'RESETTLEMENT'],
  ledger: [],
  orders: [],
};

/**
 * What the report shows, as the address holds it (?tab=&page=&signal=&status=&outcome=&from=&to=&symbol=), so
 * back and forward, a reload and a shared link show the same report. Dates are the days picked, both
 * included ('YYYY-MM-DD'); an absent filter is undefined.
 */
export interface ReportAddress {
  readonly tab: ReportTab;
  /** 1-based. */
  readonly page: number;
  readonly signalId: string | undefined;
  /** One of the tab's statuses (STATUSES_OF_TAB); never set on the orders or ledger tab. */
  readonly status: ProfitShareStatus | undefined;
  /** Ledger tab only: one outcome of the settlement runs. */
  readonly outcome: SettlementOutcome | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  /** Orders tab only. */
  readonly symbol: string | undefined;
}

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

const positive = (value: string | null): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 1;
};

/** The address's report; what does not belong to the tab (a status on orders, a symbol on shares, an outcome off the ledger) is dropped. */
export const readReportAddress = (params: URLSearchParams): ReportAddress => {
  const tab = REPORT_TABS.find((candidate) => candidate === params.get('tab')) ?? 'settlements';
  const status = PROFIT_SHARE_STATUSES.find((candidate) => candidate === params.get('status'));
  const outcome = SETTLEMENT_OUTCOMES.find((candidate) => candidate === params.get('outcome'));
  return {
    tab,
    page: positive(params.get('page')),
    signalId: text(params.get('signal')),
    status: status !== undefined && STATUSES_OF_TAB[tab].includes(status) ? status : undefined,
    outcome: tab === 'ledger' ? outcome : undefined,
    from: text(params.get('from')),
    to: text(params.get('to')),
    symbol: tab === 'orders' ? text(params.get('symbol')) : undefined,
  };
};

/** The address of a report: defaults are left out, so the plain page is plain /report. */
export const writeReportAddress = (address: ReportAddress): URLSearchParams => {
  const search = new URLSearchParams();
  if (address.tab !== 'settlements') search.set('tab', address.tab);
  if (address.signalId !== undefined) search.set('signal', address.signalId);
  if (address.status !== undefined) search.set('status', address.status);
  if (address.outcome !== undefined) search.set('outcome', address.outcome);
  if (address.from !== undefined) search.set('from', address.from);
  if (address.to !== undefined) search.set('to', address.to);
  if (address.symbol !== undefined) search.set('symbol', address.symbol);
  if (address.page > 1) search.set('page', String(address.page));
  return search;
};

/**
 * The next address after a change of the filters: another tab starts from its own statuses and
 * symbol; any change of what is listed starts again at page 1 (the old page may not exist any more).
 */
export const changeReportAddress = (
  address: ReportAddress,
  change: Partial<ReportAddress>,
): ReportAddress => {
  const tabChanged = change.tab !== undefined && change.tab !== address.tab;
  const next = { ...address, ...change };
  const reset = tabChanged ? { status: undefined, outcome: undefined, symbol: undefined } : {};
  const page = change.page ?? 1;
  return { ...next, ...reset, page };
};
