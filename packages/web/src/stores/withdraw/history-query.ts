import {
  isCalendarDay,
  validateDateRange,
  WITHDRAWAL_STATUSES,
  type ErrorCode,
  type IsoDateTime,
  type Result,
  type WithdrawalListQuery,
  type WithdrawalStatus,
} from '@signal-portal/core';

/** The history's filters as the member chose them: a status, and days 'YYYY-MM-DD' ('' = open). */
export interface HistoryFilters {
  readonly status: WithdrawalStatus | null;
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: HistoryFilters = { status: null, from: '', to: '' };

export const isWithdrawalStatus = (value: unknown): value is WithdrawalStatus =>
  typeof value === 'string' && (WITHDRAWAL_STATUSES as readonly string[]).includes(value);

/** The instant a calendar day starts where the member is (the browser's time zone). */
export type DayStart = (day: string) => IsoDateTime;

export const localDayStart: DayStart = (day) => new Date(`${day}T00:00:00`).toISOString();

/** The day after a calendar day ('2024-02-29' -> '2024-03-01'). */
export const nextDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1)).toISOString().slice(0, 10);
};

/**
 * The list call's query for the filters: the days become the instants they start and end at in the
 * member's time zone (`to` exclusive, so the whole last day counts), checked as the server checks them
 * (validateDateRange: in order, at most 366 days); a bad range is DATE_RANGE_INVALID.
 */
export const historyQuery = (
  filters: HistoryFilters,
  page: number,
  pageSize: number,
  dayStart: DayStart = localDayStart,
): Result<WithdrawalListQuery> => {
  const invalid = { error: true, value: 'DATE_RANGE_INVALID' as ErrorCode } as const;
  if (
    (filters.from !== '' && !isCalendarDay(filters.from)) ||
    (filters.to !== '' && !isCalendarDay(filters.to))
  )
    return invalid;
  // The end moves to the next day, so a first day after the last would still pass the range check.
  if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) return invalid;
  const from = filters.from === '' ? undefined : dayStart(filters.from);
  const to = filters.to === '' ? undefined : dayStart(nextDay(filters.to));
  if (from !== undefined && to !== undefined && validateDateRange(from, to).error) return invalid;
  return {
    error: false,
    value: {
      page,
      pageSize,
      ...(filters.status === null ? {} : { status: filters.status }),
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
    },
  };
};

/** Whether a withdrawal belongs in the list under these filters (a new one joining page 1). */
export const fitsFilters = (
  filters: HistoryFilters,
  appliedAt: IsoDateTime,
  status: WithdrawalStatus,
  dayStart: DayStart = localDayStart,
): boolean => {
  if (filters.status !== null && filters.status !== status) return false;
  const at = Date.parse(appliedAt);
  if (filters.from !== '' && at < Date.parse(dayStart(filters.from))) return false;
  if (filters.to !== '' && at >= Date.parse(dayStart(nextDay(filters.to)))) return false;
  return true;
};
