import { describe, expect, it } from 'vitest';
import { ROUTE_SUMMARIES } from './route-summaries.js';
import { API_ROUTES, matchRoute, ROUTE_KEYS } from './routes.js';

describe('API_ROUTES', () => {
  it('describes every route with method and path taken from its key', () => {
    for (const key of ROUTE_KEYS) {
      const route = API_ROUTES[key];
      expect(`${route.method} ${route.path}`).toBe(key);
      expect(route.key).toBe(key);
      expect(ROUTE_SUMMARIES[key].length).toBeGreaterThan(0);
    }
  });

  it('keeps the calls fixed by the spec with their method, path and field', () => {
    const fixed: Record<string, string> = {
      'GET /entry': 'entry',
      'GET /user': 'user',
      'GET /user_check/username': 'exists',
      'GET /user_check/email': 'exists',
      'GET /user_check/phone': 'exists',
      'PATCH /auth/verify': 'user',
      'POST /auth/login_by_email': 'success',
      'POST /auth/login_by_phone': 'success',
      'POST /auth/register_by_email': 'success',
      'POST /auth/register_by_phone': 'success',
      'POST /auth/ws_token': 'token',
      'GET /symbol': 'symbols',
      'GET /asset/wallet': 'wallet',
    };
    for (const [key, field] of Object.entries(fixed)) {
      expect(API_ROUTES[key as keyof typeof API_ROUTES].field).toBe(field);
    }
    for (const key of [
      'GET /user/referral',
      'PUT /user/language',
      'GET /user/kyc/status',
      'POST /auth/email',
      'PATCH /auth/email/verify',
      'DELETE /auth/logout',
      'GET /auth/ip_to_country',
      'GET /asset/wallet/real/record',
      'GET /asset/wallet/token/record',
    ]) {
      expect(ROUTE_KEYS).toContain(key);
    }
  });

  it('lists path parameters, and flags multipart, idempotent and CSV routes', () => {
    expect(API_ROUTES['PUT /user/bank_account/{id}'].pathParams).toEqual(['id']);
    expect(API_ROUTES['GET /user'].pathParams).toEqual([]);
    const flagged = (flag: 'multipart' | 'idempotent' | 'csv') =>
      ROUTE_KEYS.filter((key) => API_ROUTES[key][flag]);
    expect(flagged('multipart')).toEqual(['PATCH /user', 'POST /user/kyc', 'POST /signal/{id}/headshot']);
    expect(flagged('idempotent')).toEqual(['POST /withdraw']);
    expect(flagged('csv')).toEqual([
      'GET /signal/{id}/history',
      'GET /report/settlement',
      'GET /report/unsettled',
      'GET /report/outcome',
      'GET /report/order',
    ]);
    expect(API_ROUTES['POST /signal/{id}/reconnect'].body).toBe('optional-json');
  });

  it('leaves only the entry, sign-up, log-in, code, checks and country public', () => {
    expect(ROUTE_KEYS.filter((key) => API_ROUTES[key].auth === 'public')).toEqual([
      'GET /entry',
      'GET /user_check/username',
      'GET /user_check/email',
      'GET /user_check/phone',
      'POST /auth/register_by_email',
      'POST /auth/register_by_phone',
      'POST /auth/login_by_email',
      'POST /auth/login_by_phone',
      'PATCH /auth/verify',
      'GET /auth/ip_to_country',
    ]);
  });
});

describe('matchRoute', () => {
  it('finds each route from a concrete path, and only that one', () => {
    for (const key of ROUTE_KEYS) {
      const route = API_ROUTES[key];
      const concrete = route.path.replace(/\{[^}]+\}/g, 'x1');
      expect(matchRoute(route.method, concrete)).toBe(key);
    }
  });

  it('finds nothing for unknown paths, wrong methods or empty parameters', () => {
    expect(matchRoute('GET', '/nope')).toBeUndefined();
    expect(matchRoute('DELETE', '/user')).toBeUndefined();
    expect(matchRoute('GET', '/signal/')).toBeUndefined();
  });
});
