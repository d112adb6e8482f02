import { API_ROUTES, ROUTE_KEYS } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatorBroker } from '../brokers/simulator/simulator-broker.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

const fastifyPath = (path: string): string => `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** Any JSON value at all, and the shapes a careless or hostile client sends most. */
const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.string({ maxLength: 12 }),
    fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
  ),
  fc.constantFrom(
    { amount: '1e400' },
    { amount: -1 },
    { name: '\u0000' },
    { email: 'a'.repeat(10_000) },
    { __proto__: { x: 1 } },
  ),
);
const anyQueryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('-1', '1e309', 'NaN', '\u0000', '9'.repeat(40), '2026-13-45'),
);
const anyParam = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('%00', '..%2F..', "1' OR '1'='1"),
);

describe('the API contract on the server', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ broker: new SimulatorBroker() });
    ({ cookie } = await server.signIn());
  });
  afterAll(async () => {
    await server.close();
  });

  it('registers every route of the contract, with its method and path', () => {
    const missing = ROUTE_KEYS.filter((key) => {
      const meta = API_ROUTES[key];
      return !server.app.hasRoute({ method: meta.method, url: fastifyPath(meta.path) });
    });
    expect(missing).toEqual([]);
  });

  it('refuses member routes without a session with NOT_SIGNED_IN', async () => {
    for (const key of ROUTE_KEYS) {
      const meta = API_ROUTES[key];
      if (meta.auth !== 'member') continue;
      const url = `/api${meta.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;
      const res = await server.call({
        method: meta.method,
        url,
        ...(meta.method === 'GET' || meta.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ key, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        key,
        status: 401,
        body: { error: 'NOT_SIGNED_IN', requestId: expect.any(String) as unknown },
      });
    }
  });

  it('answers bad input of any shape on every route with a catalogued 4xx, never a 5xx', async () => {
    for (const key of ROUTE_KEYS) {
      const meta = API_ROUTES[key];
      await fc.assert(
        fc.asyncProperty(
          anyParam,
          fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyQueryValue, { maxKeys: 4 }),
          anyBody,
          async (param, query, body) => {
            const path = meta.path.replace(/\{[^}]+\}/g, encodeURIComponent(param));
            const res = await server.call({
              method: meta.method,
              url: `/api${path}`,
              query,
              cookie,
              ...(meta.method === 'GET'
                ? {}
                : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
            });
            if (res.statusCode >= 500)
              throw new Error(`${key} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400)
              expect(res.json<{ error: unknown }>().error).toEqual(expect.any(String));
          },
        ),
        { numRuns: 12 },
      );
    }
  });
});
