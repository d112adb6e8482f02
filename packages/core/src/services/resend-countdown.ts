import { SECOND_MS } from '../shared/time.js';

/**
 * The resend countdown of the code flow (spec section 9: "seconds; value not shown"): no new code goes
 * to the same contact within this many seconds of the last one (the server answers RESEND_TOO_SOON),
 * and the clients count it down on their resend button.
 */
export const RESEND_COUNTDOWN_SECONDS = 60;

/**
 * Whole seconds until a code sent at `sentAtMs` may be sent again, rounded up; 0 once allowed, and
 * never more than the countdown (a clock set back does not lengthen it).
 */
export const resendSecondsLeft = (sentAtMs: number, nowMs: number): number => {
  const left = Math.ceil((sentAtMs + RESEND_COUNTDOWN_SECONDS * SECOND_MS - nowMs) / SECOND_MS);
  return Math.min(RESEND_COUNTDOWN_SECONDS, Math.max(0, left));
};
