import { API_ROUTES, type RouteKey } from '@signal-portal/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, VALID_BANK, VALID_TRC20 } from '../routes/money/money.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

/**
 * JSON bodies are checked against their types as sent: a string field given an array, a number, a
 * boolean, an object or null (and a boolean field given a string) is WRONG_DATA_FORMAT and changes
 * nothing, instead of being coerced (`["x"]` -> "x", `true` -> "true", `"true"` -> true).
 */

/**
 * Every table's rows, hashed in one query: equal before and after means the request wrote nothing.
 * Counters of requests (rate limits) are bookkeeping of the request itself, not something it created.
 */
const fingerprint = async (server: TestServer): Promise<string> => {
  const { rows: tables } = await server.ctx.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_counters'
     ORDER BY table_name`,
  );
  const digests = tables.map(
    ({ table_name: table }) =>
      `SELECT '${table}' AS name, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
  );
  const { rows } = await server.ctx.db.query<{ name: string; digest: string | null }>(
    digests.join(' UNION ALL '),
  );
  return rows.map((row) => `${row.name}:${row.digest ?? ''}`).join('\n');
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON route with a body of the right types; `{id}` is filled in by the test. */
interface JsonRouteCase {
  readonly route: RouteKey;
  readonly body: { [key: string]: Json };
  readonly member: boolean;
  readonly idempotent?: boolean;
}

const FOLLOW_SETTING = { investmentMin: '100', investmentMax: '1000', profitSharePercent: '10' };
const CONTACT_EMAIL = { method: 'email', email: 'strict.types@example.com' };
const CONTACT_PHONE = { method: 'phone', countryCode: 'TW', phone: '+886912345678' };
const SIGN_UP = { username: 'stricttypes', over18: true, acceptTerms: true, language: 'en-US' };

const CASES: readonly JsonRouteCase[] = [
  {
    route: 'POST /signal',
    member: true,
    body: {
      name: 'Typed_signal',
      describe: 'd',
      platform: 'MT4',
      connMethod: 'EA',
      followSetting: FOLLOW_SETTING,
    },
  },
  {
    route: 'PATCH /signal/{id}',
    member: true,
    body: { describe: 'new words', followSetting: FOLLOW_SETTING },
  },
  {
    route: 'POST /signal/{id}/connect',
    member: true,
    body: { method: 'ACCOUNT_LINK', server: 'Demo-Server', number: '123456', investorPassword: 'secret' },
  },
  { route: 'POST /signal/{id}/reconnect', member: true, body: { method: 'EA' } },
  {
    route: 'PUT /signal/{id}/symbol',
    member: true,
    body: { pairs: [{ providerSymbol: 'EURUSD', platformSymbol: 'EURUSD', contractSize: '100000' }] },
  },
  {
    route: 'POST /signal/{id}/tw/order',
    member: true,
    body: { tradingType: 'BUY', symbol: '2330', volume: '1000' },
  },
  {
    route: 'POST /withdraw',
    member: true,
    idempotent: true,
    body: { type: 'WIRE', amount: '60', currency: 'USD', bankAccountId: '{bank}' },
  },
  { route: 'POST /user/bank_account', member: true, body: VALID_BANK },
  { route: 'PUT /user/bank_account/{id}', member: true, body: VALID_BANK },
  { route: 'POST /user/crypto_address', member: true, body: VALID_TRC20 },
  { route: 'PUT /user/crypto_address/{id}', member: true, body: VALID_TRC20 },
  { route: 'PUT /user/language', member: true, body: { language: 'ja-JP' } },
  { route: 'POST /auth/register_by_email', member: false, body: { ...CONTACT_EMAIL, ...SIGN_UP } },
  { route: 'POST /auth/register_by_phone', member: false, body: { ...CONTACT_PHONE, ...SIGN_UP } },
  { route: 'POST /auth/login_by_email', member: false, body: CONTACT_EMAIL },
  { route: 'POST /auth/login_by_phone', member: false, body: CONTACT_PHONE },
  { route: 'POST /auth/email', member: true, body: { email: 'bound@example.com' } },
  { route: 'PATCH /auth/email/verify', member: true, body: { email: 'bound@example.com', code: '123456' } },
  { route: 'PATCH /auth/verify', member: false, body: { ...CONTACT_EMAIL, code: '123456' } },
];

/** A value of every JSON type but the one the field has. */
const wrongTypeFor = (value: Json): fc.Arbitrary<Json> => {
  const text = fc.string({ maxLength: 12 });
  const anyString = fc.oneof(text, fc.constantFrom('true', 'false', '1', '0', ''));
  const aNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const others = {
    string: anyString,
    number: aNumber,
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.oneof(fc.constant<Json>([value]), fc.array(text, { maxLength: 3 }), fc.constant<Json>([])),
    object: fc.oneof(fc.constant<Json>({ value }), fc.dictionary(text, text, { maxKeys: 2 })),
  } satisfies Record<string, fc.Arbitrary<Json>>;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return fc.oneof(
    ...Object.entries(others)
      .filter(([name]) => name !== kind)
      .map(([, arbitrary]) => arbitrary as fc.Arbitrary<Json>),
  );
};

