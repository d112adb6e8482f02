import {
  Clock,
  Http,
  KeyValueStore,
  RESOURCES,
  SocketFactory,
  type Language,
  type User,
} from '@signal-portal/core';
import { ContainerModule } from 'inversify';
import { DocumentHead } from '../adapters/document-head.js';
import { PageConfig } from '../adapters/page-config.js';
import { PreferredLanguages } from '../adapters/preferred-languages.js';
import { activateStores, coreServices, createContainer, stores } from '../di/container.js';
import { localeBundleOf, type LocaleGroup } from '../i18n/locale-groups.js';
import type { LocaleBundle } from '../i18n/locale-groups.js';
import { LocaleLoader } from '../i18n/locale-loader.js';

/** Records what the stores did to the page's head. */
export class RecordingDocumentHead implements DocumentHead {
  title = '';
  favicon = '';
  language = '';
  setTitle(title: string): void {
    this.title = title;
  }
  setFavicon(href: string): void {
    this.favicon = href;
  }
  setLanguage(language: Language): void {
    this.language = language;
  }
}

/** Serves the core's texts by group, cut as the build cuts them, and records what was asked. */
export class ResourceLocaleLoader implements LocaleLoader {
  readonly loaded: string[] = [];
  load(language: Language, group: LocaleGroup): Promise<LocaleBundle> {
    this.loaded.push(`${language}/${group}`);
    return Promise.resolve(localeBundleOf(RESOURCES[language] as unknown as LocaleBundle, group));
  }
}

/**
 * The ports a test hands in: the fixtures' fakes (FakeHttp, FakeClock, MemoryKeyValueStore,
 * FakeSocketFactory). Test files create them, since only tests may import the fixtures package.
 */
export interface TestPorts {
  readonly http: Http & { readonly baseUrl: string };
  readonly clock: Clock;
  readonly storage: KeyValueStore;
  readonly sockets: SocketFactory;
}

export type TestApp<P extends TestPorts> = P & {
  readonly container: ReturnType<typeof createContainer>;
  readonly head: RecordingDocumentHead;
  readonly locales: ResourceLocaleLoader;
};

/** The app's container with the browser adapters swapped for the given fakes. */
export const createTestApp = <P extends TestPorts>(
  ports: P,
  options: { readonly browserLanguages?: readonly string[] } = {},
): TestApp<P> => {
  const head = new RecordingDocumentHead();
  const locales = new ResourceLocaleLoader();
  const fakes = new ContainerModule((bind) => {
    bind<PageConfig>(PageConfig).toConstantValue({
      apiDomain: ports.http.baseUrl,
      wsDomain: 'ws://feed.test/ws',
      siteToken: 'site-token',
    });
    bind<Http>(Http).toConstantValue(ports.http);
    bind<KeyValueStore>(KeyValueStore).toConstantValue(ports.storage);
    bind<SocketFactory>(SocketFactory).toConstantValue(ports.sockets);
    bind<Clock>(Clock).toConstantValue(ports.clock);
    bind<DocumentHead>(DocumentHead).toConstantValue(head);
    bind<LocaleLoader>(LocaleLoader).toConstantValue(locales);
    bind<PreferredLanguages>(PreferredLanguages).toConstantValue(() => options.browserLanguages ?? []);
  });
  const container = createContainer([fakes, coreServices, stores]);
  activateStores(container);
  return { ...ports, container, head, locales };
};

/** Lets pending promise callbacks (fake HTTP answers, loads) run. */
export const settle = async (rounds = 10): Promise<void> => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'user-1',
  headshot: '',
  username: 'provider01',
  email: 'provider@example.com',
  countryCode: 'TW',
  phone: '+886912345678',
  language: 'en-US',
  signalInfo: { passedCount: 0 },
  ...overrides,
});
