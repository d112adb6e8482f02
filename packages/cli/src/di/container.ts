import {
  ApiClient,
  Clock,
  Http,
  KeyValueStore,
  Random,
  SocketFactory,
  type LiveFeed,
} from '@signal-portal/core';
import { Container, type interfaces } from 'inversify';
import type { CoreServiceDeps } from './core-services/deps.js';
import { SERVICE_NAMES, type CoreServices, type ServiceName, type Services } from './services.js';
import { RunSettings, SiteTokenStore } from './tokens.js';

/**
 * Each core service's module, imported when a run needs it: their rules bring libraries with them
 * (IBAN and crypto-address checks, phone numbers, decimals), and a command uses one or two services.
 */
const CORE_SERVICES: {
  readonly [K in ServiceName]: () => Promise<{ create(deps: CoreServiceDeps): CoreServices[K] }>;
} = {
  session: () => import('./core-services/session.js'),
  signals: () => import('./core-services/signals.js'),
  connection: () => import('./core-services/connection.js'),
  symbols: () => import('./core-services/symbols.js'),
  reports: () => import('./core-services/reports.js'),
  wallet: () => import('./core-services/wallet.js'),
  withdrawals: () => import('./core-services/withdrawals.js'),
  accounts: () => import('./core-services/accounts.js'),
  kyc: () => import('./core-services/kyc.js'),
  referral: () => import('./core-services/referral.js'),
  liveFeed: () => import('./core-services/live-feed.js'),
};

/** The container's identifier of each core service (symbols: the classes stay unloaded until needed). */
const SERVICE_IDS = Object.fromEntries(SERVICE_NAMES.map((name) => [name, Symbol(name)])) as {
  readonly [K in ServiceName]: symbol;
};

/** Something that holds connections open until closed (the http pool). */
const closeOf = (value: unknown): (() => Promise<void>) | undefined => {
  const close = (value as { close?: unknown }).close;
  return typeof close === 'function' ? () => Promise.resolve(close.call(value)) : undefined;
};

/**
 * The composition root of one CLI run: the adapters module (Node's in production, fakes in tests),
 * then, once the settings are known (they come partly from the config file, read through the
 * adapters), the run's settings, the API client and the core services the command uses. Factories
 * only (`toDynamicValue`): no decorators, no emitted metadata. Only the runner creates it.
 */
export class RunContainer {
  private readonly container = new Container({ defaultScope: 'Singleton' });
  private liveFeed: LiveFeed | undefined;

  constructor(adapters: interfaces.ContainerModule) {
    this.container.load(adapters);
  }

  /** The config file's store, readable before the settings exist. */
  get configStore(): KeyValueStore {
    return this.container.get<KeyValueStore>(KeyValueStore);
  }

  /** The site-token cache's store (the cache file), read before the first call. */
  get siteTokenStore(): KeyValueStore {
    return this.container.get<KeyValueStore>(SiteTokenStore);
  }

  /** Wraps the transport (the `--verbose` log); called before `start`, so every service uses it. */
  decorateHttp(wrap: (http: Http) => Http): void {
    const http = this.container.get<Http>(Http);
    this.container.rebind<Http>(Http).toConstantValue(wrap(http));
  }

  /**
   * Binds the settings, the API client and the core services `needs` names (every one when left
   * out), loading their modules; each service is made on first use. A service not named is a bug of
   * the command's declaration, and says so.
   */
  async start(settings: RunSettings, needs: readonly ServiceName[] = SERVICE_NAMES): Promise<Services> {
    const container = this.container;
    container.bind<RunSettings>(RunSettings).toConstantValue(settings);
    container.bind(ApiClient).toDynamicValue(
      () =>
        new ApiClient({
          http: container.get<Http>(Http),
          baseUrl: settings.apiUrl,
          siteToken: settings.siteToken,
          language: () => settings.language,
        }),
    );
    const depsOf = (): CoreServiceDeps => ({
      api: container.get(ApiClient),
      config: container.get<KeyValueStore>(KeyValueStore),
      clock: container.get<Clock>(Clock),
      random: container.get<Random>(Random),
      sockets: container.get<SocketFactory>(SocketFactory),
      settings,
    });
    const loaded = await Promise.all(needs.map(async (name) => [name, await CORE_SERVICES[name]()] as const));
    for (const [name, module] of loaded) {
      container.bind(SERVICE_IDS[name]).toDynamicValue(() => module.create(depsOf()));
    }
    const service = <K extends ServiceName>(name: K): CoreServices[K] => {
      if (!needs.includes(name))
        throw new Error(`the ${name} service is used but not in the command's services`);
      return container.get<CoreServices[K]>(SERVICE_IDS[name]);
    };
    const run = (): RunContainer => this;
    return {
      get api() {
        return container.get(ApiClient);
      },
      get session() {
        return service('session');
      },
      get signals() {
        return service('signals');
      },
      get connection() {
        return service('connection');
      },
      get symbols() {
        return service('symbols');
      },
      get reports() {
        return service('reports');
      },
      get wallet() {
        return service('wallet');
      },
      get withdrawals() {
        return service('withdrawals');
      },
      get accounts() {
        return service('accounts');
      },
      get kyc() {
        return service('kyc');
      },
      get referral() {
        return service('referral');
      },
      get liveFeed() {
        const self = run();
        self.liveFeed ??= service('liveFeed');
        return self.liveFeed;
      },
      get config() {
        return container.get<KeyValueStore>(KeyValueStore);
      },
      get http() {
        return container.get<Http>(Http);
      },
      get clock() {
        return container.get<Clock>(Clock);
      },
    };
  }

  /** Closes the live feed and the connections, so the process ends as soon as the command does. */
  async dispose(): Promise<void> {
    this.liveFeed?.close();
    await closeOf(this.container.get<Http>(Http))?.();
  }
}
