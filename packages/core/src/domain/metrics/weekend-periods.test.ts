import { describe, expect, it } from 'vitest';
import { epochDayOf, isWeekend, returnPeriodOf, weekdayOf } from './calendar.js';
import { DaySeries } from './daily-series.js';
import { DoubleDouble } from './double-double.js';
import { SAFE_INTEGERS } from './minor-units.js';
import { periodReturns, trailingWindowReturn } from './returns.js';

const dayOf = (date: string) => epochDayOf(Date.parse(`${date}T00:00:00.000Z`));
const close = (date: string, index: number) => ({ day: dayOf(date), index });
/** Days of the daily series with only their index (no money). */
const seriesOf = (days: readonly { day: number; index: number }[]): DaySeries<number> => {
  const series = new DaySeries(SAFE_INTEGERS);
  for (const { day, index } of days) series.push(day, 0, 0, 0, new DoubleDouble(index, 0));
  return series;
};

describe('return periods', () => {
  it('knows the weekday of a UTC day', () => {
    expect(weekdayOf(dayOf('1970-01-01'))).toBe(4); // a Thursday
    expect(weekdayOf(dayOf('2026-01-03'))).toBe(6); // a Saturday
    expect(weekdayOf(dayOf('1969-12-28'))).toBe(0); // a Sunday, before the epoch
    expect(isWeekend(dayOf('2026-01-04'))).toBe(true);
    expect(isWeekend(dayOf('2026-01-05'))).toBe(false);
  });

  it('folds Saturday and Sunday into the next Monday on weekday platforms only', () => {
    const monday = dayOf('2026-01-05');
    expect(returnPeriodOf(dayOf('2026-01-03'), 'WEEKDAY')).toBe(monday);
    expect(returnPeriodOf(dayOf('2026-01-04'), 'WEEKDAY')).toBe(monday);
    expect(returnPeriodOf(monday, 'WEEKDAY')).toBe(monday);
    expect(returnPeriodOf(dayOf('2026-01-03'), 'CALENDAR_DAY')).toBe(dayOf('2026-01-03'));
  });

  it('gives one return per weekday, the weekend inside Monday', () => {
    // Fri 1.0 (start), Sat 1.1 (+10%), Sun 1.1, Mon 1.21 (+10%), Tue 1.21
    const days = seriesOf([
      close('2026-01-02', 1),
      close('2026-01-03', 1.1),
      close('2026-01-04', 1.1),
      close('2026-01-05', 1.21),
      close('2026-01-06', 1.21),
    ]);
    const sixPlaces = (returns: number[]) => returns.map((r) => Number(r.toFixed(6)));
    // weekday: Fri 1/1 - 1 = 0; Mon (Sat..Mon) 1.21 / 1 - 1 = 0.21; Tue 0
    expect(sixPlaces(periodReturns(days, 'WEEKDAY'))).toEqual([0, 0.21, 0]);
    // calendar: 0, 0.1, 0, 0.1, 0
    expect(sixPlaces(periodReturns(days, 'CALENDAR_DAY'))).toEqual([0, 0.1, 0, 0.1, 0]);
  });

  it('counts a window in weekdays on weekday platforms', () => {
    // 7 days from Fri 2 Jan to Thu 8 Jan: 5 weekdays; index before the window is 1
    const dates = ['02', '03', '04', '05', '06', '07', '08'];
    const days = seriesOf(dates.map((d) => close(`2026-01-${d}`, 1.05)));
    expect(trailingWindowReturn(days, 7, 'WEEKDAY')).toMatchObject({ present: true, value: { periods: 5 } });
    expect(trailingWindowReturn(days, 7, 'CALENDAR_DAY')).toMatchObject({
      present: true,
      value: { periods: 7 },
    });
    // a window of only a weekend has no trading period at all
    const weekend = seriesOf(dates.slice(0, 3).map((d) => close(`2026-01-${d}`, 1.05)));
    expect(trailingWindowReturn(weekend, 2, 'WEEKDAY')).toEqual({
      present: false,
      reason: 'INSUFFICIENT_HISTORY',
    });
  });
});
