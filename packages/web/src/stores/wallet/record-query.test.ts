import { describe, expect, it } from 'vitest';
import { recordsQueryOf } from './record-query.js';
import { NO_FILTERS } from './wallet-address.js';

/** Local midnight of a day, as the browser computes it (the test runs in any time zone). */
const localMidnight = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

describe('recordsQueryOf', () => {
  it('pages without filters', () => {
    expect(recordsQueryOf(NO_FILTERS, 2, 10)).toEqual({ error: false, value: { page: 2, pageSize: 10 } });
  });

  it('turns the viewer’s days into instants, the end day counted whole', () => {
    const query = recordsQueryOf(
      { ...NO_FILTERS, from: '2024-05-01', to: '2024-05-31', direction: 'in' },
      1,
      10,
    );
    expect(query).toEqual({
      error: false,
      value: {
        page: 1,
        pageSize: 10,
        from: localMidnight(2024, 5, 1),
        to: localMidnight(2024, 6, 1),
        direction: 'in',
      },
    });
    // one end alone is fine
    expect(recordsQueryOf({ ...NO_FILTERS, to: '2024-12-31' }, 1, 10)).toMatchObject({
      value: { to: localMidnight(2025, 1, 1) },
    });
  });

  it('refuses an end before the start, more than a year, or a day that does not exist', () => {
    const refused = { error: true, value: 'DATE_RANGE_INVALID' };
    expect(recordsQueryOf({ ...NO_FILTERS, from: '2024-05-02', to: '2024-05-01' }, 1, 10)).toEqual(refused);
    expect(recordsQueryOf({ ...NO_FILTERS, from: '2023-01-01', to: '2024-12-31' }, 1, 10)).toEqual(refused);
    expect(recordsQueryOf({ ...NO_FILTERS, from: '2023-02-30' }, 1, 10)).toEqual(refused);
    // the same day is a range of one day
    expect(recordsQueryOf({ ...NO_FILTERS, from: '2024-05-01', to: '2024-05-01' }, 1, 10).error).toBe(false);
  });
});
