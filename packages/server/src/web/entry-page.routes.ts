import { readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { sendError } from '../http/reply.js';
import { SESSION_COOKIE } from '../http/session.js';
import { issueSiteToken } from '../http/site-token.js';
import { cachedSiteLookup } from '../storage/site-cache.js';
import { findSiteByDomain, listSites } from '../storage/sites.repository.js';
import {
  endpointsOf,
  entryPageCsp,
  injectEntryTags,
  noSitePage,
  plainEntryPage,
  type EntryPageData,
} from './entry-page.js';
import {
  cookieOf,
  firstViewFor,
  firstViewLanguage,
  deferAppFiles,
  injectFirstView,
  type FirstViewFile,
} from './first-view.js';
import { etagOf, htmlCompressor, htmlEncodingFor, matchesEtag } from './html-encoding.js';
import { pageBaseUrl } from './page-address.js';
import { registerStaticFiles } from './static-files.js';

/** Where the built web app lands (packages/web/dist), from this file in src/web or dist/web. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Paths that belong to the API, public files and the live feed, never to the page. */
const RESERVED = /^\/(api|files|ws)(\/|$)/;

/** The kinds of file of the built app that are served (never index.html, the page's template). */
const SERVED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.ico',
  '.woff2',
  '.woff',
  '.txt',
  '.map',
]);

/**
 * A file of the built app (index.html, first-view.json), read again whenever its modification time
 * changes: the web app's watch mode (`npm run dev`) rewrites index.html after each rebuild, and a build
 * finishing after the server started is picked up without a restart. One stat per page request; the
 * file is read (and parsed) only when it changed.
 */
const changedFileReader = <T>(file: string, parse: (text: string) => T): (() => T | undefined) => {
  let cached: { mtimeMs: number; value: T } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = undefined;
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
      } catch {
        return cached?.value;
      }
    }
    return cached.value;
  };
};

/**
 * A file of the built app for a URL path, as its path inside the folder (decoded, `/`-separated), or
 * undefined (outside the folder, missing, a folder, a type the app does not serve).
 */
const staticFileOf = (dir: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || !SERVED_EXTENSIONS.has(extname(decoded).toLowerCase())) return undefined;
  const root = resolve(dir);
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? `/${relative(root, file).split(sep).join('/')}` : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The entry page at `/` and every path that is not the API, a public file or the live feed: the site
 * named by the Host header (else the first site) with its meta tags and branding. When the web app is
 * built (`packages/web/dist/index.html`, re-read when it changes), its page gets the tags and its assets are served.
 */
export const registerEntryPage = (
  app: FastifyInstance,
  ctx: ServerContext,
  options: { readonly webDistDir?: string } = {},
): void => {
  const webDistDir = options.webDistDir ?? DEFAULT_WEB_DIST_DIR;
  // The page as built, and as a guest's first view needs it (its app files deferred), both made once
  // per build rather than per request.
  const currentTemplate = changedFileReader(join(webDistDir, 'index.html'), (page) => ({
    page,
    deferred: deferAppFiles(page),
  }));
  const currentFirstView = changedFileReader(
    join(webDistDir, 'first-view.json'),
    (text) => JSON.parse(text) as FirstViewFile,
  );
  const compress = htmlCompressor();
  registerStaticFiles(app);

  const siteForHost = cachedSiteLookup(
    async (host) => (await findSiteByDomain(ctx.db, host)) ?? (await listSites(ctx.db))[0],
  );
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (siteId: string): Promise<string> => {
    let token = tokens.get(siteId);
    if (!token) {
      token = issueSiteToken(siteId, ctx.secrets.siteTokenKey);
      tokens.set(siteId, token);
    }
    return token;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const path = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(path)) return sendError(reply, 'ROUTE_NOT_FOUND');
    const template = currentTemplate();
    if (template !== undefined && path !== '/') {
      const file = staticFileOf(webDistDir, path);
      if (file) return reply.sendFile(file, webDistDir);
    }
    const host = (request.hostname || '').replace(/:\d+$/, '').slice(0, 253);
    const site = await siteForHost(host);
    if (!site) {
      return reply
        .code(503)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(noSitePage());
    }
    // The API and feed addresses follow a loopback Host when PUBLIC_URL is unset (page-address.ts).
    const endpoints = endpointsOf(pageBaseUrl(request.host, ctx.config));
    const data: EntryPageData = { ...endpoints, siteToken: await tokenOf(site.id), site };
    // A guest's first view (never a member's: one with a session cookie gets the splash until the
    // user fetch says who they are).
    const firstViews = template === undefined ? undefined : currentFirstView();
    const cookies = request.headers.cookie;
    const guest = cookieOf(cookies, SESSION_COOKIE) === undefined;
    const language = firstViewLanguage(cookies, request.headers['accept-language']);
    const view = firstViews && guest ? firstViewFor(firstViews, path, language, site) : undefined;
    let html =
      template === undefined
        ? plainEntryPage(data)
        : injectEntryTags(view ? template.deferred : template.page, data);
    if (view) html = injectFirstView(html, view);
    const etag = etagOf(html);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', entryPageCsp(data))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      // The page depends on these besides the address (the first view's language, guest or member).
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const encoding = htmlEncodingFor(request.headers['accept-encoding'], Buffer.byteLength(html));
    if (encoding === 'identity') return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compress(html, etag, encoding));
  };

  // @fastify/send names JavaScript by its obsolete type; the web's type is text/javascript (RFC 9239).
  const onSend = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
      reply.header('content-type', 'text/javascript; charset=utf-8');
    return payload;
  };
  app.get('/', handler);
  app.get('/*', { onSend }, handler);
};
