import cookie from '@fastify/cookie';
import type { SiteInfo } from '@signal-portal/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { sendError } from '../http/reply.js';
import { SESSION_COOKIE, sessionNow, openSessionReader, type Member } from '../http/session.js';
import { bearerToken, originAllowed, readSiteToken } from '../http/site-token.js';
import { csvSiteToken } from '../http/csv-site-token.js';
import { cachedSiteLookup } from '../storage/site-cache.js';
import { findSiteById } from '../storage/sites.repository.js';
import { pageBaseUrl } from '../web/page-address.js';
import { bindRequestLog } from './request-logging.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site named by the site token (every API request has one). */
    site: SiteInfo;
    /** The signed-in member of that site, if the session cookie names a live session. */
    member: Member | undefined;
  }
}

/**
 * Every API request: the site token names the site (JWT_FORMAT when absent, garbled or naming no site),
 * a browser's Origin must be the site's (ORIGIN_MISMATCH), and the session cookie, when present, is
 * resolved to a member of that same site.
 */
export const registerRequestContext = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  await app.register(cookie);
  app.decorateRequest('site', null as unknown as SiteInfo);
  app.decorateRequest('member', undefined);

  const siteById = cachedSiteLookup((id) => findSiteById(ctx.db, id));
  const readSession = await openSessionReader(ctx.db);

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    // A CSV link may carry the site token in its query instead (see csvSiteToken).
    const token = bearerToken(request.headers.authorization) ?? csvSiteToken(request, app.prefix);
    const siteId = await readSiteToken(token, ctx.secrets.siteTokenKey);
    const site = siteId === undefined ? undefined : await siteById(siteId);
    if (!site) return sendError(reply, 'JWT_FORMAT');
    if (!site.enable) return sendError(reply, 'SITE_DISABLED');
    const pageOrigin = pageBaseUrl(request.host, ctx.config);
    if (!originAllowed(request.headers.origin, site.domain, ctx.config.publicUrl, pageOrigin)) {
      return sendError(reply, 'ORIGIN_MISMATCH');
    }
    request.site = site;
    request.member = await readSession(site.id, request.cookies[SESSION_COOKIE], sessionNow());
    bindRequestLog(request, reply, { siteId: site.id, userId: request.member?.userId });
    return undefined;
  });
};
