import { LANGUAGE_STORAGE_KEY } from '@signal-portal/core';
import { FakeClock, FakeHttp, FakeSocketFactory, MemoryKeyValueStore } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { aUser, createTestApp } from '../test-support/test-container.js';
import { LanguageStore } from './language.store.js';
import { SessionStore } from './session.store.js';
import { UiStore } from './ui.store.js';
import { STORAGE_PREFIX } from '../adapters/local-storage-key-value-store.js';

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

describe('LanguageStore', () => {
  it('starts in the saved language, with its shell texts loaded and <html lang> set', async () => {
    const app = newApp({ saved: { [LANGUAGE_STORAGE_KEY]: 'vi-VN' }, browserLanguages: ['ja'] });
    const language = app.container.get(LanguageStore);
    await language.init();
    await language.settled();
    expect(language.language).toBe('vi-VN');
    expect(language.status).toBe('ready');
    expect(app.head.language).toBe('vi-VN');
    expect(app.locales.loaded).toEqual(['vi-VN/shell']);
  });

  it('else in the first supported browser language, else in en-US', async () => {
    const browser = newApp({ browserLanguages: ['fr-FR', 'zh-Hant-TW'] });
    await browser.container.get(LanguageStore).init();
    await browser.container.get(LanguageStore).settled();
    expect(browser.container.get(LanguageStore).language).toBe('zh-TW');

    const none = newApp({ browserLanguages: ['fr-FR'] });
    await none.container.get(LanguageStore).init();
    await none.container.get(LanguageStore).settled();
    expect(none.container.get(LanguageStore).language).toBe('en-US');
  });

  it("a guest's choice is saved locally, shown with every text group loaded so far, and not sent", async () => {
    const app = newApp();
    const language = app.container.get(LanguageStore);
    await language.init();
    await language.settled();
    await app.container.get(UiStore).prepareErrorTexts();
    await language.choose('my-MM');
    expect(language.language).toBe('my-MM');
    expect(await app.storage.get(LANGUAGE_STORAGE_KEY)).toBe('my-MM');
    expect(app.locales.loaded).toEqual(expect.arrayContaining(['my-MM/shell', 'my-MM/errors']));
    expect(app.http.calledRoutes().has('PUT /user/language')).toBe(false);
    expect(app.container.get(UiStore).toasts.map((t) => t.message)).toEqual(['toast.languageChanged']);
  });

  it("a member's choice is also sent to the server; a failure there is shown, the choice stays", async () => {
    const app = newApp();
    app.http
      .respond('GET /user', aUser())
      .respond('GET /asset/wallet', {
        balance: '0',
        tokenBalance: '0',
        frozenAmount: '0',
        withdrawableBalance: '0',
      })
      .respond('GET /symbol', [])
      .respond('GET /asset/wallet/config', [])
      .respond('PUT /user/language', true);
    const language = app.container.get(LanguageStore);
    await language.init();
    await app.container.get(SessionStore).start();
    await language.choose('ja-JP');
    expect(app.http.lastRequest('PUT /user/language').json).toEqual({ language: 'ja-JP' });
    expect(language.language).toBe('ja-JP');

    app.http.respondError('PUT /user/language', 'SERVICE_ERROR');
    await language.choose('zh-CN');
    expect(language.language).toBe('zh-CN');
    expect(app.container.get(UiStore).toasts.at(-1)?.message).toBe('errors.SERVICE_ERROR');
  });

  it('a pick of the shown language while another is still loading wins over that one', async () => {
    const app = newApp();
    const language = app.container.get(LanguageStore);
    await language.init();
    await language.settled();
    const toJapanese = language.choose('ja-JP');
    const backToEnglish = language.choose('en-US');
    await Promise.all([toJapanese, backToEnglish]);
    await language.settled();
    expect(language.language).toBe('en-US');
    expect(await app.storage.get(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  });

  it('keeps the texts on screen when the new language cannot be fetched', async () => {
    const app = newApp();
    const language = app.container.get(LanguageStore);
    await language.init();
    await language.settled();
    app.locales.load = () => Promise.reject(new Error('offline'));
    await language.choose('ja-JP');
    expect(language.language).toBe('en-US');
    expect(language.status).toBe('failed');
    expect(app.container.get(UiStore).toasts.map((t) => t.message)).toContain('errors.NETWORK_ERROR');
  });

  it('offers the six languages by their own names', () => {
    const app = newApp();
    expect(app.container.get(LanguageStore).options.map((o) => o.label)).toEqual([
      '繁體中文',
      '简体中文',
      'English',
      'မြန်မာဘာသာ',
      'Tiếng Việt',
      '日本語',
    ]);
    expect(STORAGE_PREFIX).toBe('signal-portal:');
  });
});
