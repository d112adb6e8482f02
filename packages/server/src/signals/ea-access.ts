import type { ErrorCode } from '@signal-portal/core';
import { countRateHit, enforceRateLimit, rateLimitHasRoom, type RateSubject } from '../auth/rate-limits.js';
import { nowOf, type ServerContext } from '../context.js';
import { findSignalKeyByToken } from '../storage/ea-terminal.repository.js';
import type { SignalKey } from '../storage/signal-history.repository.js';
import { EA_RATE_LIMITS, secondsLeftInWindow } from './ea-limits.js';

/** A signal token as the platform issues them (base64url); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Unknown tokens belong to no site; their counters are kept under this site id (no site has it), so
 * they never mix with a site's own.
 */
const NO_SITE = '';

export type EaAccess =
  | { readonly granted: true; readonly key: SignalKey }
  | { readonly granted: false; readonly code: ErrorCode; readonly retryAfterSeconds?: number };

/**
 * Who an EA call is for: the signal its bearer token names (the token is the signal's own, shown to
 * the provider for the EA; no site token, no session). The token is found through the unique index
 * of `signals.token`: tokens are 32 random base64url characters, so the timing of a lookup tells a
 * guesser nothing usable, and failed attempts are limited per address. A token of a deleted signal
 * names nothing. Every call with a known token counts against the signal's rate limit.
 */
export const authenticateEaCall = async (
  ctx: ServerContext,
  token: string | undefined,
  address: string,
): Promise<EaAccess> => {
  const now = nowOf(ctx);
  const from: RateSubject = { siteId: NO_SITE, subject: address, now };
  const { badTokenPerAddress, perSignal } = EA_RATE_LIMITS;
  if (!(await rateLimitHasRoom(ctx.db, badTokenPerAddress, from))) {
    return {
      granted: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: secondsLeftInWindow(badTokenPerAddress, now),
    };
  }
  const key =
    token !== undefined && TOKEN_SHAPE.test(token) ? await findSignalKeyByToken(ctx.db, token) : undefined;
  if (key === undefined) {
    await countRateHit(ctx.db, badTokenPerAddress, from);
    return { granted: false, code: 'EA_TOKEN_INVALID' };
  }
  const counted = await enforceRateLimit(ctx.db, perSignal, {
    siteId: key.siteId,
    subject: key.signalId,
    now,
  });
  if (counted.error) {
    return { granted: false, code: 'RATE_LIMITED', retryAfterSeconds: secondsLeftInWindow(perSignal, now) };
  }
  return { granted: true, key };
};
