import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade } from './performance.test-helpers.js';
import {
  BIG_INTEGERS,
  plainDecimal,
  plainScale,
  readPlainDecimal,
  SAFE_INTEGERS,
  UNITS_OVERFLOW,
  type MinorUnits,
} from './minor-units.js';

describe('plainScale', () => {
  it('counts the places after the point, trailing zeros aside', () => {
    expect(plainScale('12')).toBe(0);
    expect(plainScale('-12')).toBe(0);
    expect(plainScale('1.50')).toBe(1);
    expect(plainScale('-0.000')).toBe(0);
    expect(plainScale('0.0125')).toBe(4);
  });

  it('is -1 for what is not a plain decimal', () => {
    for (const text of ['', '-', '.5', '-.5', '12.', '1.5x', '1x', '1.2.3', '+1', '1e5', ' 1']) {
      expect(plainScale(text), text).toBe(-1);
    }
  });
});

describe('plainDecimal', () => {
  it('returns a plain decimal exactly as written', () => {
    for (const text of ['1.50', '007', '-0', '12', '-3.250']) expect(plainDecimal(text)).toBe(text);
  });

  it('rewrites the other forms decimal.js reads, and names a value that is not finite', () => {
    expect(plainDecimal('1e3')).toBe('1000');
    expect(plainDecimal('+2.5')).toBe('2.5');
    expect(() => plainDecimal('Infinity')).toThrow('computePerformance(): Infinity is not a finite decimal');
  });
});

describe.each([
  ['safe integers', SAFE_INTEGERS, (n: number) => n],
  ['bigints', BIG_INTEGERS, (n: number) => BigInt(n)],
] as const)('%s', (_name, units, of) => {
  // One set of expectations for both: each call goes through the MinorUnits object itself.
  const minor = units as MinorUnits<unknown>;
  const parse = (plain: string, scale: number): unknown => minor.parse(plain, scale);

  it('parse a decimal at a scale with as many or more places', () => {
    expect(parse('1.5', 2)).toEqual(of(150));
    expect(parse('-1.5', 2)).toEqual(of(-150));
    expect(parse('12', 0)).toEqual(of(12));
    expect(parse('0.07', 2)).toEqual(of(7));
  });

  it('drop only trailing zeros beyond the scale, and refuse other places', () => {
    expect(parse('1.500', 2)).toEqual(of(150));
    expect(parse('-2.10', 1)).toEqual(of(-21));
    expect(() => parse('1.505', 2)).toThrow(new RangeError('1.505 has more than 2 places'));
  });

  it('compare and sign as numbers do', () => {
    const compare = (a: unknown, b: unknown): number => minor.compare(a, b);
    const sign = (a: unknown): number => minor.sign(a);
    expect([compare(of(1), of(2)), compare(of(2), of(1)), compare(of(3), of(3))]).toEqual([-1, 1, 0]);
    expect([sign(of(-4)), sign(of(0)), sign(of(9))]).toEqual([-1, 0, 1]);
  });

  it('scale a mantissa up by powers of ten, and down by dropping zeros', () => {
    const scaled = (mantissa: number, shift: number): unknown => minor.scaled(mantissa, shift);
    expect(scaled(125, 2)).toEqual(of(12_500));
    expect(scaled(12_500, -2)).toEqual(of(125));
    expect(scaled(-7, 0)).toEqual(of(-7));
    expect(scaled(0, 5)).toEqual(of(0));
  });
});

describe('safe integers beyond 2^53', () => {
  it('overflow instead of rounding, at any scale past 10^15 too', () => {
    expect(() => SAFE_INTEGERS.parse('1', 16)).toThrow(UNITS_OVERFLOW);
    expect(() => SAFE_INTEGERS.scaled(1, 16)).toThrow(UNITS_OVERFLOW);
    expect(() => SAFE_INTEGERS.scaled(1, -16)).toThrow(UNITS_OVERFLOW);
    expect(() => SAFE_INTEGERS.parse('9007199254740992', 0)).toThrow(UNITS_OVERFLOW);
    // Zero needs no power of ten.
    expect(SAFE_INTEGERS.parse('0', 20)).toBe(0);
    expect(BIG_INTEGERS.parse('1', 20)).toBe(10n ** 20n);
  });

  it('do not read trailing zeros after the point: they never overflow or lose a digit', () => {
    // A NUMERIC column of 18 places sends "1.500000000000000000".
    expect(SAFE_INTEGERS.parse(`1.${'0'.repeat(16)}`, 0)).toBe(1);
    expect(SAFE_INTEGERS.parse(`-1.5${'0'.repeat(17)}`, 2)).toBe(-150);
    expect(SAFE_INTEGERS.parse(`0.${'0'.repeat(20)}`, 0)).toBe(0);
    expect(SAFE_INTEGERS.parse('12.0', 0)).toBe(12);
    // A significant digit past the scale is refused, as bigints refuse it.
    for (const [text, scale] of [
      ['0.125', 2],
      [`0.${'0'.repeat(16)}1`, 0],
    ] as const) {
      expect(() => SAFE_INTEGERS.parse(text, scale)).toThrow(/has more than/);
      expect(() => BIG_INTEGERS.parse(text, scale)).toThrow(/has more than/);
    }
  });
});

describe('readPlainDecimal and amounts of many places', () => {
  it('reads up to 255 places, and leaves an amount of more to the slow way (-1)', () => {
    const mantissas = new Float64Array(1);
    const places = new Uint8Array(1);
    expect(readPlainDecimal(`0.${'0'.repeat(254)}1`, mantissas, places, 0)).toBe(255);
    expect([mantissas[0], places[0]]).toEqual([1, 255]);
    expect(readPlainDecimal(`0.${'0'.repeat(255)}1`, mantissas, places, 0)).toBe(-1);
    expect(readPlainDecimal(`-2.${'0'.repeat(256)}`, mantissas, places, 0)).toBe(-1);
  });

  it('counts an amount of 256 places exactly all the same', () => {
    const tiny = `0.${'0'.repeat(255)}1`;
    const report = computePerformance(
      [
        trade({
          ticket: 'a',
          close: '2025-03-03T10:00:00.000Z',
          profit: tiny,
          volume: `1.${'0'.repeat(300)}`,
        }),
      ],
      [deposit('D', '2025-03-01T00:00:00.000Z', '1')],
      '2025-04-01T00:00:00.000Z',
    );
    expect(report).toMatchObject({ profit: tiny, finalBalance: `1.${'0'.repeat(255)}1`, volTotal: '1' });
  });
});
