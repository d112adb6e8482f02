import { fail, ok, type Result } from '../shared/result.js';
import { DAY_MS, isIsoDateTime } from '../shared/time.js';

/** A calendar day 'YYYY-MM-DD' that exists (no 2023-02-30). */
export const isCalendarDay = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const epochMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return !Number.isNaN(epochMs) && new Date(epochMs).toISOString().slice(0, 10) === value;
};

/** Epoch ms of a day ('YYYY-MM-DD', its start in UTC) or of an ISO UTC instant; NaN otherwise. */
const instantOf = (value: string): number =>
  isCalendarDay(value)
    ? Date.parse(`${value}T00:00:00.000Z`)
    : isIsoDateTime(value)
      ? Date.parse(value)
      : NaN;

export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** Longest report range accepted by default: a little over a year. */
export const DATE_RANGE_MAX_DAYS = 366;

/**
 * A report filter's date range: both ends are days ('2024-01-31') or ISO UTC instants, from <= to,
 * and at most `maxDays` apart (default 366). Any failure is DATE_RANGE_INVALID. Returns the trimmed ends.
 */
export const validateDateRange = (
  from: string,
  to: string,
  maxDays: number = DATE_RANGE_MAX_DAYS,
): Result<DateRange> => {
  const range = { from: from.trim(), to: to.trim() };
  const fromMs = instantOf(range.from);
  const toMs = instantOf(range.to);
  if (Number.isNaN(fromMs) || Number.isNaN(toMs) || fromMs > toMs) return fail('DATE_RANGE_INVALID');
  return toMs - fromMs > maxDays * DAY_MS ? fail('DATE_RANGE_INVALID') : ok(range);
};
