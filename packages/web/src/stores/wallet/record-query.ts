import {
  fail,
  isCalendarDay,
  ok,
  validateDateRange,
  type DateRangeQuery,
  type PageQuery,
  type RecordDirection,
  type Result,
} from '@signal-portal/core';
import type { RecordFilters } from './wallet-address.js';

/** The start of a calendar day in the viewer's time zone, as an ISO UTC instant. */
const localDayStart = (day: string, plusDays = 0): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** What both records calls take besides the type, which each list checks against its own types. */
export interface RecordsWindow extends Required<PageQuery>, DateRangeQuery {
  readonly direction?: RecordDirection;
}

/**
 * The records call's query for filters and a page, but the type. The days are the viewer's: `from` starts at its
 * local midnight and `to` counts whole (the query ends at the next day's local midnight, exclusive), so
 * the rows match the local times the table shows. Dates that cannot make a range (not days, the end
 * before the start, more than the server's year apart) are DATE_RANGE_INVALID before any call.
 */
export const recordsQueryOf = (
  filters: RecordFilters,
  page: number,
  pageSize: number,
): Result<RecordsWindow> => {
  const { from, to } = filters;
  if ((from !== null && !isCalendarDay(from)) || (to !== null && !isCalendarDay(to)))
    return fail('DATE_RANGE_INVALID');
  if (from !== null && to !== null && from > to) return fail('DATE_RANGE_INVALID');
  const fromInstant = from === null ? undefined : localDayStart(from);
  const toInstant = to === null ? undefined : localDayStart(to, 1);
  if (fromInstant !== undefined && toInstant !== undefined) {
    const range = validateDateRange(fromInstant, toInstant);
    if (range.error) return range;
  }
  return ok({
    page,
    pageSize,
    ...(fromInstant === undefined ? {} : { from: fromInstant }),
    ...(toInstant === undefined ? {} : { to: toInstant }),
    ...(filters.direction === null ? {} : { direction: filters.direction }),
  });
};
