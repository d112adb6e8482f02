import { readWsToken } from '../../http/ws-token.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_COOKIE } from '../../auth/cookies.js';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../http/session.js';
import { startTestServer, TEST_SECRETS, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  advance,
  codeFor,
  cookieOf,
  freshIp,
  loginByEmail,
  otherCode,
  sessionCookie,
  signUpByEmail,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

/**
 * docs/api.md: a code is good for 10 minutes; a client's next code comes 60 s after its last one.
 * Written out, not read from the constants: changing them should change this file too.
 */
const CODE_GOOD_FOR_MS = 10 * 60_000;
const RESEND_AFTER_MS = 60_000;

describe('log-in by code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** A registered user with a pending login code: its request cookie and code. */
  const pendingLogin = async (): Promise<{ email: string; cookie: string; code: string; ip: string }> => {
    const { email } = await signUpByEmail(server);
    const ip = freshIp();
    const sent = await loginByEmail(server, email, { ip });
    expect(sent.json()).toEqual({ success: true });
    return { email, cookie: verifyCookie(sent), code: codeFor(server, email), ip };
  };

  it('by email: a code for the account, then the user and a session cookie', async () => {
    const { email, cookie, code, ip } = await pendingLogin();
    expect(server.notifier.messages.at(-1)).toMatchObject({ channel: 'email', to: email, purpose: 'login' });
    const res = await verifyEmailCode(server, { email, code, cookie, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { email: string } }>().user.email).toBe(email);
    const me = await server.call({ method: 'GET', url: '/api/user', cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
  });

  it('by phone: the code goes to the phone the account was registered with', async () => {
    const phone = '+886987654321';
    const ip = freshIp();
    const registered = await server.call({
      method: 'POST',
      url: '/api/auth/register_by_phone',
      remoteAddress: ip,
      payload: {
        method: 'phone',
        countryCode: 'TW',
        phone,
        username: 'phoneuser01',
        over18: true,
        acceptTerms: true,
        language: 'en-US',
      },
    });
    await server.call({
      method: 'PATCH',
      url: '/api/auth/verify',
      remoteAddress: ip,
      cookie: verifyCookie(registered),
      payload: { method: 'phone', countryCode: 'TW', phone, code: codeFor(server, phone) },
    });
    const sent = await server.call({
      method: 'POST',
      url: '/api/auth/login_by_phone',
      remoteAddress: ip,
      payload: { method: 'phone', countryCode: '+886', phone: '0987 654 321' },
    });
    expect(sent.json()).toEqual({ success: true });
    expect(server.notifier.messages.at(-1)).toMatchObject({ channel: 'sms', to: phone, purpose: 'login' });
    const res = await server.call({
      method: 'PATCH',
      url: '/api/auth/verify',
      remoteAddress: ip,
      cookie: verifyCookie(sent),
      payload: { method: 'phone', countryCode: 'TW', phone, code: codeFor(server, phone) },
    });
    expect(res.json<{ user: { phone: string; username: string } }>().user).toMatchObject({
      phone,
      username: 'phoneuser01',
    });
  });

  it('an unknown contact is ACCOUNT_NOT_FOUND (the spec\'s "cannot find the account, please register")', async () => {
    const res = await loginByEmail(server, 'nobody-here@example.com', { ip: freshIp() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' });
    expect(cookieOf(res, VERIFY_COOKIE)).toBeUndefined();
  });

  it('the code is stored only as a hash, bound to its request', async () => {
    const { email, code } = await pendingLogin();
    const { rows } = await server.ctx.db.query<{ code_hash: string; payload: unknown }>(
      "SELECT code_hash, payload FROM verification_codes WHERE destination = $1 AND purpose = 'login'",
      [email],
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('four wrong codes are VERIFY_TOKEN_WRONG; the fifth voids the code: TOO_MANY_ATTEMPTS, even for the right code after', async () => {
    const { email, cookie, code, ip } = await pendingLogin();
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i += 1) {
      const res = await verifyEmailCode(server, { email, code: wrong, cookie, ip });
      expect(res.json(), `try ${i}`).toMatchObject({ error: 'VERIFY_TOKEN_WRONG' });
    }
    expect((await verifyEmailCode(server, { email, code: wrong, cookie, ip })).json()).toMatchObject({
      error: 'TOO_MANY_ATTEMPTS',
    });
    const right = await verifyEmailCode(server, { email, code, cookie, ip });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
  });

  it('a code expires at 10 minutes: accepted at 9:59, refused at 10:00', async () => {
    const early = await pendingLogin();
    advance(server, CODE_GOOD_FOR_MS - 1_000);
    expect((await verifyEmailCode(server, early)).statusCode).toBe(200);

    const late = await pendingLogin();
    advance(server, CODE_GOOD_FOR_MS);
    expect((await verifyEmailCode(server, late)).json()).toMatchObject({ error: 'VERIFY_TOKEN_EXPIRED' });
  });

  it('a new code is refused within the 60 s countdown and sent after it; the new code replaces the old', async () => {
    const { email, cookie: firstCookie, code: firstCode, ip } = await pendingLogin();
    advance(server, RESEND_AFTER_MS - 1_000);
    expect((await loginByEmail(server, email, { ip })).json()).toMatchObject({ error: 'RESEND_TOO_SOON' });
    advance(server, 1_000);
    const again = await loginByEmail(server, email, { ip });
    expect(again.json()).toEqual({ success: true });
    const secondCode = codeFor(server, email);
    // the first request no longer takes its code
    expect(
      (await verifyEmailCode(server, { email, code: firstCode, cookie: firstCookie, ip })).json(),
    ).toMatchObject({
      error: 'VERIFY_TOKEN_EXPIRED',
    });
    const res = await verifyEmailCode(server, { email, code: secondCode, cookie: verifyCookie(again), ip });
    expect(res.statusCode).toBe(200);
  });

  it("a code works only with the request that asked for it: no verify cookie, or another browser's, is refused", async () => {
    const mine = await pendingLogin();
    const theirs = await pendingLogin();
    expect((await verifyEmailCode(server, { ...mine, cookie: undefined })).json()).toMatchObject({
      error: 'VERIFY_TOKEN_MISSING',
    });
    expect((await verifyEmailCode(server, { ...mine, cookie: theirs.cookie })).json()).toMatchObject({
      error: 'VERIFY_TOKEN_MISSING',
    });
    expect(
      (
        await verifyEmailCode(server, {
          ...mine,
          cookie: `${VERIFY_COOKIE}=00000000-0000-4000-8000-000000000000`,
        })
      ).json(),
    ).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' });
    expect((await verifyEmailCode(server, mine)).statusCode).toBe(200);
  });

  it('a code that cannot be delivered is SERVICE_ERROR, voided, and may be asked for again at once', async () => {
    const { email } = await signUpByEmail(server);
    const ip = freshIp();
    const deliver = server.notifier.sendCode.bind(server.notifier);
    server.notifier.sendCode = () => Promise.reject(new Error('mail server down'));
    try {
      const failed = await loginByEmail(server, email, { ip });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ error: 'SERVICE_ERROR' });
    } finally {
      server.notifier.sendCode = deliver;
    }
    const retried = await loginByEmail(server, email, { ip });
    expect(retried.json()).toEqual({ success: true });
  });

  it('a code works once', async () => {
    const pending = await pendingLogin();
    expect((await verifyEmailCode(server, pending)).statusCode).toBe(200);
    expect((await verifyEmailCode(server, pending)).json()).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' });
  });

  it('a code of a sign-up cannot complete a login and vice versa (bound to its purpose)', async () => {
    const pending = await pendingLogin();
    const bindCheck = await server.call({
      method: 'PATCH',
      url: '/api/auth/email/verify',
      cookie: `${pending.cookie}; ${(await server.signIn()).cookie}`,
      payload: { email: pending.email, code: pending.code },
    });
    expect(bindCheck.json()).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' });
  });

  it('every login starts a session with a new id; the session cookie is HttpOnly, SameSite=Lax, Path=/', async () => {
    const first = await pendingLogin();
    const a = await verifyEmailCode(server, first);
    advance(server, RESEND_AFTER_MS);
    const sent = await loginByEmail(server, first.email, { ip: first.ip });
    const b = await verifyEmailCode(server, {
      email: first.email,
      code: codeFor(server, first.email),
      cookie: verifyCookie(sent),
      ip: first.ip,
    });
    expect(cookieOf(a, SESSION_COOKIE)).toBeDefined();
    expect(cookieOf(b, SESSION_COOKIE)).not.toBe(cookieOf(a, SESSION_COOKIE));
    const cookie = b.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
    expect(cookie?.secure).toBeFalsy(); // the test server's public URL is http
    const verify = sent.cookies.find((c) => c.name === VERIFY_COOKIE);
    expect(verify).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // the verify cookie is cleared once used
    expect(b.cookies.find((c) => c.name === VERIFY_COOKIE)?.value).toBe('');
  });

  it('logging in while signed in revokes the old session', async () => {
    const pending = await pendingLogin();
    const first = await verifyEmailCode(server, pending);
    advance(server, RESEND_AFTER_MS);
    const sent = await loginByEmail(server, pending.email, { ip: pending.ip });
    await server.call({
      method: 'PATCH',
      url: '/api/auth/verify',
      remoteAddress: pending.ip,
      cookie: `${verifyCookie(sent)}; ${sessionCookie(first)}`,
      payload: { method: 'email', email: pending.email, code: codeFor(server, pending.email) },
    });
    const old = await server.call({ method: 'GET', url: '/api/user', cookie: sessionCookie(first) });
    expect(old.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });

  it('logout ends the session on the server: the old cookie no longer signs in', async () => {
    const { cookie } = await signUpByEmail(server);
    const out = await server.call({ method: 'DELETE', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const after = await server.call({ method: 'GET', url: '/api/user', cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
    expect((await server.call({ method: 'DELETE', url: '/api/auth/logout', cookie })).json()).toMatchObject({
      error: 'NOT_SIGNED_IN',
    });
  });

  it('a user of site A cannot log in on site B, nor use a verify cookie of A there', async () => {
    const { email } = await signUpByEmail(server, { siteId: server.sites.demo });
    const onB = await loginByEmail(server, email, { siteId: server.sites.second, ip: freshIp() });
    expect(onB.json()).toMatchObject({ error: 'ACCOUNT_NOT_FOUND' });

    const ip = freshIp();
    const onA = await loginByEmail(server, email, { ip });
    const res = await verifyEmailCode(server, {
      email,
      code: codeFor(server, email),
      cookie: verifyCookie(onA),
      ip,
      siteId: server.sites.second,
    });
    expect(res.json()).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' });
  });

  it('the same email may be registered on two sites as two users', async () => {
    const shared = await signUpByEmail(server, { siteId: server.sites.demo });
    const other = await signUpByEmail(server, { siteId: server.sites.second, email: shared.email });
    expect(other.userId).not.toBe(shared.userId);
  });

  it('ws_token gives a live-feed token naming the member and (by its hash, never its id) the session', async () => {
    const { cookie, userId } = await signUpByEmail(server);
    const res = await server.call({ method: 'POST', url: '/api/auth/ws_token', cookie });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    const named = await readWsToken(token, TEST_SECRETS.siteTokenKey, server.clock.now());
    expect(named).toMatchObject({ siteId: server.sites.demo, userId });
    expect(named?.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(named?.sessionHash ?? 'none');
    expect((await server.call({ method: 'POST', url: '/api/auth/ws_token' })).json()).toMatchObject({
      error: 'NOT_SIGNED_IN',
    });
  });
});
