import { isDecimalString, MONEY_SCALE, type DecimalString, type Language } from '@signal-portal/core';

// Numbers, money and dates in the interface language's own conventions (Intl). Money arrives as
// decimal strings and is handed to Intl as a string: Intl.NumberFormat formats a numeric string
// exactly, so no amount passes through a binary float on its way to the screen.

type NumericString = `${number}`;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const cached = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F => {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as F;
};

/** An amount at its scale (cents by default, half away from zero like the core), grouped per language. */
export const formatMoney = (
  value: DecimalString,
  language: Language,
  scale: number = MONEY_SCALE,
): string => {
  if (!isDecimalString(value)) return value;
  const formatter = cached(
    `money:${language}:${scale}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
        roundingMode: 'halfExpand',
      }),
  );
  return formatter.format(value as NumericString);
};

/** A count or ratio, with the language's grouping and digits. */
export const formatNumber = (value: number, language: Language, maximumFractionDigits = 2): string =>
  cached(
    `number:${language}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(language, { maximumFractionDigits }),
  ).format(value);

/** A date of an ISO-8601 timestamp, in the viewer's time zone unless one is given. */
export const formatDate = (iso: string, language: Language, timeZone?: string): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return cached(
    `date:${language}:${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }),
  ).format(time);
};

/** Date and time of an ISO-8601 timestamp. */
export const formatDateTime = (iso: string, language: Language, timeZone?: string): string => {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return cached(
    `datetime:${language}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).format(time);
};
