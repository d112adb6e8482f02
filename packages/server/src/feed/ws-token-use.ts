import { createHash } from 'node:crypto';
import { WS_TOKEN_TTL_SECONDS } from '../http/ws-token.js';
import type { SqlExecutor } from '../storage/database.port.js';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Records the use of a (verified) ws token; false when it was used before, by any server process.
 * Expired records are pruned on the way: an expired token fails verification anyway.
 */
export const useWsTokenOnce = async (
  db: SqlExecutor,
  siteId: string,
  token: string,
  nowMs: number,
): Promise<boolean> => {
  await db.query('DELETE FROM ws_token_uses WHERE expires_at < $1', [new Date(nowMs)]);
  const { rowCount } = await db.query(
    `INSERT INTO ws_token_uses (token_hash, site_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (token_hash) DO NOTHING`,
    [hashOf(token), siteId, new Date(nowMs + WS_TOKEN_TTL_SECONDS * 1000 * 2)],
  );
  return rowCount === 1;
};
