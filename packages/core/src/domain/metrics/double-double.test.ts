import { describe, expect, it } from 'vitest';
import { DoubleDouble, roundToPlaces } from './double-double.js';

describe('DoubleDouble.compare', () => {
  it('orders by the high parts first', () => {
    expect(new DoubleDouble(1).compare(new DoubleDouble(2))).toBe(-1);
    expect(new DoubleDouble(2).compare(new DoubleDouble(1))).toBe(1);
    expect(new DoubleDouble(-3, 1e-20).compare(new DoubleDouble(2, -1e-20))).toBe(-1);
  });

  it('orders values with the same high part by their low parts, and is 0 only for the same value', () => {
    // 1 + 2^-60 and 1 - 2^-60: the nearest double of both is 1.
    const one = new DoubleDouble(1);
    const above = new DoubleDouble(1).add(2 ** -60);
    const below = new DoubleDouble(1).add(-(2 ** -60));
    expect([above.hi, below.hi]).toEqual([1, 1]);
    expect(above.compare(one)).toBe(1);
    expect(one.compare(above)).toBe(-1);
    expect(below.compare(one)).toBe(-1);
    expect(one.compare(below)).toBe(1);
    expect(above.compare(below)).toBe(1);
    expect(below.compare(above)).toBe(-1);
    expect(one.compare(new DoubleDouble(1))).toBe(0);
    expect(above.compare(new DoubleDouble(1, 2 ** -60))).toBe(0);
  });
});

describe('roundToPlaces beyond what a double holds to the places', () => {
  it('rounds from both parts where the high part alone is short of the places (above 2^52 units of the places)', () => {
    // 10^10 + 4e-7 and 10^10 + 6e-7: the low part decides the sixth place.
    expect(roundToPlaces(new DoubleDouble(1e10, 4e-7), 6)).toBe(1e10);
    expect(roundToPlaces(new DoubleDouble(1e10, 6e-7), 6)).toBe(Number('10000000000.000001'));
    expect(roundToPlaces(new DoubleDouble(-1e10, -6e-7), 6)).toBe(Number('-10000000000.000001'));
    // 5e-7 is a hair below 0.0000005 as a double; read to 28 digits it is the half, rounded away from 0.
    expect(roundToPlaces(new DoubleDouble(1e10, 5e-7), 6)).toBe(Number('10000000000.000001'));
    expect(roundToPlaces(new DoubleDouble(-1e10, -5e-7), 6)).toBe(Number('-10000000000.000001'));
  });

  it('keeps a value of 32 digits and more before the point (an integer, as the double nearest it)', () => {
    expect(roundToPlaces(new DoubleDouble(1e40), 6)).toBe(1e40);
    expect(roundToPlaces(new DoubleDouble(-1e40), 6)).toBe(-1e40);
    expect(roundToPlaces(new DoubleDouble(1.25e35, 1e18), 6)).toBe(1.25e35);
    expect(roundToPlaces(new DoubleDouble(1e300), 0)).toBe(1e300);
  });

  it('reads a low part too small for a normal double (subnormal) as the tiny amount it is', () => {
    // 2^53 + 2^-1074 is 2^53 to any number of places.
    expect(roundToPlaces(new DoubleDouble(2 ** 53, Number.MIN_VALUE), 6)).toBe(2 ** 53);
    expect(roundToPlaces(new DoubleDouble(-(2 ** 53), -Number.MIN_VALUE), 6)).toBe(-(2 ** 53));
    expect(roundToPlaces(new DoubleDouble(2 ** 60, -Number.MIN_VALUE), 2)).toBe(2 ** 60);
  });
});
