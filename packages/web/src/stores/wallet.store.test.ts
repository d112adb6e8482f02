import { API_ROUTES, EMPTY_WALLET, type Wallet } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import { memberApp, walletOf, type MemberApp } from '../test-support/member-app.test-helpers.js';
import { settle } from '../test-support/test-container.js';
import { ConnectivityStore } from './connectivity.store.js';
import { LanguageStore } from './language.store.js';
import { SessionStore } from './session.store.js';
import { UiStore } from './ui.store.js';
import { WalletStore } from './wallet.store.js';

type App = MemberApp;

const start = async (app: App): Promise<WalletStore> => {
  await app.container.get(LanguageStore).init();
  await app.container.get(SessionStore).start();
  return app.container.get(WalletStore);
};

/** Keeps the next wallet answers back until the test releases them, to see the store meanwhile. */
const holdWalletAnswer = (app: App, wallet: Wallet): (() => void) => {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.http.on('GET /asset/wallet', async () => {
    await released;
    return { status: 200, json: { [API_ROUTES['GET /asset/wallet'].field]: wallet } };
  });
  return release;
};

const errorToasts = (app: App) =>
  app.container
    .get(UiStore)
    .toasts.filter((t) => t.type === 'error')
    .map((t) => t.message);

describe('WalletStore: following the session', () => {
  it('holds the empty wallet for a guest and never asks for one', async () => {
    const app = memberApp();
    app.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const wallet = await start(app);
    expect(wallet.wallet).toEqual(EMPTY_WALLET);
    expect(wallet.status).toBe('idle');
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(0);
  });

  it("shows the member's balances once the session loaded them, and empties them at logout", async () => {
    const app = memberApp();
    const wallet = await start(app);
    expect(wallet.wallet).toEqual(walletOf('1234.50'));
    app.http.respond('DELETE /auth/logout', true);
    await app.container.get(SessionStore).logout();
    expect(wallet.wallet).toEqual(EMPTY_WALLET);
  });
});

describe('WalletStore: refresh', () => {
  it('is loading while the request is out, keeping the old balances, then ready with the new ones', async () => {
    const app = memberApp();
    const wallet = await start(app);
    const release = holdWalletAnswer(app, walletOf('99.00'));
    const refreshed = wallet.refresh();
    expect(wallet.status).toBe('loading');
    expect(wallet.wallet.balance).toBe('1234.50');
    release();
    await refreshed;
    expect(wallet.status).toBe('ready');
    expect(wallet.errorCode).toBeNull();
    expect(wallet.wallet.balance).toBe('99.00');
    expect(app.http.lastRequest('GET /asset/wallet').query).toEqual({ payment: 'withdraw' });
  });

  it("a refusal keeps the last balances, keeps its code and shows the code's message", async () => {
    const app = memberApp();
    const wallet = await start(app);
    app.http.respondError('GET /asset/wallet', 'SERVICE_ERROR');
    await wallet.refresh();
    expect(wallet.status).toBe('failed');
    expect(wallet.errorCode).toBe('SERVICE_ERROR');
    expect(wallet.wallet.balance).toBe('1234.50');
    expect(errorToasts(app)).toEqual(['errors.SERVICE_ERROR']);
  });

  it('a success after a failure clears the error code', async () => {
    const app = memberApp();
    const wallet = await start(app);
    app.http.respondError('GET /asset/wallet', 'SERVICE_ERROR');
    await wallet.refresh();
    app.http.respond('GET /asset/wallet', walletOf('5.00'));
    await wallet.refresh();
    expect(wallet.status).toBe('ready');
    expect(wallet.errorCode).toBeNull();
    expect(wallet.wallet.balance).toBe('5.00');
  });

  it('an answer that comes after the logout does not bring the balances back', async () => {
    const app = memberApp();
    const wallet = await start(app);
    const release = holdWalletAnswer(app, walletOf('99.00'));
    const refreshed = wallet.refresh();
    app.http.respond('DELETE /auth/logout', true);
    await app.container.get(SessionStore).logout();
    release();
    await refreshed;
    expect(wallet.wallet).toEqual(EMPTY_WALLET);
  });
});

describe('WalletStore: recovery', () => {
  it('tries a failed refresh again when the server can be reached again', async () => {
    const app = memberApp();
    const wallet = await start(app);
    app.http.respondError('GET /asset/wallet', 'SERVICE_ERROR');
    await wallet.refresh();
    app.http.respond('GET /asset/wallet', walletOf('77.70'));
    const connectivity = app.container.get(ConnectivityStore);
    connectivity.apiUnreachable();
    connectivity.apiAnswered();
    await settle();
    expect(wallet.status).toBe('ready');
    expect(wallet.wallet.balance).toBe('77.70');
  });

  it('leaves a wallet that did not fail alone', async () => {
    const app = memberApp();
    const wallet = await start(app);
    await wallet.refresh();
    const asked = app.http.requestsTo('GET /asset/wallet').length;
    wallet.recover();
    await settle();
    expect(app.http.requestsTo('GET /asset/wallet')).toHaveLength(asked);
    expect(wallet.status).toBe('ready');
  });
});
