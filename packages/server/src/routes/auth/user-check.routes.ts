import { validateEmail, validatePhone, validateUsername, ok, type Result } from '@signal-portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_RATE_LIMITS, enforceRateLimit } from '../../auth/rate-limits.js';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { findUserByEmail, findUserByPhone, findUserByUsername } from '../../storage/users.repository.js';
import { EMAIL_CHECK_SCHEMA, PHONE_CHECK_SCHEMA, USERNAME_CHECK_SCHEMA } from './schemas.js';

/**
 * The sign-up form's existence checks. They answer whether a contact is registered, so they are
 * limited per IP (check:ip) like the code requests; the input is validated with core's rules first.
 */
export const registerUserCheckRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const limited = async (
    request: FastifyRequest,
    exists: () => Promise<boolean>,
  ): Promise<Result<boolean>> => {
    const allowed = await enforceRateLimit(ctx.db, AUTH_RATE_LIMITS.checkPerIp, {
      siteId: request.site.id,
      subject: request.ip,
      now: nowOf(ctx),
    });
    return allowed.error ? allowed : ok(await exists());
  };

  defineRoute(
    app,
    'GET /user_check/username',
    { schema: USERNAME_CHECK_SCHEMA },
    async ({ request, query, siteId }) => {
      const username = validateUsername(query.username);
      if (username.error) return username;
      return limited(
        request,
        async () => (await findUserByUsername(ctx.db, siteId, username.value)) !== undefined,
      );
    },
  );

  defineRoute(
    app,
    'GET /user_check/email',
    { schema: EMAIL_CHECK_SCHEMA },
    async ({ request, query, siteId }) => {
      const email = validateEmail(query.email);
      if (email.error) return email;
      return limited(request, async () => (await findUserByEmail(ctx.db, siteId, email.value)) !== undefined);
    },
  );

  defineRoute(
    app,
    'GET /user_check/phone',
    { schema: PHONE_CHECK_SCHEMA },
    async ({ request, query, siteId }) => {
      const phone = validatePhone(query.phone, query.countryCode);
      if (phone.error) return phone;
      return limited(
        request,
        async () => (await findUserByPhone(ctx.db, siteId, phone.value.e164)) !== undefined,
      );
    },
  );
};
