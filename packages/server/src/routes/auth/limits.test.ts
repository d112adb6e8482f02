import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  advance,
  codeFor,
  freshEmail,
  freshIp,
  loginByEmail,
  signUpByEmail,
  startOfNextHour,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

const MINUTE = 60_000;

/** The numbers are written out: changing a limit should be a decision that changes this file too. */
describe('send and verify limits (per address, per client, per contact)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ realNow: () => Date.parse('2026-03-02T08:00:00.000Z') });
  });
  afterAll(async () => {
    await server.close();
  });

  it('one address may ask for 20 codes an hour (refused ones count: enumeration is slowed), then RATE_LIMITED', async () => {
    startOfNextHour(server);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await loginByEmail(server, freshEmail(), { ip })).json()).toMatchObject({
        error: 'ACCOUNT_NOT_FOUND',
      });
    }
    const limited = await loginByEmail(server, freshEmail(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    // another address is not affected, and the next hour this one may ask again
    expect((await loginByEmail(server, freshEmail(), { ip: freshIp() })).json()).toMatchObject({
      error: 'ACCOUNT_NOT_FOUND',
    });
    startOfNextHour(server);
    expect((await loginByEmail(server, freshEmail(), { ip })).json()).toMatchObject({
      error: 'ACCOUNT_NOT_FOUND',
    });
  });

  it('one client (contact and address) gets at most 5 codes an hour; other clients of the contact are not affected', async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await loginByEmail(server, email, { ip })).json(), `code ${i + 1}`).toEqual({ success: true });
      advance(server, 10 * MINUTE);
    }
    const sent = server.notifier.messages.length;
    expect((await loginByEmail(server, email, { ip })).json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(server.notifier.messages.length).toBe(sent);
    expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toEqual({ success: true });
    startOfNextHour(server);
    expect((await loginByEmail(server, email, { ip })).json()).toEqual({ success: true });
  });

  it('clients that never completed a code for the contact share 3 codes per 10-minute window; one that did is not held by them', async () => {
    const known = freshIp();
    const { email } = await signUpByEmail(server);
    const first = await loginByEmail(server, email, { ip: known });
    expect(
      (
        await verifyEmailCode(server, {
          email,
          code: codeFor(server, email),
          cookie: verifyCookie(first),
          ip: known,
        })
      ).statusCode,
    ).toBe(200);
    startOfNextHour(server);
    for (let i = 0; i < 3; i += 1) {
      expect((await loginByEmail(server, email, { ip: freshIp() })).json(), `client ${i + 1}`).toEqual({
        success: true,
      });
    }
    const sent = server.notifier.messages.length;
    expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toMatchObject({
      error: 'RATE_LIMITED',
    });
    expect(server.notifier.messages.length).toBe(sent);
    expect((await loginByEmail(server, email, { ip: known })).json()).toEqual({ success: true });
    advance(server, 10 * MINUTE);
    expect((await loginByEmail(server, email, { ip: freshIp() })).json()).toEqual({ success: true });
  });

  it("refused requests use none of the contact's codes: a client held back may keep asking and gets one in the next window", async () => {
    const { email } = await signUpByEmail(server);
    startOfNextHour(server);
    for (let i = 0; i < 3; i += 1) await loginByEmail(server, email, { ip: freshIp() });
    const member = freshIp();
    for (let minute = 0; minute < 10; minute += 1) {
      expect((await loginByEmail(server, email, { ip: member })).json()).toMatchObject({
        error: 'RATE_LIMITED',
      });
      advance(server, MINUTE);
    }
    expect((await loginByEmail(server, email, { ip: member })).json()).toEqual({ success: true });
  });

  it('one address may check 30 codes an hour', async () => {
    startOfNextHour(server);
    const ip = freshIp();
    const email = freshEmail();
    for (let i = 0; i < 30; i += 1) {
      expect((await verifyEmailCode(server, { email, code: '123456', ip })).json()).toMatchObject({
        error: 'VERIFY_TOKEN_MISSING',
      });
    }
    expect((await verifyEmailCode(server, { email, code: '123456', ip })).json()).toMatchObject({
      error: 'RATE_LIMITED',
    });
  });

  it('user_check calls are limited to 120 an hour per address', async () => {
    startOfNextHour(server);
    const ip = freshIp();
    const check = () =>
      server.call({ method: 'GET', url: '/api/user_check/username?username=someone123', remoteAddress: ip });
    for (let i = 0; i < 120; i += 1) expect((await check()).statusCode).toBe(200);
    expect((await check()).json()).toMatchObject({ error: 'RATE_LIMITED' });
  });
});
