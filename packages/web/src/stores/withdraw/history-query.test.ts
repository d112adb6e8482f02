import { describe, expect, it } from 'vitest';
import { fitsFilters, historyQuery, nextDay, NO_FILTERS, type DayStart } from './history-query.js';

/** Days start at midnight in Taipei (UTC+8), whatever the machine running the test says. */
const taipei: DayStart = (day) => new Date(`${day}T00:00:00+08:00`).toISOString();

describe('nextDay', () => {
  it('steps over month and leap-year ends', () => {
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2024-02-29')).toBe('2024-03-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});

describe('historyQuery', () => {
  it('asks for the page only when nothing is filtered', () => {
    expect(historyQuery(NO_FILTERS, 2, 10, taipei)).toEqual({
      error: false,
      value: { page: 2, pageSize: 10 },
    });
  });

  it('turns the days into the instants they start and end at where the member is, the last day whole', () => {
    expect(
      historyQuery({ status: 'COMPLETED', from: '2025-03-01', to: '2025-03-31' }, 1, 10, taipei),
    ).toEqual({
      error: false,
      value: {
        page: 1,
        pageSize: 10,
        status: 'COMPLETED',
        from: '2025-02-28T16:00:00.000Z',
        to: '2025-03-31T16:00:00.000Z',
      },
    });
  });

  it('takes one open end', () => {
    const onlyTo = historyQuery({ status: null, from: '', to: '2025-03-01' }, 1, 10, taipei);
    expect(onlyTo).toEqual({
      error: false,
      value: { page: 1, pageSize: 10, to: '2025-03-01T16:00:00.000Z' },
    });
  });

  it('refuses days out of order, a range over 366 days and a malformed day as the server would', () => {
    const refused = { error: true, value: 'DATE_RANGE_INVALID' };
    expect(historyQuery({ status: null, from: '2025-03-02', to: '2025-03-01' }, 1, 10, taipei)).toEqual(
      refused,
    );
    expect(historyQuery({ status: null, from: '2024-01-01', to: '2025-06-01' }, 1, 10, taipei)).toEqual(
      refused,
    );
    expect(historyQuery({ status: null, from: '2025-02-30', to: '' }, 1, 10, taipei)).toEqual(refused);
  });

  it('accepts a single day', () => {
    expect(historyQuery({ status: null, from: '2025-03-01', to: '2025-03-01' }, 1, 10, taipei).error).toBe(
      false,
    );
  });
});

describe('fitsFilters', () => {
  it('places a withdrawal by its status and the day it was applied where the member is', () => {
    const march = { status: null, from: '2025-03-01', to: '2025-03-01' };
    // 23:30 UTC on 28 Feb is 07:30 on 1 March in Taipei.
    expect(fitsFilters(march, '2025-02-28T23:30:00.000Z', 'UNDER_REVIEW', taipei)).toBe(true);
    expect(fitsFilters(march, '2025-03-01T16:00:00.000Z', 'UNDER_REVIEW', taipei)).toBe(false);
    expect(
      fitsFilters({ ...march, status: 'COMPLETED' }, '2025-03-01T01:00:00.000Z', 'UNDER_REVIEW', taipei),
    ).toBe(false);
    expect(fitsFilters(NO_FILTERS, '2020-01-01T00:00:00.000Z', 'CANCELED', taipei)).toBe(true);
  });
});
