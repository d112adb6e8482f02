import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressOf } from '../../auth/client-address.js';
import type { ServerContext } from '../../context.js';
import { sendError } from '../../http/reply.js';
import { bearerToken } from '../../http/site-token.js';
import { bindRequestLog } from '../../plugins/request-logging.js';
import { authenticateEaCall } from '../../signals/ea-access.js';
import type { SignalKey } from '../../storage/signal-history.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signal an EA call's token names (EA routes only). */
    eaSignal: SignalKey;
  }
}

/**
 * Every EA call, before its body is even read: `Authorization: Bearer <signal token>` names the signal
 * (no site token, no cookie, no Origin check: an EA is no browser, and the token is all it has).
 * Refusals: EA_TOKEN_INVALID, RATE_LIMITED with Retry-After.
 */
export const registerEaAuth = (app: FastifyInstance, ctx: ServerContext): void => {
  app.decorateRequest('eaSignal', null as unknown as SignalKey);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const access = await authenticateEaCall(
      ctx,
      bearerToken(request.headers.authorization),
      clientAddressOf(request.ip),
    );
    if (!access.granted) {
      if (access.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(access.retryAfterSeconds));
      return sendError(reply, access.code);
    }
    request.eaSignal = access.key;
    bindRequestLog(request, reply, { siteId: access.key.siteId });
    return undefined;
  });
};
