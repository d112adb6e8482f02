import type {
  AccountsService,
  ApiClient,
  Clock,
  Http,
  KeyValueStore,
  KycService,
  LiveFeed,
  ReferralService,
  ReportsService,
  SessionService,
  SignalConnectionService,
  SignalsService,
  SymbolsService,
  WalletService,
  WithdrawalsService,
} from '@signal-portal/core';

/** What commands use: core's services over this run's adapters, made on first use. */
export interface Services {
  readonly api: ApiClient;
  readonly session: SessionService;
  readonly signals: SignalsService;
  /** Linking a signal to its trading account (connect, reconnect, disconnect). */
  readonly connection: SignalConnectionService;
  /** The platform's symbols and a signal's symbol matching. */
  readonly symbols: SymbolsService;
  readonly reports: ReportsService;
  readonly wallet: WalletService;
  readonly withdrawals: WithdrawalsService;
  readonly accounts: AccountsService;
  readonly kyc: KycService;
  readonly referral: ReferralService;
  /** The live feed; it opens its socket on the first subscription. */
  readonly liveFeed: LiveFeed;
  /** The config file's store (settings, the saved language). */
  readonly config: KeyValueStore;
  /** The raw transport, for the portal page (site-token discovery). */
  readonly http: Http;
  /** The time, for countdowns (the login code's resend). */
  readonly clock: Clock;
}

/** The services made from core's classes, each loaded only for the runs that use it. */
export type CoreServices = Pick<
  Services,
  | 'session'
  | 'signals'
  | 'connection'
  | 'symbols'
  | 'reports'
  | 'wallet'
  | 'withdrawals'
  | 'accounts'
  | 'kyc'
  | 'referral'
  | 'liveFeed'
>;
export type ServiceName = keyof CoreServices;

export const SERVICE_NAMES: readonly ServiceName[] = [
  'session',
  'signals',
  'connection',
  'symbols',
  'reports',
  'wallet',
  'withdrawals',
  'accounts',
  'kyc',
  'referral',
  'liveFeed',
];
