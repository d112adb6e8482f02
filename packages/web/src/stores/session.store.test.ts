import { EMPTY_WALLET, SessionService } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { aUser, createTestApp, settle } from '../test-support/test-container.js';
import { LanguageStore } from './language.store.js';
import { LiveFeedStore } from './live-feed.store.js';
import { SessionStore } from './session.store.js';
import { SymbolsStore } from './symbols.store.js';
import { UiStore } from './ui.store.js';
import { WalletStore } from './wallet.store.js';

/** The app over the fixtures' fakes. */
const newApp = (
  options: { readonly saved?: Record<string, string>; readonly browserLanguages?: readonly string[] } = {},
) =>
  createTestApp(
    {
      http: new FakeHttp(),
      clock: new FakeClock(),
      storage: new MemoryKeyValueStore(options.saved),
      sockets: new FakeSocketFactory(),
    },
    options,
  );
type App = ReturnType<typeof newApp>;

const start = async (app: App): Promise<SessionStore> => {
  const session = app.container.get(SessionStore);
  await app.container.get(LanguageStore).init();
  await session.start();
  return session;
};

const memberApp = (user = aUser()): App => {
  const app = newApp();
  app.http
    .respond('GET /user', user)
    .respond('GET /asset/wallet', { ...EMPTY_WALLET, balance: '1234.50', tokenBalance: '10' })
    .respond('GET /symbol', [])
    .respond('GET /asset/wallet/config', [{ currency: 'USDT', decimals: 2, networks: ['TRC20'] }])
    .respond('POST /auth/ws_token', 'ws-token');
  return app;
};

describe('SessionStore: start', () => {
  it('shows the splash until the first user fetch ends, then is a GUEST when it fails', async () => {
    const app = newApp();
    app.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const session = app.container.get(SessionStore);
    await app.container.get(LanguageStore).init();
    const started = session.start();
    expect(session.status).toBe('loading');
    expect(session.started).toBe(false);
    await started;
    expect(session.started).toBe(true);
    expect(session.auth).toBe('GUEST');
    expect(session.user).toBeNull();
    expect(app.http.calledRoutes().has('GET /asset/wallet')).toBe(false);
    expect(app.sockets.sockets).toHaveLength(0); // a guest never opens the live feed
  });

  it("becomes a MEMBER on success: user stored, the user's language shown, wallet and symbols loaded", async () => {
    const app = memberApp(aUser({ language: 'ja-JP' }));
    const session = await start(app);
    expect(session.auth).toBe('MEMBER');
    expect(session.user?.username).toBe('provider01');
    expect(app.container.get(LanguageStore).language).toBe('ja-JP');
    expect(app.head.language).toBe('ja-JP');
    expect(app.http.lastRequest('GET /asset/wallet').query).toEqual({ payment: 'withdraw' });
    expect(app.container.get(WalletStore).wallet.balance).toBe('1234.50');
    expect(app.container.get(SymbolsStore).walletSymbolConfig).toHaveLength(1);
    expect(app.locales.loaded).toContain('ja-JP/member');
  });

  it('connects the live feed for a member and follows its connected flag', async () => {
    const app = memberApp();
    await start(app);
    await settle();
    const feed = app.container.get(LiveFeedStore);
    expect(feed.connected).toBe(false);
    app.sockets.last.accept();
    expect(feed.connected).toBe(true);
    await settle();
    expect(app.sockets.last.sent).toContain('auth#Auth@ws-token');
    app.sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
    expect(app.sockets.last.sent).toContain('sub#Sub@wallet');
  });

  it('reloads the wallet when the live feed says it changed', async () => {
    const app = memberApp();
    await start(app);
    await settle();
    app.sockets.last.accept();
    await settle();
    app.sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
    app.http.respond('GET /asset/wallet', { ...EMPTY_WALLET, balance: '99.00', tokenBalance: '10' });
    app.sockets.last.deliverJson({ id: '2', channel: 'wallet', error: { code: 0 }, data: {} });
    await settle();
    expect(app.container.get(WalletStore).wallet.balance).toBe('99.00');
  });
});

describe('SessionStore: logout', () => {
  it('clears user, auth and wallet on a truthy answer, with a toast', async () => {
    const app = memberApp();
    const session = await start(app);
    app.http.respond('DELETE /auth/logout', true);
    await session.logout();
    expect(session.auth).toBe('GUEST');
    expect(session.user).toBeNull();
    expect(app.container.get(WalletStore).wallet).toEqual(EMPTY_WALLET);
    expect(app.container.get(UiStore).toasts.map((t) => t.message)).toEqual(['toast.loggedOut']);
  });

  it('changes nothing when the answer is not truthy', async () => {
    const app = memberApp();
    const session = await start(app);
    app.http.respond('DELETE /auth/logout', false);
    await session.logout();
    expect(session.auth).toBe('MEMBER');
    expect(app.container.get(UiStore).toasts).toEqual([]);
  });

  it("shows the failure's message and stays signed in when the call fails", async () => {
    const app = memberApp();
    const session = await start(app);
    app.http.respondError('DELETE /auth/logout', 'SERVICE_ERROR');
    await session.logout();
    expect(session.auth).toBe('MEMBER');
    expect(app.container.get(UiStore).toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'errors.SERVICE_ERROR'],
    ]);
  });
});

describe('SessionStore: the email rule', () => {
  it('sends a member without email to /without-email from everywhere else, and others away from it', async () => {
    const app = memberApp(aUser({ email: '' }));
    const session = await start(app);
    expect(session.emailRedirect('/signal')).toBe('/without-email');
    expect(session.emailRedirect('/')).toBe('/without-email');
    expect(session.emailRedirect('/without-email')).toBeUndefined();

    const guest = newApp();
    guest.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const guestSession = await start(guest);
    expect(guestSession.emailRedirect('/without-email')).toBe('/');
    expect(guestSession.emailRedirect('/login')).toBeUndefined();
  });

  it('follows the session when the member binds an email', async () => {
    const app = memberApp(aUser({ email: '' }));
    const session = await start(app);
    app.http.respond('PATCH /auth/email/verify', aUser({ email: 'bound@example.com' }));
    await app.container.get(SessionService).verifyBoundEmail('bound@example.com', '123456');
    expect(session.emailRedirect('/signal')).toBeUndefined();
  });
});
