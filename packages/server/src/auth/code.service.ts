import { fail, ok, type Language, type Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import { nowOf } from '../context.js';
import { newId } from '../ids.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  clientCompletedCodeBefore,
  codesSentToClientSince,
  insertVerification,
  latestPendingFromClient,
  lockVerification,
  recordWrongAttempt,
  voidPendingFromClient,
  voidVerification,
  type CodePurpose,
  type VerificationRecord,
} from '../storage/verification-codes.repository.js';
import { clientAddressOf } from './client-address.js';
import type { Contact } from './contact.js';
import { AUTH_RATE_LIMITS, countRateHit, enforceRateLimit, rateLimitHasRoom } from './rate-limits.js';
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

interface ClientOfContact {
  readonly siteId: string;
  readonly destination: string;
  /** The caller's address as the limits count it (`clientAddressOf`). */
  readonly client: string;
  readonly now: Date;
}

/**
 * The limits a code request meets before the purpose's checks, none of which other clients' requests
 * can use up: the per-address limit (refused requests count too), the client's own resend countdown,
 * its codes in the last hour and, for a client that never completed a code of the contact, the short
 * window such clients share. Answers whether the client is new to the contact (its code then counts
 * in that window).
 */
const checkClientLimits = async (
  tx: SqlExecutor,
  on: ClientOfContact,
): Promise<Result<{ newClient: boolean }>> => {
  const { siteId, destination, client, now } = on;
  const perIp = await enforceRateLimit(tx, AUTH_RATE_LIMITS.sendPerIp, { siteId, subject: client, now });
  if (perIp.error) return perIp;
  const latest = await latestPendingFromClient(tx, siteId, destination, client);
  if (latest && now.getTime() < latest.resendAfter.getTime()) return fail('RESEND_TOO_SOON');
  const { sendPerClient, sendToNewClients } = AUTH_RATE_LIMITS;
  const since = new Date(now.getTime() - sendPerClient.windowMs);
  if ((await codesSentToClientSince(tx, siteId, destination, client, since)) >= sendPerClient.max) {
    return fail('RATE_LIMITED');
  }
  const newClient = !(await clientCompletedCodeBefore(tx, siteId, destination, client));
  if (newClient && !(await rateLimitHasRoom(tx, sendToNewClients, { siteId, subject: destination, now }))) {
    return fail('RATE_LIMITED');
  }
  return ok({ newClient });
};

/**
 * Sends a 6-digit code and records its request (hash only). A client is the contact asked for from one
 * address. In order: the client's limits (`checkClientLimits`), the purpose's checks; then the
 * client's older pending codes of the purpose are voided (never another client's: a stranger's request
 * never voids a member's code). The code goes out after the commit; if delivery fails the request is
 * voided (SERVICE_ERROR). Answers the request id, which the caller hands to the browser in the verify
 * cookie.
 */
export const sendVerificationCode = async (
  ctx: ServerContext,
  request: CodeSendRequest,
): Promise<Result<string>> => {
  const now = nowOf(ctx);
  const { siteId, contact } = request;
  const { destination } = contact;
  const client = clientAddressOf(request.ip);
  const issued = await ctx.db.transaction(
    async (tx): Promise<Result<{ id: string; code: string; language: Language }>> => {
      // Every request for one contact queues here, so its countdowns and windows cannot be raced.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${siteId}:${destination}`]);
      const limits = await checkClientLimits(tx, { siteId, destination, client, now });
      if (limits.error) return limits;
      const prepared = await request.prepare(tx);
      if (prepared.error) return prepared;
      await voidPendingFromClient(tx, siteId, destination, request.purpose, client, now);
      const id = newId();
      const code = generateCode();
      await insertVerification(tx, {
        id,
        siteId,
        purpose: request.purpose,
        channel: contact.channel,
        destination,
        codeHash: hashCode(ctx.secrets.codePepper, id, code),
        payload: prepared.value.payload,
        createdAt: now,
        resendAfter: new Date(now.getTime() + RESEND_AFTER_MS),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        client,
      });
      if (limits.value.newClient) {
        await countRateHit(tx, AUTH_RATE_LIMITS.sendToNewClients, { siteId, subject: destination, now });
      }
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
    ctx.metrics.codeSend(contact.channel, request.purpose, 'failed');
    await voidVerification(ctx.db, issued.value.id, now);
    return fail('SERVICE_ERROR');
  }
  ctx.metrics.codeSend(contact.channel, request.purpose, 'sent');
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
 * per-address limit; a pending request of this browser, purpose, contact and member (else
 * VERIFY_TOKEN_MISSING); used, voided, expired; then the code. A wrong code counts a try, and the fifth
 * voids the request. Nothing counts checks per contact: guesses are bounded by the codes a contact can
 * be sent times 5, and a per-contact count would let strangers' wrong codes hold back the member's
 * right one. Answers the request for the caller to act on and then consume.
 */
export const checkVerificationCode = async (
  tx: SqlExecutor,
  pepper: string,
  check: CodeCheck,
): Promise<Result<VerificationRecord>> => {
  const { siteId, now } = check;
  const perIp = await enforceRateLimit(tx, AUTH_RATE_LIMITS.verifyPerIp, {
    siteId,
    subject: clientAddressOf(check.ip),
    now,
  });
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
  const refusal = codeRequestRefusal(request, now);
  if (refusal) return fail(refusal);
  if (!codeMatches(pepper, request.id, check.code, request.codeHash)) {
    return fail(wrongCodeRefusal(await recordWrongAttempt(tx, request.id, MAX_CODE_ATTEMPTS, now)));
  }
  return ok(request);
};
