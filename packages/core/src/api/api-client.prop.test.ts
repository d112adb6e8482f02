import { FakeHttp } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode } from '../shared/error-codes.js';
import { fail } from '../shared/result.js';
import { ApiClient } from './api-client.js';
import { API_ROUTES, ROUTE_KEYS } from './routes.js';

const api = (http: FakeHttp) => new ApiClient({ http, baseUrl: http.baseUrl, siteToken: 't' });

describe('ApiClient error mapping (property)', () => {
  it('maps every catalogue code to itself, whatever the status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ERROR_CODES),
        fc.integer({ min: 400, max: 599 }),
        async (code, status) => {
          const http = new FakeHttp().on('GET /user', () => ({ status, json: { error: code } }));
          expect(await api(http).call('GET /user')).toEqual(fail(code));
        },
      ),
    );
  });

  it('maps any string outside the catalogue to apiError', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((s) => !isErrorCode(s)),
        async (code) => {
          const http = new FakeHttp().on('GET /user', () => ({ status: 400, json: { error: code } }));
          expect(await api(http).call('GET /user')).toEqual(fail('apiError'));
        },
      ),
    );
    // Inherited object keys are not codes either.
    expect(isErrorCode('toString')).toBe(false);
    expect(Object.keys(ERROR_CATALOGUE)).toContain('apiError');
  });

  it('builds a URL that matches its own route back, with the same params, for any param text', async () => {
    const withParams = ROUTE_KEYS.filter((key) => API_ROUTES[key].pathParams.length > 0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), fc.string({ minLength: 1 }), async (key, id) => {
        const http = new FakeHttp();
        const client = api(http);
        const url = client.urlOf(key, { id });
        await http.send({ method: API_ROUTES[key].method, url, headers: {} });
        expect(http.lastRequest().route).toBe(key);
        expect(http.lastRequest().params).toEqual({ id });
      }),
    );
  });
});
