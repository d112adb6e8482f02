import { Decimal as DecimalJs } from 'decimal.js';
import { fail, ok, type Result } from './result.js';

/**
 * Money is decimal, never a binary float. Inside: a decimal.js clone with 34 significant digits
 * (IEEE 754 decimal128) and half-up rounding; on the wire: plain decimal strings ("1234.50"), never
 * exponent notation. Convert to `number` only to draw a chart or compute a statistic.
 */
export const Decimal = DecimalJs.clone({
  precision: 34,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;

/** A decimal number as text on the wire: optional minus, digits, optional fraction. */
export type DecimalString = string;

/** Cents: the scale money is settled and shown at. */
export const MONEY_SCALE = 2;

const DECIMAL_PATTERN = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** Longest decimal string accepted from outside, to keep parsing bounded. */
const MAX_DECIMAL_LENGTH = 64;

export const ZERO: Decimal = new Decimal(0);

export const isDecimalString = (value: unknown): value is DecimalString =>
  typeof value === 'string' && value.length <= MAX_DECIMAL_LENGTH && DECIMAL_PATTERN.test(value);

/** Parses a decimal string from outside (a form, a request); anything else is AMOUNT_INVALID. */
export const parseDecimal = (value: unknown): Result<Decimal> =>
  isDecimalString(value) ? ok(new Decimal(value)) : fail('AMOUNT_INVALID');

/** A decimal from trusted text or an exact integer; throws on garbage because that is a bug. */
export const dec = (value: DecimalString | number | Decimal): Decimal => {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new TypeError(`dec(): ${value} is not an exact integer; pass money as a decimal string`);
  }
  return new Decimal(value);
};

/** Rounds to `scale` places (half-up) and prints without exponent: the wire form. */
export const toDecimalString = (value: Decimal, scale?: number): DecimalString =>
  scale === undefined ? value.toFixed() : value.toDecimalPlaces(scale).toFixed(scale);

/** Money at cents, as on the wire. */
export const toMoneyString = (value: Decimal): DecimalString => toDecimalString(value, MONEY_SCALE);

export const roundMoney = (value: Decimal): Decimal => value.toDecimalPlaces(MONEY_SCALE);

export const sumDecimals = (values: Iterable<Decimal>): Decimal => {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
};

export const maxDecimal = (a: Decimal, b: Decimal): Decimal => (a.greaterThanOrEqualTo(b) ? a : b);
export const minDecimal = (a: Decimal, b: Decimal): Decimal => (a.lessThanOrEqualTo(b) ? a : b);
