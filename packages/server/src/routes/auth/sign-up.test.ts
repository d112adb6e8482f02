import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_INTRODUCE_AMOUNT, REWARD_REGISTERED_AMOUNT } from '../../auth/referral.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  codeFor,
  freshEmail,
  freshIp,
  freshPhone,
  freshUsername,
  registerByEmail,
  sessionCookie,
  signUpByEmail,
  verifyCookie,
  verifyEmailCode,
} from './auth.test-helpers.js';

describe('sign-up by code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const userCount = async (email: string): Promise<number> =>
    (
      await server.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
        [email],
      )
    ).rows[0]?.n ?? -1;

  const tokenBalance = async (userId: string): Promise<string> =>
    (
      await server.ctx.db.query<{ balance: string }>(
        "SELECT balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND code = 'USER_TOKEN'",
        [userId],
      )
    ).rows[0]?.balance ?? '0';

  it('by email: the code from the notifier creates the user, starts a session and answers the user', async () => {
    const email = freshEmail();
    const username = freshUsername();
    const ip = freshIp();
    const sent = await registerByEmail(server, { email, username, ip });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    expect(await userCount(email)).toBe(0); // nothing exists before the code is verified
    const message = server.notifier.messages.at(-1);
    expect(message).toMatchObject({ channel: 'email', to: email, purpose: 'register', language: 'en-US' });
    expect(message?.code).toMatch(/^[0-9]{6}$/);

    const verified = await verifyEmailCode(server, {
      email,
      code: codeFor(server, email),
      cookie: verifyCookie(sent),
      ip,
    });
    expect(verified.statusCode).toBe(200);
    const { user } = verified.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({
      username,
      email,
      phone: '',
      language: 'en-US',
      headshot: '',
      signalInfo: { passedCount: 0 },
    });
    expect(await userCount(email)).toBe(1);

    const me = await server.call({ method: 'GET', url: '/api/user', cookie: sessionCookie(verified) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: unknown }>().user).toEqual(user);
  });

  it('by phone: the code goes out by SMS to the E.164 number, typed nationally on the form', async () => {
    const phone = freshPhone();
    const national = `0${phone.slice(4)}`; // +8869xxxxxxxx -> 09xxxxxxxx
    const ip = freshIp();
    const sent = await server.call({
      method: 'POST',
      url: '/api/auth/register_by_phone',
      remoteAddress: ip,
      payload: {
        method: 'phone',
        countryCode: 'TW',
        phone: national,
        username: freshUsername(),
        over18: true,
        acceptTerms: true,
        language: 'ja-JP',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(server.notifier.messages.at(-1)).toMatchObject({ channel: 'sms', to: phone, language: 'ja-JP' });
    const verified = await server.call({
      method: 'PATCH',
      url: '/api/auth/verify',
      remoteAddress: ip,
      cookie: verifyCookie(sent),
      payload: { method: 'phone', countryCode: 'TW', phone, code: codeFor(server, phone) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ user: unknown }>().user).toMatchObject({
      email: '',
      countryCode: 'TW',
      phone,
      language: 'ja-JP',
    });
  });

  it('refuses a taken email, username or phone before sending any code', async () => {
    const taken = await signUpByEmail(server);
    const before = server.notifier.messages.length;
    const sameEmail = await registerByEmail(server, {
      email: taken.email.toUpperCase(),
      username: freshUsername(),
      ip: freshIp(),
    });
    expect(sameEmail.json()).toMatchObject({ error: 'EMAIL_EXISTS' });
    const sameName = await registerByEmail(server, {
      email: freshEmail(),
      username: taken.username.toUpperCase(),
      ip: freshIp(),
    });
    expect(sameName.json()).toMatchObject({ error: 'USERNAME_EXISTS' });
    expect(sameName.statusCode).toBe(409);
    expect(server.notifier.messages.length).toBe(before);
  });

  it('refuses a phone that another user has', async () => {
    const phone = freshPhone();
    await server.ctx.db.query(
      `INSERT INTO users (site_id, id, username, country_code, phone, referral_code, created_at)
       VALUES ($1, gen_random_uuid()::text, $2, 'TW', $3, $4, now())`,
      [server.sites.demo, freshUsername(), phone, `P${Date.now().toString(36)}`],
    );
    const res = await server.call({
      method: 'POST',
      url: '/api/auth/register_by_phone',
      remoteAddress: freshIp(),
      payload: {
        method: 'phone',
        countryCode: 'TW',
        phone,
        username: freshUsername(),
        over18: true,
        acceptTerms: true,
        language: 'en-US',
      },
    });
    expect(res.json()).toMatchObject({ error: 'PHONE_EXISTS' });
  });

  it("runs core's sign-up rules: age, terms, username, email, language", async () => {
    const base = {
      method: 'email',
      email: freshEmail(),
      username: freshUsername(),
      over18: true,
      acceptTerms: true,
      language: 'en-US',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ over18: false }, 'AGE_NOT_CONFIRMED'],
      [{ acceptTerms: false }, 'TERMS_NOT_ACCEPTED'],
      [{ username: 'ab' }, 'USERNAME_INVALID'],
      [{ username: 'has space!' }, 'USERNAME_INVALID'],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ language: 'fr-FR' }, 'LANGUAGE_UNSUPPORTED'],
      [{ referrer: 'bad referrer!' }, 'REFERRER_INVALID'],
      [{ method: 'phone' }, 'WRONG_DATA_FORMAT'],
    ];
    for (const [change, code] of cases) {
      const res = await server.call({
        method: 'POST',
        url: '/api/auth/register_by_email',
        remoteAddress: freshIp(),
        payload: { ...base, ...change },
      });
      expect(res.json(), JSON.stringify(change)).toMatchObject({ error: code });
      expect(res.statusCode).toBe(400);
    }
  });

  it('an unverified sign-up leaves the username and email free for someone else', async () => {
    const email = freshEmail();
    const username = freshUsername();
    const first = await registerByEmail(server, { email: freshEmail(), username, ip: freshIp() });
    expect(first.statusCode).toBe(200);
    const second = await signUpByEmail(server, { email, username });
    expect(second.username).toBe(username);
  });

  it('if another sign-up took the username meanwhile, the verify step refuses it', async () => {
    const username = freshUsername();
    const email = freshEmail();
    const ip = freshIp();
    const slow = await registerByEmail(server, { email, username, ip });
    await signUpByEmail(server, { username }); // someone else finishes first with the same name
    const res = await verifyEmailCode(server, {
      email,
      code: codeFor(server, email),
      cookie: verifyCookie(slow),
      ip,
    });
    expect(res.json()).toMatchObject({ error: 'USERNAME_EXISTS' });
    expect(await userCount(email)).toBe(0);
  });

  describe('referral', () => {
    it('links the referrer by referral code and pays both rewards through the ledger', async () => {
      const referrer = await signUpByEmail(server);
      const page = await server.call({ method: 'GET', url: '/api/user/referral', cookie: referrer.cookie });
      const { referral } = page.json<{ referral: { code: string; link: string; successCount: number } }>();
      expect(referral.code).toMatch(/^[A-Z2-9]{8}$/);
      expect(referral.link).toBe(`http://localhost:8080/register?ref=${referral.code}`);
      expect(referral.successCount).toBe(0);
      expect(await tokenBalance(referrer.userId)).toMatch(
        new RegExp(`^${REWARD_REGISTERED_AMOUNT}(\\.0+)?$`),
      );

      // codes are matched without regard to case
      const joined = await signUpByEmail(server, { referrer: referral.code.toLowerCase() });
      const { rows } = await server.ctx.db.query<{ referrer_id: string }>(
        'SELECT referrer_id FROM users WHERE id = $1',
        [joined.userId],
      );
      expect(rows[0]?.referrer_id).toBe(referrer.userId);

      // referrer: 10 (own sign-up) + 20 (introduced one user) = 30 tokens; the new user: 10
      expect(Number(await tokenBalance(referrer.userId))).toBe(
        Number(REWARD_REGISTERED_AMOUNT) + Number(REWARD_INTRODUCE_AMOUNT),
      );
      expect(Number(await tokenBalance(joined.userId))).toBe(Number(REWARD_REGISTERED_AMOUNT));
      const types = await server.ctx.db.query<{ type: string }>(
        'SELECT type FROM ledger_transactions WHERE reference = $1 ORDER BY type',
        [joined.userId],
      );
      expect(types.rows.map((r) => r.type)).toEqual(['REWARD_INTRODUCE', 'REWARD_REGISTERED']);

      const after = await server.call({ method: 'GET', url: '/api/user/referral', cookie: referrer.cookie });
      expect(after.json()).toEqual({
        referral: {
          code: referral.code,
          link: referral.link,
          successCount: 1,
          totalReward: REWARD_INTRODUCE_AMOUNT,
          users: [
            {
              username: joined.username,
              joinedAt: expect.any(String) as unknown,
              reward: REWARD_INTRODUCE_AMOUNT,
            },
          ],
          rewards: expect.arrayContaining([
            { type: 'REWARD_INTRODUCE', count: 1, total: REWARD_INTRODUCE_AMOUNT },
          ]) as unknown,
        },
      });
    });

    it('accepts a referrer username too, and refuses an unknown referrer before sending a code', async () => {
      const referrer = await signUpByEmail(server);
      const joined = await signUpByEmail(server, { referrer: referrer.username });
      const { rows } = await server.ctx.db.query<{ referrer_id: string }>(
        'SELECT referrer_id FROM users WHERE id = $1',
        [joined.userId],
      );
      expect(rows[0]?.referrer_id).toBe(referrer.userId);

      const before = server.notifier.messages.length;
      const unknown = await registerByEmail(server, {
        email: freshEmail(),
        username: freshUsername(),
        referrer: 'NOSUCHCODE',
        ip: freshIp(),
      });
      expect(unknown.json()).toMatchObject({ error: 'REFERRER_NOT_FOUND' });
      expect(server.notifier.messages.length).toBe(before);
    });

    it('a referral code of another site is not found on this one', async () => {
      const other = await signUpByEmail(server, { siteId: server.sites.second });
      const code = (
        await server.ctx.db.query<{ referral_code: string }>(
          'SELECT referral_code FROM users WHERE id = $1',
          [other.userId],
        )
      ).rows[0]?.referral_code;
      const res = await registerByEmail(server, {
        email: freshEmail(),
        username: freshUsername(),
        referrer: code ?? 'x',
        ip: freshIp(),
      });
      expect(res.json()).toMatchObject({ error: 'REFERRER_NOT_FOUND' });
    });
  });
});
