import { METHODS } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusalOf } from '../http/reply.js';
import { UNMATCHED_ROUTE } from './metric-catalogue.js';
import type { ServerMetrics } from './server-metrics.js';

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS);

/** The route pattern (`/api/signal/:id`), never the URL: one series per route, not per id or query. */
export const routeLabelOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;

/** Node's parser takes only its known methods; anything else would be a label a client chose. */
const methodLabelOf = (method: string): string => (KNOWN_METHODS.has(method) ? method : 'OTHER');

/** HTTP 429: a limit refused it (RATE_LIMITED, RESEND_TOO_SOON). */
const TOO_MANY_REQUESTS = 429;

/**
 * Counts every answered request (method, route pattern, status, duration) and every refusal by a
 * limit, once it is answered. Register on the root instance before the routes, as request logging is.
 */
export const registerRequestMetrics = (app: FastifyInstance, metrics: ServerMetrics): void => {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabelOf(request);
    const status = reply.statusCode;
    metrics.requestAnswered({
      method: methodLabelOf(request.method),
      route,
      status,
      seconds: reply.elapsedTime / 1000,
    });
    if (status === TOO_MANY_REQUESTS) metrics.rateLimitRefused(route, refusalOf(reply) ?? 'RATE_LIMITED');
    done();
  });
};
