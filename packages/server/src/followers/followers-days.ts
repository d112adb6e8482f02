import { DAY_MS, utcDay } from '@signal-portal/core';

/** The followers chart shows the last 30 days unless a range is given. */
export const DEFAULT_FOLLOWERS_DAYS = 30;

/** One day of the followers series and the moment its count is taken. */
export interface FollowersDay {
  readonly date: string;
  readonly until: Date;
}

/**
 * The UTC days of [from, to), each with the moment its count is taken: the end of the day, or `now`
 * for a day not over yet. Days after `now` are left out (nothing is known about them).
 */
export const followersDays = (from: Date, to: Date, now: Date): FollowersDay[] => {
  const days: FollowersDay[] = [];
  const last = Math.min(to.getTime() - 1, now.getTime());
  for (let day = Math.floor(from.getTime() / DAY_MS); day * DAY_MS <= last; day += 1) {
    days.push({
      date: utcDay(day * DAY_MS),
      until: new Date(Math.min((day + 1) * DAY_MS - 1, now.getTime())),
    });
  }
  return days;
};

/** Where the default window starts: the start of the UTC day 29 days before the day of `to`. */
export const defaultFollowersFrom = (to: Date): Date =>
  new Date((Math.floor(to.getTime() / DAY_MS) - DEFAULT_FOLLOWERS_DAYS + 1) * DAY_MS);

/**
 * The days of the default followers window at `now`: the last 30 UTC days, today counted at `now`.
 * GET /signal/{id}/followers without a range and the Signal's followersDatas both use it.
 */
export const defaultFollowersDays = (now: Date): FollowersDay[] =>
  followersDays(defaultFollowersFrom(now), now, now);
