import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { hyperlinkContextFor } from '@signal-portal/core';
import { demoSite } from '@signal-portal/fixtures';
import fc from 'fast-check';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../http/session.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { escapeHtml } from './entry-page.js';
import { registerEntryPage } from './entry-page.routes.js';
import type { FirstViewFile } from './first-view.js';

const SCRIPT = 'assets/main-ABCD2345.js';
/** Long enough to be compressed, and different in each encoding so a mix-up shows. */
const SCRIPT_TEXT = `export const app = ${JSON.stringify('signal portal '.repeat(400))};\n`;
const CSS = '.app{color:#0f172a}'.repeat(120);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Each variant names its parts, and the language's own word shows which language was picked. */
const viewsIn = (word: string): Record<string, string> => ({
  name: `<div class="app"><span>@@NAME@@</span><p>${word}</p><footer>© @@NAME@@</footer></div>`,
  logo: `<div class="app"><img src="@@LOGO@@" alt="@@NAME@@"><p>${word}</p></div>`,
  'name-link': `<div class="app"><span>@@NAME@@</span><a href="@@URL@@">@@TEXT@@</a><p>${word}</p></div>`,
  'logo-link': `<div class="app"><img src="@@LOGO@@" alt="@@NAME@@"><a href="@@URL@@">@@TEXT@@</a><p>${word}</p></div>`,
});

const FIRST_VIEW: FirstViewFile = {
  placeholders: { siteName: '@@NAME@@', logoUrl: '@@LOGO@@', linkText: '@@TEXT@@', linkUrl: '@@URL@@' },
  texts: {
    'en-US': '/assets/locale-en-US-shell-AAAA2222.json',
    'zh-TW': '/assets/locale-zh-TW-shell-BBBB3333.json',
  },
  views: { '/': { 'en-US': viewsIn('Welcome'), 'zh-TW': viewsIn('歡迎') } },
};

/**
 * An index.html like the build's (packages/web/scripts/build.mjs: module preloads, the boot script, the
 * stylesheet at the end of the body): large enough (its inlined CSS) to be sent compressed.
 */
const TEMPLATE =
  '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>x</title>\n' +
  `<link rel="preload" as="script" crossorigin href="/${SCRIPT}">\n` +
  `<style>${CSS}</style><script defer src="/assets/boot-EEEE.js" data-app="/${SCRIPT}"></script></head>` +
  '<body><div id="root"></div>\n<link rel="stylesheet" href="/assets/main-FFFF.css">\n</body></html>';

const decoded = (res: LightMyRequestResponse): Buffer => {
  const body = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
};

