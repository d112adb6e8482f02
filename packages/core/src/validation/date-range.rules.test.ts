import { describe, expect, it } from 'vitest';
import { isCalendarDay, validateDateRange } from './date-range.rules.js';

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true); // leap year
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-04-31')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('2024-1-01')).toBe(false);
    expect(isCalendarDay('0099-01-01')).toBe(false);
  });
});

describe('validateDateRange', () => {
  it('accepts days and ISO instants with from <= to', () => {
    expect(validateDateRange('2025-01-01', '2025-01-31')).toEqual({
      error: false,
      value: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(validateDateRange('2025-01-01', '2025-01-01').error).toBe(false);
    expect(validateDateRange(' 2025-01-01T00:00:00Z ', '2025-01-01T23:59:59.999Z')).toEqual({
      error: false,
      value: { from: '2025-01-01T00:00:00Z', to: '2025-01-01T23:59:59.999Z' },
    });
  });

  it.each([
    ['from after to', '2025-02-01', '2025-01-31'],
    ['an impossible day', '2025-02-30', '2025-03-01'],
    ['garbage', 'yesterday', '2025-03-01'],
    ['empty', '', ''],
    ['a local time without Z', '2025-01-01T00:00:00', '2025-01-02'],
    ['longer than 366 days', '2024-01-01', '2025-01-02'],
  ])('refuses %s with DATE_RANGE_INVALID', (_name, from, to) => {
    expect(validateDateRange(from, to)).toEqual({ error: true, value: 'DATE_RANGE_INVALID' });
  });

  it('trims both ends as typed and returns them trimmed', () => {
    expect(validateDateRange('\t2025-01-01 ', ' 2025-01-31\n')).toEqual({
      error: false,
      value: { from: '2025-01-01', to: '2025-01-31' },
    });
  });

  it('takes another maximum span', () => {
    // 2025-01-01 .. 2025-01-08 is 7 days
    expect(validateDateRange('2025-01-01', '2025-01-08', 7).error).toBe(false);
    expect(validateDateRange('2025-01-01', '2025-01-09', 7).error).toBe(true);
  });
});
