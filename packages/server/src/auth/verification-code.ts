import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MINUTE_MS,
  RESEND_COUNTDOWN_SECONDS,
  SECOND_MS,
  VERIFY_CODE_LENGTH,
  type ErrorCode,
} from '@signal-portal/core';

/** A code is good for 10 minutes after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
/** The resend countdown the clients show: no new code to the same contact within it. */
export const RESEND_AFTER_MS = RESEND_COUNTDOWN_SECONDS * SECOND_MS;
/** The fifth wrong try voids the code (TOO_MANY_ATTEMPTS from then on). */
export const MAX_CODE_ATTEMPTS = 5;

const CODE_SPACE = 10 ** VERIFY_CODE_LENGTH;

/** A uniformly random 6-digit code from the system's CSPRNG, leading zeros kept. */
export const generateCode = (): string => String(randomInt(0, CODE_SPACE)).padStart(VERIFY_CODE_LENGTH, '0');

/**
 * The stored form of a code: HMAC-SHA256 under the server's pepper of `requestId:code`. Binding the
 * request id means a code is only good for the request it was sent for, and a leaked table cannot be
 * brute-forced without the pepper.
 */
export const hashCode = (pepper: string, requestId: string, code: string): string =>
  createHmac('sha256', pepper).update(`${requestId}:${code}`).digest('hex');

/** Whether `code` is the one hashed for this request, compared in constant time. */
export const codeMatches = (pepper: string, requestId: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashCode(pepper, requestId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** The state of a code request that decides how a try is answered, before the code itself is compared. */
export interface CodeRequestState {
  readonly attempts: number;
  readonly expiresAt: Date;
  readonly consumedAt: Date | null;
  readonly voidedAt: Date | null;
}

/**
 * Why a request no longer takes a code, or undefined while it does. Order: used (no pending request),
 * too many wrong tries, replaced by a newer code or undeliverable, expired (at exactly 10 minutes).
 */
export const codeRequestRefusal = (request: CodeRequestState, now: Date): ErrorCode | undefined => {
  if (request.consumedAt !== null) return 'VERIFY_TOKEN_MISSING';
  if (request.attempts >= MAX_CODE_ATTEMPTS) return 'TOO_MANY_ATTEMPTS';
  if (request.voidedAt !== null) return 'VERIFY_TOKEN_EXPIRED';
  if (now.getTime() >= request.expiresAt.getTime()) return 'VERIFY_TOKEN_EXPIRED';
  return undefined;
};

/** The answer to a wrong code: wrong, or (on the try that used the last attempt) too many attempts. */
export const wrongCodeRefusal = (attemptsAfter: number): ErrorCode =>
  attemptsAfter >= MAX_CODE_ATTEMPTS ? 'TOO_MANY_ATTEMPTS' : 'VERIFY_TOKEN_WRONG';
