import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { expectLedgerConsistent, fundedMember, KYC_FIELDS, multipart, PNG } from './money.test-helpers.js';

// Bad input of any shape gets a catalogued 4xx, never a 5xx: every money route, fuzzed.

let server: TestServer;
let member: Awaited<ReturnType<typeof fundedMember>>;
beforeAll(async () => {
  server = await startTestServer();
  member = await fundedMember(server, '100000.00');
});
afterAll(async () => {
  await server.close();
});

const RUNS = { numRuns: 40 };

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '50',
    '100.00',
    '99999999999999999999999999',
    'null',
    '☃',
    '\u0000',
    'x'.repeat(300),
  ),
);
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

const expectCatalogued = (res: { statusCode: number; json: () => unknown }): void => {
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  expect(typeof body).toBe('object');
  if (res.statusCode >= 400) expect(typeof body.error).toBe('string');
};

const queryOf = (entries: Record<string, string>): string => {
  const q = new URLSearchParams(entries).toString();
  return q === '' ? '' : `?${q}`;
};

const queryArb = fc.dictionary(
  fc.oneof(
    fc.constantFrom('page', 'pageSize', 'from', 'to', 'type', 'status', 'payment'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    text,
    fc.constantFrom('2024-01-01', '2024-13-01', 'WITHDRAW_WIRE', 'REWARD_INTRODUCE', 'CANCELED', 'withdraw'),
  ),
  { maxKeys: 4 },
);

describe('fuzzed input on every money route', () => {
  it('GET routes with random queries', async () => {
    const urls = [
      '/api/asset/wallet',
      '/api/asset/wallet/config',
      '/api/asset/summary',
      '/api/asset/wallet/real/record',
      '/api/asset/wallet/token/record',
      '/api/withdraw/config',
      '/api/withdraw',
      '/api/user/bank_account',
      '/api/user/crypto_address',
      '/api/user/kyc/status',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), queryArb, async (url, query) => {
        expectCatalogued(
          await server.call({ method: 'GET', url: `${url}${queryOf(query)}`, cookie: member.cookie }),
        );
      }),
      RUNS,
    );
  });

  it('POST /withdraw with random bodies and keys', async () => {
    const body = fc.oneof(
      anyValue,
      fc.record(
        {
          type: fc.oneof(fc.constantFrom('WIRE', 'CRYPTO'), text),
          amount: fc.oneof(fc.constantFrom('50', '100', '50000.01', '49.99', '5', '25'), text, fc.integer()),
          currency: fc.oneof(fc.constantFrom('USD', 'TWD', 'USDT', 'BTC', 'usd'), text),
          network: fc.oneof(fc.constantFrom('TRC20', 'ERC20', 'BTC', ''), text),
          bankAccountId: fc.oneof(fc.constant(member.bankAccountId), text),
          cryptoAddressId: fc.oneof(fc.constant(member.cryptoAddressId), text),
          extra: anyValue,
        },
        { requiredKeys: [] },
      ),
    );
    const key = fc.oneof(fc.uuid(), text, fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(body, key, async (payload, idempotencyKey) => {
        const res = await server.call({
          method: 'POST',
          url: '/api/withdraw',
          cookie: member.cookie,
          headers: {
            'content-type': 'application/json',
            ...(idempotencyKey === undefined
              ? {}
              : { 'idempotency-key': encodeURIComponent(idempotencyKey) }),
          },
          payload: JSON.stringify(payload),
        });
        expectCatalogued(res);
      }),
      RUNS,
    );
    await expectLedgerConsistent(server.ctx.db);
  });

  it('account routes with random bodies and ids', async () => {
    const bank = fc.record(
      {
        bankName: anyValue,
        bankAddress: anyValue,
        accountNumber: anyValue,
        swiftCode: fc.oneof(fc.constant('DEUTDEFF'), text),
        iban: fc.oneof(fc.constant('DE89370400440532013000'), text),
        beneficiaryName: anyValue,
      },
      { requiredKeys: [] },
    );
    const crypto = fc.record(
      {
        currency: fc.oneof(fc.constant('USDT'), anyValue),
        network: fc.oneof(fc.constant('TRC20'), anyValue),
        address: anyValue,
      },
      { requiredKeys: [] },
    );
    const route = fc.constantFrom(
      ['POST', '/api/user/bank_account', 'bank'] as const,
      ['PUT', '/api/user/bank_account/{id}', 'bank'] as const,
      ['DELETE', '/api/user/bank_account/{id}', 'none'] as const,
      ['POST', '/api/user/crypto_address', 'crypto'] as const,
      ['PUT', '/api/user/crypto_address/{id}', 'crypto'] as const,
      ['DELETE', '/api/user/crypto_address/{id}', 'none'] as const,
      ['POST', '/api/withdraw/{id}/cancel', 'none'] as const,
    );
    const id = fc.oneof(
      text.filter((s) => s.length > 0),
      fc.constant(member.bankAccountId),
    );
    await fc.assert(
      fc.asyncProperty(
        route,
        id,
        fc.oneof(bank, crypto, anyValue),
        async ([method, path, kind], rawId, payload) => {
          const url = path.replace('{id}', encodeURIComponent(rawId));
          const res = await server.call({
            method,
            url,
            cookie: member.cookie,
            ...(kind === 'none'
              ? {}
              : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
          });
          expectCatalogued(res);
        },
      ),
      RUNS,
    );
  });

  it('POST /user/kyc with random fields, files and bodies', async () => {
    const fields = fc.dictionary(
      fc.oneof(
        fc.constantFrom(...Object.keys(KYC_FIELDS)),
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /^\w+$/.test(s)),
      ),
      fc.string({ maxLength: 40 }).filter((s) => !s.includes('\r') && !s.includes('\n')),
      { maxKeys: 8 },
    );
    const files = fc.dictionary(
      fc.constantFrom('documentFront', 'documentBack', 'selfie', 'other'),
      fc.oneof(fc.constant(PNG), fc.uint8Array({ maxLength: 64 })),
      { maxKeys: 3 },
    );
    const someone = await server.signIn();
    await fc.assert(
      fc.asyncProperty(fields, files, fc.boolean(), async (f, files, asForm) => {
        const res = asForm
          ? await server.call({
              method: 'POST',
              url: '/api/user/kyc',
              cookie: someone.cookie,
              ...multipart(f, files),
            })
          : await server.call({ method: 'POST', url: '/api/user/kyc', cookie: someone.cookie, payload: f });
        expectCatalogued(res);
      }),
      RUNS,
    );
    const garbled = await server.call({
      method: 'POST',
      url: '/api/user/kyc',
      cookie: someone.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMei',
    });
    expectCatalogued(garbled);
  });
});
