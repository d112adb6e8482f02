import { DAY_MS, utcDay } from '../../shared/time.js';
import type { ReturnPeriodKind } from './performance-report.types.js';

/** Days since 1970-01-01 (UTC): the unit of the daily series. */
export type EpochDay = number;

const SUNDAY = 0;
const SATURDAY = 6;
/** 1970-01-01, epoch day 0, was a Thursday. */
const WEEKDAY_OF_EPOCH = 4;

export const epochDayOf = (epochMs: number): EpochDay => Math.floor(epochMs / DAY_MS);

/** YYYY-MM-DD of an epoch day. */
export const isoDateOf = (day: EpochDay): string => utcDay(day * DAY_MS);

/** YYYY-MM of an epoch day. */
export const isoMonthOf = (day: EpochDay): string => isoDateOf(day).slice(0, 7);

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: EpochDay): number => (((day + WEEKDAY_OF_EPOCH) % 7) + 7) % 7;

export const isWeekend = (day: EpochDay): boolean => {
  const weekday = weekdayOf(day);
  return weekday === SATURDAY || weekday === SUNDAY;
};

/**
 * The return period a calendar day belongs to, named by its last day. On WEEKDAY platforms a
 * Saturday and a Sunday belong to the following Monday: the market is closed, so whatever happens
 * then is part of Monday's return rather than a period of its own.
 */
export const returnPeriodOf = (day: EpochDay, kind: ReturnPeriodKind): EpochDay => {
  if (kind === 'CALENDAR_DAY') return day;
  const weekday = weekdayOf(day);
  if (weekday === SATURDAY) return day + 2;
  if (weekday === SUNDAY) return day + 1;
  return day;
};
