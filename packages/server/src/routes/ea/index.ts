import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { API_ANSWER_HEADERS } from '../../plugins/api-headers.js';
import { registerErrorHandling } from '../../plugins/error-handler.js';
import { registerEaAuth } from './ea-auth.js';
import { registerEaCalls } from './ea.routes.js';

/** Where the EA protocol lives: beside the portal's API, not under it (its own auth, docs/ea-protocol.md). */
export const EA_PREFIX = '/ea/v1';

/**
 * The EA protocol: calls an expert advisor in the provider's MetaTrader terminal makes with the
 * signal token. Answers and errors in the API's envelope (`{ field: value }`, `{ error: CODE }`),
 * never cached.
 */
export const registerEaRoutes = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  registerErrorHandling(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(API_ANSWER_HEADERS);
    return payload;
  });
  registerEaAuth(app, ctx);
  registerEaCalls(app, ctx);
  return Promise.resolve();
};
