import { Decimal, type DecimalString } from '../../shared/money.js';
import type { DoubleDouble } from './double-double.js';

/**
 * Exact money (and volume) arithmetic for the metrics loop, without an object per amount: every
 * amount of a history is an integer of minor units at one scale, the most decimals any of its
 * amounts has (a JPY history: 0; cents: 2; satoshis: 8; wei: 18). Two representations:
 *
 * - `SAFE_INTEGERS`: numbers, each a safe integer (|x| < 2^53), so + and - are exact. Every sum is
 *   checked: one that leaves the safe range throws `UNITS_OVERFLOW`, never a rounded result.
 * - `BIG_INTEGERS`: bigint, exact at any size, and slower (an allocation per operation).
 *
 * The engine runs on safe integers and, when they overflow (amounts of many digits at a fine
 * scale), runs again on bigints: the figures are exact either way.
 */
export interface MinorUnits<M> {
  readonly zero: M;
  /** a + b (exact; SAFE_INTEGERS throws UNITS_OVERFLOW rather than round). */
  add(a: M, b: M): M;
  subtract(a: M, b: M): M;
  negate(a: M): M;
  /** -1, 0 or 1. */
  sign(a: M): number;
  /** -1, 0 or 1 as a is below, equal to or above b. */
  compare(a: M, b: M): number;
  /** A plain decimal string (`plainDecimal`) as units at `scale` (at least as many places as it has). */
  parse(plain: string, scale: number): M;
  /**
   * A mantissa of readPlainDecimal (an exact integer) times 10^shift; a negative shift only drops
   * trailing zeros.
   */
  scaled(mantissa: number, shift: number): M;
  /** Units at `scale` as an exact decimal string, without trailing zeros or "-0". */
  text(units: M, scale: number): DecimalString;
  /** Units as the double-double nearest them (for ratios). */
  toDoubleDouble(units: M, target: DoubleDouble): DoubleDouble;
  /** Whether every value is a double exactly (then `toNumber` is exact and ratios can skip `toDoubleDouble`). */
  readonly exactDoubles: boolean;
  /** The nearest double. */
  toNumber(units: M): number;
  /** A column of `length` zeros. */
  column(length: number): UnitsColumn<M>;
  /**
   * A column to write units into in place of `numbers`' own values, position by position (each
   * read before it is written): `numbers` itself when units are numbers (a million-trade history
   * then needs no second copy), a new column otherwise.
   */
  columnOver(numbers: Float64Array): UnitsColumn<M>;
}

/** A fixed-length column of units: a Float64Array for safe integers, an array for bigints. */
export interface UnitsColumn<M> {
  [position: number]: M;
  readonly length: number;
}

/** Thrown (one shared object: it is control flow, not a failure) when a safe-integer sum overflows. */
export const UNITS_OVERFLOW = new RangeError('minor units beyond 2^53: recompute with bigint');

const LIMIT = Number.MAX_SAFE_INTEGER;
/** 10^0 .. 10^15: every one of them, and every product that stays below 2^53, is exact. */
const POWERS_OF_TEN = Array.from({ length: 16 }, (_, n) => 10 ** n);

const overflow = (): never => {
  throw UNITS_OVERFLOW;
};

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * Places after the point of a plain decimal string (optional minus, digits, optional point and
 * digits), trailing zeros not counted ("1.50" has 1, "12" has 0); -1 when the string is not plain.
 */
export const plainScale = (text: string): number => {
  const length = text.length;
  let at = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  const digitsFrom = at;
  while (at < length && isDigit(text.charCodeAt(at))) at += 1;
  if (at === digitsFrom) return -1;
  if (at === length) return 0;
  if (text.charCodeAt(at) !== 46 /* . */ || at === length - 1) return -1;
  const point = at;
  let lastSignificant = point;
  for (at += 1; at < length; at += 1) {
    const code = text.charCodeAt(at);
    if (!isDigit(code)) return -1;
    if (code !== 48) lastSignificant = at;
  }
  return lastSignificant - point;
};

/** Most places readPlainDecimal keeps per amount (a Uint8Array's); more go the slow way. */
const MOST_PLACES = 255;

/**
 * Reads a plain decimal string in one scan: its digits as an integer (the mantissa, exact while
 * below 2^53; NaN beyond) into mantissas[at], its places after the point into places[at]. Returns
 * the places it needs (trailing zeros not counted), or -1 when the string is not plain.
 */
export const readPlainDecimal = (
  text: string,
  mantissas: Float64Array,
  places: Uint8Array,
  at: number,
): number => {
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; /* - */
  let value = 0;
  let digits = 0;
  let point = -1;
  let lastSignificant = -1;
  for (let position = negative ? 1 : 0; position < length; position += 1) {
    const code = text.charCodeAt(position);
    if (code === 46 /* . */) {
      if (point >= 0 || digits === 0) return -1;
      point = position;
      continue;
    }
    const digit = code - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
    digits += 1;
    if (point >= 0 && digit !== 0) lastSignificant = position;
  }
  if (digits === 0 || point === length - 1) return -1;
  const fraction = point < 0 ? 0 : length - point - 1;
  if (fraction > MOST_PLACES) return -1;
  mantissas[at] = value > LIMIT ? Number.NaN : negative && value !== 0 ? -value : value;
  places[at] = fraction;
  return lastSignificant < 0 ? 0 : lastSignificant - point;
};

