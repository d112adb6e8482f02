import {
  addFollowOrders,
  addProfitShares,
  EMPTY_FOLLOW_ORDER_TOTALS,
  EMPTY_PROFIT_SHARE_TOTALS,
  type FollowOrderTotals,
  type Page,
  type PageQuery,
  type ProfitShareReportQuery,
  type ProfitShareTotals,
  type Result,
} from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { commonFilters } from './report-query.js';

export interface ReportTotals {
  readonly settled: ProfitShareTotals;
  readonly unsettled: ProfitShareTotals;
  readonly orders: FollowOrderTotals;
}

/** Reads a report page by page (100 a page) into running totals; the first refusal stops it. */
const sumPages = async <R, T>(
  fetchPage: (paging: PageQuery) => Promise<Result<Page<R>>>,
  add: (totals: T, records: readonly R[]) => T,
  empty: T,
): Promise<Result<T>> => {
  let totals = empty;
  let seen = 0;
  for (let page = 1; page <= MAX_PAGE; page++) {
    const answer = await fetchPage({ page, pageSize: MAX_PAGE_SIZE });
    if (answer.error) return answer;
    totals = add(totals, answer.value.list);
    seen += answer.value.list.length;
    if (answer.value.list.length === 0 || seen >= answer.value.total) break;
  }
  return { error: false, value: totals };
};

const shareRows = (label: string, totals: ProfitShareTotals, { format }: ViewContext): string[] => [
  label,
  String(totals.records),
  format.usd(totals.profitShare),
  format.usd(totals.fee),
  format.usd(totals.receive),
];

/** `report summary`: totals of the settled and unsettled profit shares and of the copied orders. */
export const reportSummary: CommandModule<ProfitShareReportQuery, ReportTotals> = {
  needsApi: true,
  parse: (raw) => commonFilters(raw),
  async run(context, filters) {
    const { reports } = context.services;
    const settled = await sumPages(
      (paging) => reports.settlements({ ...filters, ...paging }),
      addProfitShares,
      EMPTY_PROFIT_SHARE_TOTALS,
    );
    if (settled.error) return settled;
    const unsettled = await sumPages(
      (paging) => reports.unsettled({ ...filters, ...paging }),
      addProfitShares,
      EMPTY_PROFIT_SHARE_TOTALS,
    );
    if (unsettled.error) return unsettled;
    const orders = await sumPages(
      (paging) => reports.orders({ ...filters, ...paging }),
      addFollowOrders,
      EMPTY_FOLLOW_ORDER_TOTALS,
    );
    if (orders.error) return orders;
    return succeed({ settled: settled.value, unsettled: unsettled.value, orders: orders.value });
  },
  render(totals, view) {
    const { t, format } = view;
    const shares: TableBlock = {
      kind: 'table',
      title: t('report.title'),
      head: [
        t('cli.fields.report'),
        t('cli.fields.records'),
        t('report.record.profitShare'),
        t('report.record.fee'),
        t('report.record.receive'),
      ],
      align: ['left', 'right', 'right', 'right', 'right'],
      rows: [
        shareRows(t('report.tabs.settlements'), totals.settled, view),
        shareRows(t('report.tabs.unsettled'), totals.unsettled, view),
      ],
      empty: t('report.empty'),
    };
    const orders: TableBlock = {
      kind: 'table',
      title: t('report.tabs.orders'),
      head: [
        t('cli.fields.records'),
        t('report.order.followOrders'),
        t('report.order.followVolume'),
        t('report.order.profit'),
      ],
      align: ['right', 'right', 'right', 'right'],
      rows: [
        [
          String(totals.orders.records),
          String(totals.orders.followOrders),
          format.amount(totals.orders.followVolume),
          format.usd(totals.orders.profit),
        ],
      ],
      empty: t('report.empty'),
    };
    return [shares, orders];
  },
};
