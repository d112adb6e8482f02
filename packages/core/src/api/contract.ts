import type {
  BankAccount,
  BankAccountInput,
  CryptoAddress,
  CryptoAddressInput,
} from '../domain/accounts/accounts.js';
import type { KycState } from '../domain/kyc/kyc.js';
import type { SignalPerformance } from '../domain/metrics/performance.types.js';
import type { Order } from '../domain/order/order.js';
import type { FollowOrderRecord, ProfitShareRecord } from '../domain/profit-share/profit-share-record.js';
import type { FollowOrderTotals, ProfitShareTotals } from '../domain/profit-share/report-totals.js';
import type {
  SettlementOutcomeRecord,
  SettlementOutcomeTotals,
} from '../domain/profit-share/settlement-outcome.js';
import type { Referral } from '../domain/referral/referral.js';
import type { Robot } from '../domain/robot/robot.js';
import type { BrokerServer, ConnectRequest } from '../domain/signal/account-link.js';
import type { FollowersPoint, Signal } from '../domain/signal/signal.js';
import type { SiteInfo } from '../domain/site/site-info.js';
import type { SignalHistory } from '../domain/trading/signal-history.js';
import type { PlatformSymbol, SymbolMatching } from '../domain/symbols/symbol-pairing.js';
import type { User } from '../domain/user/user.js';
import type {
  AssetSummary,
  RealRecord,
  TokenRecord,
  Wallet,
  WalletSymbolConfig,
} from '../domain/wallet/wallet.js';
import type { Withdrawal, WithdrawalConfig } from '../domain/withdrawal/withdrawal.js';
import type { HttpMethod } from '../ports/http.port.js';
import type {
  BindEmailBody,
  CreateSignalBody,
  EmailCheckQuery,
  FollowersQuery,
  HeadshotForm,
  IpCountry,
  KycForm,
  LanguageBody,
  LoginByEmailBody,
  LoginByPhoneBody,
  OrderReportQuery,
  PhoneCheckQuery,
  ProfileForm,
  ProfitShareReportQuery,
  SettlementOutcomeQuery,
  RealRecordQuery,
  RecordsPage,
  ReportPage,
  RegisterByEmailBody,
  RegisterByPhoneBody,
  ServerSearchQuery,
  SignalHistoryQuery,
  SignalListQuery,
  SymbolPairsBody,
  TokenRecordQuery,
  TwOrderBody,
  UpdateSignalBody,
  UsernameCheckQuery,
  VerifyBoundEmailBody,
  VerifyCodeBody,
  WalletQuery,
  WithdrawalApplyBody,
  WithdrawalListQuery,
} from './payloads.js';
import type { CursorPage, MultipartForm, Page, PageQuery, QueryValue, Success } from './wire.types.js';

/**
 * One route: the field of the success body that carries the value, the value's type, and the query
 * and body it takes (`never` = none; a body type that admits `undefined` is optional).
 */
export interface RouteDef<Field extends string, Response, Query = never, Body = never> {
  readonly field: Field;
  readonly response: Response;
  readonly query: Query;
  readonly body: Body;
}

/**
 * Every call of the platform API, keyed by `METHOD /path/{param}`. Calls fixed by the spec keep their
 * method, path and field (API.md); the others are this project's proposal in the same style. The
 * runtime twin is API_ROUTES (routes.ts); docs/api-contract.md explains both.
 */
export interface ApiContract {
  // ---- site and user (spec) ----
  'GET /entry': RouteDef<'entry', SiteInfo>;
  'GET /user': RouteDef<'user', User>;
  'GET /user_check/username': RouteDef<'exists', boolean, UsernameCheckQuery>;
  'GET /user_check/email': RouteDef<'exists', boolean, EmailCheckQuery>;
  'GET /user_check/phone': RouteDef<'exists', boolean, PhoneCheckQuery>;
  'GET /user/referral': RouteDef<'referral', Referral>;
  'PUT /user/language': RouteDef<'success', Success, never, LanguageBody>;
  'GET /user/kyc/status': RouteDef<'kyc', KycState>;

  // ---- auth (spec; the code flow is described in payloads.ts) ----
  'POST /auth/register_by_email': RouteDef<'success', Success, never, RegisterByEmailBody>;
  'POST /auth/register_by_phone': RouteDef<'success', Success, never, RegisterByPhoneBody>;
  'POST /auth/login_by_email': RouteDef<'success', Success, never, LoginByEmailBody>;
  'POST /auth/login_by_phone': RouteDef<'success', Success, never, LoginByPhoneBody>;
  'POST /auth/email': RouteDef<'success', Success, never, BindEmailBody>;
  'PATCH /auth/email/verify': RouteDef<'user', User, never, VerifyBoundEmailBody>;
  'PATCH /auth/verify': RouteDef<'user', User, never, VerifyCodeBody>;
  /** Truthy when the session ended; the client changes nothing on a falsy answer (spec section 4). */
  'DELETE /auth/logout': RouteDef<'success', boolean>;
  'POST /auth/ws_token': RouteDef<'token', string>;
  'GET /auth/ip_to_country': RouteDef<'country', IpCountry>;

