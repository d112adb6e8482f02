import type { SqlExecutor } from './database.port.js';

/**
 * Counts one hit of `key` in the fixed window that holds `now` and returns the window's count, this
 * hit included. The upsert is atomic, so processes sharing the database count together. Windows of
 * the key older than a day are dropped on the way.
 */
export const countHit = async (
  db: SqlExecutor,
  hit: { readonly siteId: string; readonly key: string; readonly windowMs: number; readonly now: Date },
): Promise<number> => {
  const nowMs = hit.now.getTime();
  const windowStart = new Date(nowMs - (nowMs % hit.windowMs));
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
