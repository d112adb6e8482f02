import {
  isDecimalString,
  MONEY_SCALE,
  type DecimalString,
  type Language,
  type NumberSeparators,
} from '@signal-portal/core';

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

/**
 * An amount with its currency code after it ("1,234.50 USD", "0.00150000 BTC"): the code, not a symbol,
 * because crypto currencies have none and "$" is ambiguous across the six languages. `signed` shows
 * the sign of a credit too ("+12.00 USD"); a debit always shows its minus.
 */
export const formatCurrency = (
  value: DecimalString,
  currency: string,
  language: Language,
  { scale = MONEY_SCALE, signed = false }: { readonly scale?: number; readonly signed?: boolean } = {},
): string => {
  if (!isDecimalString(value)) return `${String(value)} ${currency}`;
  const formatter = cached(
    `currency:${language}:${scale}:${signed ? 'signed' : ''}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: scale,
        maximumFractionDigits: scale,
        roundingMode: 'halfExpand',
        ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      }),
  );
  return `${formatter.format(value as NumericString)} ${currency}`;
};

/** How the language writes numbers (decimal and group separators), to read an amount typed its way. */
export const numberSeparatorsOf = (language: Language): NumberSeparators => {
  const parts = cached(`separators:${language}`, () => new Intl.NumberFormat(language)).formatToParts(1234.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? '',
  };
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

/** A fraction as a percent (0.1234 -> "12.34%"), with a sign when `signed` ("+12.34%", "−3.10%"). */
export const formatPercent = (
  fraction: number,
  language: Language,
  { signed = false, digits = 2 }: { readonly signed?: boolean; readonly digits?: number } = {},
): string =>
  cached(
    `percent:${language}:${digits}:${signed ? 'signed' : ''}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
      }),
  ).format(fraction);

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

const unitFormat = (language: Language, unit: string, count: number): string =>
  cached(
    `duration:${language}:${unit}`,
    () => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(count);

/**
 * A duration in seconds in its largest unit and the next one when not zero, in the language's words
 * ("3 days 4 hours", "1 hour 30 minutes", "42 seconds").
 */
export const formatDuration = (seconds: number, language: Language): string => {
  const whole = Math.max(0, Math.round(seconds));
  const index = DURATION_UNITS.findIndex(([, size]) => whole >= size);
  if (index < 0) return unitFormat(language, 'second', 0);
  const [unit, size] = DURATION_UNITS[index]!;
  const first = Math.floor(whole / size);
  const next = DURATION_UNITS[index + 1];
  const second = next ? Math.floor((whole - first * size) / next[1]) : 0;
  const text = unitFormat(language, unit, first);
  return next && second > 0 ? `${text} ${unitFormat(language, next[0], second)}` : text;
};
