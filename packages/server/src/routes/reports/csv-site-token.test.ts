import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor } from '../../followers/followers.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';

/** A CSV link as a browser opens it: no Authorization header, the site token in the query. */
describe('CSV links: the site token in the query, for format=csv only', () => {
  let server: TestServer;
  let cookie: string;
  let token: string;

  const open = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  beforeAll(async () => {
    server = await startTestServer({ realNow: () => Date.parse('2026-05-01T12:00:00.000Z') });
    const { userId } = await server.signIn({ siteId: server.sites.demo });
    cookie = await cookieFor(server.ctx.db, { siteId: server.sites.demo, userId });
    token = encodeURIComponent(await server.siteToken(server.sites.demo));
  });
  afterAll(async () => {
    await server.close();
  });

  it('streams each report’s CSV to a link opened by the site’s own page', async () => {
    for (const report of ['settlement', 'unsettled', 'order']) {
      const res = await open(`/api/report/${report}?format=csv&from=2026-04-01&siteToken=${token}`, {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
      });
      expect(res.statusCode, report).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${report}-report-from-2026-04-01.csv"`,
      );
    }
    // A client that sends no Sec-Fetch-* headers (a script, the CLI) may use the link too.
    expect((await open(`/api/report/order?format=csv&siteToken=${token}`)).statusCode).toBe(200);
  });

  it('still needs the session: without it the member is not signed in', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/report/settlement?format=csv&siteToken=${token}`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });

  it('refuses the query token for JSON pages, other routes, other methods and other sites’ pages', async () => {
    const refused = [
      open(`/api/report/settlement?siteToken=${token}`),
      open(`/api/report/settlement?format=json&siteToken=${token}`),
      open(`/api/user?format=csv&siteToken=${token}`),
      open(`/api/asset/wallet?format=csv&siteToken=${token}`),
      open(`/api/report/order?format=csv&siteToken=${token}`, { 'sec-fetch-site': 'cross-site' }),
      server.app.inject({
        method: 'POST',
        url: `/api/withdraw?format=csv&siteToken=${token}`,
        headers: { cookie },
      }),
      open(`/api/report/order?format=csv&siteToken=not-a-token`),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode, res.raw.req.url).toBe(401);
      expect(res.json()).toMatchObject({ error: 'JWT_FORMAT' });
    }
  });

  it('keeps the Origin check: a page of another site cannot fetch the CSV', async () => {
    const res = await open(`/api/report/order?format=csv&siteToken=${token}`, {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'ORIGIN_MISMATCH' });
  });
});
