import {
  fail,
  isCalendarDay,
  ok,
  validateDateRange,
  type DateRangeQuery,
  type PageQuery,
  type Result,
} from '@signal-portal/core';

/** Paging of every list: page 1 and 20 items by default, at most 100 items a page. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep page numbers cost an OFFSET scan (a report's `cursor` does not); CSV is there for the whole list. */
export const MAX_PAGE = 10_000;

export interface Paging {
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
}

export const pagingOf = (query: PageQuery): Paging => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
};

/** A day ('2024-01-31') is its start in UTC; an ISO instant is itself. */
const instantOf = (value: string): Date => new Date(isCalendarDay(value) ? `${value}T00:00:00.000Z` : value);

export interface TimeWindow {
  readonly from?: Date;
  readonly to?: Date;
}

/**
 * The date range of a filter, checked by the core (DATE_RANGE_INVALID): both ends days or ISO UTC
 * instants, from <= to, at most 366 days apart. One end alone is checked on its own.
 */
export const timeWindowOf = (query: DateRangeQuery): Result<TimeWindow> => {
  const { from, to } = query;
  if (from === undefined && to === undefined) return ok({});
  const range = validateDateRange(from ?? to ?? '', to ?? from ?? '');
  if (range.error) return fail(range.value);
  return ok({
    ...(from === undefined ? {} : { from: instantOf(range.value.from) }),
    ...(to === undefined ? {} : { to: instantOf(range.value.to) }),
  });
};

/** JSON schema pieces of the report and list queries (bad shapes are WRONG_DATA_FORMAT). */
export const PAGE_QUERY_PROPERTIES = {
  page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
} as const;

/** A report page's `nextCursor` sent back; any text: what is not a valid cursor is REPORT_CURSOR_INVALID. */
export const CURSOR_QUERY_PROPERTIES = {
  cursor: { type: 'string' },
} as const;

/** PostgreSQL text cannot hold NUL: such input is refused by the schema, not by the database. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/** Row ids are UUIDs; anything else names no row. */
export const ID_PATTERN = '^[A-Za-z0-9-]+$';

export const DATE_RANGE_PROPERTIES = {
  from: { type: 'string', minLength: 1, maxLength: 40, pattern: NO_NUL_PATTERN },
  to: { type: 'string', minLength: 1, maxLength: 40, pattern: NO_NUL_PATTERN },
} as const;

export const ID_PARAMS_SCHEMA = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: ID_PATTERN } },
} as const;
