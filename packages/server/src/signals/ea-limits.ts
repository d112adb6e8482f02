import { MINUTE_MS, SECOND_MS } from '@signal-portal/core';
import type { RateLimit } from '../auth/rate-limits.js';

/**
 * The numbers of the EA protocol (docs/ea-protocol.md), in one place so the routes, the docs section
 * and the reference client's expectations cannot drift apart.
 */

/** How often an EA is asked to send a heartbeat. */
export const EA_HEARTBEAT_INTERVAL_MS = MINUTE_MS;

/**
 * Without any call for this long, the connection health check takes an EA signal as lost
 * (HEARTBEAT_LOST): three missed heartbeats, so one slow network minute loses nothing.
 */
export const EA_HEARTBEAT_TIMEOUT_MS = 3 * MINUTE_MS;

/** Trades (opened and closed together) or balance operations in one call. */
export const EA_MAX_BATCH = 500;

/** Largest request body: a full batch of trades with long tickets and symbols fits with room to spare. */
export const EA_BODY_LIMIT = 512 * 1024;

/** How far ahead of the platform's clock a time may be (the terminal's clock is not ours). */
export const EA_CLOCK_SKEW_MS = 5 * MINUTE_MS;

/** No trade or balance operation is older than this (a zero time from the terminal reads as 1970). */
export const EA_EARLIEST_TIME = '2000-01-01T00:00:00.000Z';

/**
 * Per signal: every authenticated call counts. 120 a minute carries a heartbeat a minute and a
 * 10,000-trade history (20 calls of 500) with room; a looping EA is stopped within the minute.
 * Per address: calls without a usable token (none, garbled or unknown). Past that limit the address
 * is refused before any lookup, valid tokens too, so a guesser learns nothing and costs nothing.
 */
export const EA_RATE_LIMITS = {
  perSignal: { name: 'ea:signal', max: 120, windowMs: MINUTE_MS },
  badTokenPerAddress: { name: 'ea:bad-token', max: 20, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;

/** Seconds until the fixed window of `limit` that holds `now` ends (the Retry-After of a RATE_LIMITED). */
export const secondsLeftInWindow = (limit: RateLimit, now: Date): number =>
  Math.max(1, Math.ceil((limit.windowMs - (now.getTime() % limit.windowMs)) / SECOND_MS));
