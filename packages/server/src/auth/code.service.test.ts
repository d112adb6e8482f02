import { fail, ok } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClock } from '../clock/platform-clock.js';
import type { ServerContext } from '../context.js';
import { consumeVerification, type CodePurpose } from '../storage/verification-codes.repository.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { checkVerificationCode, sendVerificationCode } from './code.service.js';
import { emailContact } from './contact.js';

/**
 * The code service called as the routes call it, on a clock that stands still: limits and countdowns
 * at their exact edges (the route tests' clock moves on while a request runs).
 */
describe('code service', () => {
  let server: TestServer;
  let time = Date.parse('2026-03-01T10:00:00.000Z');
  let ctx: ServerContext;
  beforeAll(async () => {
    server = await startTestServer();
    ctx = { ...server.ctx, clock: new PlatformClock(() => time) };
  });
  afterAll(() => server.close());

  let n = 0;
  const freshEmail = (): string => {
    n += 1;
    return `coded${n}@example.com`;
  };
  const send = (email: string, ip: string, purpose: CodePurpose = 'login', payload = {}) =>
    sendVerificationCode(ctx, {
      siteId: server.sites.demo,
      siteName: 'Demo',
      ip,
      purpose,
      contact: emailContact(email),
      language: 'en-US',
      prepare: () => Promise.resolve(ok({ payload })),
    });
  const check = (
    email: string,
    requestId: string | undefined,
    purposes: readonly CodePurpose[] = ['register', 'login'],
    userId?: string,
  ) =>
    server.ctx.db.transaction((tx) =>
      checkVerificationCode(tx, server.ctx.secrets.codePepper, {
        siteId: server.sites.demo,
        ip: '198.51.100.1',
        requestId,
        purposes,
        destination: email,
        code: server.notifier.lastCodeFor(email) ?? '',
        now: new Date(time),
        ...(userId === undefined ? {} : { userId }),
      }),
    );

  it('sends the next code to a client exactly 60 s after its last one, not a millisecond before', async () => {
    const email = freshEmail();
    expect((await send(email, '203.0.113.1')).error).toBe(false);
    time += 60_000 - 1;
    expect(await send(email, '203.0.113.1')).toEqual(fail('RESEND_TOO_SOON'));
    time += 1;
    expect((await send(email, '203.0.113.1')).error).toBe(false);
  });

  it("a returning client's codes do not fill the window new clients share", async () => {
    const email = freshEmail();
    const first = await send(email, '203.0.113.2');
    if (first.error) throw new Error(first.value);
    await server.ctx.db.transaction((tx) => consumeVerification(tx, first.value, new Date(time)));
    // Three more codes within ten minutes, as many as the new clients' window holds
    for (let i = 0; i < 3; i += 1) {
      time += 60_000;
      expect((await send(email, '203.0.113.2')).error).toBe(false);
    }
    expect((await send(email, '203.0.113.3')).error).toBe(false);
  });

  it('a code is checked only for the purposes the route completes, and for its member', async () => {
    const email = freshEmail();
    const sent = await send(email, '203.0.113.4', 'bind-email', { userId: 'member-1' });
    if (sent.error) throw new Error(sent.value);
    expect(await check(email, sent.value)).toEqual(fail('VERIFY_TOKEN_MISSING'));
    expect(await check(email, sent.value, ['bind-email'], 'member-2')).toEqual(fail('VERIFY_TOKEN_MISSING'));
    expect(await check(`x${email}`, sent.value, ['bind-email'], 'member-1')).toEqual(
      fail('VERIFY_TOKEN_MISSING'),
    );
    expect(await check(email, sent.value, ['bind-email'], 'member-1')).toMatchObject({
      error: false,
      value: { id: sent.value, purpose: 'bind-email' },
    });
  });
});