  // ---- symbols and wallet (spec) ----
  'GET /symbol': RouteDef<'symbols', readonly PlatformSymbol[]>;
  /** Every field is kept (walletFromServer) and shown as WalletBalances (walletBalancesOf). */
  'GET /asset/wallet': RouteDef<'wallet', Wallet, WalletQuery>;
  /** With the totals of every record the filter matches (RecordsPage). */
  'GET /asset/wallet/real/record': RouteDef<'records', RecordsPage<RealRecord>, RealRecordQuery>;
  'GET /asset/wallet/token/record': RouteDef<'records', RecordsPage<TokenRecord>, TokenRecordQuery>;

  // ---- wallet (proposal) ----
  /** The wallet symbol configuration loaded with the wallet (spec section 3). */
  'GET /asset/wallet/config': RouteDef<'config', readonly WalletSymbolConfig[]>;
  /** The assets view's figures. */
  'GET /asset/summary': RouteDef<'summary', AssetSummary>;

  // ---- profile, accounts, KYC (proposal) ----
  'PATCH /user': RouteDef<'user', User, never, ProfileForm>;
  'GET /user/bank_account': RouteDef<'bankAccounts', readonly BankAccount[]>;
  'POST /user/bank_account': RouteDef<'bankAccount', BankAccount, never, BankAccountInput>;
  'PUT /user/bank_account/{id}': RouteDef<'bankAccount', BankAccount, never, BankAccountInput>;
  'DELETE /user/bank_account/{id}': RouteDef<'success', Success>;
  'GET /user/crypto_address': RouteDef<'cryptoAddresses', readonly CryptoAddress[]>;
  'POST /user/crypto_address': RouteDef<'cryptoAddress', CryptoAddress, never, CryptoAddressInput>;
  'PUT /user/crypto_address/{id}': RouteDef<'cryptoAddress', CryptoAddress, never, CryptoAddressInput>;
  'DELETE /user/crypto_address/{id}': RouteDef<'success', Success>;
  'POST /user/kyc': RouteDef<'kyc', KycState, never, KycForm>;

  // ---- signals (proposal) ----
  'GET /signal': RouteDef<'signals', CursorPage<Signal>, SignalListQuery>;
  'POST /signal': RouteDef<'signal', Signal, never, CreateSignalBody>;
  'GET /signal/{id}': RouteDef<'signal', Signal>;
  'PATCH /signal/{id}': RouteDef<'signal', Signal, never, UpdateSignalBody>;
  'DELETE /signal/{id}': RouteDef<'success', Success>;
  'POST /signal/{id}/enable': RouteDef<'signal', Signal>;
  'POST /signal/{id}/disable': RouteDef<'signal', Signal>;
  'POST /signal/{id}/archive': RouteDef<'signal', Signal>;
  'POST /signal/{id}/submit': RouteDef<'signal', Signal>;
  'POST /signal/{id}/headshot': RouteDef<'signal', Signal, never, HeadshotForm>;

  // ---- connection (proposal) ----
  /** EA: the answer's signal carries the token to paste into the sync tool. */
  'POST /signal/{id}/connect': RouteDef<'signal', Signal, never, ConnectRequest>;
  'POST /signal/{id}/disconnect': RouteDef<'signal', Signal>;
  /** Without a body the stored link is retried; with one, the link is replaced. */
  'POST /signal/{id}/reconnect': RouteDef<'signal', Signal, never, ConnectRequest | undefined>;
  'GET /server': RouteDef<'servers', readonly BrokerServer[], ServerSearchQuery>;

  // ---- symbols of a signal (proposal) ----
  'GET /signal/{id}/symbol': RouteDef<'matching', SymbolMatching>;
  'PUT /signal/{id}/symbol': RouteDef<'matching', SymbolMatching, never, SymbolPairsBody>;
  'POST /signal/{id}/symbol/sync': RouteDef<'matching', SymbolMatching>;

  // ---- performance (proposal) ----
  /** Null until the first calculation after connecting. */
  'GET /signal/{id}/performance': RouteDef<'performance', SignalPerformance | null>;
  'GET /signal/{id}/followers': RouteDef<'followers', readonly FollowersPoint[], FollowersQuery>;
  'GET /signal/{id}/robots': RouteDef<'robots', Page<Robot>, PageQuery>;
  /**
   * The trades and balance operations the performance engine computed the stored figures from, in
   * its order, with the formula version and the refresh time; `format=csv` streams them all as CSV.
   */
  'GET /signal/{id}/history': RouteDef<'history', SignalHistory, SignalHistoryQuery>;

