import {
  demoSite,
  FakeClock,
  FakeHttp,
  FakeSocketFactory,
  MemoryKeyValueStore,
  secondSite,
} from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-container.js';
import { LanguageStore } from './language.store.js';
import { SiteStore } from './site.store.js';
import { UiStore } from './ui.store.js';

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

describe('SiteStore', () => {
  it("brands the page from GET /entry: title, favicon and the header's hyperlink", async () => {
    const app = newApp();
    const site = demoSite();
    app.http.respond('GET /entry', site);
    const store = app.container.get(SiteStore);
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.info?.lightLogo).toBe(site.lightLogo);
    expect(app.head.title).toBe(site.siteName);
    expect(app.head.favicon).toBe(site.favicon);
    expect(store.hyperlink).toEqual({ text: site.hyperlinkContext, url: site.hyperlinkUrl });
  });

  it("gives the hyperlink's text in the interface language, and the site's one text where it has none", async () => {
    const app = newApp();
    const site = demoSite({ hyperlinkContextByLanguage: { 'ja-JP': 'トレーディングアカデミー' } });
    app.http.respond('GET /entry', site);
    const store = app.container.get(SiteStore);
    const language = app.container.get(LanguageStore);
    await language.init();
    await store.load();
    await language.choose('ja-JP');
    expect(store.hyperlink?.text).toBe('トレーディングアカデミー');
    await language.choose('vi-VN');
    expect(store.hyperlink?.text).toBe(site.hyperlinkContext);
  });

  it('has no hyperlink when the site hides it or gives no address', async () => {
    const app = newApp();
    app.http.respond('GET /entry', secondSite({ hyperlinkHide: true }));
    const store = app.container.get(SiteStore);
    await store.load();
    expect(store.hyperlink).toBeNull();

    app.http.respond('GET /entry', demoSite({ hyperlinkUrl: '' }));
    await store.load();
    expect(store.hyperlink).toBeNull();
  });

  it("shows the failure's message when the site cannot be loaded", async () => {
    const app = newApp();
    app.http.respondError('GET /entry', 'SITE_DISABLED');
    const store = app.container.get(SiteStore);
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SITE_DISABLED');
    expect(app.container.get(UiStore).toasts.map((t) => t.message)).toEqual(['errors.SITE_DISABLED']);
  });
});
