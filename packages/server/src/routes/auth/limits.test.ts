import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../auth/rate-limits.js';
import { RESEND_AFTER_MS } from '../../auth/verification-code.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  advance,
  codeFor,
  freshEmail,
  freshIp,
  loginByEmail,
  otherCode,
  signUpByEmail,
  startOfNextHour,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

describe('send and verify limits (per IP, per contact)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it(`one IP may ask for ${AUTH_RATE_LIMITS.sendPerIp.max} codes an hour (refused ones count: enumeration is slowed), then RATE_LIMITED`, async () => {
    startOfNextHour(server);
    const ip = freshIp();
    for (let i = 0; i < AUTH_RATE_LIMITS.sendPerIp.max; i += 1) {
      expect((await loginByEmail(server, freshEmail(), { ip })).json()).toEqual({
        error: 'ACCOUNT_NOT_FOUND',
      });
    }
    const limited = await loginByEmail(server, freshEmail(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'RATE_LIMITED' });
    // another IP is not affected, and the next hour this one may ask again
    expect((await loginByEmail(server, freshEmail(), { ip: freshIp() })).json()).toEqual({
      error: 'ACCOUNT_NOT_FOUND',
    });
    startOfNextHour(server);
    expect((await loginByEmail(server, freshEmail(), { ip })).json()).toEqual({ error: 'ACCOUNT_NOT_FOUND' });
  });

  it(`one contact gets at most ${AUTH_RATE_LIMITS.sendPerContact.max} codes an hour, whatever the IP`, async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    for (let i = 0; i < AUTH_RATE_LIMITS.sendPerContact.max; i += 1) {
      expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toEqual({ success: true });
      advance(server, RESEND_AFTER_MS);
    }
    const sent = server.notifier.messages.length;
    expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toEqual({ error: 'RATE_LIMITED' });
    expect(server.notifier.messages.length).toBe(sent);
  });

  it(`one IP may check ${AUTH_RATE_LIMITS.verifyPerIp.max} codes an hour`, async () => {
    startOfNextHour(server);
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < AUTH_RATE_LIMITS.verifyPerIp.max; i += 1) {
      expect((await verifyEmailCode(server, { email, code: '123456', ip })).json()).toEqual({
        error: 'VERIFY_TOKEN_MISSING',
      });
    }
    expect((await verifyEmailCode(server, { email, code: '123456', ip })).json()).toEqual({
      error: 'RATE_LIMITED',
    });
  });

  it(`one contact's codes may be checked ${AUTH_RATE_LIMITS.verifyPerContact.max} times an hour: then even the right code waits`, async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    // 5 codes x 4 wrong tries = 20 checks, each from its own IP; none voids its code
    let last = { cookie: '', code: '' };
    for (let i = 0; i < 5; i += 1) {
      const sent = await loginByEmail(server, email, { ip: freshIp() });
      last = { cookie: verifyCookie(sent), code: codeFor(server, email) };
      for (let j = 0; j < 4; j += 1) {
        const res = await verifyEmailCode(server, {
          email,
          code: otherCode(last.code),
          cookie: last.cookie,
          ip: freshIp(),
        });
        expect(res.json()).toEqual({ error: 'VERIFY_TOKEN_WRONG' });
      }
      advance(server, RESEND_AFTER_MS);
    }
    expect((await verifyEmailCode(server, { email, ...last, ip: freshIp() })).json()).toEqual({
      error: 'RATE_LIMITED',
    });
  });

  it(`user_check calls are limited to ${AUTH_RATE_LIMITS.checkPerIp.max} an hour per IP`, async () => {
    startOfNextHour(server);
    const ip = freshIp();
    const check = () =>
      server.call({ method: 'GET', url: '/api/user_check/username?username=someone123', remoteAddress: ip });
    for (let i = 0; i < AUTH_RATE_LIMITS.checkPerIp.max; i += 1) expect((await check()).statusCode).toBe(200);
    expect((await check()).json()).toEqual({ error: 'RATE_LIMITED' });
  });
});
