import { fail, ok, validateEmail, validateVerifyCode, type Result, type User } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/member.js';
import { checkVerificationCode, sendVerificationCode } from '../../auth/code.service.js';
import { emailContact } from '../../auth/contact.js';
import { clearVerifyCookie, readVerifyCookie, setVerifyCookie } from '../../auth/cookies.js';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import {
  bindUserEmail,
  duplicateUserCode,
  findUserByEmail,
  findUserById,
  loadUserEntity,
} from '../../storage/users.repository.js';
import { consumeVerification } from '../../storage/verification-codes.repository.js';
import { BIND_EMAIL_SCHEMA, VERIFY_BOUND_EMAIL_SCHEMA } from './schemas.js';

/**
 * Members without an email (signed up by phone) bind one: POST /auth/email sends a code to it (the
 * member must have no email yet: EMAIL_ALREADY_BOUND; nobody else may use it: EMAIL_EXISTS), and
 * PATCH /auth/email/verify binds it with the code of this browser's request, for this member only.
 */
export const registerBindEmailRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'POST /auth/email', { schema: BIND_EMAIL_SCHEMA }, async ({ reply, body, request }) => {
    const member = memberOf(request);
    const email = validateEmail(body.email);
    if (email.error) return email;
    const { siteId, userId } = member;
    const sent = await sendVerificationCode(ctx, {
      siteId,
      siteName: request.site.siteName,
      ip: request.ip,
      purpose: 'bind-email',
      contact: emailContact(email.value),
      language: 'en-US',
      prepare: async (tx) => {
        const user = await findUserById(tx, siteId, userId);
        if (!user) return fail('USER_NOT_FOUND');
        if (user.email !== '') return fail('EMAIL_ALREADY_BOUND');
        if (await findUserByEmail(tx, siteId, email.value)) return fail('EMAIL_EXISTS');
        return ok({ payload: { userId, email: email.value }, language: user.language });
      },
    });
    if (sent.error) return sent;
    setVerifyCookie(reply, ctx, sent.value);
    return ok(true);
  });

  defineRoute(
    app,
    'PATCH /auth/email/verify',
    { schema: VERIFY_BOUND_EMAIL_SCHEMA },
    async ({ reply, body, request }) => {
      const member = memberOf(request);
      const email = validateEmail(body.email);
      if (email.error) return email;
      const code = validateVerifyCode(body.code);
      if (code.error) return code;
      const { siteId, userId } = member;
      const now = nowOf(ctx);
      let outcome: Result<User>;
      try {
        outcome = await ctx.db.transaction(async (tx): Promise<Result<User>> => {
          const checked = await checkVerificationCode(tx, ctx.secrets.codePepper, {
            siteId,
            ip: request.ip,
            requestId: readVerifyCookie(request),
            purposes: ['bind-email'],
            destination: emailContact(email.value).destination,
            code: code.value,
            now,
            userId,
          });
          if (checked.error) return checked;
          if (await findUserByEmail(tx, siteId, email.value)) return fail('EMAIL_EXISTS');
          if (!(await bindUserEmail(tx, siteId, userId, email.value))) return fail('EMAIL_ALREADY_BOUND');
          if (!(await consumeVerification(tx, checked.value.id, now))) return fail('VERIFY_TOKEN_MISSING');
          const user = await loadUserEntity(tx, siteId, userId);
          return user ? ok(user) : fail('USER_NOT_FOUND');
        });
      } catch (error) {
        const duplicate = duplicateUserCode(error);
        if (duplicate) return fail(duplicate);
        throw error;
      }
      if (outcome.error) return outcome;
      clearVerifyCookie(reply, ctx);
      return outcome;
    },
  );
};