describe('the built web app as served', () => {
  let dir: string;
  let server: TestServer;
  const app = Fastify();
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), TEMPLATE);
    await writeFile(join(dir, SCRIPT), SCRIPT_TEXT);
    // As the build writes them: each copy the same text, compressed.
    await writeFile(join(dir, `${SCRIPT}.br`), brotliCompressSync(SCRIPT_TEXT));
    await writeFile(join(dir, `${SCRIPT}.gz`), gzipSync(SCRIPT_TEXT));
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(dir, 'first-view.json'), JSON.stringify(FIRST_VIEW));
    server = await startTestServer();
    registerEntryPage(app, server.ctx, { webDistDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { host: 'localhost:8080', ...headers } });

  describe('a hashed file', () => {
    it('is sent in brotli to a client that accepts it, gzip being accepted too', async () => {
      const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['vary']).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoded(res).toString()).toBe(SCRIPT_TEXT);
    });

    it('is sent in gzip to a client that accepts gzip but not brotli', async () => {
      const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decoded(res).toString()).toBe(SCRIPT_TEXT);
    });

    it('is sent as it is to a client that accepts neither, still varying by Accept-Encoding', async () => {
      for (const headers of [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br;q=0, gzip;q=0' },
      ] as Record<string, string>[]) {
        const res = await get(`/${SCRIPT}`, headers);
        expect(res.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
        expect(res.body).toBe(SCRIPT_TEXT);
        expect(res.headers['vary']).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
      }
    });

    it('never comes in an encoding the request did not accept, whatever its Accept-Encoding', async () => {
      const token = fc.constantFrom(
        'br',
        'gzip',
        'deflate',
        'identity',
        'compress',
        '*',
        'zstd',
        'BR',
        'Gzip',
      );
      const weight = fc.option(fc.constantFrom('0', '0.001', '0.5', '1', '1.0'), { nil: undefined });
      const header = fc
        .array(fc.tuple(token, weight), { maxLength: 5 })
        .map((parts) => parts.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(', '));
      // Brotli only when named; gzip also for `*` (any), as a client sending `*` can read gzip.
      const accepts = (value: string, encoding: string): boolean =>
        value
          .toLowerCase()
          .split(',')
          .map((part) => part.trim().split(';q='))
          .some(
            ([name, q]) =>
              (name === encoding || (name === '*' && encoding === 'gzip')) &&
              (q === undefined || Number(q) > 0),
          );
      await fc.assert(
        fc.asyncProperty(header, async (value) => {
          const res = await get(`/${SCRIPT}`, { 'accept-encoding': value });
          expect(res.statusCode).toBe(200);
          const encoding = res.headers['content-encoding'];
          if (encoding !== undefined)
            expect(accepts(value, String(encoding)), `${value} -> ${encoding}`).toBe(true);
          expect(decoded(res).toString()).toBe(SCRIPT_TEXT);
        }),
        { numRuns: 60 },
      );
    });

    it('answers a range and HEAD of the bytes it sends', async () => {
      const range = await get(`/${SCRIPT}`, { range: 'bytes=0-9' });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe(SCRIPT_TEXT.slice(0, 10));
      expect(range.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT_TEXT)}`);
      const head = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-encoding']).toBe('br');
      expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(SCRIPT_TEXT).length);
    });

    it('answers 304 to a request that has it already', async () => {
      const first = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' });
      const again = await get(`/${SCRIPT}`, {
        'accept-encoding': 'br',
        'if-none-match': String(first.headers['etag']),
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  it('sends an unhashed file to be asked for again each time (no-cache, with its ETag)', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['etag']).toBeDefined();
  });

  it('never sends a file outside its folder, the template or a compressed copy by its own name', async () => {
    for (const url of [
      '/../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/index.html',
      `/${SCRIPT}.br`,
      `/${SCRIPT}.gz`,
    ]) {
      const res = await get(url, { 'accept-encoding': 'identity' });
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"');
    }
  });

  describe('the entry page', () => {
    it('is compressed as the request accepts, no-cache with an ETag, and answers 304 when unchanged', async () => {
      const plain = await get('/', { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['vary']).toContain('accept-encoding');
      const etag = String(plain.headers['etag']);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await get('/', { 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decoded(res).toString()).toBe(plain.body);
        expect(res.headers['etag']).toBe(etag);
      }
      const again = await get('/', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it("holds a guest's first view in the visitor's language, with the site's values", async () => {
      const res = await get('/', { 'accept-encoding': 'identity', 'accept-language': 'fr, en;q=0.5' });
      const site = demoSite();
      expect(res.body).toContain(
        `<div id="root" data-first-view=""><div class="app"><img src="${escapeHtml(site.lightLogo)}" alt="${site.siteName}">` +
          `<a href="${site.hyperlinkUrl}">${hyperlinkContextFor(site, 'en-US')}</a><p>Welcome</p></div></div>`,
      );
      expect(res.body).toContain('<html lang="en-US">');
      expect(res.body).toContain(
        '<link rel="preload" as="fetch" href="/assets/locale-en-US-shell-AAAA2222.json" crossorigin>',
      );
      expect(res.body).not.toContain('@@');
      // Its app files wait for its paint: the boot script adds them (web scripts/boot.js).
      expect(res.body).toContain(
        `<script defer src="/assets/boot-EEEE.js" data-app="/${SCRIPT}" data-after-paint="" ` +
          `data-styles="/assets/main-FFFF.css" data-modules="/${SCRIPT}"></script>`,
      );
      expect(res.body).not.toContain('rel="stylesheet"');
      expect(res.body).not.toContain('as="script"');

      const chosen = await get('/', { 'accept-language': 'en-US', cookie: 'a=1; sp_language=zh-TW' });
      expect(decoded(chosen).toString()).toContain('<html lang="zh-TW">');
      expect(decoded(chosen).toString()).toContain('<p>歡迎</p>');
      const browser = await get('/', { 'accept-language': 'zh-Hant-TW;q=0.9, de' });
      expect(decoded(browser).toString()).toContain('<p>歡迎</p>');
    });

    it('gives a member (a session cookie) and any other path the page without a first view', async () => {
      const member = await get('/', { 'accept-encoding': 'identity', cookie: `${SESSION_COOKIE}=abc` });
      expect(member.body).toContain('<div id="root"></div>');
      // Without a first view nothing waits: the page keeps its preloads and stylesheet as built.
      expect(member.body).toContain('<link rel="stylesheet" href="/assets/main-FFFF.css">');
      expect(member.body).toContain(`<link rel="preload" as="script" crossorigin href="/${SCRIPT}">`);
      expect(member.body).not.toContain('data-after-paint');
      const login = await get('/login', { 'accept-encoding': 'identity' });
      expect(login.body).toContain('<div id="root"></div>');
      expect(member.headers['etag']).not.toBe((await get('/')).headers['etag']);
    });
  });
});