/** Every path to a value in a body: ['name'], ['followSetting', 'investmentMin'], ['pairs', 0, 'contractSize']. */
const pathsOf = (value: Json, prefix: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...prefix, index]))
    : Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key]));
  return prefix.length === 0 ? children : [prefix, ...children];
};

const withValueAt = (body: Json, path: readonly (string | number)[], value: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(body))
    return body.map((item, index) => (index === head ? withValueAt(item, rest, value) : item));
  if (body === null || typeof body !== 'object') return body;
  return { ...body, [head]: withValueAt(body[head] ?? null, rest, value) };
};

const valueAt = (body: Json, path: readonly (string | number)[]): Json =>
  path.reduce<Json>(
    (node, key) =>
      node !== null && typeof node === 'object' ? ((node as Record<string, Json>)[key] ?? null) : null,
    body,
  );

describe('JSON bodies are checked strictly by type', () => {
  let server: TestServer;
  let member: Awaited<ReturnType<typeof fundedMember>>;
  let signalId: string;
  let keys = 0;

  beforeAll(async () => {
    server = await startTestServer();
    member = await fundedMember(server, '1000.00');
    const created = await server.call({
      method: 'POST',
      url: '/api/signal',
      cookie: member.cookie,
      payload: { name: 'Existing_signal', describe: 'd', platform: 'MT4', connMethod: 'EA' },
    });
    expect(created.json()).toMatchObject({ signal: {} });
    signalId = created.json<{ signal: { id: string } }>().signal.id;
  });
  afterAll(async () => {
    await server.close();
  });

  const send = (testCase: JsonRouteCase, body: Json) => {
    const [method = 'GET', path = '/'] = testCase.route.split(' ');
    const id = path.includes('bank_account')
      ? member.bankAccountId
      : path.includes('crypto_address')
        ? member.cryptoAddressId
        : signalId;
    const url = `/api${path.replace('{id}', id)}`;
    const payload = JSON.stringify(body).replace('"{bank}"', JSON.stringify(member.bankAccountId));
    return server.call({
      method,
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(testCase.idempotent ? { 'idempotency-key': `strict-types-${(keys += 1)}` } : {}),
      },
      ...(testCase.member ? { cookie: member.cookie } : {}),
    });
  };

  const signalNames = async (): Promise<string[]> => {
    const { rows } = await server.ctx.db.query<{ name: string }>('SELECT name FROM signals ORDER BY name');
    return rows.map((row) => row.name);
  };

  it('the cases cover every route that takes a JSON body', () => {
    const jsonRoutes = (Object.keys(API_ROUTES) as RouteKey[]).filter((key) =>
      ['json', 'optional-json'].includes(API_ROUTES[key].body),
    );
    expect(CASES.map((c) => c.route).sort()).toEqual([...jsonRoutes].sort());
  });

  it('{"name":["x"]} creates no signal', async () => {
    const before = await signalNames();
    const res = await send(CASES[0] as JsonRouteCase, {
      name: ['Array_signal'],
      describe: 'd',
      platform: 'MT4',
      connMethod: 'EA',
    });
    expect(res.json()).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    expect(res.statusCode).toBe(400);
    expect(await signalNames()).toEqual(before);
  });

  it('{"name":true} is not read as "true"', async () => {
    const before = await signalNames();
    const res = await send(CASES[0] as JsonRouteCase, {
      name: true,
      describe: 'd',
      platform: 'MT4',
      connMethod: 'EA',
    });
    expect(res.json()).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    expect(await signalNames()).toEqual(before);
  });

  it('{"amount":["60"]} makes no withdrawal', async () => {
    const withdrawCase = CASES.find((c) => c.route === 'POST /withdraw') as JsonRouteCase;
    const withdrawals = async () => (await server.ctx.db.query('SELECT id FROM withdrawals')).rows;
    const before = { rows: await withdrawals(), all: await fingerprint(server) };
    const res = await send(withdrawCase, { ...withdrawCase.body, amount: ['60'] });
    expect(res.json()).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    expect(await withdrawals()).toEqual(before.rows);
    expect(await fingerprint(server)).toBe(before.all);
  });

  it('a body with the right types passes the schema (the cases are real bodies)', async () => {
    for (const testCase of CASES) {
      const res = await send(testCase, testCase.body);
      // Past the schema, the route's own rules answer (a code not sent, a broker not reachable...).
      expect(res.json(), testCase.route).not.toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    }
  });

  it('any field of any JSON route given a value of another JSON type is WRONG_DATA_FORMAT and writes nothing', async () => {
    const mutation = fc
      .constantFrom(...CASES)
      .chain((testCase) =>
        fc
          .constantFrom(...pathsOf(testCase.body))
          .chain((path) =>
            wrongTypeFor(valueAt(testCase.body, path)).map((wrong) => ({ testCase, path, wrong })),
          ),
      );
    await fc.assert(
      fc.asyncProperty(mutation, async ({ testCase, path, wrong }) => {
        const before = await fingerprint(server);
        const res = await send(testCase, withValueAt(testCase.body, path, wrong));
        expect(res.json(), `${testCase.route} ${path.join('.')} = ${JSON.stringify(wrong)}`).toMatchObject({
          error: 'WRONG_DATA_FORMAT',
        });
        expect(res.statusCode).toBe(400);
        expect(await fingerprint(server)).toBe(before);
      }),
      { numRuns: 120 },
    );
  });
});
