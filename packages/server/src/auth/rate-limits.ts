import { fail, HOUR_MS, ok, type Result } from '@signal-portal/core';
import type { SqlExecutor } from '../storage/database.port.js';
import { countHit } from '../storage/rate-counters.repository.js';

export interface RateLimit {
  /** Prefix of the counter key, e.g. 'send:ip'. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Limits of the code flow (per site, fixed one-hour windows in `rate_counters`, shared by every
 * process). Per IP they slow one client down; per contact they protect one inbox or phone and slow
 * account enumeration through ACCOUNT_NOT_FOUND.
 */
export const AUTH_RATE_LIMITS = {
  /** Codes sent to one email or phone. */
  sendPerContact: { name: 'send:contact', max: 5, windowMs: HOUR_MS },
  /** Code requests from one IP (refused ones included). */
  sendPerIp: { name: 'send:ip', max: 20, windowMs: HOUR_MS },
  /** Code checks from one IP. */
  verifyPerIp: { name: 'verify:ip', max: 30, windowMs: HOUR_MS },
  /** Code checks against one contact's pending requests. */
  verifyPerContact: { name: 'verify:contact', max: 20, windowMs: HOUR_MS },
  /** user_check calls from one IP: they say whether an email or phone is registered. */
  checkPerIp: { name: 'check:ip', max: 120, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** Counts one hit for `subject` and refuses with RATE_LIMITED once the window's count passes the limit. */
export const enforceRateLimit = async (
  db: SqlExecutor,
  limit: RateLimit,
  hit: { readonly siteId: string; readonly subject: string; readonly now: Date },
): Promise<Result<void>> => {
  const count = await countHit(db, {
    siteId: hit.siteId,
    key: `${limit.name}:${hit.subject}`,
    windowMs: limit.windowMs,
    now: hit.now,
  });
  return count > limit.max ? fail('RATE_LIMITED') : ok(undefined);
};
