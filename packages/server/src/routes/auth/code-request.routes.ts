import {
  fail,
  isLanguage,
  ok,
  validateLoginForm,
  validateSignUp,
  type Language,
  type LoginPayload,
  type RegisterPayload,
  type Result,
  type SignUpForm,
} from '@signal-portal/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendVerificationCode } from '../../auth/code.service.js';
import { contactOf } from '../../auth/contact.js';
import { setVerifyCookie } from '../../auth/cookies.js';
import { checkSignUpFree, pendingSignUpOf, resolveReferrer } from '../../auth/sign-up.js';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { findUserByEmail, findUserByPhone } from '../../storage/users.repository.js';
import {
  LOGIN_BY_EMAIL_SCHEMA,
  LOGIN_BY_PHONE_SCHEMA,
  REGISTER_BY_EMAIL_SCHEMA,
  REGISTER_BY_PHONE_SCHEMA,
} from './schemas.js';

/** The sign-up: core's rules, then (in the send transaction) contact and username free, referrer known. */
const requestSignUpCode = async (
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: SignUpForm & { readonly language: string },
): Promise<Result<true>> => {
  const valid = validateSignUp(form);
  if (valid.error) return valid;
  if (!isLanguage(form.language)) return fail('LANGUAGE_UNSUPPORTED');
  const payload: RegisterPayload = valid.value;
  const language: Language = form.language;
  const siteId = request.site.id;
  const sent = await sendVerificationCode(ctx, {
    siteId,
    siteName: request.site.siteName,
    ip: request.ip,
    purpose: 'register',
    contact: contactOf(payload),
    language,
    prepare: async (tx) => {
      const pending = pendingSignUpOf(payload, language, null);
      const free = await checkSignUpFree(tx, siteId, pending);
      if (free.error) return free;
      const referrer = await resolveReferrer(tx, siteId, payload.referrer);
      if (referrer.error) return referrer;
      return ok({ payload: { ...pending, referrerId: referrer.value } });
    },
  });
  if (sent.error) return sent;
  setVerifyCookie(reply, ctx, sent.value);
  return ok(true);
};

/**
 * The log-in. An unknown contact is ACCOUNT_NOT_FOUND, as the spec's message ("cannot find the
 * account, please register") requires; that does tell whether a contact is registered (so do the
 * user_check calls the sign-up form needs), so it is answered only after the per-IP and per-contact
 * limits have counted the request.
 */
const requestLoginCode = async (
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: LoginPayload,
): Promise<Result<true>> => {
  const valid = validateLoginForm(form);
  if (valid.error) return valid;
  const payload = valid.value;
  const siteId = request.site.id;
  const sent = await sendVerificationCode(ctx, {
    siteId,
    siteName: request.site.siteName,
    ip: request.ip,
    purpose: 'login',
    contact: contactOf(payload),
    language: 'en-US',
    prepare: async (tx) => {
      const user =
        payload.method === 'email'
          ? await findUserByEmail(tx, siteId, payload.email)
          : await findUserByPhone(tx, siteId, payload.phone);
      if (!user) return fail('ACCOUNT_NOT_FOUND');
      return ok({ payload: { userId: user.id }, language: user.language });
    },
  });
  if (sent.error) return sent;
  setVerifyCookie(reply, ctx, sent.value);
  return ok(true);
};

/** POST /auth/register_by_email|phone and /auth/login_by_email|phone: each sends a code. */
export const registerCodeRequestRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'POST /auth/register_by_email',
    { schema: REGISTER_BY_EMAIL_SCHEMA },
    ({ request, reply, body }) => requestSignUpCode(ctx, request, reply, body),
  );
  defineRoute(
    app,
    'POST /auth/register_by_phone',
    { schema: REGISTER_BY_PHONE_SCHEMA },
    ({ request, reply, body }) => requestSignUpCode(ctx, request, reply, body),
  );
  defineRoute(
    app,
    'POST /auth/login_by_email',
    { schema: LOGIN_BY_EMAIL_SCHEMA },
    ({ request, reply, body }) => requestLoginCode(ctx, request, reply, body),
  );
  defineRoute(
    app,
    'POST /auth/login_by_phone',
    { schema: LOGIN_BY_PHONE_SCHEMA },
    ({ request, reply, body }) => requestLoginCode(ctx, request, reply, body),
  );
};
