import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_COOKIE } from '../../auth/cookies.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';

/** Every route of the auth area, with whether it takes a JSON body. */
const ROUTES: readonly { method: HTTPMethods; url: string; body: boolean }[] = [
  { method: 'GET', url: '/api/user', body: false },
  { method: 'GET', url: '/api/user_check/username', body: false },
  { method: 'GET', url: '/api/user_check/email', body: false },
  { method: 'GET', url: '/api/user_check/phone', body: false },
  { method: 'GET', url: '/api/user/referral', body: false },
  { method: 'PUT', url: '/api/user/language', body: true },
  { method: 'PATCH', url: '/api/user', body: true },
  { method: 'POST', url: '/api/auth/register_by_email', body: true },
  { method: 'POST', url: '/api/auth/register_by_phone', body: true },
  { method: 'POST', url: '/api/auth/login_by_email', body: true },
  { method: 'POST', url: '/api/auth/login_by_phone', body: true },
  { method: 'POST', url: '/api/auth/email', body: true },
  { method: 'PATCH', url: '/api/auth/email/verify', body: true },
  { method: 'PATCH', url: '/api/auth/verify', body: true },
  { method: 'DELETE', url: '/api/auth/logout', body: false },
  { method: 'POST', url: '/api/auth/ws_token', body: false },
  { method: 'GET', url: '/api/auth/ip_to_country', body: false },
];

/** Bodies near the real ones (right keys, wrong values) and anything at all. */
const nearBody = fc.record(
  {
    method: fc.oneof(fc.constantFrom('email', 'phone'), fc.jsonValue()),
    email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 400 }), fc.jsonValue()),
    countryCode: fc.oneof(fc.constantFrom('TW', '+886', 'JP', ''), fc.string(), fc.jsonValue()),
    phone: fc.oneof(fc.stringMatching(/^\+?[0-9 ]{0,20}$/), fc.jsonValue()),
    username: fc.oneof(fc.string({ maxLength: 30 }), fc.jsonValue()),
    referrer: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue()),
    over18: fc.oneof(fc.boolean(), fc.jsonValue()),
    acceptTerms: fc.oneof(fc.boolean(), fc.jsonValue()),
    language: fc.oneof(fc.constantFrom('en-US', 'zh-TW', 'xx'), fc.jsonValue()),
    code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.string({ maxLength: 12 }), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(nearBody, fc.jsonValue());

const queryString = fc
  .dictionary(
    fc.constantFrom('username', 'email', 'phone', 'countryCode', 'x', 'username[]'),
    fc.string({ maxLength: 40 }),
    { maxKeys: 4 },
  )
  .map((entries) => new URLSearchParams(entries).toString());

describe('fuzzed input on every auth route never causes a 5xx', () => {
  let server: TestServer;
  let member: string;
  beforeAll(async () => {
    server = await startTestServer();
    member = (await server.signIn({ email: '' })).cookie;
  });
  afterAll(async () => {
    await server.close();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          anyBody,
          queryString,
          fc.boolean(),
          fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
          async (body, query, signedIn, verifyCookie) => {
            const cookies = [
              ...(signedIn ? [member] : []),
              ...(verifyCookie === undefined ? [] : [`${VERIFY_COOKIE}=${encodeURIComponent(verifyCookie)}`]),
            ];
            const res = await server.call({
              method: route.method,
              url: query === '' ? route.url : `${route.url}?${query}`,
              ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
              ...(route.body
                ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
                : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            const answer = res.json<Record<string, unknown>>();
            expect(typeof answer).toBe('object');
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('raw garbage bodies (not JSON, wrong content types) are 4xx too', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((r) => r.body)),
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
        async (route, bytes, contentType) => {
          const res = await server.call({
            method: route.method,
            url: route.url,
            cookie: member,
            payload: Buffer.from(bytes),
            headers: { 'content-type': contentType },
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
