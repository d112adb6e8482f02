import { API_ROUTES, type WalletSymbolConfig } from '@signal-portal/core';
import { PLATFORM_SYMBOLS } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { memberApp as memberAppOverFakes } from '../test-support/member-app.test-helpers.js';
import { settle } from '../test-support/test-container.js';
import { LanguageStore } from './language.store.js';
import { SessionStore } from './session.store.js';
import { SymbolsStore } from './symbols.store.js';

const SYMBOLS = PLATFORM_SYMBOLS.MT5.slice(0, 3);
const CONFIG: readonly WalletSymbolConfig[] = [{ currency: 'USDT', decimals: 2, networks: ['TRC20'] }];

/** The member app (test-support), its server also knowing the platform's symbols and the config. */
const memberApp = () => {
  const app = memberAppOverFakes();
  app.http.respond('GET /symbol', SYMBOLS).respond('GET /asset/wallet/config', CONFIG);
  return app;
};
type App = ReturnType<typeof memberApp>;

const start = async (app: App): Promise<SymbolsStore> => {
  await app.container.get(LanguageStore).init();
  await app.container.get(SessionStore).start();
  return app.container.get(SymbolsStore);
};

describe('SymbolsStore', () => {
  it('is idle and empty for a guest, who never asks for symbols', async () => {
    const app = memberApp();
    app.http.respondError('GET /user', 'NOT_SIGNED_IN');
    const symbols = await start(app);
    expect(symbols.status).toBe('idle');
    expect(symbols.symbols).toEqual([]);
    expect(symbols.walletSymbolConfig).toEqual([]);
    expect(app.http.calledRoutes().has('GET /symbol')).toBe(false);
  });

  it("is ready with the platform's symbols and the wallet config once a member's session loaded them", async () => {
    const app = memberApp();
    const symbols = await start(app);
    expect(symbols.status).toBe('ready');
    expect(symbols.symbols).toEqual(SYMBOLS);
    expect(symbols.walletSymbolConfig).toEqual(CONFIG);
  });

  it('keeps the wallet config when the symbols fail to load, and has no symbols to offer', async () => {
    const app = memberApp();
    app.http.respondError('GET /symbol', 'SERVICE_ERROR');
    const symbols = await start(app);
    expect(symbols.status).not.toBe('ready');
    expect(symbols.symbols).toEqual([]);
    expect(symbols.walletSymbolConfig).toEqual(CONFIG);
  });

  it('is emptied and idle again at logout', async () => {
    const app = memberApp();
    const symbols = await start(app);
    app.http.respond('DELETE /auth/logout', true);
    await app.container.get(SessionStore).logout();
    expect(symbols.status).toBe('idle');
    expect(symbols.symbols).toEqual([]);
    expect(symbols.walletSymbolConfig).toEqual([]);
  });

  it('an answer that comes after the logout leaves the store empty', async () => {
    const app = memberApp();
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.http.on('GET /symbol', async () => {
      await released;
      return { status: 200, json: { [API_ROUTES['GET /symbol'].field]: SYMBOLS } };
    });
    await app.container.get(LanguageStore).init();
    const session = app.container.get(SessionStore);
    const started = session.start();
    await settle();
    expect(app.http.calledRoutes().has('GET /symbol')).toBe(true);
    app.http.respond('DELETE /auth/logout', true);
    await session.logout();
    release();
    await started;
    const symbols = app.container.get(SymbolsStore);
    expect(symbols.status).toBe('idle');
    expect(symbols.symbols).toEqual([]);
    expect(symbols.walletSymbolConfig).toEqual([]);
  });
});
