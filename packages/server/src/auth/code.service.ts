import { fail, ok, type Language, type Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import { nowOf } from '../context.js';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  insertVerification,
  latestUnusedVerificationTo,
  lockVerification,
  recordWrongAttempt,
  voidPendingVerifications,
  voidVerification,
  type CodePurpose,
  type VerificationRecord,
} from '../storage/verification-codes.repository.js';
import type { Contact } from './contact.js';
import { AUTH_RATE_LIMITS, enforceRateLimit } from './rate-limits.js';
import {
  CODE_TTL_MS,
  codeMatches,
  codeRequestRefusal,
  generateCode,
  hashCode,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_MS,
  wrongCodeRefusal,
} from './verification-code.js';

export interface CodeSendRequest {
  readonly siteId: string;
  readonly siteName: string;
  readonly ip: string;
  readonly purpose: CodePurpose;
  readonly contact: Contact;
  /** The language the message is written in, unless `prepare` names the account's own. */
  readonly language: Language;
  /**
   * The purpose's own checks (account exists, username free, ...), run inside the transaction after
   * the limits: what to keep with the request for the verify step, or a refusal.
   */
  prepare(tx: SqlExecutor): Promise<Result<PreparedCode>>;
}

export interface PreparedCode {
  readonly payload: Readonly<Record<string, unknown>>;
  readonly language?: Language;
}

/**
 * Sends a 6-digit code and records its request (hash only). In order: the per-IP limit, the resend
 * countdown of the contact, the per-contact limit, the purpose's checks; then older pending codes of
 * the same contact and purpose are voided. Refused requests still count towards the limits. The code
 * goes out after the commit; if delivery fails the request is voided (SERVICE_ERROR). Answers the
 * request id, which the caller hands to the browser in the verify cookie.
 */
export const sendVerificationCode = async (
  ctx: ServerContext,
  request: CodeSendRequest,
): Promise<Result<string>> => {
  const now = nowOf(ctx);
  const { siteId, contact } = request;
  const issued = await ctx.db.transaction(
    async (tx): Promise<Result<{ id: string; code: string; language: Language }>> => {
      // Two requests for one contact queue here, so the countdown cannot be raced.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${siteId}:${contact.destination}`]);
      const perIp = await enforceRateLimit(tx, AUTH_RATE_LIMITS.sendPerIp, {
        siteId,
        subject: request.ip,
        now,
      });
      if (perIp.error) return perIp;
      const latest = await latestUnusedVerificationTo(tx, siteId, contact.destination);
      if (latest && now.getTime() < latest.resendAfter.getTime()) return fail('RESEND_TOO_SOON');
      const perContact = await enforceRateLimit(tx, AUTH_RATE_LIMITS.sendPerContact, {
        siteId,
        subject: contact.destination,
        now,
      });
      if (perContact.error) return perContact;
      const prepared = await request.prepare(tx);
      if (prepared.error) return prepared;
      await voidPendingVerifications(tx, siteId, contact.destination, request.purpose, now);
      const id = newId();
      const code = generateCode();
      await insertVerification(tx, {
        id,
        siteId,
        purpose: request.purpose,
        channel: contact.channel,
        destination: contact.destination,
        codeHash: hashCode(ctx.secrets.codePepper, id, code),
        payload: prepared.value.payload,
        createdAt: now,
        resendAfter: new Date(now.getTime() + RESEND_AFTER_MS),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        ip: request.ip,
      });
      return ok({ id, code, language: prepared.value.language ?? request.language });
    },
  );
  if (issued.error) return issued;
  try {
    await ctx.notifier.sendCode({
      channel: contact.channel,
      to: contact.to,
      code: issued.value.code,
      purpose: request.purpose,
      siteName: request.siteName,
      language: issued.value.language,
    });
  } catch {
    await voidVerification(ctx.db, issued.value.id, now);
    return fail('SERVICE_ERROR');
  }
  return ok(issued.value.id);
};

export interface CodeCheck {
  readonly siteId: string;
  readonly ip: string;
  /** The request id from the browser's verify cookie, if it sent one. */
  readonly requestId: string | undefined;
  /** Purposes this route completes. */
  readonly purposes: readonly CodePurpose[];
  /** The contact the body names: it must be the one the request was for. */
  readonly destination: string;
  readonly code: string;
  readonly now: Date;
  /** For member flows: the user the request must have been made by. */
  readonly userId?: string;
}

/**
 * Checks a code inside the caller's transaction (the request row stays locked until it ends): the
 * per-IP limit; a pending request of this browser, purpose, contact and member (else VERIFY_TOKEN_MISSING);
 * the per-contact limit; used, voided, expired; then the code. A wrong code counts a try, and the
 * fifth voids the request. Answers the request for the caller to act on and then consume.
 */
export const checkVerificationCode = async (
  tx: SqlExecutor,
  pepper: string,
  check: CodeCheck,
): Promise<Result<VerificationRecord>> => {
  const { siteId, now } = check;
  const perIp = await enforceRateLimit(tx, AUTH_RATE_LIMITS.verifyPerIp, { siteId, subject: check.ip, now });
  if (perIp.error) return perIp;
  if (check.requestId === undefined) return fail('VERIFY_TOKEN_MISSING');
  const request = await lockVerification(tx, siteId, check.requestId);
  if (
    !request ||
    !check.purposes.includes(request.purpose) ||
    request.destination !== check.destination ||
    (check.userId !== undefined && request.payload.userId !== check.userId)
  ) {
    return fail('VERIFY_TOKEN_MISSING');
  }
  const perContact = await enforceRateLimit(tx, AUTH_RATE_LIMITS.verifyPerContact, {
    siteId,
    subject: request.destination,
    now,
  });
  if (perContact.error) return perContact;
  const refusal = codeRequestRefusal(request, now);
  if (refusal) return fail(refusal);
  if (!codeMatches(pepper, request.id, check.code, request.codeHash)) {
    return fail(wrongCodeRefusal(await recordWrongAttempt(tx, request.id, MAX_CODE_ATTEMPTS, now)));
  }
  return ok(request);
};
