import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DoubleDouble } from './double-double.js';
import { BIG_INTEGERS, SAFE_INTEGERS, type MinorUnits } from './minor-units.js';
import { TimeWeightedIndex } from './returns.js';

/*
 * The index is a double-double: about 32 significant digits, where the figures' property tests (against
 * the decimal reference) look at 9. Here each step is checked against the exact fraction, to 2^-95 of
 * it, so an error in the low word (the part a double alone would drop) shows.
 */

/** An exact fraction of bigints (den > 0). */
interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A finite double as the fraction it is exactly: doubling is exact, so its mantissa comes out whole. */
const exactDouble = (x: number): Fraction => {
  let mantissa = x;
  let den = 1n;
  while (!Number.isInteger(mantissa)) {
    mantissa *= 2;
    den *= 2n;
  }
  return { num: BigInt(mantissa), den };
};

const add = (a: Fraction, b: Fraction): Fraction => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
});
const exactOf = (value: DoubleDouble): Fraction => add(exactDouble(value.hi), exactDouble(value.lo));
const abs = (n: bigint): bigint => (n < 0n ? -n : n);

/** |actual - expected| <= |expected| * 2^-bits (both exact). */
const closeTo = (actual: Fraction, expected: Fraction, bits: bigint): boolean =>
  abs(actual.num * expected.den - expected.num * actual.den) << bits <= abs(expected.num) * actual.den;

/** |actual - expected| <= 2^-bits (for ratios of at most 1). */
const within = (actual: Fraction, expected: Fraction, bits: bigint): boolean =>
  abs(actual.num * expected.den - expected.num * actual.den) << bits <= actual.den * expected.den;

/** A step: the capital before it and what is left after it (capital + profit), in minor units. */
const stepArb = fc
  .bigInt({ min: 1n, max: 10n ** 15n })
  .chain((capital) =>
    fc.tuple(fc.constant(capital), fc.bigInt({ min: capital / 10n + 1n, max: capital * 4n })),
  );

const stepsOn = <M>(
  units: MinorUnits<M>,
  toUnits: (n: bigint) => M,
  steps: readonly (readonly [bigint, bigint])[],
) => {
  const index = new TimeWeightedIndex();
  const amounts = units.column(2);
  let exact: Fraction = { num: 1n, den: 1n };
  let peak = exact;
  let fall: Fraction = { num: 0n, den: 1n };
  for (const [capital, after] of steps) {
    amounts[0] = toUnits(capital);
    amounts[1] = toUnits(after - capital);
    index.applyTrading(units, amounts, 0, 1);
    exact = { num: exact.num * after, den: exact.den * capital };
    if (exact.num * peak.den > peak.num * exact.den) peak = exact;
    // (peak - value) / peak, the largest yet.
    const drop = {
      num: (peak.num * exact.den - exact.num * peak.den) * peak.den,
      den: peak.den * exact.den * peak.num,
    };
    if (drop.num * fall.den > fall.num * drop.den) fall = drop;
  }
  return { index, exact, fall };
};

describe.each([
  ['safe integers', SAFE_INTEGERS as MinorUnits<unknown>, (n: bigint): unknown => Number(n)],
  ['bigints', BIG_INTEGERS as MinorUnits<unknown>, (n: bigint): unknown => n],
])('the time-weighted index on %s, to the low word', (_name, units, toUnits) => {
  it('is the product of (capital + profit) / capital to 2^-95 of it, its largest fall to 2^-90', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 30 }), (steps) => {
        const { index, exact, fall } = stepsOn(units, toUnits, steps);
        expect(index.undefinedReason).toBeNull();
        const value = index.value;
        // Normalised: the high word is the nearest double to the whole.
        expect(value.hi + value.lo).toBe(value.hi);
        expect(closeTo(exactOf(value), exact, 95n)).toBe(true);
        expect(within(exactOf(index.maxDrawdownRatio), fall, 90n)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('follows a fall that differs from the largest one only in the low word', () => {
    // Down by a third, back up exactly (3 / 2), then down by a third again less one unit: the second
    // fall is the larger by one part in 10^15 (safe integers) or 10^20 (bigints: less than a double
    // of the first can tell).
    const big = units.exactDoubles ? 10n ** 15n : 10n ** 20n;
    const steps = [
      [3n * big, 2n * big],
      [2n * big, 3n * big],
      [3n * big, 2n * big - 1n],
    ] as const;
    const { index, fall } = stepsOn(units, toUnits, steps);
    expect(within(exactOf(index.maxDrawdownRatio), fall, 95n)).toBe(true);
    expect(exactOf(index.maxDrawdownRatio).num).not.toBe(0n);
    const snapshot = index.snapshot();
    expect(TimeWeightedIndex.restore(snapshot).snapshot()).toEqual(snapshot);
  });
});
