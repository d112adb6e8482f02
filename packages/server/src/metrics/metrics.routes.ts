import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../context.js';
import type { LiveFeedServer } from '../feed/live-feed.server.js';
import { sendError } from '../http/reply.js';

/** Where Prometheus scrapes this process. */
export const METRICS_PATH = '/metrics';

/**
 * Both sides hashed first, so the comparison takes the same time whatever the given token's length
 * (timingSafeEqual alone needs equal lengths and would tell the length apart).
 */
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), else undefined. */
export const bearerTokenOf = (header: string | undefined): string | undefined => {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1];
};

/**
 * GET /metrics (Prometheus text format) on the root instance: outside /api, so no site token, Origin
 * check or session applies; its own bearer token instead (METRICS_TOKEN). Without one configured the
 * path answers ROUTE_NOT_FOUND like the other reserved paths, and nothing is counted. Scrapes come
 * every few seconds: their request lines are logged only at warn (a refused one is logged there).
 */
export const registerMetricsRoute = (
  app: FastifyInstance,
  ctx: ServerContext,
  feed: Pick<LiveFeedServer, 'connectionCount' | 'hub'>,
): void => {
  const token = ctx.config.metricsToken;
  if (token !== undefined) ctx.metrics.enableProcessMetrics();
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (token === undefined) return sendError(reply, 'ROUTE_NOT_FOUND');
    const given = bearerTokenOf(request.headers.authorization);
    if (given === undefined || !sameToken(given, token)) {
      request.log.warn({ bearer: given !== undefined }, 'metrics scrape refused: wrong or missing token');
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 'INVALID_CREDENTIALS');
    }
    const text = await ctx.metrics.scrape({
      db: ctx.db,
      now: nowOf(ctx),
      ledgerChecks: ctx.ledgerChecks,
      feed: { sockets: feed.connectionCount, members: () => feed.hub.memberCount },
    });
    return reply
      .header('content-type', ctx.metrics.contentType)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(text);
  });
};
