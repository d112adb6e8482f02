import { fail, ok, validateLoginForm, validateVerifyCode, type Result, type User } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { checkVerificationCode } from '../../auth/code.service.js';
import { contactOf } from '../../auth/contact.js';
import { clearVerifyCookie, readVerifyCookie, setSessionCookie } from '../../auth/cookies.js';
import { createSignedUpUser, parsePendingSignUp } from '../../auth/sign-up.js';
import { nowOf, type ServerContext } from '../../context.js';
import { announceSessionEnded } from '../../feed/session-ended.js';
import { defineRoute } from '../../http/route.js';
import { createSession, revokeSession, sessionNow } from '../../http/session.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import {
  duplicateUserCode,
  findUserById,
  loadUserEntity,
  type UserRecord,
} from '../../storage/users.repository.js';
import { consumeVerification, type VerificationRecord } from '../../storage/verification-codes.repository.js';
import { VERIFY_SCHEMA } from './schemas.js';

/** The user a checked request stands for: the one logging in, or the one a sign-up creates now. */
const userOfRequest = async (
  tx: SqlExecutor,
  siteId: string,
  verified: VerificationRecord,
  now: Date,
): Promise<Result<UserRecord>> => {
  if (verified.purpose === 'login') {
    const userId = verified.payload.userId;
    const user = typeof userId === 'string' ? await findUserById(tx, siteId, userId) : undefined;
    return user ? ok(user) : fail('ACCOUNT_NOT_FOUND');
  }
  const pending = parsePendingSignUp(verified.payload);
  if (!pending) throw new Error(`verification ${verified.id} holds no sign-up`);
  return createSignedUpUser(tx, siteId, pending, now);
};

/**
 * PATCH /auth/verify: the code of this browser's pending sign-up or log-in (the verify cookie), for
 * the contact the body names. On success the sign-up's user is created, the code is used up, any
 * session the browser had is revoked and a new one starts (a new id every time), and the answer is
 * the user with the session cookie.
 */
export const registerVerifyRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'PATCH /auth/verify',
    { schema: VERIFY_SCHEMA },
    async ({ request, reply, body, siteId }) => {
      const contact = validateLoginForm(body);
      if (contact.error) return contact;
      const code = validateVerifyCode(body.code);
      if (code.error) return code;
      const now = nowOf(ctx);
      let outcome: Result<{ user: User; sessionId: string }>;
      try {
        outcome = await ctx.db.transaction(async (tx): Promise<Result<{ user: User; sessionId: string }>> => {
          const checked = await checkVerificationCode(tx, ctx.secrets.codePepper, {
            siteId,
            ip: request.ip,
            requestId: readVerifyCookie(request),
            purposes: ['register', 'login'],
            destination: contactOf(contact.value).destination,
            code: code.value,
            now,
          });
          if (checked.error) return checked;
          const user = await userOfRequest(tx, siteId, checked.value, now);
          if (user.error) return user;
          if (!(await consumeVerification(tx, checked.value.id, now))) return fail('VERIFY_TOKEN_MISSING');
          if (request.member) await revokeSession(tx, request.member, sessionNow());
          const sessionId = await createSession(tx, { siteId, userId: user.value.id }, sessionNow());
          const entity = await loadUserEntity(tx, siteId, user.value.id);
          if (!entity) throw new Error('the verified user vanished');
          return ok({ user: entity, sessionId });
        });
      } catch (error) {
        const duplicate = duplicateUserCode(error);
        if (duplicate) return fail(duplicate);
        throw error;
      }
      if (outcome.error) return outcome;
      // The browser's previous session was revoked above: its sockets end too, on every process.
      if (request.member) await announceSessionEnded(ctx.feed, request.member);
      setSessionCookie(reply, ctx, outcome.value.sessionId);
      clearVerifyCookie(reply, ctx);
      return ok(outcome.value.user);
    },
  );
};
