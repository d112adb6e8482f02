import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { EMPTY_WALLET } from '../domain/wallet/wallet.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/languages.js';
import { LiveFeed } from '../live-feed/live-feed.js';
import { fail, ok } from '../shared/result.js';
import { LanguageService } from './language.service.js';
import { SessionService, type SessionState } from './session.service.js';
import { fakeApi, PNG_BYTES, SAMPLE_USER } from './services.test-helpers.js';

const SERVER_WALLET = {
  balance: '120.50',
  tokenBalance: '30',
  frozenAmount: '99',
  withdrawableBalance: '99',
};
const SYMBOLS = [{ platform: 'MT4' as const, symbol: 'EURUSD', contractSize: '100000', description: 'Euro' }];
const WALLET_CONFIG = [{ currency: 'USDT', decimals: 6, networks: ['TRC20'] }];

const setup = () => {
  const { http, api } = fakeApi(new FakeHttp());
  http
    .respond('GET /user', SAMPLE_USER)
    .respond('GET /asset/wallet', SERVER_WALLET)
    .respond('GET /symbol', SYMBOLS)
    .respond('GET /asset/wallet/config', WALLET_CONFIG)
    .respond('DELETE /auth/logout', true);
  const store = new MemoryKeyValueStore();
  const language = new LanguageService({ store, api, preferredLanguages: () => ['en-US'] });
  const sockets = new FakeSocketFactory();
  const liveFeed = new LiveFeed({
    sockets,
    clock: new FakeClock(0),
    url: 'ws://feed.test',
    fetchToken: () => api.call('POST /auth/ws_token'),
  });
  const session = new SessionService({ api, language, liveFeed });
  const states: SessionState[] = [];
  session.subscribe((s) => states.push(s));
  return { http, api, store, language, sockets, liveFeed, session, states };
};

describe('SessionService.start', () => {
  it('on success: MEMBER, user stored, language applied, wallet (payment=withdraw) and symbols loaded', async () => {
    const { http, store, language, session } = setup();
    expect(session.state.status).toBe('starting');
    expect(session.state.auth).toBe('GUEST');

    expect(await session.start()).toEqual(ok(SAMPLE_USER));

    expect(session.state.status).toBe('ready');
    expect(session.state.auth).toBe('MEMBER');
    expect(session.state.user).toEqual(SAMPLE_USER);
    expect(language.language).toBe('zh-TW');
    expect(await store.get(LANGUAGE_STORAGE_KEY)).toBe('zh-TW');
    expect(http.requestsTo('PUT /user/language')).toHaveLength(0); // it came from the server
    expect(http.lastRequest('GET /asset/wallet').query).toEqual({ payment: 'withdraw' });
    // Every field of the answer is kept (issue 12: frozen and withdrawable were zeroed).
    expect(session.state.wallet).toEqual(SERVER_WALLET);
    expect(session.state.symbols).toEqual(SYMBOLS);
    expect(session.state.walletSymbolConfig).toEqual(WALLET_CONFIG);
  });

  it('on failure: stays GUEST with nothing loaded, and is ready', async () => {
    const { http, session } = setup();
    http.respondError('GET /user', 'NOT_SIGNED_IN');
    expect(await session.start()).toEqual(fail('NOT_SIGNED_IN'));
    expect(session.state).toMatchObject({
      status: 'ready',
      auth: 'GUEST',
      user: null,
      wallet: EMPTY_WALLET,
      symbols: [],
    });
    expect(http.requestsTo('GET /asset/wallet')).toHaveLength(0);
    expect(http.requestsTo('GET /symbol')).toHaveLength(0);
  });

  it('a network failure on start also leaves GUEST', async () => {
    const { http, session } = setup();
    http.failNetwork('GET /user');
    expect(await session.start()).toEqual(fail('NETWORK_ERROR'));
    expect(session.state.auth).toBe('GUEST');
  });

  it('tells subscribers every change, and stops when they unsubscribe', async () => {
    const { session, states } = setup();
    await session.start();
    expect(states.length).toBeGreaterThan(1);
    expect(states.at(-1)).toEqual(session.state);
    const seen: SessionState[] = [];
    const stop = session.subscribe((s) => seen.push(s));
    stop();
    await session.logout();
    expect(seen).toEqual([]);
  });
});