/**
 * A trusted decimal string in plain form. The common form ("-12.50") is returned as it is; any other
 * form decimal.js reads ("1e5", "+3") is rewritten plain; a string that is not a number is a bug
 * (inputs are validated where they enter the system) and throws, as `dec()` did.
 */
export const plainDecimal = (text: DecimalString): string => {
  if (plainScale(text) >= 0) return text;
  const value = new Decimal(text);
  if (!value.isFinite()) throw new TypeError(`computePerformance(): ${text} is not a finite decimal`);
  return value.toFixed();
};

/** Digits (and sign) of units at `scale` as an exact decimal string without trailing zeros. */
const placePoint = (negative: boolean, digits: string, scale: number): DecimalString => {
  if (digits === '0') return '0';
  let whole: string;
  let fraction: string;
  if (scale === 0) {
    whole = digits;
    fraction = '';
  } else {
    const padded = digits.length <= scale ? digits.padStart(scale + 1, '0') : digits;
    whole = padded.slice(0, padded.length - scale);
    fraction = padded.slice(padded.length - scale);
    let end = fraction.length;
    while (end > 0 && fraction.charCodeAt(end - 1) === 48) end -= 1;
    fraction = fraction.slice(0, end);
  }
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
};

const checked = (value: number): number => (value > LIMIT || value < -LIMIT ? overflow() : value);

export const SAFE_INTEGERS: MinorUnits<number> = {
  zero: 0,
  add: (a, b) => checked(a + b),
  subtract: (a, b) => checked(a - b),
  negate: (a) => (a === 0 ? 0 : -a),
  sign: (a) => (a > 0 ? 1 : a < 0 ? -1 : 0),
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  parse: (plain, scale) => {
    // Digits accumulate while they stay exact: n * 10 + d is exact below 2^53, and a result at or
    // above 2^53 is caught (rounding cannot bring it back below).
    // Trailing zeros after the point are not read: "1.0000000000000000" is 1, not 10^16 units that
    // would overflow at a scale that needs no places.
    let end = plain.length;
    if (plain.includes('.')) while (plain.charCodeAt(end - 1) === 48 /* 0 */) end -= 1;
    let units = 0;
    let places = -1;
    const negative = plain.charCodeAt(0) === 45; /* - */
    for (let at = negative ? 1 : 0; at < end; at += 1) {
      const code = plain.charCodeAt(at);
      if (code === 46 /* . */) {
        places = 0;
        continue;
      }
      units = checked(units * 10 + (code - 48));
      if (places >= 0) places += 1;
    }
    const shift = scale - Math.max(0, places);
    if (shift > 0) units = units === 0 ? 0 : checked(units * (POWERS_OF_TEN[shift] ?? overflow()));
    // Trailing zeros were not read, so more places than the scale means a digit would be lost.
    else if (shift < 0) throw new RangeError(`${plain} has more than ${scale} places`);
    return negative && units !== 0 ? -units : units;
  },
  scaled: (mantissa, shift) => {
    if (shift === 0 || mantissa === 0) return mantissa === 0 ? 0 : mantissa;
    if (shift > 0) return checked(mantissa * (POWERS_OF_TEN[shift] ?? overflow()));
    return mantissa / (POWERS_OF_TEN[-shift] ?? overflow());
  },
  text: (units, scale) => placePoint(units < 0, String(Math.abs(units)), scale),
  toDoubleDouble: (units, target) => target.set(units, 0),
  exactDoubles: true,
  toNumber: (units) => units,
  column: (length) => new Float64Array(length),
  columnOver: (numbers) => numbers,
};

const BIG_POWERS_OF_TEN: bigint[] = [];
const bigPowerOfTen = (n: number): bigint => (BIG_POWERS_OF_TEN[n] ??= 10n ** BigInt(n));

export const BIG_INTEGERS: MinorUnits<bigint> = {
  zero: 0n,
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  negate: (a) => -a,
  sign: (a) => (a > 0n ? 1 : a < 0n ? -1 : 0),
  compare: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
  parse: (plain, scale) => {
    const point = plain.indexOf('.');
    const places = point < 0 ? 0 : plain.length - point - 1;
    const digits = point < 0 ? plain : plain.slice(0, point) + plain.slice(point + 1);
    const units = BigInt(digits);
    if (scale >= places) return units * bigPowerOfTen(scale - places);
    const divisor = bigPowerOfTen(places - scale);
    if (units % divisor !== 0n) throw new RangeError(`${plain} has more than ${scale} places`);
    return units / divisor;
  },
  scaled: (mantissa, shift) =>
    shift >= 0 ? BigInt(mantissa) * bigPowerOfTen(shift) : BigInt(mantissa) / bigPowerOfTen(-shift),
  text: (units, scale) => placePoint(units < 0n, (units < 0n ? -units : units).toString(), scale),
  toDoubleDouble: (units, target) => {
    // The nearest double, then the nearest double to what is left: exact to about 2^-106.
    const hi = Number(units);
    return Number.isFinite(hi) ? target.set(hi, Number(units - BigInt(hi))) : target.set(hi, 0);
  },
  exactDoubles: false,
  toNumber: (units) => Number(units),
  column: (length) => new Array<bigint>(length).fill(0n),
  columnOver: (numbers) => new Array<bigint>(numbers.length).fill(0n),
};
