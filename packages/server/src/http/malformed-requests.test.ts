import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { expectCataloguedRefusal, rawRequest } from './raw-http.test-helpers.js';

/**
 * Requests no client of ours would send (broken encodings, absurd sizes, unknown methods, foreign
 * content types, nonsense queries): whatever the layer that refuses them (Node's HTTP parser, Fastify's
 * router, its body parsers, the schemas), the answer is the API's own: `{ "error": CODE }` with a
 * catalogued code and its status.
 */
describe('malformed requests answer with a catalogued code in the error envelope', () => {
  let server: TestServer;
  let port: number;
  let cookie: string;
  let siteToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    port = address.port;
    cookie = (await server.signIn()).cookie;
    siteToken = await server.siteToken();
  });
  afterAll(async () => {
    await server.close();
  });

  const send = async (options: InjectOptions) => {
    const res = await server.call({ ...options, cookie });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };

  /** A request line and headers as a browser of the site would send them, then whatever follows. */
  const rawApi = (requestLine: string, extraHeaders = '', body = ''): string =>
    `${requestLine}\r\nHost: localhost\r\nAuthorization: Bearer ${siteToken}\r\nCookie: ${cookie}\r\n` +
    `Connection: close\r\n${extraHeaders}\r\n${body}`;

  describe('a bad URL encoding (Fastify: FST_ERR_BAD_URL)', () => {
    it.each([
      ['GET', '/api/signal/%zz'],
      ['GET', '/api/signal/%E0%A4%A'],
      ['DELETE', '/api/signal/%'],
      ['POST', '/api/withdraw/%C0%AF/cancel'],
      ['PUT', '/api/user/bank_account/%ff'],
    ] as const)('%s %s is WRONG_DATA_FORMAT', async (method, url) => {
      expect(expectCataloguedRefusal(await send({ method, url, payload: {} }))).toBe('WRONG_DATA_FORMAT');
    });

    it('over a real connection too', async () => {
      const answer = await rawRequest(port, rawApi('GET /api/signal/%zz HTTP/1.1'));
      expect(expectCataloguedRefusal(answer)).toBe('WRONG_DATA_FORMAT');
    });
  });

  describe('an id over the router limit of 100 characters (Fastify: 414 FST_ERR_MAX_PARAM_LENGTH)', () => {
    const long = 'a'.repeat(101);
    it.each([
      ['POST', '/api/withdraw/{101 chars}/cancel'],
      ['DELETE', '/api/signal/{101 chars}'],
      ['PATCH', '/api/signal/{101 chars}'],
      ['POST', '/api/signal/{101 chars}/enable'],
      ['PUT', '/api/user/bank_account/{101 chars}'],
      ['DELETE', '/api/user/crypto_address/{5000 chars}'],
      ['GET', '/api/signal/{101 chars}'],
      ['GET', '/api/signal/{101 chars}/performance'],
    ] as const)('%s %s is refused with a catalogued code', async (method, template) => {
      const url = template.replace(/\{(\d+) chars\}/, (_m, n: string) => 'a'.repeat(Number(n)));
      expectCataloguedRefusal(await send({ method, url, payload: {} }));
    });

    it('a non-GET one is WRONG_DATA_FORMAT, as an id over the schema limit is', async () => {
      const tooLongForRouter = await send({ method: 'POST', url: `/api/withdraw/${long}/cancel` });
      const tooLongForSchema = await send({ method: 'POST', url: `/api/withdraw/${'a'.repeat(99)}x/cancel` });
      expect(expectCataloguedRefusal(tooLongForRouter)).toBe('WRONG_DATA_FORMAT');
      expect(tooLongForSchema.status).toBeLessThan(500);
    });
  });

  describe("refused by Node's HTTP parser before Fastify sees the request (a real connection)", () => {
    it('headers over the 16 KB limit are HEADERS_TOO_LARGE (431)', async () => {
      const answer = await rawRequest(
        port,
        rawApi('GET /api/user HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}\r\n`),
      );
      expect(expectCataloguedRefusal(answer)).toBe('HEADERS_TOO_LARGE');
    });

    it('a URL over the same limit is HEADERS_TOO_LARGE', async () => {
      const answer = await rawRequest(port, rawApi(`GET /api/signal?q=${'b'.repeat(20_000)} HTTP/1.1`));
      expect(expectCataloguedRefusal(answer)).toBe('HEADERS_TOO_LARGE');
    });

    it('a huge cookie is HEADERS_TOO_LARGE', async () => {
      const answer = await rawRequest(
        port,
        rawApi('GET /api/user HTTP/1.1', `Cookie: x=${'c'.repeat(17_000)}\r\n`),
      );
      expect(expectCataloguedRefusal(answer)).toBe('HEADERS_TOO_LARGE');
    });

    it.each([
      ['an unknown method', rawApi('FROB /api/user HTTP/1.1')],
      ['a lower-case method', rawApi('get /api/user HTTP/1.1')],
      ['an unknown HTTP version', rawApi('GET /api/user HTTP/7.3')],
      ['a request line of garbage', '\u0000\u0001\u0002 garbage\r\n\r\n'],
      ['a header name with control characters', rawApi('GET /api/user HTTP/1.1', 'X-A\u0001b: c\r\n')],
      ['a header line without a colon', rawApi('GET /api/user HTTP/1.1', 'no colon here\r\n')],
      [
        'a Content-Length that is not a number',
        rawApi('POST /api/signal HTTP/1.1', 'Content-Length: ten\r\n'),
      ],
      [
        'both Content-Length and chunked encoding',
        rawApi('POST /api/signal HTTP/1.1', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '{}'),
      ],
      [
        'a chunk size that is not hexadecimal',
        rawApi(
          'POST /api/signal HTTP/1.1',
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
          'zz\r\n{}\r\n0\r\n\r\n',
        ),
      ],
    ])('%s is WRONG_DATA_FORMAT', async (_name, request) => {
      expect(expectCataloguedRefusal(await rawRequest(port, request))).toBe('WRONG_DATA_FORMAT');
    });
  });

  describe('methods the API does not have', () => {
    it.each(['PROPFIND', 'OPTIONS', 'TRACE', 'PURGE', 'SEARCH'])(
      '%s /api/signal is ROUTE_NOT_FOUND',
      async (method) => {
        const answer = await rawRequest(port, rawApi(`${method} /api/signal HTTP/1.1`));
        expect(expectCataloguedRefusal(answer)).toBe('ROUTE_NOT_FOUND');
      },
    );

    it('CONNECT (a tunnel through a proxy, which this server is not) is ROUTE_NOT_FOUND', async () => {
      const answer = await rawRequest(
        port,
        'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      );
      expect(expectCataloguedRefusal(answer)).toBe('ROUTE_NOT_FOUND');
    });

    it('a WebSocket upgrade anywhere but the live feed is ROUTE_NOT_FOUND', async () => {
      const upgrade =
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
      const answer = await rawRequest(port, `GET /api/user HTTP/1.1\r\nHost: localhost\r\n${upgrade}\r\n`);
      expect(expectCataloguedRefusal(answer)).toBe('ROUTE_NOT_FOUND');
    });

    it('a known method on a route without it is ROUTE_NOT_FOUND', async () => {
      expect(expectCataloguedRefusal(await send({ method: 'PUT', url: '/api/signal' }))).toBe(
        'ROUTE_NOT_FOUND',
      );
    });
  });

  describe('bodies of the wrong content type on a JSON route', () => {
    const signal = { name: 'Content types', describe: 'd', platform: 'MT4', connMethod: 'EA' };
    it.each([
      ['text/plain', JSON.stringify(signal)],
      ['application/xml', '<signal/>'],
      ['application/x-www-form-urlencoded', 'name=x&describe=y'],
      ['multipart/form-data', '--x\r\n'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n',
      ],
      ['application/json; charset=utf-16', JSON.stringify(signal)],
      ['application/json', '{"name": '],
      ['application/json', ''],
      ['application/json', '[1, 2, 3]'],
      ['application/json', '"a string"'],
      ['application/json', '{"__proto__": {"admin": true}}'],
      ['application/jsonx', JSON.stringify(signal)],
      ['image/png', '\u0089PNG'],
    ])('%s (%j) is refused with a catalogued code', async (contentType, payload) => {
      expectCataloguedRefusal(
        await send({ method: 'POST', url: '/api/signal', headers: { 'content-type': contentType }, payload }),
      );
    });
  });

  describe('absurd query strings', () => {
    it.each([
      ['/api/signal?page=1e400'],
      ['/api/signal?page=-1'],
      ['/api/signal?page=NaN'],
      ['/api/signal?page=1&page=2'],
      ['/api/signal?pageSize={400 nines}', '/api/signal?pageSize=' + '9'.repeat(400)],
      ['/api/signal?view=listed&view=archived'],
      ['/api/signal?view={5000 chars}', '/api/signal?view=' + 'x'.repeat(5000)],
      ['/api/withdraw?status=UNDER_REVIEW&status=CANCELED'],
      ['/api/withdraw?status=%F0%9F%92%A9'],
      ['/api/report/order?from=yesterday'],
      ['/api/report/order?from=2024-01-01&to=2023-01-01'],
      ['/api/report/order?format=pdf'],
      ['/api/report/order?symbol=%00%00'],
      ['/api/user_check/username'],
      ['/api/user_check/username?username=a&username=b'],
    ])('%s is refused with a catalogued code', async (label, url = label) => {
      expectCataloguedRefusal(await send({ method: 'GET', url }));
    });
  });

  it('fuzzed paths, methods, content types and queries never answer outside the envelope', async () => {
    const segment = fc.oneof(
      fc.constantFrom('signal', 'withdraw', 'user', 'bank_account', 'report', 'order', 'cancel', 'enable'),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.stringMatching(/^(%[0-9A-Fa-fzZ]{0,2}|[a-z0-9]){1,8}$/),
      fc.constant('a'.repeat(120)),
    );
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/api/${parts.join('/')}`),
      query: fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-zA-Z0-9=&%[\]._-]{0,40}$/)),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data',
        'application/xml',
      ),
      payload: fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }), fc.json()),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, query, contentType, payload }) => {
        const res = await send({
          method,
          url: path + query,
          headers: { 'content-type': contentType },
          ...(method === 'GET' || method === 'OPTIONS' ? {} : { payload }),
        });
        // Some of these are real requests that succeed (an unknown query key is dropped).
        if (res.status < 400) {
          expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
          expect(res.headers['cache-control']).toBe('no-store');
        } else expectCataloguedRefusal(res);
      }),
      { numRuns: 150 },
    );
  });
});
