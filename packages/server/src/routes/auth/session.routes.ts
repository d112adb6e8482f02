import { ok } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/member.js';
import { clearSessionCookie } from '../../auth/cookies.js';
import { countryOfRequest } from '../../auth/ip-country.js';
import type { ServerContext } from '../../context.js';
import { announceSessionEnded } from '../../feed/session-ended.js';
import { defineRoute } from '../../http/route.js';
import { revokeSession, sessionNow } from '../../http/session.js';
import { issueWsToken } from '../../http/ws-token.js';
import { NO_INPUT_SCHEMA } from './schemas.js';

/** Logout, the live-feed token and the caller's country. */
export const registerSessionRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  // Ends the session on the server (the old cookie no longer signs anyone in) and clears the cookie.
  defineRoute(app, 'DELETE /auth/logout', { schema: NO_INPUT_SCHEMA }, async ({ reply, request }) => {
    const member = memberOf(request);
    await revokeSession(ctx.db, member, sessionNow());
    clearSessionCookie(reply, ctx);
    // Sockets this session authenticated stop receiving the member's data, on every server process.
    await announceSessionEnded(ctx.feed, member);
    return ok(true);
  });

  defineRoute(app, 'POST /auth/ws_token', { schema: NO_INPUT_SCHEMA }, async ({ request }) =>
    ok(await issueWsToken(memberOf(request), ctx.secrets.siteTokenKey, ctx.clock.now())),
  );

  defineRoute(app, 'GET /auth/ip_to_country', { schema: NO_INPUT_SCHEMA }, ({ request }) =>
    Promise.resolve(ok(countryOfRequest(request.headers))),
  );
};
