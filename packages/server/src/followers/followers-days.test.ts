import { describe, expect, it } from 'vitest';
import { defaultFollowersFrom, followersDays } from './followers-days.js';

const t = (iso: string): Date => new Date(iso);
const shown = (days: ReturnType<typeof followersDays>): string[] =>
  days.map((day) => `${day.date} ${day.until.toISOString()}`);

describe('followersDays', () => {
  it('counts each past day at its last millisecond, and today at now', () => {
    expect(
      shown(
        followersDays(
          t('2026-03-01T00:00:00.000Z'),
          t('2026-03-04T00:00:00.000Z'),
          t('2026-03-03T10:00:00.000Z'),
        ),
      ),
    ).toEqual([
      '2026-03-01 2026-03-01T23:59:59.999Z',
      '2026-03-02 2026-03-02T23:59:59.999Z',
      '2026-03-03 2026-03-03T10:00:00.000Z',
    ]);
  });

  it('takes in a day that begins exactly now, and leaves out days after now and the day `to` begins', () => {
    const from = t('2026-03-01T00:00:00.000Z');
    expect(shown(followersDays(from, t('2026-03-05T00:00:00.000Z'), t('2026-03-02T00:00:00.000Z')))).toEqual([
      '2026-03-01 2026-03-01T23:59:59.999Z',
      '2026-03-02 2026-03-02T00:00:00.000Z',
    ]);
    expect(shown(followersDays(from, t('2026-03-02T00:00:00.000Z'), t('2026-03-09T00:00:00.000Z')))).toEqual([
      '2026-03-01 2026-03-01T23:59:59.999Z',
    ]);
    expect(shown(followersDays(from, t('2026-03-02T00:00:00.001Z'), t('2026-03-09T00:00:00.000Z')))).toEqual([
      '2026-03-01 2026-03-01T23:59:59.999Z',
      '2026-03-02 2026-03-02T23:59:59.999Z',
    ]);
  });

  it('starts the default window 29 days before the day of `to`', () => {
    expect(defaultFollowersFrom(t('2026-03-31T15:00:00.000Z')).toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
  });
});
