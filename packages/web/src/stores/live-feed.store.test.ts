import { EMPTY_WALLET, SessionService } from '@signal-portal/core';
import { describe, expect, it, vi } from 'vitest';
import { DeferredLiveFeed } from '../adapters/deferred-live-feed.js';
import { rejectingUntilBack } from '../test-support/rejecting-until-back.js';
import { memberApp, walletOf, type MemberApp } from '../test-support/member-app.test-helpers.js';
import { aUser, settle } from '../test-support/test-container.js';
import { ConnectivityStore } from './connectivity.store.js';
import { LanguageStore } from './language.store.js';
import { LiveFeedStore } from './live-feed.store.js';
import { SessionStore } from './session.store.js';
import { UiStore } from './ui.store.js';
import { WalletStore } from './wallet.store.js';

const SUBSCRIBE_WALLET = 'sub#Sub@wallet';
type App = MemberApp;

const start = async (app: App): Promise<LiveFeedStore> => {
  await app.container.get(LanguageStore).init();
  await app.container.get(SessionStore).start();
  await settle();
  return app.container.get(LiveFeedStore);
};

/** Waits for the member's socket: it opens once the feed's code has loaded (a dynamic import). */
const openedSocket = (app: App) => vi.waitFor(() => app.sockets.last);

/** The server accepts the latest socket and the member's token on it. */
const acceptMember = async (app: App): Promise<void> => {
  await openedSocket(app);
  app.sockets.last.accept();
  await settle();
  app.sockets.last.deliverJson({ id: '1', channel: 'Auth', error: { code: 0 }, data: null });
};

const pushWalletChanged = (app: App): void =>
  app.sockets.last.deliverJson({ id: '2', channel: 'wallet', error: { code: 0 }, data: {} });

const walletSubscriptions = (app: App): number =>
  app.sockets.sockets.flatMap((socket) => socket.sent).filter((frame) => frame === SUBSCRIBE_WALLET).length;

const logout = async (app: App): Promise<void> => {
  app.http.respond('DELETE /auth/logout', true);
  await app.container.get(SessionStore).logout();
};

describe('LiveFeedStore: the connected flag', () => {
  it('a guest opens no socket and is never connected', async () => {
    const app = memberApp();
    app.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const feed = await start(app);
    expect(app.sockets.sockets).toHaveLength(0);
    expect(feed.connected).toBe(false);
  });

  it("follows the member's socket: connected once it opens, not when it drops", async () => {
    const app = memberApp();
    const feed = await start(app);
    expect(feed.connected).toBe(false);
    await openedSocket(app);
    app.sockets.last.accept();
    expect(feed.connected).toBe(true);
    app.sockets.last.drop();
    expect(feed.connected).toBe(false);
  });
});

