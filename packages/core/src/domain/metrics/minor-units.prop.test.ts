import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money.js';
import { unitsToDecimal } from './currency-histories.test-helpers.js';
import { DoubleDouble } from './double-double.js';
import {
  BIG_INTEGERS,
  plainDecimal,
  plainScale,
  readPlainDecimal,
  SAFE_INTEGERS,
  UNITS_OVERFLOW,
} from './minor-units.js';

/** A decimal string of any size and places, as stored amounts are. */
const decimalArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 20 }))
  .map(([units, places]) => unitsToDecimal(units, places));

const exactText = (text: string): string => {
  const value = new Decimal(text);
  return value.isZero() ? '0' : value.toFixed();
};

describe('exact minor units', () => {
  it('read and write back any decimal exactly at any scale it fits (bigints)', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 6 }), (text, extra) => {
        const scale = plainScale(text) + extra;
        expect(BIG_INTEGERS.text(BIG_INTEGERS.parse(text, scale), scale)).toBe(exactText(text));
      }),
    );
  });

  it('safe integers give what bigints give, or overflow: never a rounded value', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const scale = Math.max(plainScale(a), plainScale(b));
        const big = BIG_INTEGERS.add(BIG_INTEGERS.parse(a, scale), BIG_INTEGERS.parse(b, scale));
        let safe: number;
        try {
          safe = SAFE_INTEGERS.add(SAFE_INTEGERS.parse(a, scale), SAFE_INTEGERS.parse(b, scale));
        } catch (error) {
          expect(error).toBe(UNITS_OVERFLOW);
          const limit = BigInt(Number.MAX_SAFE_INTEGER);
          const parts = [BIG_INTEGERS.parse(a, scale), BIG_INTEGERS.parse(b, scale), big];
          expect(parts.some((part) => part > limit || part < -limit)).toBe(true);
          return;
        }
        expect(BigInt(safe)).toBe(big);
        expect(SAFE_INTEGERS.text(safe, scale)).toBe(BIG_INTEGERS.text(big, scale));
      }),
      {
        numRuns: 500,
        // Trailing zeros past the scale once overflowed with nothing near 2^53 (CI, seed 1233265186).
        examples: [
          ['0', '0.0000000000000000'],
          ['1.00000000000000000000', '-2.5'],
        ],
      },
    );
  });

  it('reads a plain decimal in one scan: mantissa, places, and the places it needs', () => {
    fc.assert(
      fc.property(decimalArb, (text) => {
        const mantissas = new Float64Array(1);
        const places = new Uint8Array(1);
        const needed = readPlainDecimal(text, mantissas, places, 0);
        expect(needed).toBe(plainScale(text));
        const digits = BigInt(text.replace('.', ''));
        const limit = BigInt(Number.MAX_SAFE_INTEGER);
        if (digits > limit || digits < -limit) expect(mantissas[0]).toBeNaN();
        else
          expect(BIG_INTEGERS.scaled(mantissas[0] ?? 0, needed - (places[0] ?? 0))).toBe(
            BIG_INTEGERS.parse(text, needed),
          );
      }),
    );
  });

  it('takes other forms decimal.js reads, and refuses what is not a number', () => {
    const mantissas = new Float64Array(1);
    const places = new Uint8Array(1);
    for (const text of ['1e5', '+3', '.5', '5.', '1.2.3', '', '-', 'abc']) {
      expect(readPlainDecimal(text, mantissas, places, 0), text).toBe(-1);
    }
    expect(plainDecimal('1e5')).toBe('100000');
    expect(plainDecimal('+3.50')).toBe('3.5');
    expect(() => plainDecimal('abc')).toThrow();
    expect(() => plainDecimal('Infinity')).toThrow(TypeError);
    expect(plainScale('-12.3400')).toBe(2);
    expect(plainScale('7')).toBe(0);
  });

  it('turn units into double-doubles exactly (bigints beyond 2^53 too)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (units) => {
        const value = BIG_INTEGERS.toDoubleDouble(units, new DoubleDouble());
        expect(BigInt(value.hi) + BigInt(value.lo)).toBe(units);
      }),
    );
  });
});
