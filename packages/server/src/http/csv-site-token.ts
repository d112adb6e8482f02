import { API_ROUTES, matchRoute, SITE_TOKEN_QUERY_PARAM, type RouteKey } from '@signal-portal/core';
import type { FastifyRequest } from 'fastify';

/** The routes that stream CSV (`format=csv`), by their paths. */
const CSV_ROUTES: ReadonlySet<RouteKey> = new Set(
  (Object.keys(API_ROUTES) as RouteKey[]).filter((key) => API_ROUTES[key].csv),
);

/**
 * The site token of a CSV link: `?siteToken=` on a GET of a CSV route with `format=csv`, and only
 * then. A browser opening a link (the report page's "Download CSV", which must stream to disk however
 * large the file) cannot send the Authorization header. This admits nothing more than the header does:
 * the site token is public (every page carries it), it only names the site; the member is still the
 * session cookie's (HttpOnly, SameSite=Lax), and the request only reads. What the header also gave, a
 * proof that the site's own script made the request, is kept by refusing a request the browser marks
 * as started by another site (`Sec-Fetch-Site: cross-site`): another site's page could otherwise make
 * a member's browser save their report (which it still could not read). Browsers send no Origin on a
 * navigation, so Sec-Fetch-Site is the signal here; the Origin check stays for everything else.
 */
export const csvSiteToken = (request: FastifyRequest, apiPrefix: string): string | undefined => {
  if (request.method !== 'GET') return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.[SITE_TOKEN_QUERY_PARAM];
  if (typeof token !== 'string' || query?.['format'] !== 'csv') return undefined;
  if (request.headers['sec-fetch-site'] === 'cross-site') return undefined;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith(`${apiPrefix}/`)) return undefined;
  const route = matchRoute('GET', path.slice(apiPrefix.length));
  return route !== undefined && CSV_ROUTES.has(route) ? token : undefined;
};