describe("LiveFeedStore: the member's wallet channel", () => {
  it('subscribes once the member is authenticated, and once only while the session changes', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    expect(walletSubscriptions(app)).toBe(1);
    app.http.respond('PATCH /auth/email/verify', aUser({ email: 'bound@example.com' }));
    await app.container.get(SessionService).verifyBoundEmail('bound@example.com', '123456');
    await settle();
    expect(walletSubscriptions(app)).toBe(1);
    // One listener too: a push reloads the wallet once.
    const asked = app.http.requestsTo('GET /asset/wallet').length;
    pushWalletChanged(app);
    await settle();
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked + 1);
  });

  it('reloads the wallet on a push: ready with the new balances', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    app.http.respond('GET /asset/wallet', walletOf('99.00'));
    const asked = app.http.requestsTo('GET /asset/wallet').length;
    pushWalletChanged(app);
    await settle();
    const wallet = app.container.get(WalletStore);
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked + 1);
    expect(wallet.status).toBe('ready');
    expect(wallet.wallet.balance).toBe('99.00');
  });

  it('a reload after a push that fails shows the error and keeps the balances until the server is back', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    app.http.respondError('GET /asset/wallet', 'SERVICE_ERROR');
    pushWalletChanged(app);
    await settle();
    const wallet = app.container.get(WalletStore);
    expect(wallet.status).toBe('failed');
    expect(wallet.wallet.balance).toBe('1234.50');
    expect(app.container.get(UiStore).toasts.map((t) => [t.type, t.message])).toEqual([
      ['error', 'errors.SERVICE_ERROR'],
    ]);
    app.http.respond('GET /asset/wallet', walletOf('99.00'));
    const connectivity = app.container.get(ConnectivityStore);
    connectivity.apiUnreachable();
    connectivity.apiAnswered();
    await settle();
    expect(wallet.status).toBe('ready');
    expect(wallet.wallet.balance).toBe('99.00');
  });

  it('reads the wallet again after a reconnect, once the channel is confirmed anew (pushes of the gap are lost)', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    const confirm = (): void =>
      app.sockets.last.deliverJson({
        id: '3',
        channel: 'Sub',
        error: { code: 0 },
        data: { channel: 'wallet' },
      });
    confirm();
    await settle();
    const asked = app.http.requestsTo('GET /asset/wallet').length;
    app.sockets.last.drop();
    app.http.respond('GET /asset/wallet', walletOf('77.00'));
    app.clock.advance(60_000);
    await acceptMember(app);
    expect(app.sockets.sockets).toHaveLength(2);
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked);
    confirm();
    await settle();
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked + 1);
    expect(app.container.get(WalletStore).wallet.balance).toBe('77.00');
  });

  it('is dropped at logout: a later push reloads nothing', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    await logout(app);
    expect(app.sockets.last.sent).toContain('unauth#Unauth');
    const asked = app.http.requestsTo('GET /asset/wallet').length;
    pushWalletChanged(app);
    await settle();
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked);
    expect(app.container.get(WalletStore).wallet).toEqual(EMPTY_WALLET);
  });

  it("a logout while the feed's code is loading leaves the guest without a socket", async () => {
    const app = memberApp();
    const feed = app.container.get(DeferredLiveFeed);
    const load = feed.load.bind(feed);
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    Object.defineProperty(feed, 'load', { configurable: true, value: () => released.then(load) });
    await start(app);
    await logout(app);
    release();
    await settle();
    expect(app.sockets.sockets).toHaveLength(0);
    expect(app.http.calledRoutes().has('POST /auth/ws_token')).toBe(false);
  });

  it('is subscribed again when a member logs in after a logout, and pushes reload the wallet again', async () => {
    const app = memberApp();
    await start(app);
    await acceptMember(app);
    await logout(app);
    app.http.respond('PATCH /auth/verify', aUser());
    const login = await app.container
      .get(SessionService)
      .verifyCode({ method: 'email', email: 'provider@example.com' }, '123456');
    expect(login.error).toBe(false);
    await settle();
    app.sockets.last.deliverJson({ id: '3', channel: 'Auth', error: { code: 0 }, data: null });
    expect(walletSubscriptions(app)).toBe(2);
    app.http.respond('GET /asset/wallet', walletOf('42.00'));
    pushWalletChanged(app);
    await settle();
    expect(app.container.get(WalletStore).wallet.balance).toBe('42.00');
  });

  it("starts the feed when the server is back if the feed's code could not be downloaded at login", async () => {
    const app = memberApp();
    const serverBack = rejectingUntilBack(app.container.get(DeferredLiveFeed), 'load');
    await start(app);
    expect(app.sockets.sockets).toHaveLength(0);
    serverBack();
    const connectivity = app.container.get(ConnectivityStore);
    connectivity.apiUnreachable();
    connectivity.apiAnswered();
    await settle();
    await acceptMember(app);
    expect(walletSubscriptions(app)).toBe(1);
    expect(app.container.get(LiveFeedStore).connected).toBe(true);
  });
});
