import {
  AccountsService,
  ApiClient,
  Clock,
  Http,
  KeyValueStore,
  KycService,
  LanguageService,
  LiveFeed,
  Random,
  ReferralService,
  ReportsService,
  SessionService,
  SignalConnectionService,
  SignalsService,
  SocketFactory,
  SymbolsService,
  WalletService,
  WithdrawalsService,
  liveFeedTokenSource,
} from '@signal-portal/core';
import { Container, ContainerModule, type interfaces } from 'inversify';
import type { Services } from './services.js';
import { RunSettings } from './tokens.js';

/**
 * Core's services bound over whatever adapters the container holds. Factories only
 * (`toDynamicValue`): no decorators, no emitted metadata.
 */
const coreServicesModule = new ContainerModule((bind) => {
  bind(ApiClient).toDynamicValue((context) => {
    const settings = context.container.get<RunSettings>(RunSettings);
    return new ApiClient({
      http: context.container.get<Http>(Http),
      baseUrl: settings.apiUrl,
      siteToken: settings.siteToken,
      language: () => settings.language,
    });
  });
  bind(LanguageService).toDynamicValue(
    (context) =>
      new LanguageService({
        store: context.container.get<KeyValueStore>(KeyValueStore),
        api: context.container.get(ApiClient),
      }),
  );
  bind(SessionService).toDynamicValue(
    (context) =>
      new SessionService({
        api: context.container.get(ApiClient),
        language: context.container.get(LanguageService),
      }),
  );
  const withApi =
    <T>(make: (api: ApiClient) => T) =>
    (context: interfaces.Context): T =>
      make(context.container.get(ApiClient));
  bind(SignalsService).toDynamicValue(withApi((api) => new SignalsService({ api })));
  bind(SignalConnectionService).toDynamicValue(withApi((api) => new SignalConnectionService({ api })));
  bind(SymbolsService).toDynamicValue(withApi((api) => new SymbolsService({ api })));
  bind(ReportsService).toDynamicValue(withApi((api) => new ReportsService({ api })));
  bind(WalletService).toDynamicValue(withApi((api) => new WalletService({ api })));
  bind(AccountsService).toDynamicValue(withApi((api) => new AccountsService({ api })));
  bind(ReferralService).toDynamicValue(withApi((api) => new ReferralService({ api })));
  bind(KycService).toDynamicValue(
    (context) =>
      new KycService({ api: context.container.get(ApiClient), clock: context.container.get<Clock>(Clock) }),
  );
  bind(WithdrawalsService).toDynamicValue(
    (context) =>
      new WithdrawalsService({
        api: context.container.get(ApiClient),
        random: context.container.get<Random>(Random),
      }),
  );
  bind(LiveFeed).toDynamicValue((context) => {
    const settings = context.container.get<RunSettings>(RunSettings);
    return new LiveFeed({
      sockets: context.container.get<SocketFactory>(SocketFactory),
      clock: context.container.get<Clock>(Clock),
      url: settings.wsUrl,
      fetchToken: liveFeedTokenSource(context.container.get(ApiClient)),
    });
  });
});

/** Something that holds connections open until closed (the undici pool). */
const closeOf = (value: unknown): (() => Promise<void>) | undefined => {
  const close = (value as { close?: unknown }).close;
  return typeof close === 'function' ? () => Promise.resolve(close.call(value)) : undefined;
};

/**
 * The composition root of one CLI run: the adapters module (Node's in production, fakes in tests),
 * then, once the settings are known (they come partly from the config file, read through the
 * adapters), the run's settings and core's services. Only the runner creates it.
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

  /** Wraps the transport (the `--verbose` log); called before `start`, so every service uses it. */
  decorateHttp(wrap: (http: Http) => Http): void {
    const http = this.container.get<Http>(Http);
    this.container.rebind<Http>(Http).toConstantValue(wrap(http));
  }

  /** Binds the settings and core's services; each service is made on first use. */
  start(settings: RunSettings): Services {
    this.container.bind<RunSettings>(RunSettings).toConstantValue(settings);
    this.container.load(coreServicesModule);
    const container = this.container;
    const run = (): RunContainer => this;
    return {
      get api() {
        return container.get(ApiClient);
      },
      get session() {
        return container.get(SessionService);
      },
      get signals() {
        return container.get(SignalsService);
      },
      get connection() {
        return container.get(SignalConnectionService);
      },
      get symbols() {
        return container.get(SymbolsService);
      },
      get reports() {
        return container.get(ReportsService);
      },
      get wallet() {
        return container.get(WalletService);
      },
      get withdrawals() {
        return container.get(WithdrawalsService);
      },
      get accounts() {
        return container.get(AccountsService);
      },
      get kyc() {
        return container.get(KycService);
      },
      get referral() {
        return container.get(ReferralService);
      },
      get liveFeed() {
        const self = run();
        self.liveFeed ??= container.get(LiveFeed);
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
