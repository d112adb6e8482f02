import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignal,
  GOOD_LINK,
  post,
  startSignalsServer,
  type SignalsTestServer,
} from './signals.test-helpers.js';

/** Field names of the signals routes' bodies and queries, so fuzzed input gets past the first checks. */
const KNOWN_KEYS = [
  'name',
  'describe',
  'platform',
  'connMethod',
  'followSetting',
  'method',
  'server',
  'number',
  'investorPassword',
  'apiKey',
  'apiSecret',
  'pairs',
  'providerSymbol',
  'platformSymbol',
  'tradingType',
  'symbol',
  'volume',
  'page',
  'pageSize',
  'view',
  'q',
] as const;

const valueArb = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'MT4',
    'BINANCE',
    'TWSE',
    'EA',
    'API_KEY',
    'ACCOUNT_LINK',
    'BUY',
    '2330',
    '1000',
    '-1',
    '1e400',
    '',
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
);
const bodyArb = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...KNOWN_KEYS), valueArb),
  fc.record({
    pairs: fc.array(
      fc.dictionary(fc.constantFrom('providerSymbol', 'platformSymbol', 'contractSize'), valueArb),
    ),
  }),
);
const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })),
  fc.string({ maxLength: 30 }),
);

const ROUTES = [
  ['GET', '/signal'],
  ['POST', '/signal'],
  ['GET', '/signal/{id}'],
  ['PATCH', '/signal/{id}'],
  ['DELETE', '/signal/{id}'],
  ['POST', '/signal/{id}/enable'],
  ['POST', '/signal/{id}/disable'],
  ['POST', '/signal/{id}/archive'],
  ['POST', '/signal/{id}/submit'],
  ['POST', '/signal/{id}/connect'],
  ['POST', '/signal/{id}/disconnect'],
  ['POST', '/signal/{id}/reconnect'],
  ['POST', '/signal/{id}/headshot'],
  ['GET', '/server'],
  ['GET', '/signal/{id}/symbol'],
  ['PUT', '/signal/{id}/symbol'],
  ['POST', '/signal/{id}/symbol/sync'],
  ['GET', '/signal/{id}/performance'],
  ['POST', '/signal/{id}/tw/order'],
  ['GET', '/signal/{id}/tw/order'],
] as const;

describe('fuzzed input on every signals route', () => {
  let t: SignalsTestServer;
  let cookie: string;
  let ids: string[];
  beforeAll(async () => {
    t = await startSignalsServer();
    ({ cookie } = await t.server.signIn());
    const mt4 = await createSignal(t.server, cookie, { platform: 'MT4' });
    const twse = await createSignal(t.server, cookie, { platform: 'TWSE' });
    await post(t.server, cookie, `/api/signal/${mt4.id}/connect`, GOOD_LINK.MT4);
    await post(t.server, cookie, `/api/signal/${twse.id}/connect`, GOOD_LINK.TWSE);
    await t.runner.runDue();
    ids = [mt4.id, twse.id];
  });
  afterAll(async () => {
    await t.server.close();
  });

  it.each(ROUTES)('%s %s answers a catalogued 4xx (or success), never a 5xx', async (method, path) => {
    const idArb = fc.oneof(fc.constantFrom(...ids), fc.string({ minLength: 1, maxLength: 80 }));
    await fc.assert(
      fc.asyncProperty(idArb, bodyArb, queryArb, fc.boolean(), async (id, body, query, asJson) => {
        const url = `/api${path.replace('{id}', encodeURIComponent(id))}?${new URLSearchParams(query).toString()}`;
        const withBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.server.call({
          method,
          url,
          cookie,
          ...(withBody
            ? {
                payload: asJson ? JSON.stringify(body) : `--x\r\n${JSON.stringify(body)}`,
                headers: { 'content-type': asJson ? 'application/json' : 'multipart/form-data; boundary=x' },
              }
            : {}),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)} -> ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json<{ error?: unknown }>().error).toBe('string');
      }),
      { numRuns: 25 },
    );
  });
});
