import { describe, expect, it } from 'vitest';
import { CookieJar, parseSetCookie } from './cookie-jar.js';

const api = new URL('http://localhost:8080/api/auth/verify');
const NOW = 1_700_000_000_000;

describe('parseSetCookie', () => {
  it('reads name, value, path, Secure and Max-Age', () => {
    expect(parseSetCookie('sp_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax', api, NOW)).toEqual({
      name: 'sp_session',
      value: 'abc',
      host: 'localhost',
      path: '/',
      secure: false,
      expiresAt: NOW + 60_000,
    });
  });

  it('defaults the path to the request directory and prefers Max-Age over Expires', () => {
    const cookie = parseSetCookie('a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=10', api, NOW);
    expect(cookie).toMatchObject({ path: '/api/auth', expiresAt: NOW + 10_000 });
  });

  it('refuses a header without a name', () => {
    expect(parseSetCookie('=abc', api, NOW)).toBeUndefined();
    expect(parseSetCookie('garbage', api, NOW)).toBeUndefined();
  });
});

describe('CookieJar', () => {
  it('sends a cookie back to its host under its path only', () => {
    const jar = new CookieJar();
    jar.store(['sp_session=abc; Path=/', 'deep=1; Path=/api/report'], api, NOW);
    expect(jar.headerFor(new URL('http://localhost:8080/api/report/order'), NOW)).toBe(
      'deep=1; sp_session=abc',
    );
    expect(jar.headerFor(new URL('http://localhost:9999/api/user'), NOW)).toBe('sp_session=abc');
    expect(jar.headerFor(new URL('http://other.example/api/user'), NOW)).toBeUndefined();
    expect(jar.headerFor(new URL('http://localhost:8080/api/reports'), NOW)).toBe('sp_session=abc');
  });

  it('replaces a cookie of the same name, and removes it when the server expires it (logout)', () => {
    const jar = new CookieJar();
    jar.store(['sp_session=old; Path=/'], api, NOW);
    jar.store(['sp_session=new; Path=/'], api, NOW);
    expect(jar.headerFor(api, NOW)).toBe('sp_session=new');
    jar.store(['sp_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], api, NOW);
    expect(jar.headerFor(api, NOW)).toBeUndefined();
  });

  it('stops sending a cookie once it has expired, and drops it from the file', () => {
    const jar = new CookieJar();
    jar.store(['sp_verify=1; Max-Age=600; Path=/'], api, NOW);
    expect(jar.headerFor(api, NOW + 599_000)).toBe('sp_verify=1');
    expect(jar.headerFor(api, NOW + 600_000)).toBeUndefined();
    expect(jar.toJSON(NOW + 600_000)).toEqual([]);
  });

  it('sends Secure cookies over https only', () => {
    const secure = new URL('https://portal.example/api/user');
    const jar = new CookieJar();
    jar.store(['s=1; Secure; Path=/'], secure, NOW);
    expect(jar.headerFor(secure, NOW)).toBe('s=1');
    expect(jar.headerFor(new URL('http://portal.example/api/user'), NOW)).toBeUndefined();
  });

  it('survives a round trip through the session file, and a damaged file means no cookies', () => {
    const jar = new CookieJar();
    jar.store(['sp_session=abc; Max-Age=100; Path=/'], api, NOW);
    const again = CookieJar.fromJSON(JSON.stringify(jar.toJSON(NOW)));
    expect(again.headerFor(api, NOW)).toBe('sp_session=abc');
    expect(CookieJar.fromJSON('{oops').headerFor(api, NOW)).toBeUndefined();
    expect(CookieJar.fromJSON('[{"name":1}]').toJSON(NOW)).toEqual([]);
  });

  it('forgets every cookie of a host', () => {
    const jar = new CookieJar();
    jar.store(['a=1; Path=/', 'b=2; Path=/'], api, NOW);
    jar.clearHost('LOCALHOST');
    expect(jar.headerFor(api, NOW)).toBeUndefined();
  });
});
