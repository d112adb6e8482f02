import type { SqlExecutor } from './database.port.js';

/** The answer stored for an idempotency key: its HTTP status and the JSON value it carried. */
export interface StoredAnswer {
  readonly requestHash: string;
  /** 0 while the first request is still running (never visible to others: it commits with the answer). */
  readonly statusCode: number;
  readonly response: unknown;
}

export interface IdempotencyScope {
  readonly siteId: string;
  readonly userId: string;
  readonly key: string;
}

/**
 * How long a key is remembered: a retry within this time replays the first answer. Longer than any
 * retry loop and than a month, so a script may name its key after the month and run twice safely.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 90;
const RETENTION_MS = IDEMPOTENCY_KEY_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Claims a key in the caller's transaction: true when this request is the first to use it. The
 * member's keys older than the retention are forgotten first (their rows are pruned here). A concurrent
 * request with the same key waits here on the primary key until the first one commits (then it gets
 * false and reads the stored answer) or rolls back (then it claims the key itself).
 */
export const claimIdempotencyKey = async (
  tx: SqlExecutor,
  scope: IdempotencyScope,
  requestHash: string,
  at: Date,
): Promise<boolean> => {
  await tx.query('DELETE FROM idempotency_keys WHERE site_id = $1 AND user_id = $2 AND created_at < $3', [
    scope.siteId,
    scope.userId,
    new Date(at.getTime() - RETENTION_MS),
  ]);
  const { rows } = await tx.query(
    `INSERT INTO idempotency_keys (site_id, user_id, key, request_hash, status_code, response, created_at)
     VALUES ($1, $2, $3, $4, 0, 'null', $5)
     ON CONFLICT (site_id, user_id, key) DO NOTHING RETURNING key`,
    [scope.siteId, scope.userId, scope.key, requestHash, at],
  );
  return rows.length > 0;
};

export const readIdempotencyKey = async (
  db: SqlExecutor,
  scope: IdempotencyScope,
): Promise<StoredAnswer | undefined> => {
  const { rows } = await db.query<{ request_hash: string; status_code: number; response: unknown }>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE site_id = $1 AND user_id = $2 AND key = $3',
    [scope.siteId, scope.userId, scope.key],
  );
  const row = rows[0];
  if (!row) return undefined;
  const response = typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response;
  return { requestHash: row.request_hash, statusCode: row.status_code, response };
};

/**
 * Stores the first request's answer under its key, in the same transaction as its effects. The answer
 * is kept as JSON text inside the jsonb (a jsonb string) because jsonb reorders object keys, and a
 * replay should be the same bytes as the first answer.
 */
export const storeIdempotentAnswer = async (
  tx: SqlExecutor,
  scope: IdempotencyScope,
  statusCode: number,
  response: unknown,
): Promise<void> => {
  await tx.query(
    'UPDATE idempotency_keys SET status_code = $4, response = $5 WHERE site_id = $1 AND user_id = $2 AND key = $3',
    [scope.siteId, scope.userId, scope.key, statusCode, JSON.stringify(JSON.stringify(response))],
  );
};
