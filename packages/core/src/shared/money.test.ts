import { describe, expect, it } from 'vitest';
import {
  dec,
  isDecimalString,
  maxDecimal,
  minDecimal,
  parseDecimal,
  roundMoney,
  sumDecimals,
  toDecimalString,
  toMoneyString,
} from './money.js';

describe('money arithmetic is decimal', () => {
  it('adds 0.1 and 0.2 to exactly 0.30, unlike binary floats', () => {
    // 0.1 + 0.2 === 0.30000000000000004 in IEEE 754 binary64
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMoneyString(dec('0.1').plus(dec('0.2')))).toBe('0.30');
    expect(dec('0.1').plus('0.2').equals('0.3')).toBe(true);
  });

  it('sums a column of cents exactly', () => {
    // 10 x 0.10 = 1.00 (floats give 0.9999999999999999)
    expect(toMoneyString(sumDecimals(Array.from({ length: 10 }, () => dec('0.10'))))).toBe('1.00');
    expect(toMoneyString(sumDecimals([]))).toBe('0.00');
  });

  it('refuses a non-integer number in dec(): money travels as a string', () => {
    expect(() => dec(0.1)).toThrow(TypeError);
    expect(dec(100).toFixed()).toBe('100');
  });

  it('picks the larger and the smaller of two decimals', () => {
    expect(maxDecimal(dec('1.01'), dec('1.1')).toFixed()).toBe('1.1');
    expect(minDecimal(dec('-3'), dec('2')).toFixed()).toBe('-3');
  });
});

describe('parseDecimal: only plain decimal strings', () => {
  it.each(['0', '12', '-7', '1234.50', '0.000001', '-0.5'])('accepts %s', (text) => {
    const parsed = parseDecimal(text);
    expect(parsed.error).toBe(false);
    if (!parsed.error) expect(parsed.value.equals(text)).toBe(true);
  });

  it.each([
    ['exponent', '1e5'],
    ['exponent with fraction', '1.5E-3'],
    ['leading zero', '01'],
    ['plus sign', '+1'],
    ['bare dot', '.5'],
    ['trailing dot', '5.'],
    ['two dots', '1.2.3'],
    ['grouping', '1,000'],
    ['spaces', ' 1'],
    ['garbage', 'abc'],
    ['empty', ''],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['hex', '0x10'],
    ['over 64 characters', '1'.repeat(65)],
  ])('refuses %s (%s) with AMOUNT_INVALID', (_name, text) => {
    expect(parseDecimal(text)).toEqual({ error: true, value: 'AMOUNT_INVALID' });
  });

  it('refuses values that are not strings, floats included', () => {
    for (const value of [0.1, 1, null, undefined, {}, ['1']]) {
      expect(parseDecimal(value)).toEqual({ error: true, value: 'AMOUNT_INVALID' });
    }
  });

  it('accepts exactly 64 characters', () => {
    expect(isDecimalString('9'.repeat(64))).toBe(true);
  });
});

describe('wire form', () => {
  it('rounds half-up to cents: 1.005 -> 1.01, 1.004 -> 1.00, -1.005 -> -1.01 (away from zero)', () => {
    expect(toMoneyString(dec('1.005'))).toBe('1.01');
    expect(toMoneyString(dec('1.004'))).toBe('1.00');
    expect(toMoneyString(dec('-1.005'))).toBe('-1.01');
    expect(toMoneyString(dec('2.675'))).toBe('2.68'); // binary float 2.675 rounds to 2.67
    expect(roundMoney(dec('0.125')).toFixed()).toBe('0.13');
  });

  it('pads to two places', () => {
    expect(toMoneyString(dec('7'))).toBe('7.00');
    expect(toMoneyString(dec('7.5'))).toBe('7.50');
  });

  it('never prints an exponent, however large or small the value', () => {
    expect(toDecimalString(dec('1e30'))).toBe('1000000000000000000000000000000');
    expect(toDecimalString(dec('1e-30'))).toBe('0.000000000000000000000000000001');
    expect(toMoneyString(dec('123456789012345678901234567890'))).toBe('123456789012345678901234567890.00');
  });

  it('prints at any requested scale', () => {
    expect(toDecimalString(dec('1.23456789'), 6)).toBe('1.234568');
    expect(toDecimalString(dec('10'), 0)).toBe('10');
  });
});
