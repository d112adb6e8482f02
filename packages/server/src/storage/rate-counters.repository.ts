import type { SqlExecutor } from './database.port.js';

export interface RateHit {
  readonly siteId: string;
  readonly key: string;
  readonly windowMs: number;
  readonly now: Date;
}

/** Fixed windows aligned to the epoch: a 10-minute window starts at :00, :10, ... */
const windowStartOf = (now: Date, windowMs: number): Date =>
  new Date(now.getTime() - (now.getTime() % windowMs));

/**
 * Counts one hit of `key` in the fixed window that holds `now` and returns the window's count, this
 * hit included. The upsert is atomic, so processes sharing the database count together. Windows of
 * the key older than a day are dropped on the way.
 */
export const countHit = async (db: SqlExecutor, hit: RateHit): Promise<number> => {
  const windowStart = windowStartOf(hit.now, hit.windowMs);
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (site_id, key, window_start, count) VALUES ($1, $2, $3, 1)
     ON CONFLICT (site_id, key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count`,
    [hit.siteId, hit.key, windowStart],
  );
  await db.query('DELETE FROM rate_counters WHERE site_id = $1 AND key = $2 AND window_start < $3', [
    hit.siteId,
    hit.key,
    new Date(windowStart.getTime() - Math.max(hit.windowMs, 24 * 60 * 60 * 1_000)),
  ]);
  return rows[0]?.count ?? Number.MAX_SAFE_INTEGER;
};

/**
 * The hits of `key` so far in the window that holds `now`, without counting one. Read-then-count is
 * only safe while the caller holds a lock that serialises every counter of the key.
 */
export const readCount = async (db: SqlExecutor, hit: RateHit): Promise<number> => {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count FROM rate_counters WHERE site_id = $1 AND key = $2 AND window_start = $3',
    [hit.siteId, hit.key, windowStartOf(hit.now, hit.windowMs)],
  );
  return rows[0]?.count ?? 0;
};
