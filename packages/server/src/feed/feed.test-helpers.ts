import { newId, newToken } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';

/** A bare signal row of a member (the live feed only checks whose it is). */
export const insertSignalOf = async (db: SqlExecutor, siteId: string, userId: string): Promise<string> => {
  const id = newId();
  const now = new Date();
  await db.query(
    `INSERT INTO signals (site_id, id, user_id, token, name, status, platform, conn_status, conn_method,
       created_at, updated_at, info, follow_setting)
     VALUES ($1, $2, $3, $4, $5, 'PASSED', 'MT4', 'DISCONNECTED', 'EA', $6, $6, '{}', '{}')`,
    [siteId, id, userId, newToken(16), `signal ${id.slice(0, 8)}`, now],
  );
  return id;
};
