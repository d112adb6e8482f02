import { isCalendarDay } from '../../validation/date-range.rules.js';
import { utcDay } from '../../shared/time.js';
import type { FollowOrderRecord, ProfitShareRecord } from './profit-share-record.js';

// The CSV of the reports (docs/report-csv.md describes every column): the server writes it, the
// clients name and describe it from here.

/** Columns of the settlement and unsettled CSVs, in order: the record's fields, named as in the JSON. */
export const PROFIT_SHARE_CSV_COLUMNS = [
  'id',
  'signalId',
  'signalName',
  'robotId',
  'robotName',
  'followType',
  'settleTime',
  'profit',
  'hwm',
  'profitShare',
  'fee',
  'receive',
  'status',
  'reason',
  'currency',
  'accountProfitShare',
  'exchangeRate',
  'outcome',
  'outcomeReason',
] as const satisfies readonly (keyof ProfitShareRecord)[];

/** Columns of the copied-orders CSV, in order. */
export const FOLLOW_ORDER_CSV_COLUMNS = [
  'id',
  'signalId',
  'signalName',
  'orderId',
  'ticket',
  'symbol',
  'side',
  'impactVolume',
  'followOrders',
  'followVolume',
  'profit',
  'openTime',
  'closeTime',
] as const satisfies readonly (keyof FollowOrderRecord)[];

/** What a spreadsheet may read as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A CSV cell that no spreadsheet runs as a formula: text beginning with =, +, -, @, a tab or a carriage
 * return (or their full-width forms) gets a leading apostrophe, as OWASP advises. A plain number is
 * left alone, so a negative amount stays a number ('-12.50'), while a signal named '-A1-A2' becomes
 * "'-A1-A2".
 */
export const neutraliseCsvCell = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

/** A range end as sent to the API: a day ('2026-04-01', its start in UTC) or an ISO UTC instant. */
const instantOf = (value: string): number =>
  Date.parse(isCalendarDay(value) ? `${value}T00:00:00.000Z` : value);

/**
 * The name of a report's CSV file: the report and the days it covers, e.g.
 * `settlement-report-2026-04-01-to-2026-04-30.csv`. The range is the API's (`to` exclusive), so the
 * last day named is the one before `to`; without a range the file says it holds everything as of
 * `todayMs`. Server and clients name a download alike.
 */
export const reportFileName = (
  report: string,
  range: { readonly from?: string | undefined; readonly to?: string | undefined },
  todayMs: number,
): string => {
  const first = range.from === undefined ? undefined : utcDay(instantOf(range.from));
  const last = range.to === undefined ? undefined : utcDay(instantOf(range.to) - 1);
  const span =
    first !== undefined && last !== undefined
      ? `${first}-to-${last}`
      : first !== undefined
        ? `from-${first}`
        : last !== undefined
          ? `to-${last}`
          : `all-as-of-${utcDay(todayMs)}`;
  return `${report}-report-${span}.csv`;
};
