import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteInfo } from '@signal-portal/core';
import { demoSite, secondSite } from '@signal-portal/fixtures';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteToken } from '../http/site-token.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { newId } from '../ids.js';
import { upsertSite } from '../storage/sites.repository.js';
import { startTestServer, TEST_SECRETS, type TestServer } from '../test-support/harness.test-helpers.js';
import { escapeHtml, injectEntryTags, type EntryPageData } from './entry-page.js';
import { registerEntryPage } from './entry-page.routes.js';

const metaOf = (html: string, name: string): string | undefined =>
  new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)?.[1];

const unescape = (value: string): string =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the entry page (no web app built)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves the demo site's page at / with the meta tags, title, favicon, logo and a CSP", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The signal image's crop is previewed from a blob: URL before upload.
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain('connect-src ' + "'self' http://localhost:8080 ws://localhost:8080");
    const html = res.body;
    expect(metaOf(html, 'api-domain')).toBe('http://localhost:8080/api');
    expect(metaOf(html, 'ws-domain')).toBe('ws://localhost:8080/ws');
    expect(html).toContain(`<title>${demoSite().siteName}</title>`);
    expect(html).toContain(`<link rel="icon" href="${escapeHtml(demoSite().favicon)}">`);
    expect(html).toContain(`<img src="${escapeHtml(demoSite().lightLogo)}"`);
    expect(html).toContain('coming soon');
  });

  it('carries a site token that names the site and opens its API', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const token = metaOf(res.body, 'site-token') ?? '';
    expect(await readSiteToken(token, TEST_SECRETS.siteTokenKey)).toBe(server.sites.demo);
    const entry = await server.app.inject({
      method: 'GET',
      url: '/api/entry',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(entry.json<{ entry: SiteInfo }>().entry.id).toBe(server.sites.demo);
  });

  it('picks the site by the Host header, and any client-side route gets the same page', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/signal/123/symbol-list?x=1',
      headers: { host: 'aurora.localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${secondSite().siteName}</title>`);
    expect(await readSiteToken(metaOf(res.body, 'site-token'), TEST_SECRETS.siteTokenKey)).toBe(
      server.sites.second,
    );
  });

  it('falls back to the first site for an unknown host', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'unknown.example' } });
    expect(await readSiteToken(metaOf(res.body, 'site-token'), TEST_SECRETS.siteTokenKey)).toBe(
      server.sites.demo,
    );
  });

  it('escapes a site name and branding that carry markup', async () => {
    await upsertSite(
      server.ctx.db,
      secondSite({
        id: newId(),
        name: 'evil',
        domain: 'evil.localhost',
        siteName: '<script>alert(1)</script>"\'&',
        favicon: 'javascript:alert(1)',
        lightLogo: 'https://cdn.example/logo.png" onerror="alert(1)',
      }),
    );
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { host: 'evil.localhost' } });
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).not.toContain('" onerror="');
    expect(res.body).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>');
    expect(res.body).toContain('src="https://cdn.example/logo.png&quot; onerror=&quot;alert(1)"');
  });

  it('leaves the API, public files and the live feed paths to their owners', async () => {
    for (const url of ['/api/no/such/route', '/files/x', '/ws', '/api']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe("the entry page's API and feed addresses", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const pageFor = async (host: string, app: FastifyInstance = server.app) => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { host } });
    return {
      api: metaOf(res.body, 'api-domain'),
      ws: metaOf(res.body, 'ws-domain'),
      csp: String(res.headers['content-security-policy']),
      token: metaOf(res.body, 'site-token'),
    };
  };

  it('follow the loopback host the page was opened at when PUBLIC_URL is unset (localhost or 127.0.0.1)', async () => {
    const byName = await pageFor('localhost:8080');
    expect(byName.api).toBe('http://localhost:8080/api');
    expect(byName.ws).toBe('ws://localhost:8080/ws');
    expect(byName.csp).toContain("connect-src 'self' http://localhost:8080 ws://localhost:8080;");

    const byAddress = await pageFor('127.0.0.1:8080');
    expect(byAddress.api).toBe('http://127.0.0.1:8080/api');
    expect(byAddress.ws).toBe('ws://127.0.0.1:8080/ws');
    expect(byAddress.csp).toContain("connect-src 'self' http://127.0.0.1:8080 ws://127.0.0.1:8080;");
    // The same site either way: the site token still names it.
    expect(await readSiteToken(byAddress.token, TEST_SECRETS.siteTokenKey)).toBe(server.sites.demo);

    expect((await pageFor('[::1]:9000')).api).toBe('http://[::1]:9000/api');
    expect((await pageFor('aurora.localhost:8080')).api).toBe('http://aurora.localhost:8080/api');
  });

  it('ignore a Host that is not a valid loopback host[:port]: the default address, never the forged one', async () => {
    for (const host of [
      'evil.example',
      'evil.example:8080',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      '10.0.0.5:8080',
      'localhost:8080@evil.example',
      'localhost:99999',
      'localhost:8080/evil',
      'localhost evil',
      '"><script>alert(1)</script>',
    ]) {
      const page = await pageFor(host);
      expect(page.api, host).toBe('http://localhost:8080/api');
      expect(page.ws, host).toBe('ws://localhost:8080/ws');
      expect(page.csp, host).toContain("connect-src 'self' http://localhost:8080 ws://localhost:8080;");
    }
  });

  it('stay at PUBLIC_URL when it is set, whatever the Host', async () => {
    const app = Fastify();
    const config = { ...server.ctx.config, publicUrl: 'https://portal.example', publicUrlConfigured: true };
    registerEntryPage(app, { ...server.ctx, config }, { webDistDir: '/nonexistent/web-dist' });
    await app.ready();
    try {
      for (const host of ['127.0.0.1:8080', 'localhost:8080', 'portal.example']) {
        const page = await pageFor(host, app);
        expect(page.api).toBe('https://portal.example/api');
        expect(page.ws).toBe('wss://portal.example/ws');
        expect(page.csp).toContain("connect-src 'self' https://portal.example wss://portal.example;");
      }
    } finally {
      await app.close();
    }
  });

  it("are accepted by the API's origin check: a call from the page at 127.0.0.1 to 127.0.0.1", async () => {
    const call = (host: string, origin: string) =>
      server.call({ method: 'GET', url: '/api/entry', headers: { host, origin } });
    expect((await call('127.0.0.1:8080', 'http://127.0.0.1:8080')).statusCode).toBe(200);
    expect((await call('localhost:8080', 'http://localhost:8080')).statusCode).toBe(200);
    // Another origin, or a rebound name pointing at this machine, is still refused.
    for (const [host, origin] of [
      ['127.0.0.1:8080', 'http://127.0.0.1:3000'],
      ['127.0.0.1:8080', 'http://evil.example'],
      ['evil.example:8080', 'http://evil.example:8080'],
    ] as const) {
      const res = await call(host, origin);
      expect(res.statusCode, `${host} ${origin}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'ORIGIN_MISMATCH' });
    }
  });
});

describe('the entry page of a built web app', () => {
  let dir: string;
  let server: TestServer;
  const app = Fastify();
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>Vite App</title>' +
        '<meta name="site-token" content="placeholder"><link rel="icon" href="/vite.svg">' +
        '<script type="module" src="/assets/main-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dir, 'assets', 'main-abc.js'), 'console.log("app")');
    server = await startTestServer();
    registerEntryPage(app, server.ctx, { webDistDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves the app's index.html with the site's tags injected, replacing placeholders", async () => {
    for (const url of ['/', '/signal/abc']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<script type="module" src="/assets/main-abc.js"></script>');
      expect(res.body).toContain(`<title>${demoSite().siteName}</title>`);
      expect(res.body).not.toContain('Vite App');
      expect(res.body).not.toContain('placeholder');
      expect(res.body).not.toContain('/vite.svg');
      expect(res.body.match(/name="site-token"/g)).toHaveLength(1);
      expect(metaOf(res.body, 'api-domain')).toBe('http://localhost:8080/api');
    }
  });

  it('serves its static assets, and nothing outside its folder', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toBe('console.log("app")');
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/assets/%00.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.body).toContain('<div id="root"></div>'); // the page, never the file
    }
  });

  it('serves a rebuilt index.html without a restart (watch mode)', async () => {
    const file = join(dir, 'index.html');
    const rebuilt =
      '<!doctype html><html><head><title>x</title>' +
      '<script type="module" src="/assets/main-def.js"></script></head><body><div id="app2"></div></body></html>';
    await writeFile(file, rebuilt);
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const res = await app.inject({ method: 'GET', url: '/login', headers: { host: 'localhost' } });
    expect(res.body).toContain('<div id="app2"></div>');
    expect(res.body).toContain('src="/assets/main-def.js"');
    expect(res.body).toContain(`<title>${demoSite().siteName}</title>`);
  });
});

describe('the entry page of a server without any site', () => {
  it('answers 503 with how to create a site, never an error body', async () => {
    const server = await startTestServer();
    const empty = await PgliteDatabase.open('memory://');
    await migrate(empty, MIGRATIONS);
    const app = Fastify();
    registerEntryPage(app, { ...server.ctx, db: empty }, { webDistDir: '/nonexistent/web-dist' });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('npm run ops -- site create');
      expect(res.body).not.toContain('site-token');
    } finally {
      await app.close();
      await empty.close();
      await server.close();
    }
  });
});

describe('injectEntryTags', () => {
  const data: EntryPageData = {
    apiDomain: 'https://api.example/api',
    wsDomain: 'wss://api.example/ws',
    siteToken: 'a.b.c',
    site: { siteName: 'Name & Co', favicon: 'https://cdn.example/f.ico', lightLogo: '' },
  };

  it('adds a title when the template has none, and every tag exactly once', () => {
    const html = injectEntryTags('<html><head></head><body></body></html>', data);
    expect(html).toContain('<title>Name &amp; Co</title>');
    expect(unescape(metaOf(html, 'ws-domain') ?? '')).toBe('wss://api.example/ws');
    expect(metaOf(html, 'site-token')).toBe('a.b.c');
    expect(html.match(/<link rel="icon"/g)).toHaveLength(1);
  });

  it('treats $ patterns in values literally', () => {
    const html = injectEntryTags('<head><title>x</title></head>', {
      ...data,
      site: { ...data.site, siteName: "$& $' $`" },
    });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });
});