describe('SessionService: the server ends the session (the live feed says so)', () => {
  /** A member whose live feed is authenticated; `end()` delivers the server's Unauth notice. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const signedIn = async () => {
    const context = setup();
    const { http, sockets, liveFeed, session } = context;
    http.respond('POST /auth/ws_token', 'ws-token');
    await session.start();
    liveFeed.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    await settle();
    sockets.last.deliverJson({ id: 'a', channel: 'Auth', error: { code: 0 }, data: null });
    const end = async (): Promise<void> => {
      sockets.last.deliverJson({ id: 'u', channel: 'Unauth', error: { code: 0 }, data: { reason: 'ended' } });
      await settle();
    };
    return { ...context, end };
  };

  it('asks who is signed in; NOT_SIGNED_IN (a logout in another tab) makes this tab a guest', async () => {
    const { http, sockets, session, end } = await signedIn();
    http.respondError('GET /user', 'NOT_SIGNED_IN');
    const asked = http.requestsTo('GET /user').length;
    await end();
    expect(http.requestsTo('GET /user')).toHaveLength(asked + 1);
    expect(session.state).toMatchObject({ auth: 'GUEST', user: null, wallet: EMPTY_WALLET });
    expect(sockets.last.sent.at(-1)).toBe('unauth#Unauth');
  });

  it('takes on the member signed in now (a login in another tab), authenticating the feed again', async () => {
    const { http, sockets, session, end } = await signedIn();
    const other = { ...SAMPLE_USER, id: 'u-2', username: 'second' };
    http.respond('GET /user', other);
    await end();
    expect(session.state).toMatchObject({ auth: 'MEMBER', user: other });
    expect(sockets.last.sent.filter((command) => command === 'auth#Auth@ws-token')).toHaveLength(2);
  });

  it('changes nothing when the server cannot be asked', async () => {
    const { http, session, end } = await signedIn();
    http.respondError('GET /user', 'NETWORK_ERROR');
    await end();
    expect(session.state).toMatchObject({ auth: 'MEMBER', user: SAMPLE_USER });
  });
});

describe('SessionService.logout', () => {
  it('a truthy answer clears user info, auth, wallet and symbols, and unauthenticates the live feed', async () => {
    const { sockets, liveFeed, session } = setup();
    await session.start();
    liveFeed.connect();
    sockets.last.accept();

    expect(await session.logout()).toEqual(ok(true));

    expect(session.state).toMatchObject({
      auth: 'GUEST',
      user: null,
      wallet: EMPTY_WALLET,
      symbols: [],
      walletSymbolConfig: [],
    });
    expect(sockets.last.sent).toContain('unauth#Unauth');
  });

  it('a falsy answer changes nothing', async () => {
    const { http, sockets, liveFeed, session } = setup();
    await session.start();
    liveFeed.connect();
    sockets.last.accept();
    const before = session.state;
    http.respond('DELETE /auth/logout', false);

    expect(await session.logout()).toEqual(ok(false));

    expect(session.state).toBe(before);
    expect(sockets.last.sent).not.toContain('unauth#Unauth');
  });

  it('a failed call changes nothing and returns the code', async () => {
    const { http, session } = setup();
    await session.start();
    http.respondError('DELETE /auth/logout', 'SERVICE_ERROR');
    expect(await session.logout()).toEqual(fail('SERVICE_ERROR'));
    expect(session.state.auth).toBe('MEMBER');
  });
});

describe('SessionService: log-in and sign-up by code', () => {
  it('sends a login code to a validated email, then the code makes a MEMBER', async () => {
    const { http, session } = setup();
    http.respond('POST /auth/login_by_email', true).respond('PATCH /auth/verify', SAMPLE_USER);

    const contact = await session.sendLoginCode({ method: 'email', email: ' Trader01@Example.com ' });
    if (contact.error) throw new Error(contact.value);
    expect(http.lastRequest('POST /auth/login_by_email').json).toEqual(contact.value);

    expect(await session.verifyCode(contact.value, '123456')).toEqual(ok(SAMPLE_USER));
    expect(http.lastRequest('PATCH /auth/verify').json).toEqual({ ...contact.value, code: '123456' });
    expect(session.state.auth).toBe('MEMBER');
    expect(session.state.wallet.balance).toBe('120.50');
  });

  it('logs in by phone with the number in E.164', async () => {
    const { http, session } = setup();
    http.respond('POST /auth/login_by_phone', true);
    const contact = await session.sendLoginCode({
      method: 'phone',
      countryCode: 'TW',
      phone: '0912 345 678',
    });
    expect(contact).toEqual(ok({ method: 'phone', countryCode: 'TW', phone: '+886912345678' }));
    expect(http.lastRequest('POST /auth/login_by_phone').json).toEqual({
      method: 'phone',
      countryCode: 'TW',
      phone: '+886912345678',
    });
  });

  it('refuses a bad email or code before calling', async () => {
    const { http, session } = setup();
    expect(await session.sendLoginCode({ method: 'email', email: 'nope' })).toEqual(fail('EMAIL_INVALID'));
    expect(await session.verifyCode({ method: 'email', email: 'a@b.co' }, '12345')).toEqual(
      fail('VERIFY_CODE_INVALID'),
    );
    expect(http.requests).toHaveLength(0);
  });

  it('a wrong code leaves GUEST', async () => {
    const { http, session } = setup();
    http.respondError('PATCH /auth/verify', 'VERIFY_TOKEN_WRONG');
    expect(await session.verifyCode({ method: 'email', email: 'a@b.co' }, '000000')).toEqual(
      fail('VERIFY_TOKEN_WRONG'),
    );
    expect(session.state.auth).toBe('GUEST');
  });

  it('registers with the current language, leaving an empty referrer out', async () => {
    const { http, language, session } = setup();
    await language.apply('vi-VN');
    http.respond('POST /auth/register_by_email', true);
    const result = await session.register({
      method: 'email',
      email: 'new@example.com',
      username: 'newbie01',
      referrer: '  ',
      over18: true,
      acceptTerms: true,
    });
    expect(result.error).toBe(false);
    expect(http.lastRequest('POST /auth/register_by_email').json).toEqual({
      method: 'email',
      email: 'new@example.com',
      username: 'newbie01',
      over18: true,
      acceptTerms: true,
      language: 'vi-VN',
    });
  });

  it('registers by phone, and refuses a sign-up without the over-18 confirmation', async () => {
    const { http, session } = setup();
    http.respond('POST /auth/register_by_phone', true);
    const form = {
      method: 'phone' as const,
      countryCode: 'TW',
      phone: '0912345678',
      username: 'phone001',
      over18: true,
      acceptTerms: true,
    };
    expect((await session.register(form)).error).toBe(false);
    const body = http.lastRequest('POST /auth/register_by_phone').json;
    expect(body).toMatchObject({ countryCode: 'TW', phone: '+886912345678', language: 'en-US' });
    expect(body).not.toHaveProperty('referrer');
    expect(await session.register({ ...form, over18: false })).toEqual(fail('AGE_NOT_CONFIRMED'));
  });

  it('checks username, email and phone existence after validating them', async () => {
    const { http, session } = setup();
    http
      .respond('GET /user_check/username', true)
      .respond('GET /user_check/email', false)
      .respond('GET /user_check/phone', true);
    expect(await session.usernameExists('trader01')).toEqual(ok(true));
    expect(http.lastRequest().query).toEqual({ username: 'trader01' });
    expect(await session.emailExists('x@example.com')).toEqual(ok(false));
    expect(await session.phoneExists('TW', '0912345678')).toEqual(ok(true));
    expect(http.lastRequest().query).toEqual({ countryCode: 'TW', phone: '+886912345678' });
    expect(await session.usernameExists('abc')).toEqual(fail('USERNAME_INVALID'));
    expect(http.requests).toHaveLength(3);
  });

  it('gives the country of the caller', async () => {
    const { http, session } = setup();
    http.respond('GET /auth/ip_to_country', { countryCode: 'TW', dialCode: '+886' });
    expect(await session.ipCountry()).toEqual(ok({ countryCode: 'TW', dialCode: '+886' }));
  });
});

describe('SessionService: members without an email', () => {
  it('redirects them to /without-email until an email is bound, and others away from it', async () => {
    const { http, session } = setup();
    http.respond('GET /user', { ...SAMPLE_USER, email: '' });
    await session.start();
    expect(session.needsEmail).toBe(true);
    expect(session.emailRedirect('/signal')).toBe('/without-email');
    expect(session.emailRedirect('/without-email')).toBeUndefined();

    http.respond('POST /auth/email', true).respond('PATCH /auth/email/verify', SAMPLE_USER);
    expect(await session.bindEmail('trader01@example.com')).toEqual(ok('trader01@example.com'));
    expect(await session.verifyBoundEmail('trader01@example.com', '654321')).toEqual(ok(SAMPLE_USER));
    expect(http.lastRequest().json).toEqual({ email: 'trader01@example.com', code: '654321' });

    expect(session.needsEmail).toBe(false);
    expect(session.emailRedirect('/signal')).toBeUndefined();
    expect(session.emailRedirect('/without-email')).toBe('/');
  });

  it('guests are not asked for an email', () => {
    const { session } = setup();
    expect(session.needsEmail).toBe(false);
  });
});

describe('SessionService: profile, language and live feed', () => {
  it('updates the profile with a checked image and username', async () => {
    const { http, session } = setup();
    await session.start();
    const renamed = { ...SAMPLE_USER, username: 'renamed01' };
    http.respond('PATCH /user', renamed);
    expect(
      await session.updateProfile({
        username: 'renamed01',
        headshot: { filename: 'me.png', data: PNG_BYTES },
      }),
    ).toEqual(ok(renamed));
    expect(session.state.user).toEqual(renamed);
    expect(http.lastRequest('PATCH /user').body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'field', name: 'username', value: 'renamed01' },
        { kind: 'file', name: 'headshot', filename: 'me.png', contentType: 'image/png', data: PNG_BYTES },
      ],
    });
    expect(
      await session.updateProfile({
        headshot: { filename: 'x.gif', data: new Uint8Array([0x47, 0x49, 0x46]) },
      }),
    ).toEqual(fail('FILE_FORMAT'));
  });

  it('sends a language choice to the server only for members', async () => {
    const { http, session, language } = setup();
    http.respond('PUT /user/language', true);
    expect(await session.changeLanguage('ja-JP')).toEqual(ok('ja-JP'));
    expect(http.requestsTo('PUT /user/language')).toHaveLength(0);
    await session.start();
    expect(await session.changeLanguage('my-MM')).toEqual(ok('my-MM'));
    expect(http.lastRequest('PUT /user/language').json).toEqual({ language: 'my-MM' });
    expect(language.language).toBe('my-MM');
  });

  it('mirrors the live feed connected flag', () => {
    const { sockets, liveFeed, session } = setup();
    liveFeed.connect();
    sockets.last.accept();
    expect(session.state.liveFeedConnected).toBe(true);
    sockets.last.drop();
    expect(session.state.liveFeedConnected).toBe(false);
  });

  it('becoming MEMBER lets waiting authenticated subscriptions authenticate', async () => {
    const { http, sockets, liveFeed, session } = setup();
    http.respondError('POST /auth/ws_token', 'NOT_SIGNED_IN');
    liveFeed.subscribe('wallet', () => undefined, { auth: true });
    sockets.last.accept();
    await Promise.resolve();
    await Promise.resolve();
    http.respond('POST /auth/ws_token', 'ws-token');
    await session.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sockets.last.sent).toContain('auth#Auth@ws-token');
  });

  it('loads the site info', async () => {
    const { http, session } = setup();
    const site = { id: 'site1', siteName: 'Demo' } as never;
    http.respond('GET /entry', site);
    expect(await session.loadSiteInfo()).toEqual(ok(site));
    expect(session.state.siteInfo).toEqual(site);
  });
});
