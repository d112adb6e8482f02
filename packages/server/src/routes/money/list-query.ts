import { fail, isCalendarDay, ok, validateDateRange, type Result } from '@signal-portal/core';

/**
 * PostgreSQL text cannot hold NUL: a string with one would fail in SQL (a 500), so the schemas refuse it
 * up front (WRONG_DATA_FORMAT).
 */
export const NO_NUL = '^[^\\u0000]*$';

/** Paging and time filter of the list routes (API.md: page 1-based, 20 by default, at most 100). */
export const LIST_QUERY_PROPERTIES = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  from: { type: 'string', maxLength: 40, pattern: NO_NUL },
  to: { type: 'string', maxLength: 40, pattern: NO_NUL },
} as const;

export const DEFAULT_PAGE_SIZE = 20;

export interface ListWindow {
  readonly page: number;
  readonly pageSize: number;
  readonly limit: number;
  readonly offset: number;
  /** Inclusive. */
  readonly from?: Date;
  /** Exclusive. */
  readonly to?: Date;
}

const instant = (value: string): Date => new Date(isCalendarDay(value) ? `${value}T00:00:00.000Z` : value);

/**
 * Page and time window of a list query. `from` and `to` are days or ISO UTC instants checked by core's
 * validateDateRange (both given: in order and at most 366 days apart); either may be left out.
 */
export const listWindow = (query: {
  readonly page?: number;
  readonly pageSize?: number;
  readonly from?: string;
  readonly to?: string;
}): Result<ListWindow> => {
  const from = query.from?.trim() || undefined;
  const to = query.to?.trim() || undefined;
  if (from !== undefined || to !== undefined) {
    const range = validateDateRange(from ?? to ?? '', to ?? from ?? '');
    if (range.error) return fail(range.value);
  }
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return ok({
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(from === undefined ? {} : { from: instant(from) }),
    ...(to === undefined ? {} : { to: instant(to) }),
  });
};

/** Route params of `/{id}` routes: ids are UUIDs; anything else cannot name a row. */
export const ID_PARAMS_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['id'],
  additionalProperties: false,
} as const;
