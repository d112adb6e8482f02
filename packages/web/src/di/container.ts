import {
  ApiClient,
  Clock,
  Http,
  KeyValueStore,
  LanguageService,
  liveFeedTokenSource,
  SessionService,
  SocketFactory,
} from '@signal-portal/core';
import type { i18n } from 'i18next';
import { Container, ContainerModule, type interfaces } from 'inversify';
import { BrowserSocketFactory } from '../adapters/browser-socket-factory.js';
import { DeferredLiveFeed } from '../adapters/deferred-live-feed.js';
import { BrowserDocumentHead, DocumentHead } from '../adapters/document-head.js';
import { FetchHttp } from '../adapters/fetch-http.js';
import { FetchLocaleLoader } from '../adapters/fetch-locale-loader.js';
import { LocalStorageKeyValueStore } from '../adapters/local-storage-key-value-store.js';
import { PageConfig } from '../adapters/page-config.js';
import { ReachabilityHttp } from '../adapters/reachability-http.js';
import { browserPreferredLanguages, PreferredLanguages } from '../adapters/preferred-languages.js';
import { WindowClock } from '../adapters/window-clock.js';
import { createI18n, I18n } from '../i18n/create-i18n.js';
import { LocaleLoader, type LocaleManifest } from '../i18n/locale-loader.js';
import { LocaleTexts } from '../i18n/locale-texts.js';
import { ConnectivityStore } from '../stores/connectivity.store.js';
import { LanguageStore } from '../stores/language.store.js';
import { LiveFeedStore } from '../stores/live-feed.store.js';
import { SessionStore } from '../stores/session.store.js';
import { SiteStore } from '../stores/site.store.js';
import { SymbolsStore } from '../stores/symbols.store.js';
import { UiStore } from '../stores/ui.store.js';
import { WalletStore } from '../stores/wallet.store.js';

// The composition root. esbuild emits no decorator metadata, so every binding is a factory that
// asks the container for what it needs by token.

/** The browser's side of every port, the page's configuration and where the texts are. */
export const browserAdapters = (config: PageConfig, localeManifest: LocaleManifest): ContainerModule =>
  new ContainerModule((bind) => {
    bind<PageConfig>(PageConfig).toConstantValue(config);
    bind<Http>(Http).toDynamicValue(() => new FetchHttp());
    bind<KeyValueStore>(KeyValueStore).toDynamicValue(() => new LocalStorageKeyValueStore());
    bind<SocketFactory>(SocketFactory).toDynamicValue(() => new BrowserSocketFactory());
    bind<Clock>(Clock).toDynamicValue(() => new WindowClock());
    bind<DocumentHead>(DocumentHead).toDynamicValue(() => new BrowserDocumentHead());
    bind<LocaleLoader>(LocaleLoader).toDynamicValue(() => new FetchLocaleLoader(localeManifest));
    bind<PreferredLanguages>(PreferredLanguages).toConstantValue(browserPreferredLanguages);
  });

/** The core's client services over the ports. */
export const coreServices = new ContainerModule((bind) => {
  bind(ApiClient).toDynamicValue(({ container }) => {
    const config = container.get<PageConfig>(PageConfig);
    // Every answer or transport failure tells the offline banner (the store is asked for when one comes).
    const http = new ReachabilityHttp(container.get<Http>(Http), {
      apiAnswered: () => container.get(ConnectivityStore).apiAnswered(),
      apiUnreachable: () => container.get(ConnectivityStore).apiUnreachable(),
    });
    return new ApiClient({
      http,
      baseUrl: config.apiDomain,
      siteToken: config.siteToken,
      language: () => container.get(LanguageService).language,
    });
  });
  bind(LanguageService).toDynamicValue(
    ({ container }) =>
      new LanguageService({
        store: container.get<KeyValueStore>(KeyValueStore),
        api: container.get(ApiClient),
        preferredLanguages: container.get<PreferredLanguages>(PreferredLanguages),
      }),
  );
  bind(DeferredLiveFeed).toDynamicValue(
    ({ container }) =>
      new DeferredLiveFeed({
        sockets: container.get<SocketFactory>(SocketFactory),
        clock: container.get<Clock>(Clock),
        url: container.get<PageConfig>(PageConfig).wsDomain,
        fetchToken: liveFeedTokenSource(container.get(ApiClient)),
      }),
  );
  bind(SessionService).toDynamicValue(
    ({ container }) =>
      new SessionService({
        api: container.get(ApiClient),
        liveFeed: container.get(DeferredLiveFeed),
        language: container.get(LanguageService),
      }),
  );
});

