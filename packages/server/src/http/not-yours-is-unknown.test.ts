import { API_ROUTES, type RouteKey } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import {
  fundedMember,
  multipart,
  PNG,
  VALID_BANK,
  VALID_TRC20,
  type ApiBody,
} from '../routes/money/money.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';

/**
 * Another member's resource answers exactly as an id that does not exist: a different answer (403
 * instead of 404) would tell a stranger that the id is real and whose it is not.
 */
type Owned = 'signal' | 'bank' | 'crypto' | 'withdrawal';

interface OwnedRouteCase {
  readonly route: RouteKey;
  readonly owned: Owned;
  readonly body?: Record<string, unknown>;
  readonly form?: boolean;
}

const CASES: readonly OwnedRouteCase[] = [
  { route: 'GET /signal/{id}', owned: 'signal' },
  { route: 'PATCH /signal/{id}', owned: 'signal', body: { describe: 'taken over' } },
  { route: 'DELETE /signal/{id}', owned: 'signal' },
  { route: 'POST /signal/{id}/enable', owned: 'signal' },
  { route: 'POST /signal/{id}/disable', owned: 'signal' },
  { route: 'POST /signal/{id}/archive', owned: 'signal' },
  { route: 'POST /signal/{id}/submit', owned: 'signal' },
  { route: 'POST /signal/{id}/headshot', owned: 'signal', form: true },
  { route: 'POST /signal/{id}/connect', owned: 'signal', body: { method: 'EA' } },
  { route: 'POST /signal/{id}/disconnect', owned: 'signal' },
  { route: 'POST /signal/{id}/reconnect', owned: 'signal' },
  { route: 'GET /signal/{id}/symbol', owned: 'signal' },
  {
    route: 'PUT /signal/{id}/symbol',
    owned: 'signal',
    body: { pairs: [{ providerSymbol: 'EURUSD', platformSymbol: 'EURUSD' }] },
  },
  { route: 'POST /signal/{id}/symbol/sync', owned: 'signal' },
  { route: 'GET /signal/{id}/performance', owned: 'signal' },
  { route: 'GET /signal/{id}/followers', owned: 'signal' },
  { route: 'GET /signal/{id}/robots', owned: 'signal' },
  { route: 'GET /signal/{id}/history', owned: 'signal' },
  {
    route: 'POST /signal/{id}/tw/order',
    owned: 'signal',
    body: { tradingType: 'BUY', symbol: '2330', volume: '1000' },
  },
  { route: 'GET /signal/{id}/tw/order', owned: 'signal' },
  { route: 'PUT /user/bank_account/{id}', owned: 'bank', body: VALID_BANK },
  { route: 'DELETE /user/bank_account/{id}', owned: 'bank' },
  { route: 'PUT /user/crypto_address/{id}', owned: 'crypto', body: VALID_TRC20 },
  { route: 'DELETE /user/crypto_address/{id}', owned: 'crypto' },
  { route: 'GET /withdraw/{id}', owned: 'withdrawal' },
  { route: 'POST /withdraw/{id}/cancel', owned: 'withdrawal' },
];