  // ---- TWSE orders (proposal) ----
  'POST /signal/{id}/tw/order': RouteDef<'order', Order, never, TwOrderBody>;
  'GET /signal/{id}/tw/order': RouteDef<'orders', Page<Order>, PageQuery>;

  // ---- reports (proposal; format=csv streams CSV) ----
  /** With `totals`: the sums of every record the filters match, over all pages (ReportPage). */
  'GET /report/settlement': RouteDef<
    'records',
    ReportPage<ProfitShareRecord, ProfitShareTotals>,
    ProfitShareReportQuery
  >;
  /** With `totals`: the sums of every record the filters match, over all pages (ReportPage). */
  'GET /report/unsettled': RouteDef<
    'records',
    ReportPage<ProfitShareRecord, ProfitShareTotals>,
    ProfitShareReportQuery
  >;
  /**
   * The settlement ledger: what each settlement run did with each of the provider's robots and why
   * (settled, nothing due, deferred, resettled, with a reason code), newest first. With `totals`:
   * the count of each outcome and what was paid, over all pages.
   */
  'GET /report/outcome': RouteDef<
    'records',
    ReportPage<SettlementOutcomeRecord, SettlementOutcomeTotals>,
    SettlementOutcomeQuery
  >;
  /** With `totals`: the sums of every record the filters match, over all pages (ReportPage). */
  'GET /report/order': RouteDef<
    'records',
    ReportPage<FollowOrderRecord, FollowOrderTotals>,
    OrderReportQuery
  >;

  // ---- withdrawals (proposal) ----
  'GET /withdraw/config': RouteDef<'config', WithdrawalConfig>;
  /** Moves money: needs an Idempotency-Key; the same key gives the same answer, never a second withdrawal. */
  'POST /withdraw': RouteDef<'withdrawal', Withdrawal, never, WithdrawalApplyBody>;
  'GET /withdraw': RouteDef<'withdrawals', Page<Withdrawal>, WithdrawalListQuery>;
  /** One of the member's withdrawals; anyone else's id is WITHDRAW_ORDER_NOT_FOUND, as an unknown one. */
  'GET /withdraw/{id}': RouteDef<'withdrawal', Withdrawal>;
  'POST /withdraw/{id}/cancel': RouteDef<'withdrawal', Withdrawal>;
}

export type RouteKey = keyof ApiContract;
export type FieldOf<K extends RouteKey> = ApiContract[K]['field'];
export type ResponseOf<K extends RouteKey> = ApiContract[K]['response'];
export type QueryOf<K extends RouteKey> = ApiContract[K]['query'];
export type BodyOf<K extends RouteKey> = ApiContract[K]['body'];

export type MethodOf<K extends RouteKey> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${HttpMethod} ${infer P}` ? P : never;

type ParamNamesIn<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNamesIn<Rest>
  : never;
export type ParamNameOf<K extends RouteKey> = ParamNamesIn<PathOf<K>>;
/** The `{name}` placeholders of a route's path, each a string. */
export type ParamsOf<K extends RouteKey> = { readonly [N in ParamNameOf<K>]: string };

/** Routes anyone with the site token may call; every other route needs a signed-in member. */
export type PublicRouteKey =
  | 'GET /entry'
  | 'GET /user_check/username'
  | 'GET /user_check/email'
  | 'GET /user_check/phone'
  | 'POST /auth/register_by_email'
  | 'POST /auth/register_by_phone'
  | 'POST /auth/login_by_email'
  | 'POST /auth/login_by_phone'
  | 'PATCH /auth/verify'
  | 'GET /auth/ip_to_country';
/** Who may call a route: `public` (site token only) or `member` (NOT_SIGNED_IN otherwise). */
export type AuthOf<K extends RouteKey> = K extends PublicRouteKey ? 'public' : 'member';

/** Routes that move money and so require an Idempotency-Key header. */
export type IdempotentRouteKey = 'POST /withdraw';
/** Routes whose list can be streamed as CSV (`format=csv`). */
export type CsvRouteKey =
  | 'GET /report/settlement'
  | 'GET /report/unsettled'
  | 'GET /report/outcome'
  | 'GET /report/order'
  | 'GET /signal/{id}/history';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form shape counts
type AnyMultipartForm = MultipartForm<any, any>;
export type MultipartRouteKey = {
  [K in RouteKey]: [BodyOf<K>] extends [never] ? never : BodyOf<K> extends AnyMultipartForm ? K : never;
}[RouteKey];

/** A query object whose values the client can put into a URL. */
export type QueryObject = Readonly<Record<string, QueryValue>>;
