import { SECOND_MS } from '../../shared/time.js';

/** Spec section 9: when the account's symbols cannot be read, the platform syncs again after 2 minutes. */
export const SYMBOL_SYNC_RETRY_SECONDS = 120;
export const SYMBOL_SYNC_RETRY_MS = SYMBOL_SYNC_RETRY_SECONDS * SECOND_MS;

/**
 * Whole seconds until the platform's next symbol sync after one that failed at `failedAtMs`, rounded
 * up; 0 once it is due, and never more than the retry delay (a clock set back does not lengthen it).
 */
export const symbolSyncSecondsLeft = (failedAtMs: number, nowMs: number): number => {
  const left = Math.ceil((failedAtMs + SYMBOL_SYNC_RETRY_MS - nowMs) / SECOND_MS);
  return Math.min(SYMBOL_SYNC_RETRY_SECONDS, Math.max(0, left));
};
