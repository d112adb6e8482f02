import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import { VERIFY_COOKIE } from '../auth/cookies.js';
import { SESSION_COOKIE } from '../http/session.js';
import {
  codeFor,
  cookieOf,
  freshEmail,
  freshIp,
  loginByEmail,
  otherCode,
  sessionCookie,
  signUpByEmail,
  verifyCookie,
  verifyEmailCode,
} from '../routes/auth/auth.test-helpers.js';
import { createSignal, signalOf } from '../routes/signals/signals.test-helpers.js';
import { feedUrlOf, openFeedClient } from '../feed/ws-client.test-helpers.js';
import { startTestServer, TEST_CONFIG, type TestServer } from '../test-support/harness.test-helpers.js';
import { captureLog, LEVEL, type LogCapture } from './log-capture.test-helpers.js';
import { loggerOptions, REQUEST_ID_HEADER, requestIdGenerator } from './request-logging.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request logs', () => {
  let server: TestServer;
  let log: LogCapture;
  beforeAll(async () => {
    log = captureLog();
    server = await startTestServer({ app: { logLevel: 'info', logStream: log.stream } });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The request line of the request answered with this id (the line follows the answer). */
  const lineOf = async (requestId: string) =>
    vi.waitFor(() => {
      const lines = log.requestLines().filter((line) => line['requestId'] === requestId);
      expect(lines).toHaveLength(1);
      return lines[0]!;
    });

  it('writes one line per request: id, method, route pattern, status, duration, site and member', async () => {
    const { userId, cookie } = await server.signIn();
    const res = await server.call({ method: 'GET', url: '/api/user', cookie });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers[REQUEST_ID_HEADER] as string;
    expect(requestId).toMatch(UUID);
    const line = await lineOf(requestId);
    expect(line).toMatchObject({
      level: LEVEL.info,
      requestId,
      method: 'GET',
      route: '/api/user',
      status: 200,
      siteId: server.sites.demo,
      userId,
    });
    expect(line['durationMs']).toEqual(expect.any(Number));
  });

  it('names the route pattern, never the URL with its ids and query', async () => {
    const { cookie } = await server.signIn();
    const id = randomUUID();
    const res = await server.call({ method: 'GET', url: `/api/signal/${id}?marker=q${id}`, cookie });
    const line = await lineOf(res.headers[REQUEST_ID_HEADER] as string);
    expect(line).toMatchObject({ route: '/api/signal/:id', status: 404, errorCode: 'SIGNAL_NOT_FOUND' });
    expect(log.text()).not.toContain(id);
  });

  it('gives an error body the request id of its header and log line; a 4xx is logged at info', async () => {
    const res = await server.call({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    const body = res.json<{ error: string; requestId: string }>();
    expect(body).toEqual({ error: 'NOT_SIGNED_IN', requestId: res.headers[REQUEST_ID_HEADER] });
    const line = await lineOf(body.requestId);
    expect(line).toMatchObject({ level: LEVEL.info, status: 401, errorCode: 'NOT_SIGNED_IN' });
    expect(line['userId']).toBeUndefined();
  });

  it('answers refusals outside the API (no site token, unknown path, router errors) with the id too', async () => {
    const answers = [
      await server.app.inject({ method: 'GET', url: '/api/user' }),
      await server.app.inject({ method: 'DELETE', url: '/healthz' }),
      await server.app.inject({ method: 'GET', url: '/api/%zz' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json<{ requestId: string }>().requestId).toBe(res.headers[REQUEST_ID_HEADER]);
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
  });

  it('logs a 500 at error level with the stack, and the request line at error level', async () => {
    // The harness's broker throws on any call: a bug the routes do not catch.
    const { cookie } = await server.signIn();
    const signal = await createSignal(server, cookie, { platform: 'MT4', connMethod: 'ACCOUNT_LINK' });
    const res = await server.call({
      method: 'POST',
      url: `/api/signal/${signal.id}/connect`,
      cookie,
      payload: {
        method: 'ACCOUNT_LINK',
        server: 'DemoBroker-Live01',
        number: '12345678',
        investorPassword: 'pw-500-test',
      },
    });
    expect(res.statusCode).toBe(500);
    const requestId = res.json<{ requestId: string }>().requestId;
    expect((await lineOf(requestId)).level).toBe(LEVEL.error);
    const errorLine = log
      .lines()
      .find((line) => line.requestId === requestId && line.msg === 'unhandled error');
    expect(errorLine).toMatchObject({ level: LEVEL.error, siteId: server.sites.demo });
    expect((errorLine?.['err'] as { stack?: string }).stack).toContain('Error');
    expect(log.text()).not.toContain('pw-500-test');
  });

  it("takes a proxy's sane X-Request-Id only with TRUST_PROXY", async () => {
    const given = 'edge-7f3a.b2:91';
    const direct = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { [REQUEST_ID_HEADER]: given },
    });
    expect(direct.headers[REQUEST_ID_HEADER]).toMatch(UUID);

    const proxied = await createApp(
      { ...server.ctx, config: { ...TEST_CONFIG, trustProxy: true } },
      { webDistDir: '/nonexistent/web-dist' },
    );
    try {
      const kept = await proxied.inject({
        method: 'GET',
        url: '/api/user',
        headers: { [REQUEST_ID_HEADER]: given },
      });
      expect(kept.headers[REQUEST_ID_HEADER]).toBe(given);
      expect(kept.json<{ requestId: string }>().requestId).toBe(given);
    } finally {
      await proxied.close();
    }
  });

  it('replaces an incoming id that could forge log lines or flood them', () => {
    const generate = requestIdGenerator(true);
    const raw = (id: string) => ({ headers: { [REQUEST_ID_HEADER]: id } }) as unknown as IncomingMessage;
    expect(generate(raw('abc-123'))).toBe('abc-123');
    for (const bad of ['', 'two words', 'a"b', 'line\nbreak', 'x'.repeat(129), '{"level":60}']) {
      expect(generate(raw(bad))).toMatch(UUID);
    }
    expect(requestIdGenerator(false)(raw('abc-123'))).toMatch(UUID);
  });
});

describe('what the logs never hold', () => {
  let server: TestServer;
  let log: LogCapture;
  beforeAll(async () => {
    log = captureLog();
    // The most verbose level: whatever anything logs, at any level, is in the capture.
    server = await startTestServer({
      broker: new SimulatorBroker(),
      app: { logLevel: 'trace', logStream: log.stream },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('no code, cookie, site token, Authorization header, investor password, API secret, ws or EA token', async () => {
    const secrets: string[] = [];
    const keep = (value: string | undefined): string => {
      if (!value) throw new Error('a secret the test meant to follow is missing');
      secrets.push(value);
      return value;
    };
    const siteToken = keep(await server.siteToken());

    // Sign-up and log-in by code; a wrong code too.
    const member = await signUpByEmail(server);
    const ip = freshIp();
    const sent = await loginByEmail(server, member.email, { ip });
    expect(sent.statusCode).toBe(200);
    const code = keep(codeFor(server, member.email));
    const verifyCookieHeader = verifyCookie(sent);
    keep(cookieOf(sent, VERIFY_COOKIE));
    const wrong = keep(otherCode(code));
    await verifyEmailCode(server, { email: member.email, code: wrong, cookie: verifyCookieHeader, ip });
    const verified = await verifyEmailCode(server, {
      email: member.email,
      code,
      cookie: verifyCookieHeader,
      ip,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = sessionCookie(verified);
    keep(cookieOf(verified, SESSION_COOKIE));
    // A contact that does not exist, with its own code request.
    await loginByEmail(server, freshEmail(), { ip: freshIp() });

    // Connect a signal with an API secret, and one with an investor password.
    const keyed = await createSignal(server, cookie, { platform: 'BINANCE', connMethod: 'API_KEY' });
    const apiKey = keep(`readonly-key-${randomUUID()}`);
    const apiSecret = keep(`api-secret-${randomUUID()}`);
    signalOf(
      await server.call({
        method: 'POST',
        url: `/api/signal/${keyed.id}/connect`,
        cookie,
        payload: { method: 'API_KEY', apiKey, apiSecret },
      }),
    );
    const linked = await createSignal(server, cookie, { platform: 'MT4', connMethod: 'ACCOUNT_LINK' });
    const investorPassword = keep(`investor-${randomUUID()}`);
    await server.call({
      method: 'POST',
      url: `/api/signal/${linked.id}/connect`,
      cookie,
      payload: { method: 'ACCOUNT_LINK', server: 'DemoBroker-Live01', number: '12345678', investorPassword },
    });

    // EA calls with the signal's token: accepted, and refused with a wrong one.
    const ea = await createSignal(server, cookie, { platform: 'MT5', connMethod: 'EA' });
    const eaToken = keep(
      signalOf(
        await server.call({
          method: 'POST',
          url: `/api/signal/${ea.id}/connect`,
          cookie,
          payload: { method: 'EA' },
        }),
      ).token,
    );
    const snapshot = {
      number: '50012345',
      server: 'Acme-Live 3',
      balance: '10000.00',
      equity: '10250.50',
      currency: 'USD',
      timezone: 'UTC+2',
    };
    const eaAnswer = await server.app.inject({
      method: 'POST',
      url: '/ea/v1/account',
      headers: { authorization: `Bearer ${eaToken}` },
      payload: snapshot,
    });
    expect(eaAnswer.statusCode).toBe(200);
    const forged = keep(`${eaToken.slice(0, -4)}zzzz`);
    await server.app.inject({
      method: 'POST',
      url: '/ea/v1/heartbeat',
      headers: { authorization: `Bearer ${forged}` },
      payload: {},
    });

    // A CSV link carries the site token in its query.
    await server.app.inject({
      method: 'GET',
      url: `/api/report/order?format=csv&siteToken=${siteToken}`,
      headers: { cookie },
    });

    // The live feed: a ws token, used once to authenticate, then replayed.
    const wsToken = keep(
      (await server.call({ method: 'POST', url: '/api/auth/ws_token', cookie })).json<{ token: string }>()
        .token,
    );
    const client = await openFeedClient(feedUrlOf(server.app));
    try {
      expect((await client.command(`auth#Auth@${wsToken}`)).error.code).toBe(0);
      await client.command(`auth#Auth@${wsToken}`);
    } finally {
      client.close();
    }

    // The capture did see these requests; not one secret is in it, in any form.
    expect(log.requestLines().length).toBeGreaterThan(10);
    const text = log.text();
    for (const secret of secrets) expect(text, `a secret in the logs: ${secret}`).not.toContain(secret);
    expect(text).not.toMatch(/Bearer /i);
  });

  it('censors the query values PGlite attaches to a failed query, and request headers, should they be logged', async () => {
    const capture = captureLog();
    const app = Fastify({ logger: await loggerOptions({ level: 'info', stream: capture.stream }) });
    app.get('/', (request) => {
      request.log.info({ headers: request.headers, body: { password: 'pw-in-body' } }, 'careless');
      throw Object.assign(new Error('duplicate key'), { params: ['param-secret'], code: '23505' });
    });
    const res = await app.inject({
      method: 'GET',
      url: '/',
      headers: { authorization: 'Bearer header-secret' },
    });
    expect(res.statusCode).toBe(500);
    await app.close();
    const text = capture.text();
    expect(text).toContain('careless');
    expect(text).toContain('23505');
    for (const secret of ['header-secret', 'pw-in-body', 'param-secret']) expect(text).not.toContain(secret);
  });
});

describe('LOG_LEVEL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** An app at `level` over the test server's storage, writing to `log`. */
  const appAt = (level: 'silent' | 'warn', log: LogCapture) =>
    createApp(server.ctx, { webDistDir: '/nonexistent/web-dist', logLevel: level, logStream: log.stream });

  it('silent: nothing is written, errors included', async () => {
    const log = captureLog();
    const app = await appAt('silent', log);
    try {
      const { cookie } = await server.signIn();
      const authorization = `Bearer ${await server.siteToken()}`;
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: { authorization, cookie } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/user', headers: { authorization } })).statusCode,
      ).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/%zz' })).statusCode).toBe(400);
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      // The answers still carry their ids.
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    } finally {
      await app.close();
    }
    expect(log.text()).toBe('');
  });

  it('warn: the request lines of answered requests are left out', async () => {
    const log = captureLog();
    const app = await appAt('warn', log);
    try {
      const { cookie } = await server.signIn();
      const authorization = `Bearer ${await server.siteToken()}`;
      const res = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization, cookie } });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(log.requestLines()).toEqual([]);
  });

  it('on a terminal, lines are formatted for people (pino-pretty), not JSON', async () => {
    const capture = captureLog();
    const app = Fastify({
      logger: await loggerOptions({ level: 'info', stream: capture.stream, pretty: true }),
    });
    app.log.info({ route: '/api/user' }, 'request');
    await app.close();
    await vi.waitFor(() => expect(capture.text()).toContain('request'));
    expect(capture.text()).toContain('/api/user');
    expect(() => JSON.parse(capture.text().trim().split('\n')[0] ?? '') as unknown).toThrow();
  });
});
