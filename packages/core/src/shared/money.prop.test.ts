import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, parseDecimal, sumDecimals, toDecimalString, toMoneyString } from './money.js';

/** An amount in cents as a bigint and as the wire string ('-12.05'). */
const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const centsToString = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

describe('money properties', () => {
  it('a sum of cent amounts is exact: it equals the integer sum of the cents', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (values) => {
        const total = sumDecimals(values.map((v) => dec(centsToString(v))));
        expect(toMoneyString(total)).toBe(centsToString(values.reduce((a, b) => a + b, 0n)));
      }),
    );
  });

  it('the wire form never has an exponent, at any magnitude, and reads back as the same value', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: -30, max: 30 }),
        fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
        (mantissa, exponent, scale) => {
          const value = dec(mantissa.toString()).times(dec(`1e${exponent}`));
          const text = toDecimalString(value, scale);
          expect(text).toMatch(/^-?\d+(\.\d+)?$/);
          if (scale === undefined) expect(dec(text).equals(value)).toBe(true);
        },
      ),
    );
  });

  it('a valid decimal string round-trips through parseDecimal and toDecimalString', () => {
    fc.assert(
      fc.property(cents, (v) => {
        const text = centsToString(v);
        const parsed = parseDecimal(text);
        expect(parsed.error).toBe(false);
        if (!parsed.error) expect(toMoneyString(parsed.value)).toBe(text === '-0.00' ? '0.00' : text);
      }),
    );
  });

  it('parseDecimal refuses anything with an exponent', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('e', 'E'), fc.integer({ min: -50, max: 50 }), (m, e, x) => {
        expect(parseDecimal(`${m}${e}${x}`).error).toBe(true);
      }),
    );
  });

  it('parseDecimal never throws and only accepts what the pattern allows', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseDecimal(text);
        expect(parsed.error).toBe(!(text.length <= 64 && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)));
      }),
    );
  });

  it('rounding to cents is half-up: it moves a value by at most half a cent, ties away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (thousandths) => {
        const value = dec(thousandths.toString()).dividedBy(1000);
        const rounded = dec(toMoneyString(value));
        const error = rounded.minus(value).abs();
        expect(error.lessThanOrEqualTo('0.005')).toBe(true);
        if (error.equals('0.005')) expect(rounded.abs().greaterThan(value.abs())).toBe(true);
      }),
    );
  });
});
