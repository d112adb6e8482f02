import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../test-support/migrated-pglite.test-helpers.js';
import type { Database } from './database.port.js';
import { countHit, readCount } from './rate-counters.repository.js';

const HOUR = 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;
const T = Date.parse('2026-03-01T10:00:00.000Z');

describe('fixed-window rate counters', () => {
  let db: Database;
  let keys = 0;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(() => db.close());

  const hit = (key: string, at: number, windowMs = TEN_MINUTES) =>
    countHit(db, { siteId: 'site-1', key, windowMs, now: new Date(at) });
  const windows = async (key: string): Promise<string[]> =>
    (
      await db.query<{ start: Date }>(
        'SELECT window_start AS start FROM rate_counters WHERE key = $1 ORDER BY window_start',
        [key],
      )
    ).rows.map((row) => row.start.toISOString());

  it('counts hits in windows aligned to the epoch, and reads a count without adding to it', async () => {
    const key = `k${++keys}`;
    expect([await hit(key, T), await hit(key, T + TEN_MINUTES - 1)]).toEqual([1, 2]);
    expect(await readCount(db, { siteId: 'site-1', key, windowMs: TEN_MINUTES, now: new Date(T + 5) })).toBe(
      2,
    );
    expect(await hit(key, T + TEN_MINUTES)).toBe(1); // 10:10 begins a window
    expect(await readCount(db, { siteId: 'site-1', key, windowMs: TEN_MINUTES, now: new Date(T) })).toBe(2);
    expect(await countHit(db, { siteId: 'site-2', key, windowMs: TEN_MINUTES, now: new Date(T) })).toBe(1);
  });

  it('drops a key’s windows a day old (or one window, when longer) and keeps the rest', async () => {
    const key = `k${++keys}`;
    await hit(key, T - 25 * HOUR);
    await hit(key, T - 23 * HOUR);
    await hit(key, T);
    expect(await windows(key)).toEqual([new Date(T - 23 * HOUR).toISOString(), new Date(T).toISOString()]);
    // A window of two days keeps the one before it
    const long = `k${++keys}`;
    const days = 2 * 24 * HOUR;
    const start = Math.floor(T / days) * days;
    await hit(long, start - 1, days);
    await hit(long, start, days);
    expect(await windows(long)).toHaveLength(2);
    await hit(long, start + days, days);
    expect(await windows(long)).toEqual([
      new Date(start).toISOString(),
      new Date(start + days).toISOString(),
    ]);
  });
});
