import type { DateRangeQuery } from '../api/wire.types.js';
import { fail, ok, type Result } from '../shared/result.js';
import { DAY_MS, utcDay } from '../shared/time.js';
import { isCalendarDay, validateDateRange } from './date-range.rules.js';

/**
 * A report filter as a person picks it: calendar days (UTC), both ends included, either may be left
 * out. 'YYYY-MM-DD' or undefined.
 */
export interface ReportDays {
  readonly from?: string;
  readonly to?: string;
}

const dayAfter = (day: string): string => utcDay(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);

/**
 * Picked days -> the API's range (DateRangeQuery: `from` inclusive, `to` exclusive), so the last day
 * picked is in the report: `to` becomes the day after it. Checked like the server checks it
 * (validateDateRange on what is sent, at most 366 days) and, since the end is moved, also that the
 * first day is not after the last. Any failure is DATE_RANGE_INVALID.
 */
export const reportRangeOfDays = (days: ReportDays): Result<DateRangeQuery> => {
  const { from, to } = days;
  if ((from !== undefined && !isCalendarDay(from)) || (to !== undefined && !isCalendarDay(to)))
    return fail('DATE_RANGE_INVALID');
  if (from !== undefined && to !== undefined) {
    if (from > to) return fail('DATE_RANGE_INVALID');
    const range = validateDateRange(from, dayAfter(to));
    return range.error ? range : ok({ from: range.value.from, to: range.value.to });
  }
  if (from !== undefined) return ok({ from });
  if (to !== undefined) return ok({ to: dayAfter(to) });
  return ok({});
};