describe("another member's resources answer as unknown ids do", () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof fundedMember>>;
  let stranger: Awaited<ReturnType<typeof fundedMember>>;
  const ids = {} as Record<Owned, string>;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await fundedMember(server, '1000.00');
    stranger = await fundedMember(server, '1000.00');
    const signal = await server.call({
      method: 'POST',
      url: '/api/signal',
      cookie: owner.cookie,
      payload: { name: 'Owners_signal', describe: 'mine', platform: 'MT4', connMethod: 'EA' },
    });
    const withdrawal = await server.call({
      method: 'POST',
      url: '/api/withdraw',
      cookie: owner.cookie,
      headers: { 'idempotency-key': 'owner-withdrawal-1' },
      payload: { type: 'WIRE', amount: '100', currency: 'USD', bankAccountId: owner.bankAccountId },
    });
    ids.signal = signal.json<{ signal: { id: string } }>().signal.id;
    ids.withdrawal = withdrawal.json<ApiBody>().withdrawal.id;
    ids.bank = owner.bankAccountId;
    ids.crypto = owner.cryptoAddressId;
  });
  afterAll(async () => {
    await server.close();
  });

  /** An answer's body less its request id (a fresh one per request, so it tells nothing of the id). */
  const bodyOf = (res: { json<T>(): T }): unknown => {
    const body = res.json<unknown>();
    if (body === null || typeof body !== 'object' || !('requestId' in body)) return body;
    const { requestId: _requestId, ...rest } = body;
    return rest;
  };

  /** The stranger's call of a route with an id, and what it answers (status and body). */
  const strangerCalls = async (testCase: OwnedRouteCase, id: string) => {
    const [method = 'GET', path = '/'] = testCase.route.split(' ');
    const form = testCase.form ? multipart({}, { headshot: PNG }) : undefined;
    const res = await server.call({
      method,
      url: `/api${path.replace('{id}', id)}`,
      cookie: stranger.cookie,
      ...(testCase.body ? { payload: testCase.body } : {}),
      ...(form ?? {}),
    });
    return { status: res.statusCode, body: bodyOf(res) };
  };

  it('the cases cover every route with an id', () => {
    const withId = (Object.keys(API_ROUTES) as RouteKey[]).filter((key) => key.includes('{id}'));
    expect(CASES.map((c) => c.route).sort()).toEqual([...withId].sort());
  });

  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_route, testCase) => {
    const unknown = await strangerCalls(testCase, newId());
    const someoneElses = await strangerCalls(testCase, ids[testCase.owned]);
    expect(someoneElses).toEqual(unknown);
    expect(unknown.status).toBe(404);
  });

  it("a withdrawal to another member's bank account or address answers as an unknown one", async () => {
    const apply = async (destination: Record<string, string>, key: string) => {
      const res = await server.call({
        method: 'POST',
        url: '/api/withdraw',
        cookie: stranger.cookie,
        headers: { 'idempotency-key': key },
        payload: { amount: '100', ...destination },
      });
      return { status: res.statusCode, body: bodyOf(res) };
    };
    const wire = { type: 'WIRE', currency: 'USD' };
    const crypto = { type: 'CRYPTO', currency: 'USDT', network: 'TRC20' };
    expect(await apply({ ...wire, bankAccountId: owner.bankAccountId }, 'stranger-1')).toEqual(
      await apply({ ...wire, bankAccountId: newId() }, 'stranger-2'),
    );
    expect(await apply({ ...crypto, cryptoAddressId: owner.cryptoAddressId }, 'stranger-3')).toEqual(
      await apply({ ...crypto, cryptoAddressId: newId() }, 'stranger-4'),
    );
  });

  it("report rows filtered by another member's signal are as empty as for an unknown signal", async () => {
    for (const report of ['order', 'settlement', 'unsettled']) {
      const rows = async (signalId: string) => {
        const res = await server.call({
          method: 'GET',
          url: `/api/report/${report}?signalId=${signalId}`,
          cookie: stranger.cookie,
        });
        return { status: res.statusCode, body: bodyOf(res) };
      };
      expect(await rows(ids.signal), report).toEqual(await rows(newId()));
    }
  });

  it("leaves the owner's resources as they were", async () => {
    const list = await server.call({ method: 'GET', url: '/api/withdraw', cookie: owner.cookie });
    expect(list.json<ApiBody>().withdrawals.list).toMatchObject([
      { id: ids.withdrawal, status: 'UNDER_REVIEW' },
    ]);
    const signal = await server.call({
      method: 'GET',
      url: `/api/signal/${ids.signal}`,
      cookie: owner.cookie,
    });
    expect(signal.json()).toMatchObject({
      signal: { id: ids.signal, name: 'Owners_signal', describe: 'mine' },
    });
    const banks = await server.call({ method: 'GET', url: '/api/user/bank_account', cookie: owner.cookie });
    expect(banks.json<ApiBody>().bankAccounts).toHaveLength(1);
  });
});
