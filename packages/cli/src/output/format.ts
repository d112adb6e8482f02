import {
  dec,
  isDecimalString,
  toMoneyString,
  type DecimalString,
  type TranslationKey,
  type TranslationParams,
} from '@signal-portal/core';
import type { Texts } from '../texts/texts.js';

/** Shown where a value is absent (a figure that cannot be computed, a date not reached yet). */
export const ABSENT = '-';

const DAY_S = 86_400;
const HOUR_S = 3_600;
const MINUTE_S = 60;

/**
 * How values look in tables. Money stays decimal: a USD amount is printed at cents with core's money
 * helpers (never through a float), other amounts (a crypto estimate with 6 or 8 places) exactly as
 * the API gave them. Ratios are fractions on the wire and percentages here. Times are UTC.
 */
export interface Formatter {
  readonly t: (key: TranslationKey, params?: TranslationParams) => string;
  /** The message of an error code (a prompt's answer refused by core's validation). */
  readonly error: (code: unknown, params?: TranslationParams) => string;
  /** USD at cents: '1234.5' -> '1234.50'. */
  usd(value: DecimalString): string;
  /** A decimal as the API wrote it. */
  amount(value: DecimalString): string;
  /** 0.2345 -> '23.45%'. */
  percent(ratio: number | null | undefined): string;
  ratio(value: number | null | undefined): string;
  /** '2024-05-01T12:00:00.000Z' -> '2024-05-01 12:00 UTC'. */
  dateTime(iso: string | null | undefined): string;
  /** Seconds as days, hours and minutes ('3 d 4 h'). */
  duration(seconds: number | null | undefined): string;
  yesNo(value: boolean): string;
}

export const createFormatter = (texts: Texts): Formatter => {
  const t = (key: TranslationKey, params?: TranslationParams): string => texts.t(key, params);
  return {
    t,
    error: (code, params) => texts.error(code, params),
    usd: (value) => (isDecimalString(value) ? toMoneyString(dec(value)) : value),
    amount: (value) => value,
    percent: (ratio) =>
      ratio === null || ratio === undefined || !Number.isFinite(ratio)
        ? ABSENT
        : `${(ratio * 100).toFixed(2)}%`,
    ratio: (value) =>
      value === null || value === undefined || !Number.isFinite(value) ? ABSENT : value.toFixed(2),
    dateTime: (iso) => {
      if (iso === null || iso === undefined || iso === '') return ABSENT;
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
      return match ? `${match[1]} ${match[2]} UTC` : iso;
    },
    duration: (seconds) => {
      if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
        return ABSENT;
      const whole = Math.round(seconds);
      const days = Math.floor(whole / DAY_S);
      const hours = Math.floor((whole % DAY_S) / HOUR_S);
      const minutes = Math.floor((whole % HOUR_S) / MINUTE_S);
      const parts = [
        days > 0 ? t('common.units.days', { count: days }) : '',
        hours > 0 ? t('common.units.hours', { count: hours }) : '',
        days === 0 && minutes > 0 ? t('common.units.minutes', { count: minutes }) : '',
      ].filter((part) => part !== '');
      return parts.length > 0 ? parts.join(' ') : t('common.units.seconds', { count: whole });
    },
    yesNo: (value) => t(value ? 'common.yes' : 'common.no'),
  };
};
