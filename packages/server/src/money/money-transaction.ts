import type { Database, SqlExecutor } from '../storage/database.port.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  RETRYABLE_SQLSTATES.has(String((error as { code?: unknown }).code));

/**
 * One money transaction, run again (from scratch) when PostgreSQL aborted it for a deadlock or a
 * serialisation failure. Locks are taken in one order (member's USER_BALANCE, then the withdrawal,
 * then ledger accounts by id), but other areas posting for several members in one transaction can
 * still cross ours on the shared platform accounts; the loser is rolled back and simply retried.
 */
export const moneyTransaction = async <T>(
  db: Database,
  work: (tx: SqlExecutor) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
};
