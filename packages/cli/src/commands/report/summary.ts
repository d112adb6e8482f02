import {
  ok,
  type FollowOrderTotals,
  type ProfitShareReportQuery,
  type ProfitShareTotals,
  type Result,
} from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';
import { commonFilters } from './report-query.js';

export interface ReportTotals {
  readonly settled: ProfitShareTotals;
  readonly unsettled: ProfitShareTotals;
  readonly orders: FollowOrderTotals;
}

/** The server sums a report over every page: the smallest page carries its totals. */
const ONE_ROW = { page: 1, pageSize: 1 } as const;

const totalsOf = <T>(answer: Result<{ readonly totals: T }>): Result<T> =>
  answer.error ? answer : ok(answer.value.totals);

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
    const settled = totalsOf(await reports.settlements({ ...filters, ...ONE_ROW }));
    if (settled.error) return settled;
    const unsettled = totalsOf(await reports.unsettled({ ...filters, ...ONE_ROW }));
    if (unsettled.error) return unsettled;
    const orders = totalsOf(await reports.orders({ ...filters, ...ONE_ROW }));
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
