import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { sendError } from '../http/reply.js';
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
import { pageBaseUrl } from './page-address.js';

/** Where the built web app lands (packages/web/dist), from this file in src/web or dist/web. */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Paths that belong to the API, public files and the live feed, never to the page. */
const RESERVED = /^\/(api|files|ws)(\/|$)/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * The built app's index.html, read again whenever its modification time changes: the web app's watch
 * mode (`npm run dev`) rewrites it after each rebuild, and a build finishing after the server started
 * is picked up without a restart. One stat per page request; the file is read only when it changed.
 */
const templateReader = (dir: string): (() => string | undefined) => {
  const file = join(dir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
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
        cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      } catch {
        return cached?.html;
      }
    }
    return cached.html;
  };
};

/** A file of the built app for a URL path, or undefined (outside the folder, missing, a folder). */
const staticFileOf = (dir: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || !CONTENT_TYPES[extname(decoded).toLowerCase()]) return undefined;
  const root = resolve(dir);
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
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
  const currentTemplate = templateReader(webDistDir);

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
      if (file) {
        return reply
          .header('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
          .header('x-content-type-options', 'nosniff')
          .header(
            'cache-control',
            path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          )
          .send(await readFile(file));
      }
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
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', entryPageCsp(data))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .header('cache-control', 'no-cache')
      .send(template === undefined ? plainEntryPage(data) : injectEntryTags(template, data));
  };

  app.get('/', handler);
  app.get('/*', handler);
};
