import { DAY_MS, fromIso } from '../../shared/time.js';

const SCRATCH = new Float64Array(1);

/**
 * Epoch milliseconds of an ISO time, as `fromIso` (Date.parse) gives them, read without Date.parse
 * for the form every stored time has ("2025-03-03T10:00:00.000Z", or without ".000"): the metrics
 * read two per trade, and Date.parse is most of the cost of a million. Any other form, or a field
 * out of its usual range, goes to Date.parse. NaN when it is not a date.
 */
export const epochMsOfIso = (iso: string): number => {
  readIsoInto(iso, SCRATCH, 0);
  return SCRATCH[0] ?? Number.NaN;
};

/**
 * epochMsOfIso(iso) into target[at]. Writing into a typed array rather than returning the number
 * keeps a million of them from being boxed (V8 boxes a double a call returns when it is not inlined).
 */
export const readIsoInto = (iso: string, target: Float64Array, at: number): void => {
  const length = iso.length;
  const withMillis = length === 24;
  // Every separator where it belongs (- - T : : Z, and . before milliseconds): all zeros.
  const separators =
    (iso.charCodeAt(4) ^ 45) |
    (iso.charCodeAt(7) ^ 45) |
    (iso.charCodeAt(10) ^ 84) |
    (iso.charCodeAt(13) ^ 58) |
    (iso.charCodeAt(16) ^ 58) |
    (iso.charCodeAt(length - 1) ^ 90) |
    (withMillis ? iso.charCodeAt(19) ^ 46 : 0);
  if (!(withMillis || length === 20) || separators !== 0) {
    target[at] = fromIso(iso);
    return;
  }
  const y1 = iso.charCodeAt(0) - 48;
  const y2 = iso.charCodeAt(1) - 48;
  const y3 = iso.charCodeAt(2) - 48;
  const y4 = iso.charCodeAt(3) - 48;
  const mo1 = iso.charCodeAt(5) - 48;
  const mo2 = iso.charCodeAt(6) - 48;
  const d1 = iso.charCodeAt(8) - 48;
  const d2 = iso.charCodeAt(9) - 48;
  const h1 = iso.charCodeAt(11) - 48;
  const h2 = iso.charCodeAt(12) - 48;
  const mi1 = iso.charCodeAt(14) - 48;
  const mi2 = iso.charCodeAt(15) - 48;
  const s1 = iso.charCodeAt(17) - 48;
  const s2 = iso.charCodeAt(18) - 48;
  const ms1 = withMillis ? iso.charCodeAt(20) - 48 : 0;
  const ms2 = withMillis ? iso.charCodeAt(21) - 48 : 0;
  const ms3 = withMillis ? iso.charCodeAt(22) - 48 : 0;
  // Every one a digit (0..9): then neither it nor it + 6 has a bit above the lowest four; a
  // negative, 10..15 (':' to '?') or anything larger sets one of them.
  const all = y1 | y2 | y3 | y4 | mo1 | mo2 | d1 | d2 | h1 | h2 | mi1 | mi2 | s1 | s2 | ms1 | ms2 | ms3;
  const allPlusSix =
    (y1 + 6) |
    (y2 + 6) |
    (y3 + 6) |
    (y4 + 6) |
    (mo1 + 6) |
    (mo2 + 6) |
    (d1 + 6) |
    (d2 + 6) |
    (h1 + 6) |
    (h2 + 6) |
    (mi1 + 6) |
    (mi2 + 6) |
    (s1 + 6) |
    (s2 + 6) |
    (ms1 + 6) |
    (ms2 + 6) |
    (ms3 + 6);
  const year = y1 * 1000 + y2 * 100 + y3 * 10 + y4;
  const month = mo1 * 10 + mo2;
  const day = d1 * 10 + d2;
  const hour = h1 * 10 + h2;
  const minute = mi1 * 10 + mi2;
  const second = s1 * 10 + s2;
  // The ranges leave the odd cases (24:00, day 31 of a short month, a leap second) to Date.parse,
  // which has its own rules for them.
  if (
    ((all | allPlusSix) & ~15) !== 0 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    target[at] = fromIso(iso);
    return;
  }
  target[at] =
    monthStartMs(year, month) +
    (day - 1) * DAY_MS +
    ((hour * 60 + minute) * 60 + second) * 1000 +
    (ms1 * 100 + ms2 * 10 + ms3);
};

/** The last month asked for and where it starts: times of a history come month after month. */
let cachedMonth = -1;
let cachedMonthStartMs = 0;

const monthStartMs = (year: number, month: number): number => {
  const key = year * 16 + month;
  if (key !== cachedMonth) {
    cachedMonth = key;
    cachedMonthStartMs = daysFromCivil(year, month, 1) * DAY_MS;
  }
  return cachedMonthStartMs;
};

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
};

/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil). */
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};
