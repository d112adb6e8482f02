import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money.js';
import { DoubleDouble, powerOfTen, roundToPlaces } from './double-double.js';

/** Exact decimal arithmetic far beyond a double-double's 32 digits, to check it against. */
const Exact = Decimal.clone({ precision: 400 });

/** The exact value of a double (its binary fraction written out). */
const exactOf = (value: number): Decimal => {
  if (value === 0) return new Exact(0);
  let exponent = 0;
  let mantissa = Math.abs(value);
  while (!Number.isInteger(mantissa)) {
    mantissa *= 2;
    exponent -= 1;
  }
  // BigInt: String() of a large double is its shortest form, not its exact value.
  const magnitude = new Exact(BigInt(mantissa).toString()).times(new Exact(2).pow(exponent));
  return value < 0 ? magnitude.negated() : magnitude;
};

const exactOfDd = (value: DoubleDouble): Decimal => exactOf(value.hi).plus(exactOf(value.lo));

const relativeError = (actual: Decimal, expected: Decimal): number =>
  expected.isZero() ? actual.abs().toNumber() : actual.minus(expected).dividedBy(expected).abs().toNumber();

const unitsArb = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
);
const positiveArb = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe('double-double arithmetic', () => {
  it('divides and multiplies exact integers to about 32 significant digits', () => {
    fc.assert(
      fc.property(unitsArb, positiveArb, unitsArb, positiveArb, (a, b, c, d) => {
        const product = new DoubleDouble(a)
          .divide(new DoubleDouble(b))
          .multiply(new DoubleDouble(c).divide(new DoubleDouble(d)));
        const expected = new Exact(a).dividedBy(b).times(new Exact(c).dividedBy(d));
        expect(relativeError(exactOfDd(product), expected)).toBeLessThan(1e-30);
      }),
      { numRuns: 500 },
    );
  });

  it('adds and compares like the exact values', () => {
    fc.assert(
      fc.property(unitsArb, positiveArb, unitsArb, positiveArb, (a, b, c, d) => {
        const x = new DoubleDouble(a).divide(new DoubleDouble(b));
        const y = new DoubleDouble(c).divide(new DoubleDouble(d));
        const exactX = new Exact(a).dividedBy(b);
        const exactY = new Exact(c).dividedBy(d);
        const difference = exactX.minus(exactY);
        // Values closer than the precision may compare either way.
        if (difference.abs().greaterThan(exactX.abs().plus(exactY.abs()).times(1e-28))) {
          expect(x.compare(y)).toBe(difference.isPositive() ? 1 : -1);
        }
        const sum = new DoubleDouble().copy(x).add(y.hi, y.lo);
        expect(exactOfDd(sum).minus(exactX.plus(exactY)).abs().toNumber()).toBeLessThanOrEqual(
          exactX.abs().plus(exactY.abs()).times(1e-30).toNumber(),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('holds 10^n to 32 digits', () => {
    for (const exponent of [-290, -200, -100, -7, -1, 0, 1, 22, 23, 100, 200, 300]) {
      const value = powerOfTen(exponent);
      expect(relativeError(exactOfDd(value), new Exact(10).pow(exponent))).toBeLessThan(1e-30);
    }
  });

  it('rounds to 6 places as the 34-digit decimal of the same quotient rounds (half away from zero)', () => {
    fc.assert(
      fc.property(unitsArb, positiveArb, fc.integer({ min: -12, max: 12 }), (a, b, shift) => {
        const quotient = new DoubleDouble(a).divide(new DoubleDouble(b));
        // 10^shift exactly: a power of ten below 1 is not a double.
        const value =
          shift >= 0 ? quotient.multiplyBy(10 ** shift) : quotient.divide(new DoubleDouble(10 ** -shift));
        const expected = new Decimal(a)
          .dividedBy(b)
          .times(new Decimal(10).pow(shift))
          .toDecimalPlaces(6)
          .toNumber();
        expect(roundToPlaces(value, 6)).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds exact decimal halves away from zero, also where a double alone is short of the places', () => {
    const quotient = (a: number, b: number) => new DoubleDouble(a).divide(new DoubleDouble(b));
    expect(roundToPlaces(quotient(1, 2_000_000), 6)).toBe(0.000001);
    expect(roundToPlaces(quotient(-5, 2_000_000), 6)).toBe(-0.000003);
    expect(roundToPlaces(quotient(-4, 10_000_000), 6)).toBe(0);
    // 376455506.1487825 needs 16 digits: the nearest double is 376455506.14878249...
    expect(roundToPlaces(quotient(3764555061487825, 10_000_000), 6)).toBe(376455506.148783);
    expect(roundToPlaces(quotient(3764555061487824, 10_000_000), 6)).toBe(376455506.148782);
  });
});
