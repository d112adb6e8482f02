import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatCurrency,
  formatMoney,
  numberSeparatorsOf,
  formatNumber,
  formatPercent,
} from './format.js';

describe('formatMoney', () => {
  it('groups and rounds to cents in each language, half away from zero', () => {
    expect(formatMoney('1234567.5', 'en-US')).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', 'vi-VN')).toBe('1.234.567,50');
    expect(formatMoney('0.005', 'en-US')).toBe('0.01');
    expect(formatMoney('-0.005', 'en-US')).toBe('-0.01');
    expect(formatMoney('10', 'ja-JP')).toBe('10.00');
  });

  it('keeps every digit of amounts a binary float would round', () => {
    expect(formatMoney('12345678901234567.125', 'en-US')).toBe('12,345,678,901,234,567.13');
    expect(formatMoney('0.1', 'zh-TW', 20)).toBe('0.10000000000000000000');
  });

  it("uses the language's own digits where it has them", () => {
    expect(formatMoney('1234.5', 'my-MM')).toBe('၁,၂၃၄.၅၀');
  });

  it('shows a value that is not a decimal string as it came', () => {
    expect(formatMoney('1e5', 'en-US')).toBe('1e5');
    expect(formatMoney('', 'en-US')).toBe('');
  });
});

describe('formatNumber, formatDate, formatDateTime', () => {
  it('formats counts and ratios per language', () => {
    expect(formatNumber(1234.567, 'en-US')).toBe('1,234.57');
    expect(formatNumber(1234.5, 'vi-VN')).toBe('1.234,5');
  });

  it('formats ISO timestamps per language in the given time zone', () => {
    expect(formatDate('2024-01-02T03:04:05Z', 'en-US', 'UTC')).toBe('Jan 2, 2024');
    expect(formatDate('2024-01-02T03:04:05Z', 'ja-JP', 'UTC')).toBe('2024/01/02');
    expect(formatDateTime('2024-01-02T03:04:05Z', 'zh-TW', 'Asia/Taipei')).toContain('2024');
    expect(formatDateTime('2024-01-02T03:04:05Z', 'ja-JP', 'UTC')).toBe('2024/01/02 3:04');
  });

  it('shows a malformed timestamp as it came', () => {
    expect(formatDate('yesterday', 'en-US')).toBe('yesterday');
  });
});

describe('formatPercent and formatDuration', () => {
  it('formats a fraction as a percent, signed when asked', () => {
    expect(formatPercent(0.1234, 'en-US')).toBe('12.34%');
    expect(formatPercent(0.031, 'en-US', { signed: true })).toBe('+3.10%');
    expect(formatPercent(-0.031, 'en-US', { signed: true })).toBe('-3.10%');
    expect(formatPercent(0, 'en-US', { signed: true })).toBe('0.00%');
  });

  it('says a duration in its two largest units, in the language', () => {
    expect(formatDuration(42, 'en-US')).toBe('42 seconds');
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59, 'en-US')).toBe('3 days 4 hours');
    expect(formatDuration(86_400 + 30 * 60, 'en-US')).toBe('1 day');
    expect(formatDuration(90 * 60, 'en-US')).toBe('1 hour 30 minutes');
    expect(formatDuration(2 * 3_600, 'ja-JP')).toBe('2 時間');
  });
});

describe('formatCurrency', () => {
  it('puts the code after the amount at its scale, grouped per language, exactly', () => {
    expect(formatCurrency('1234567.5', 'USD', 'en-US')).toBe('1,234,567.50 USD');
    expect(formatCurrency('1234567.5', 'USD', 'vi-VN')).toBe('1.234.567,50 USD');
    expect(formatCurrency('0.1', 'BTC', 'en-US', { scale: 8 })).toBe('0.10000000 BTC');
    expect(formatCurrency('9007199254740993.01', 'USD', 'en-US')).toBe('9,007,199,254,740,993.01 USD');
  });

  it('signs credits only when asked, debits always', () => {
    expect(formatCurrency('12', 'USD', 'en-US', { signed: true })).toBe('+12.00 USD');
    expect(formatCurrency('-12', 'USD', 'en-US')).toBe('-12.00 USD');
    expect(formatCurrency('0', 'USD', 'en-US', { signed: true })).toBe('0.00 USD');
  });
});

describe('numberSeparatorsOf', () => {
  it("gives the language's decimal and group separators", () => {
    expect(numberSeparatorsOf('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(numberSeparatorsOf('vi-VN')).toEqual({ decimal: ',', group: '.' });
  });
});
