import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { DAY_MS, utcDay } from '../shared/time.js';
import { validateDateRange } from './date-range.rules.js';
import { reportRangeOfDays } from './report-days.rules.js';

describe('reportRangeOfDays', () => {
  it('keeps the first day and sends the day after the last one (to is exclusive on the wire)', () => {
    expect(reportRangeOfDays({ from: '2026-04-01', to: '2026-04-30' })).toEqual(
      ok({ from: '2026-04-01', to: '2026-05-01' }),
    );
    expect(reportRangeOfDays({ from: '2026-04-01', to: '2026-04-01' })).toEqual(
      ok({ from: '2026-04-01', to: '2026-04-02' }),
    );
    expect(reportRangeOfDays({ to: '2024-12-31' })).toEqual(ok({ to: '2025-01-01' }));
    expect(reportRangeOfDays({ from: '2024-02-29' })).toEqual(ok({ from: '2024-02-29' }));
    expect(reportRangeOfDays({})).toEqual(ok({}));
  });

  it('refuses a first day after the last, a day that does not exist and a range over 366 days', () => {
    expect(reportRangeOfDays({ from: '2026-04-02', to: '2026-04-01' })).toEqual(fail('DATE_RANGE_INVALID'));
    expect(reportRangeOfDays({ from: '2026-02-30' })).toEqual(fail('DATE_RANGE_INVALID'));
    expect(reportRangeOfDays({ to: '2026-4-1' })).toEqual(fail('DATE_RANGE_INVALID'));
    expect(reportRangeOfDays({ from: '2025-01-01', to: '2026-01-01' })).toEqual(
      ok({ from: '2025-01-01', to: '2026-01-02' }),
    );
    // 2024 is a leap year: 2024-01-01 .. 2024-12-31 is 366 days, one more is too many
    expect(reportRangeOfDays({ from: '2024-01-01', to: '2024-12-31' })).toMatchObject({ error: false });
    expect(reportRangeOfDays({ from: '2024-01-01', to: '2025-01-01' })).toEqual(fail('DATE_RANGE_INVALID'));
  });

  it('sends only ranges the server accepts, and every accepted range holds its last day', () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => utcDay(n * DAY_MS));
    fc.assert(
      fc.property(day, day, (from, to) => {
        const range = reportRangeOfDays({ from, to });
        if (range.error) return;
        const sent = range.value;
        expect(validateDateRange(sent.from ?? '', sent.to ?? '').error).toBe(false);
        expect(from <= to).toBe(true);
        expect(Date.parse(`${to}T00:00:00Z`)).toBeLessThan(Date.parse(`${sent.to ?? ''}T00:00:00Z`));
      }),
    );
  });
});
