import type {
  AccountsService,
  ApiClient,
  Http,
  KeyValueStore,
  LiveFeed,
  ReportsService,
  SessionService,
  SignalsService,
  WalletService,
  WithdrawalsService,
} from '@signal-portal/core';

/** What commands use: core's services over this run's adapters, made on first use. */
export interface Services {
  readonly api: ApiClient;
  readonly session: SessionService;
  readonly signals: SignalsService;
  readonly reports: ReportsService;
  readonly wallet: WalletService;
  readonly withdrawals: WithdrawalsService;
  readonly accounts: AccountsService;
  /** The live feed; it opens its socket on the first subscription. */
  readonly liveFeed: LiveFeed;
  /** The config file's store (settings, the saved language). */
  readonly config: KeyValueStore;
  /** The raw transport, for the portal page (site-token discovery). */
  readonly http: Http;
}