/**
 * The MobX stores of the client state and the UI. A screen's own store (a form) is made by the screen
 * from these and the core's services, so its code loads with the screen.
 */
export const stores = new ContainerModule((bind) => {
  bind<i18n>(I18n).toDynamicValue(() => createI18n());
  bind(LocaleTexts).toDynamicValue(
    ({ container }) => new LocaleTexts(container.get<i18n>(I18n), container.get<LocaleLoader>(LocaleLoader)),
  );
  bind(UiStore).toDynamicValue(({ container }) => {
    const texts = container.get(LocaleTexts);
    return new UiStore({ clock: container.get<Clock>(Clock), requireTexts: (group) => texts.require(group) });
  });
  bind(LanguageStore).toDynamicValue(
    ({ container }) =>
      new LanguageStore({
        languages: container.get(LanguageService),
        session: container.get(SessionService),
        texts: container.get(LocaleTexts),
        head: container.get<DocumentHead>(DocumentHead),
        ui: container.get(UiStore),
      }),
  );
  bind(SessionStore).toDynamicValue(
    ({ container }) =>
      new SessionStore({
        session: container.get(SessionService),
        language: container.get(LanguageStore),
        texts: container.get(LocaleTexts),
        ui: container.get(UiStore),
      }),
  );
  bind(SiteStore).toDynamicValue(
    ({ container }) =>
      new SiteStore({
        session: container.get(SessionService),
        head: container.get<DocumentHead>(DocumentHead),
        ui: container.get(UiStore),
        language: container.get(LanguageStore),
      }),
  );
  bind(WalletStore).toDynamicValue(
    ({ container }) => new WalletStore(container.get(SessionService), container.get(UiStore)),
  );
  bind(SymbolsStore).toDynamicValue(({ container }) => new SymbolsStore(container.get(SessionService)));
  bind(ConnectivityStore).toDynamicValue(({ container }) => {
    const feed = container.get(DeferredLiveFeed);
    const connectivity = new ConnectivityStore({
      clock: container.get<Clock>(Clock),
      probeApi: () => container.get(ApiClient).call('GET /entry'),
      reconnectFeed: () => feed.reconnectNow(),
    });
    feed.onConnectedChange((connected) => connectivity.feedConnectedChanged(connected));
    feed.onReconnectChange((at) => connectivity.feedReconnectChanged(at));
    return connectivity;
  });
  bind(LiveFeedStore).toDynamicValue(
    ({ container }) =>
      new LiveFeedStore(
        container.get(DeferredLiveFeed),
        container.get(WalletStore),
        container.get(SessionService),
      ),
  );
});

/** The app's container: every binding a singleton, so all screens share one state. */
export const createContainer = (modules: readonly ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...modules);
  return container;
};

/**
 * Creates every store once, so each starts following the session before the first user fetch (the
 * stores subscribe to the core's SessionService when they are made).
 */
export const activateStores = (container: interfaces.Container): void => {
  for (const store of [SessionStore, SiteStore, WalletStore, SymbolsStore, LiveFeedStore, LanguageStore]) {
    container.get(store);
  }
  // When the server can be reached again, what failed to load while it could not is tried again.
  const recoverable = [SessionStore, SiteStore, WalletStore, LiveFeedStore, LanguageStore].map((store) =>
    container.get(store),
  );
  container.get(ConnectivityStore).onRecovered(() => {
    for (const store of recoverable) store.recover();
  });
};
