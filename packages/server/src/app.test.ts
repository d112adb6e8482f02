import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/harness.test-helpers.js';

describe('every API request (site token, origin, errors)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('without a site token is refused with JWT_FORMAT', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'JWT_FORMAT' });
  });

  it('with a garbled or forged token is refused with JWT_FORMAT', async () => {
    for (const authorization of [
      'Bearer nonsense',
      'Bearer a.b.c',
      'Basic xyz',
      `Bearer ${'x'.repeat(3000)}`,
    ]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } });
      expect(res.json()).toMatchObject({ error: 'JWT_FORMAT' });
    }
  });

  it("from a browser of another origin is refused with ORIGIN_MISMATCH; the site's own origin passes", async () => {
    const foreign = await server.call({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'ORIGIN_MISMATCH' });
    const own = await server.call({
      method: 'GET',
      url: '/api/user',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(own.json()).not.toMatchObject({ error: 'ORIGIN_MISMATCH' });
  });

  it('to an unknown route answers ROUTE_NOT_FOUND in the catalogue shape', async () => {
    const res = await server.call({ method: 'GET', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'ROUTE_NOT_FOUND' });
  });

  it('with a session cookie of another site is not signed in there', async () => {
    const { cookie } = await server.signIn({ siteId: server.sites.demo });
    const res = await server.call({ method: 'GET', url: '/api/user', siteId: server.sites.second, cookie });
    expect([401, 404]).toContain(res.statusCode);
  });

  it('keeps a member signed in when operators move the simulation clock forward past the session lifetime', async () => {
    const { cookie } = await server.signIn();
    const before = server.clock.offset;
    server.clock.setOffset(before + 31 * 24 * 3_600_000);
    const res = await server.call({ method: 'GET', url: '/api/user', cookie });
    server.clock.setOffset(before);
    expect(res.statusCode).toBe(200);
  });
});
