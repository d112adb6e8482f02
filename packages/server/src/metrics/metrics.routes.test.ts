import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { METRICS } from './metric-catalogue.js';
import { familiesOf, scrape, TEST_METRICS_TOKEN, valueOf } from './metrics.test-helpers.js';
import { bearerTokenOf, METRICS_PATH } from './metrics.routes.js';

const requests = METRICS.httpRequests.name;

describe('GET /metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is an unknown route (404 ROUTE_NOT_FOUND), whatever token is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TEST_METRICS_TOKEN}` }]) {
      const res = await server.app.inject({ method: 'GET', url: METRICS_PATH, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'ROUTE_NOT_FOUND' });
      expect(res.body).not.toContain(requests);
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { metricsToken: TEST_METRICS_TOKEN } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a missing, wrong or non-bearer token with 401 and a WWW-Authenticate challenge', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef0',
      `Bearer ${TEST_METRICS_TOKEN}x`,
      `Bearer ${TEST_METRICS_TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${TEST_METRICS_TOKEN}`).toString('base64')}`,
      TEST_METRICS_TOKEN,
    ]) {
      const res = await server.app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toMatchObject({ error: 'INVALID_CREDENTIALS' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('answers the text exposition format to the right token, with no site token or session', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const families = familiesOf(res.body);
    for (const spec of Object.values(METRICS)) expect(families.get(spec.name), spec.name).toBe(spec.type);
    // prom-client's process metrics, under their standard names
    expect(families.get('process_resident_memory_bytes')).toBe('gauge');
    expect(families.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });

  it('counts requests by method, route pattern and status, never by URL', async () => {
    const before = (await scrape(server)).samples;
    const signalRoute = { method: 'GET', route: '/api/signal/:id', status: '401' };
    const health = { method: 'GET', route: '/healthz', status: '200' };
    for (const id of ['sig-one-1234', 'sig-two-5678']) {
      expect((await server.call({ method: 'GET', url: `/api/signal/${id}?tab=secret` })).statusCode).toBe(
        401,
      );
    }
    await server.app.inject({ method: 'GET', url: '/healthz' });
    const { samples, text } = await scrape(server);

    expect(
      (valueOf(samples, requests, signalRoute) ?? 0) - (valueOf(before, requests, signalRoute) ?? 0),
    ).toBe(2);
    expect((valueOf(samples, requests, health) ?? 0) - (valueOf(before, requests, health) ?? 0)).toBe(1);
    const durations = `${METRICS.httpRequestDuration.name}_count`;
    expect(
      (valueOf(samples, durations, signalRoute) ?? 0) - (valueOf(before, durations, signalRoute) ?? 0),
    ).toBe(2);
    expect(
      valueOf(samples, `${METRICS.httpRequestDuration.name}_bucket`, { ...health, le: '+Inf' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('sig-one-1234');
    expect(text).not.toContain('secret');
  });

  it("groups unknown paths: GETs under the entry page's catch-all, other methods under one label", async () => {
    const catchAll = { method: 'GET', route: '/*', status: '404' };
    const unmatched = { method: 'POST', route: '(unmatched)', status: '404' };
    const before = (await scrape(server)).samples;
    for (const path of ['/api/no-such-route', '/api/another/missing/path']) {
      expect((await server.call({ method: 'GET', url: path })).statusCode).toBe(404);
      expect((await server.call({ method: 'POST', url: path, payload: {} })).statusCode).toBe(404);
    }
    const { samples, text } = await scrape(server);
    expect((valueOf(samples, requests, catchAll) ?? 0) - (valueOf(before, requests, catchAll) ?? 0)).toBe(2);
    expect((valueOf(samples, requests, unmatched) ?? 0) - (valueOf(before, requests, unmatched) ?? 0)).toBe(
      2,
    );
    expect(text).not.toContain('no-such-route');
  });

  it('holds no member data: no user id, username or email in the text', async () => {
    const member = await server.signIn({ username: 'metricsmember77', email: 'metrics.member@example.com' });
    const me = await server.call({ method: 'GET', url: '/api/user', cookie: member.cookie });
    expect(me.statusCode).toBe(200);
    const { text } = await scrape(server);
    for (const secret of [
      member.userId,
      'metricsmember77',
      'metrics.member@example.com',
      TEST_METRICS_TOKEN,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('bearerTokenOf', () => {
  it('reads the token of a Bearer header, the scheme in any case', () => {
    expect(bearerTokenOf('Bearer abc')).toBe('abc');
    expect(bearerTokenOf('bearer  abc ')).toBe('abc');
    expect(bearerTokenOf('BEARER abc')).toBe('abc');
  });

  it('reads nothing from other schemes, an empty token or two tokens', () => {
    for (const header of [undefined, '', 'Basic abc', 'Bearer', 'Bearer ', 'Bearer a b', 'Token abc']) {
      expect(bearerTokenOf(header)).toBeUndefined();
    }
  });
});
