import {
  isCalendarDay,
  isIsoDateTime,
  validateDateRange,
  type DateRangeQuery,
  type PageQuery,
} from '@signal-portal/core';
import type { Outcome, RawInput } from './command.js';
import { succeed, usageRefusal } from './usage.js';

/** The server's paging limits (docs/api.md): pages from 1, at most 100 items a page. */
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

/** An option's text, or undefined when it was not given. */
export const stringOption = (raw: RawInput, name: string): string | undefined => {
  const value = raw.options[name];
  return typeof value === 'string' ? value : undefined;
};

export const flagOption = (raw: RawInput, name: string): boolean => raw.options[name] === true;

const wholeNumber = (text: string | undefined, min: number, max: number): number | undefined | null => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
};

/** `--page` and `--page-size`: whole numbers within the server's limits. */
export const pageOptions = (raw: RawInput): Outcome<PageQuery> => {
  const page = wholeNumber(stringOption(raw, 'page'), 1, MAX_PAGE);
  const pageSize = wholeNumber(stringOption(raw, 'pageSize'), 1, MAX_PAGE_SIZE);
  if (page === null || pageSize === null) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.badPage',
      params: { max: MAX_PAGE_SIZE },
    });
  }
  return succeed({
    ...(page === undefined ? {} : { page }),
    ...(pageSize === undefined ? {} : { pageSize }),
  });
};

/** The examples the refusal of an unreadable date shows (a day is taken as UTC). */
const DATE_EXAMPLES = { day: '2026-11-01', time: '2026-11-01T08:30:00Z' } as const;

/** A day that exists, or an ISO UTC instant (core's rule: on a day that exists). */
const readableDate = (value: string): boolean => isCalendarDay(value) || isIsoDateTime(value);

/** The first of the given ends that cannot be read as a date, refused with the accepted forms. */
const unreadableDate = (
  ends: readonly (readonly [string, string | undefined])[],
): Outcome<never> | undefined => {
  for (const [option, value] of ends) {
    if (value !== undefined && !readableDate(value.trim())) {
      return usageRefusal('WRONG_DATA_FORMAT', {
        key: 'cli.usage.badDate',
        params: { option, value, ...DATE_EXAMPLES },
      });
    }
  }
  return undefined;
};

/**
 * `--from` and `--to`: days ('2024-05-01', UTC) or ISO UTC instants, `from` before `to`, at most a
 * year apart (core's validateDateRange); one end alone is checked on its own, as the server does.
 */
export const dateRangeOptions = (raw: RawInput): Outcome<DateRangeQuery> => {
  const from = stringOption(raw, 'from');
  const to = stringOption(raw, 'to');
  if (from === undefined && to === undefined) return succeed({});
  // An end that cannot be read is said so; only readable ends can be out of order.
  const unreadable = unreadableDate([
    ['--from', from],
    ['--to', to],
  ]);
  if (unreadable !== undefined) return unreadable;
  const range = validateDateRange(from ?? to ?? '', to ?? from ?? '');
  if (range.error) return usageRefusal(range.value);
  return succeed({
    ...(from === undefined ? {} : { from: range.value.from }),
    ...(to === undefined ? {} : { to: range.value.to }),
  });
};

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

/** A record id as the API writes them (letters, digits, dashes). */
export const idValue = (value: string | undefined): Outcome<string> =>
  value !== undefined && ID_PATTERN.test(value.trim())
    ? succeed(value.trim())
    : usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usage.badId', params: { id: value ?? '' } });
