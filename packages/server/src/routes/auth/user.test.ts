import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_COOKIE } from '../../auth/cookies.js';
import { DEFAULT_COUNTRY } from '../../auth/ip-country.js';
import { describeImage, TINY_PNG } from '../../files/test-images.test-helpers.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import {
  codeFor,
  cookieHeader,
  freshEmail,
  freshIp,
  freshPhone,
  freshUsername,
  otherCode,
  signUpByEmail,
} from './auth.test-helpers.js';

const PNG = new Uint8Array(TINY_PNG);

/** A multipart body by hand (light-my-request has no form builder). */
const multipart = (
  fields: Record<string, string>,
  files: Record<string, { bytes: Uint8Array; type: string }>,
): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = '----test-boundary-7d9';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe('the signed-in user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('GET /user counts the passed signals that are not deleted', async () => {
    const { cookie, userId } = await server.signIn();
    const insertSignal = (status: string, deleted: boolean) =>
      server.ctx.db.query(
        `INSERT INTO signals (site_id, id, user_id, token, name, status, platform, conn_status, conn_method,
           created_at, updated_at, deleted_at, info, follow_setting)
         VALUES ($1, gen_random_uuid()::text, $2, gen_random_uuid()::text, 'sig' || floor(random() * 1e9)::text,
           $3, 'MT4', 'DISCONNECTED', 'EA', now(), now(), $4, '{}', '{}')`,
        [server.sites.demo, userId, status, deleted ? new Date() : null],
      );
    await insertSignal('PASSED', false);
    await insertSignal('PASSED', false);
    await insertSignal('PASSED', true);
    await insertSignal('CREATED', false);
    const res = await server.call({ method: 'GET', url: '/api/user', cookie });
    expect(res.json<{ user: { signalInfo: unknown } }>().user.signalInfo).toEqual({ passedCount: 2 });
  });

  it('GET /user without a session is NOT_SIGNED_IN', async () => {
    const res = await server.call({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });

  it('PUT /user/language saves one of the six languages; others are LANGUAGE_UNSUPPORTED', async () => {
    const { cookie } = await server.signIn();
    const saved = await server.call({
      method: 'PUT',
      url: '/api/user/language',
      cookie,
      payload: { language: 'vi-VN' },
    });
    expect(saved.json()).toEqual({ success: true });
    const me = await server.call({ method: 'GET', url: '/api/user', cookie });
    expect(me.json<{ user: { language: string } }>().user.language).toBe('vi-VN');
    const bad = await server.call({
      method: 'PUT',
      url: '/api/user/language',
      cookie,
      payload: { language: 'de-DE' },
    });
    expect(bad.json()).toMatchObject({ error: 'LANGUAGE_UNSUPPORTED' });
  });

  it('a login code is written in the language of the account', async () => {
    const { cookie, email } = await signUpByEmail(server);
    await server.call({ method: 'PUT', url: '/api/user/language', cookie, payload: { language: 'zh-TW' } });
    await server.call({
      method: 'POST',
      url: '/api/auth/login_by_email',
      remoteAddress: freshIp(),
      payload: { method: 'email', email },
    });
    expect(server.notifier.messages.at(-1)).toMatchObject({
      to: email,
      language: 'zh-TW',
      siteName: 'Signal Portal Demo',
    });
  });

  describe('PATCH /user', () => {
    it('stores a headshot image and answers its public URL, which serves it re-encoded at 200x200', async () => {
      const { cookie } = await server.signIn();
      const form = multipart({}, { headshot: { bytes: PNG, type: 'image/png' } });
      const res = await server.call({ method: 'PATCH', url: '/api/user', cookie, ...form });
      expect(res.statusCode).toBe(200);
      const { headshot } = res.json<{ user: { headshot: string } }>().user;
      expect(headshot).toMatch(new RegExp(`^/files/${server.sites.demo}/[0-9a-f-]{36}$`));
      const image = await server.app.inject({ method: 'GET', url: headshot });
      expect(image.headers['content-type']).toBe('image/png');
      expect(await describeImage(image.rawPayload)).toEqual({
        format: 'png',
        width: 200,
        height: 200,
        exif: false,
      });
    });

    it('replaces the previous headshot: the old file is gone, the new one is served', async () => {
      const { cookie } = await server.signIn();
      const upload = async () => {
        const form = multipart({}, { headshot: { bytes: PNG, type: 'image/png' } });
        const res = await server.call({ method: 'PATCH', url: '/api/user', cookie, ...form });
        return res.json<{ user: { headshot: string } }>().user.headshot;
      };
      const first = await upload();
      const second = await upload();
      expect(second).not.toBe(first);
      expect((await server.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });

    it('refuses a file that is not an image by its bytes, whatever its declared type', async () => {
      const { cookie } = await server.signIn();
      const form = multipart(
        {},
        { headshot: { bytes: new TextEncoder().encode('<svg></svg>'), type: 'image/png' } },
      );
      expect(
        (await server.call({ method: 'PATCH', url: '/api/user', cookie, ...form })).json(),
      ).toMatchObject({
        error: 'FILE_FORMAT',
      });
    });

    it('refuses an image over 2 MB with FILE_SIZE', async () => {
      const { cookie } = await server.signIn();
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set(PNG);
      const form = multipart({}, { headshot: { bytes: big, type: 'image/png' } });
      const res = await server.call({ method: 'PATCH', url: '/api/user', cookie, ...form });
      expect(res.json()).toMatchObject({ error: 'FILE_SIZE' });
    });

    it("renames with core's username rule; another user's name is USERNAME_EXISTS", async () => {
      const me = await server.signIn();
      const other = await server.signIn();
      const name = freshUsername();
      const renamed = await server.call({
        method: 'PATCH',
        url: '/api/user',
        cookie: me.cookie,
        ...multipart({ username: name }, {}),
      });
      expect(renamed.json<{ user: { username: string } }>().user.username).toBe(name);
      const taken = await server.call({
        method: 'PATCH',
        url: '/api/user',
        cookie: other.cookie,
        ...multipart({ username: name.toUpperCase() }, {}),
      });
      expect(taken.json()).toMatchObject({ error: 'USERNAME_EXISTS' });
      const invalid = await server.call({
        method: 'PATCH',
        url: '/api/user',
        cookie: other.cookie,
        ...multipart({ username: 'no!' }, {}),
      });
      expect(invalid.json()).toMatchObject({ error: 'USERNAME_INVALID' });
    });

    it('a JSON body or an unknown file is WRONG_DATA_FORMAT', async () => {
      const { cookie } = await server.signIn();
      expect(
        (
          await server.call({ method: 'PATCH', url: '/api/user', cookie, payload: { username: 'abcdefg' } })
        ).json(),
      ).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
      const form = multipart({}, { avatar: { bytes: PNG, type: 'image/png' } });
      expect(
        (await server.call({ method: 'PATCH', url: '/api/user', cookie, ...form })).json(),
      ).toMatchObject({
        error: 'WRONG_DATA_FORMAT',
      });
    });
  });

  describe('user_check', () => {
    it('tells whether a username, email or phone is taken on this site (not on another)', async () => {
      const { email, username } = await signUpByEmail(server);
      const exists = async (url: string, siteId?: string): Promise<unknown> =>
        (
          await server.call({ method: 'GET', url, remoteAddress: freshIp(), ...(siteId ? { siteId } : {}) })
        ).json();
      expect(await exists(`/api/user_check/username?username=${username.toUpperCase()}`)).toEqual({
        exists: true,
      });
      expect(await exists(`/api/user_check/username?username=${freshUsername()}`)).toEqual({ exists: false });
      expect(await exists(`/api/user_check/email?email=${encodeURIComponent(email)}`)).toEqual({
        exists: true,
      });
      expect(
        await exists(`/api/user_check/email?email=${encodeURIComponent(email)}`, server.sites.second),
      ).toEqual({
        exists: false,
      });
      expect(
        await exists(`/api/user_check/phone?countryCode=TW&phone=${encodeURIComponent(freshPhone())}`),
      ).toEqual({
        exists: false,
      });
    });

    it('finds a phone however it is typed, and validates input with the core rules', async () => {
      const phone = '+886911222333';
      await server.ctx.db.query(
        `INSERT INTO users (site_id, id, username, country_code, phone, referral_code, created_at)
         VALUES ($1, gen_random_uuid()::text, $2, 'TW', $3, 'PHONECHK', now())`,
        [server.sites.demo, freshUsername(), phone],
      );
      const get = async (url: string): Promise<unknown> =>
        (await server.call({ method: 'GET', url, remoteAddress: freshIp() })).json<unknown>();
      expect(await get('/api/user_check/phone?countryCode=%2B886&phone=0911%20222%20333')).toEqual({
        exists: true,
      });
      expect(await get('/api/user_check/phone?countryCode=ZZ&phone=0911222333')).toMatchObject({
        error: 'COUNTRY_CODE_INVALID',
      });
      expect(await get('/api/user_check/email?email=nope')).toMatchObject({ error: 'EMAIL_INVALID' });
      expect(await get('/api/user_check/username?username=a')).toMatchObject({ error: 'USERNAME_INVALID' });
      expect(await get('/api/user_check/username')).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    });
  });

  describe('binding an email (members who signed up by phone)', () => {
    const phoneMember = async (): Promise<{ cookie: string; userId: string }> => {
      const signedIn = await server.signIn({ email: '' });
      return signedIn;
    };

    it('sends a code to the email and binds it with that code; GET /user then shows it', async () => {
      const { cookie } = await phoneMember();
      const email = freshEmail();
      const sent = await server.call({
        method: 'POST',
        url: '/api/auth/email',
        cookie,
        remoteAddress: freshIp(),
        payload: { email },
      });
      expect(sent.json()).toEqual({ success: true });
      expect(server.notifier.messages.at(-1)).toMatchObject({
        to: email,
        purpose: 'bind-email',
        channel: 'email',
      });
      const code = codeFor(server, email);
      const both = `${cookie}; ${cookieHeader(sent, VERIFY_COOKIE)}`;
      const wrong = await server.call({
        method: 'PATCH',
        url: '/api/auth/email/verify',
        cookie: both,
        payload: { email, code: otherCode(code) },
      });
      expect(wrong.json()).toMatchObject({ error: 'VERIFY_TOKEN_WRONG' });
      const bound = await server.call({
        method: 'PATCH',
        url: '/api/auth/email/verify',
        cookie: both,
        payload: { email, code },
      });
      expect(bound.statusCode).toBe(200);
      expect(bound.json<{ user: { email: string } }>().user.email).toBe(email);
      const me = await server.call({ method: 'GET', url: '/api/user', cookie });
      expect(me.json<{ user: { email: string } }>().user.email).toBe(email);
    });

    it('refuses a member who already has an email, and an email another user has', async () => {
      const withEmail = await server.signIn();
      expect(
        (
          await server.call({
            method: 'POST',
            url: '/api/auth/email',
            cookie: withEmail.cookie,
            remoteAddress: freshIp(),
            payload: { email: freshEmail() },
          })
        ).json(),
      ).toMatchObject({ error: 'EMAIL_ALREADY_BOUND' });
      const taken = await signUpByEmail(server);
      const { cookie } = await phoneMember();
      expect(
        (
          await server.call({
            method: 'POST',
            url: '/api/auth/email',
            cookie,
            remoteAddress: freshIp(),
            payload: { email: taken.email },
          })
        ).json(),
      ).toMatchObject({ error: 'EMAIL_EXISTS' });
      expect(
        (
          await server.call({
            method: 'POST',
            url: '/api/auth/email',
            remoteAddress: freshIp(),
            payload: { email: freshEmail() },
          })
        ).json(),
      ).toMatchObject({ error: 'NOT_SIGNED_IN' });
    });

    it("a bind request of one member cannot be completed by another member's session", async () => {
      const first = await phoneMember();
      const second = await phoneMember();
      const email = freshEmail();
      const sent = await server.call({
        method: 'POST',
        url: '/api/auth/email',
        cookie: first.cookie,
        remoteAddress: freshIp(),
        payload: { email },
      });
      const res = await server.call({
        method: 'PATCH',
        url: '/api/auth/email/verify',
        cookie: `${second.cookie}; ${cookieHeader(sent, VERIFY_COOKIE)}`,
        payload: { email, code: codeFor(server, email) },
      });
      expect(res.json()).toMatchObject({ error: 'VERIFY_TOKEN_MISSING' });
    });
  });

  describe('GET /auth/ip_to_country', () => {
    it("answers a proxy's country header when it names a known country", async () => {
      const res = await server.call({
        method: 'GET',
        url: '/api/auth/ip_to_country',
        headers: { 'cf-ipcountry': 'jp' },
      });
      expect(res.json()).toEqual({ country: { countryCode: 'JP', dialCode: '+81' } });
      const other = await server.call({
        method: 'GET',
        url: '/api/auth/ip_to_country',
        headers: { 'x-country-code': 'VN' },
      });
      expect(other.json()).toEqual({ country: { countryCode: 'VN', dialCode: '+84' } });
    });

    it('answers the default country without a header, for loopback, or for an unknown code', async () => {
      const expected = { country: { countryCode: DEFAULT_COUNTRY, dialCode: '+886' } };
      expect((await server.call({ method: 'GET', url: '/api/auth/ip_to_country' })).json()).toEqual(expected);
      expect(
        (
          await server.call({ method: 'GET', url: '/api/auth/ip_to_country', remoteAddress: '203.0.113.9' })
        ).json(),
      ).toEqual(expected);
      for (const code of ['XX', 'T1', 'nonsense-header']) {
        const res = await server.call({
          method: 'GET',
          url: '/api/auth/ip_to_country',
          headers: { 'cf-ipcountry': code },
        });
        expect(res.json()).toEqual(expected);
      }
    });
  });
});
