import { fail, HOUR_MS, MINUTE_MS, ok, type Result } from '@signal-portal/core';
import type { SqlExecutor } from '../storage/database.port.js';
import { countHit, readCount, type RateHit } from '../storage/rate-counters.repository.js';

export interface RateLimit {
  /** Prefix of the counter key, e.g. 'send:ip'. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Limits of the code flow (per site, fixed windows in `rate_counters`, shared by every process). An
 * address is a client's IPv4 address or IPv6 /64 (`clientAddressOf`); a client is a contact asked
 * for from one address. Per address they slow one client down and slow account enumeration through
 * ACCOUNT_NOT_FOUND. Per contact nothing counts everyone's requests for an hour, so that strangers
 * cannot lock a member out (issue 10): codes are limited per client, and clients new to the contact
 * share a short window, which bounds the guesses on it (each code takes 5 tries).
 */
export const AUTH_RATE_LIMITS = {
  /** Code requests from one address, whatever the contact (refused ones included). */
  sendPerIp: { name: 'send:ip', max: 20, windowMs: HOUR_MS },
  /**
   * Codes sent to one contact for one client, counted over the last hour from the codes themselves (a
   * sliding window: one address cannot fill the new-client windows on both sides of an hour's turn),
   * so its `name` keys no counter.
   */
  sendPerClient: { name: 'send:client', max: 5, windowMs: HOUR_MS },
  /**
   * Codes sent to one contact for all clients that never completed one of its codes, together. A
   * stranger's requests fill at most this window; a client that completed a code before is not held.
   */
  sendToNewClients: { name: 'send:new-clients', max: 3, windowMs: 10 * MINUTE_MS },
  /** Code checks from one address. */
  verifyPerIp: { name: 'verify:ip', max: 30, windowMs: HOUR_MS },
  /** user_check calls from one IP: they say whether an email or phone is registered. */
  checkPerIp: { name: 'check:ip', max: 120, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

export interface RateSubject {
  readonly siteId: string;
  readonly subject: string;
  readonly now: Date;
}

const hitOf = (limit: RateLimit, on: RateSubject): RateHit => ({
  siteId: on.siteId,
  key: `${limit.name}:${on.subject}`,
  windowMs: limit.windowMs,
  now: on.now,
});

/** Counts one hit for `subject` and refuses with RATE_LIMITED once the window's count passes the limit. */
export const enforceRateLimit = async (
  db: SqlExecutor,
  limit: RateLimit,
  on: RateSubject,
): Promise<Result<void>> =>
  (await countHit(db, hitOf(limit, on))) > limit.max ? fail('RATE_LIMITED') : ok(undefined);

/**
 * Whether the window has room for one more hit, counting nothing: for limits that count only what
 * went through (a code sent). The caller holds the subject's lock until it has counted with `countRateHit`.
 */
export const rateLimitHasRoom = async (
  db: SqlExecutor,
  limit: RateLimit,
  on: RateSubject,
): Promise<boolean> => (await readCount(db, hitOf(limit, on))) < limit.max;

/** Counts one hit that went through. */
export const countRateHit = async (db: SqlExecutor, limit: RateLimit, on: RateSubject): Promise<void> => {
  await countHit(db, hitOf(limit, on));
};
