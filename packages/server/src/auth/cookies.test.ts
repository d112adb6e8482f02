import cookie from '@fastify/cookie';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../http/session.js';
import { TEST_CONFIG } from '../test-support/harness.test-helpers.js';
import {
  clearSessionCookie,
  readVerifyCookie,
  setSessionCookie,
  setVerifyCookie,
  VERIFY_COOKIE,
} from './cookies.js';

/** The cookies a reply sets for a portal served at `publicUrl`. */
const cookiesFor = async (publicUrl: string, set: 'login' | 'logout') => {
  const app = Fastify();
  await app.register(cookie);
  const ctx = { config: { ...TEST_CONFIG, publicUrl } };
  app.get('/', (_request, reply) => {
    if (set === 'login') {
      setSessionCookie(reply, ctx, 'session-id');
      setVerifyCookie(reply, ctx, 'request-id');
    } else {
      clearSessionCookie(reply, ctx);
    }
    return reply.send({});
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.cookies;
};

describe('auth cookies', () => {
  it('are HttpOnly, SameSite=Lax, Path=/ and Secure behind https', async () => {
    const cookies = await cookiesFor('https://portal.example', 'login');
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      value: 'session-id',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
    expect(cookies.find((c) => c.name === VERIFY_COOKIE)).toMatchObject({
      value: 'request-id',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      // as long as the code it carries is good for: 10 minutes
      maxAge: 600,
    });
  });

  it('are not Secure on a plain-http portal (local development), other flags the same', async () => {
    const cookies = await cookiesFor('http://localhost:8080', 'login');
    expect(cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it('logout clears the session cookie with the same attributes', async () => {
    const cookies = await cookiesFor('https://portal.example', 'logout');
    const cleared = cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true, path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('readVerifyCookie', () => {
  const withCookie = (value: string | undefined): FastifyRequest =>
    ({ cookies: value === undefined ? {} : { [VERIFY_COOKIE]: value } }) as unknown as FastifyRequest;
  const id = '0b6c3f1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d';

  it('gives the request id the cookie carries', () => {
    expect(readVerifyCookie(withCookie(id))).toBe(id);
  });

  it('gives nothing without the cookie, or for a value that is not a whole request id', () => {
    expect(readVerifyCookie(withCookie(undefined))).toBeUndefined();
    for (const value of ['', `x${id}`, `${id}x`, id.slice(1), id.toUpperCase(), `${id.slice(0, 35)}g`]) {
      expect(readVerifyCookie(withCookie(value)), value).toBeUndefined();
    }
  });
});
