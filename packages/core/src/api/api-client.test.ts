import { FAKE_API_BASE_URL, FakeHttp } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { defaultSignal } from '../domain/signal/signal.js';
import type { Language } from '../i18n/languages.js';
import type { Http, HttpResponse } from '../ports/http.port.js';
import { fail, ok } from '../shared/result.js';
import { ApiClient, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './api-client.js';

const client = (http: Http, language?: () => Language) =>
  new ApiClient({
    http,
    baseUrl: `${FAKE_API_BASE_URL}/`,
    siteToken: () => 'site.jwt',
    ...(language ? { language } : {}),
  });

/** An Http that answers every request with one raw response. */
const rawHttp = (status: number, text: string): Http => ({
  send: (): Promise<HttpResponse> =>
    Promise.resolve({
      status,
      headers: {},
      text: () => Promise.resolve(text),
      stream: async function* () {
        yield await Promise.resolve(new Uint8Array());
      },
    }),
});

describe('ApiClient: the request', () => {
  it('sends the site token, Accept and Accept-Language, and no Content-Type without a body', async () => {
    const http = new FakeHttp().respond('GET /user/kyc/status', {
      status: 'UNVERIFIED',
      comment: '',
      submittedAt: null,
      reviewedAt: null,
    });
    await client(http, () => 'ja-JP').call('GET /user/kyc/status');
    const request = http.lastRequest();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${FAKE_API_BASE_URL}/user/kyc/status`);
    expect(request.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer site.jwt',
      'Accept-Language': 'ja-JP',
    });
    expect(request.body).toBeUndefined();
  });

  it('accepts the site token as a plain string', async () => {
    const http = new FakeHttp().respond('GET /entry', {} as never);
    await new ApiClient({ http, baseUrl: FAKE_API_BASE_URL, siteToken: 'fixed' }).call('GET /entry');
    expect(http.lastRequest().headers['Authorization']).toBe('Bearer fixed');
  });

  it('sends a JSON body with its Content-Type', async () => {
    const http = new FakeHttp().respond('POST /auth/login_by_email', true);
    await client(http).call('POST /auth/login_by_email', { body: { method: 'email', email: 'a@b.co' } });
    const request = http.lastRequest();
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.json).toEqual({ method: 'email', email: 'a@b.co' });
  });

  it('encodes path parameters and query values, leaving out undefined ones', async () => {
    const http = new FakeHttp().respond('GET /signal/{id}/followers', []);
    await client(http).call('GET /signal/{id}/followers', {
      params: { id: 'a/b c?' },
      query: { from: '2024-01-01T00:00:00Z', to: undefined },
    });
    const request = http.lastRequest();
    expect(request.url).toBe(
      `${FAKE_API_BASE_URL}/signal/a%2Fb%20c%3F/followers?from=2024-01-01T00%3A00%3A00Z`,
    );
    expect(request.route).toBe('GET /signal/{id}/followers');
    expect(request.params).toEqual({ id: 'a/b c?' });
    expect(request.query).toEqual({ from: '2024-01-01T00:00:00Z' });
  });

  it('puts numbers and booleans into the query as text, and no ? for an empty query', async () => {
    const http = new FakeHttp();
    const api = client(http);
    await api.call('GET /signal', { query: { page: 2, pageSize: 50, view: 'pending' } });
    expect(http.lastRequest().url).toBe(`${FAKE_API_BASE_URL}/signal?page=2&pageSize=50&view=pending`);
    await api.call('GET /signal', { query: {} });
    expect(http.lastRequest().url).toBe(`${FAKE_API_BASE_URL}/signal`);
  });

  it('sends the Idempotency-Key of a money move', async () => {
    const http = new FakeHttp();
    await client(http).call('POST /withdraw', {
      body: { type: 'WIRE', amount: '100.00', currency: 'USD', bankAccountId: 'b1' },
      idempotencyKey: 'key-1',
    });
    expect(http.lastRequest().headers[IDEMPOTENCY_KEY_HEADER]).toBe('key-1');
  });

  it('turns a multipart form into fields then files, without a JSON Content-Type', async () => {
    const http = new FakeHttp();
    const data = new Uint8Array([1, 2, 3]);
    await client(http).call('PATCH /user', {
      body: {
        fields: { username: 'trader01' },
        files: { headshot: { filename: 'me.png', contentType: 'image/png', data } },
      },
    });
    const request = http.lastRequest();
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'field', name: 'username', value: 'trader01' },
        { kind: 'file', name: 'headshot', filename: 'me.png', contentType: 'image/png', data },
      ],
    });
  });

  it('treats a missing path parameter as a bug and throws', async () => {
    const api = client(new FakeHttp());
    const untyped = api.call.bind(api) as (key: string, options?: object) => Promise<unknown>;
    await expect(untyped('GET /signal/{id}', {})).rejects.toThrow(TypeError);
  });
});

describe('ApiClient: the answer', () => {
  it('gives the value of the route field on 2xx', async () => {
    const signal = defaultSignal({ id: 's1', name: 'Alpha' });
    const http = new FakeHttp().respond('GET /signal/{id}', signal);
    expect(await client(http).call('GET /signal/{id}', { params: { id: 's1' } })).toEqual(ok(signal));
  });

  it('keeps a falsy field value (logout answering false)', async () => {
    const http = new FakeHttp().respond('DELETE /auth/logout', false);
    expect(await client(http).call('DELETE /auth/logout')).toEqual(ok(false));
  });

  it('is apiError when a 2xx body lacks the field', async () => {
    const http = new FakeHttp().on('GET /user', () => ({ status: 200, json: { member: {} } }));
    expect(await client(http).call('GET /user')).toEqual(fail('apiError'));
  });

  it('is apiError when the body is not a JSON object', async () => {
    for (const text of ['<html>', '', '["user"]', 'null']) {
      expect(await client(rawHttp(200, text)).call('GET /user')).toEqual(fail('apiError'));
      expect(await client(rawHttp(502, text)).call('GET /user')).toEqual(fail('apiError'));
    }
  });

  it('gives the code of an error body', async () => {
    const http = new FakeHttp().respondError('GET /user', 'NOT_SIGNED_IN');
    expect(await client(http).call('GET /user')).toEqual(fail('NOT_SIGNED_IN'));
  });

  it('maps an unknown or missing error code to apiError', async () => {
    expect(await client(rawHttp(500, '{"error":"SOMETHING_NEW"}')).call('GET /user')).toEqual(
      fail('apiError'),
    );
    expect(await client(rawHttp(500, '{"message":"boom"}')).call('GET /user')).toEqual(fail('apiError'));
    expect(await client(rawHttp(400, '{"error":42}')).call('GET /user')).toEqual(fail('apiError'));
  });

  it('is NETWORK_ERROR when the request fails or the body cannot be read', async () => {
    const http = new FakeHttp().failNetwork('GET /user');
    expect(await client(http).call('GET /user')).toEqual(fail('NETWORK_ERROR'));
    const brokenBody: Http = {
      send: () =>
        Promise.resolve({
          status: 200,
          headers: {},
          text: () => Promise.reject(new Error('reset')),
          stream: () => ({
            [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('reset')) }),
          }),
        }),
    };
    expect(await client(brokenBody).call('GET /user')).toEqual(fail('NETWORK_ERROR'));
  });
});

describe('ApiClient.callIdempotent', () => {
  const body = { type: 'WIRE', amount: '100.00', currency: 'USD', bankAccountId: 'b1' } as const;
  const withdrawal = { id: 'w1' };
  const answering = (headers: Record<string, string>) =>
    new FakeHttp().on('POST /withdraw', () => ({ status: 200, json: { withdrawal }, headers }));

  it('says whether the server replayed its stored answer to the same Idempotency-Key', async () => {
    const replayed = answering({ [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
    expect(await client(replayed).callIdempotent('POST /withdraw', { body, idempotencyKey: 'k1' })).toEqual(
      ok({ value: withdrawal, replayed: true }),
    );
    expect(replayed.lastRequest().headers[IDEMPOTENCY_KEY_HEADER]).toBe('k1');
    const fresh = answering({});
    expect(await client(fresh).callIdempotent('POST /withdraw', { body, idempotencyKey: 'k1' })).toEqual(
      ok({ value: withdrawal, replayed: false }),
    );
  });

  it('maps refusals and lost answers like call', async () => {
    const refused = new FakeHttp().respondError('POST /withdraw', 'IDEMPOTENCY_KEY_REUSED');
    expect(await client(refused).callIdempotent('POST /withdraw', { body, idempotencyKey: 'k1' })).toEqual(
      fail('IDEMPOTENCY_KEY_REUSED'),
    );
    const lost = new FakeHttp().failNetwork('POST /withdraw');
    expect(await client(lost).callIdempotent('POST /withdraw', { body, idempotencyKey: 'k1' })).toEqual(
      fail('NETWORK_ERROR'),
    );
  });
});

describe('ApiClient.download', () => {
  const decode = async (chunks: AsyncIterable<Uint8Array>): Promise<string[]> => {
    const decoder = new TextDecoder();
    const out: string[] = [];
    for await (const chunk of chunks) out.push(decoder.decode(chunk));
    return out;
  };

  it('adds format=csv and hands over the chunks as they come, with the file name', async () => {
    const http = new FakeHttp().on('GET /report/settlement', () => ({
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="settlement.csv"',
      },
      chunks: ['id,profit\n', 'p1,10.00\n', 'p2,5.50\n'],
    }));
    const result = await client(http).download('GET /report/settlement', {
      query: { signalId: 's1', page: 3 },
    });
    expect(http.lastRequest().query).toEqual({ signalId: 's1', page: '3', format: 'csv' });
    if (result.error) throw new Error(result.value);
    expect(result.value.contentType).toBe('text/csv; charset=utf-8');
    expect(result.value.filename).toBe('settlement.csv');
    expect(await decode(result.value.chunks)).toEqual(['id,profit\n', 'p1,10.00\n', 'p2,5.50\n']);
  });

  it('maps a refused download like a call', async () => {
    const http = new FakeHttp().respondError('GET /report/order', 'DATE_RANGE_INVALID');
    expect(await client(http).download('GET /report/order')).toEqual(fail('DATE_RANGE_INVALID'));
    expect(
      await client(new FakeHttp().failNetwork('GET /report/order')).download('GET /report/order'),
    ).toEqual(fail('NETWORK_ERROR'));
    expect(await client(rawHttp(500, 'oops')).download('GET /report/order')).toEqual(fail('apiError'));
  });
});

// Compile-time checks of the contract (tsc runs over tests); never called.
export const contractTypeChecks = (api: ApiClient): void => {
  // @ts-expect-error a route with a path parameter needs params
  void api.call('GET /signal/{id}');
  // @ts-expect-error a money move needs an idempotency key
  void api.call('POST /withdraw', {
    body: { type: 'WIRE', amount: '1', currency: 'USD', bankAccountId: 'b' },
  });
  // @ts-expect-error the name of a signal cannot be patched
  void api.call('PATCH /signal/{id}', { params: { id: '1' }, body: { name: 'renamed' } });
  // @ts-expect-error only CSV routes can be downloaded
  void api.download('GET /user');
  // @ts-expect-error a route without a body takes none
  void api.call('GET /user', { body: {} });
};
