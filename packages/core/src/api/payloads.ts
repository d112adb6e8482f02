import type { KycApplication } from '../domain/kyc/kyc.js';
import type { TradingType } from '../domain/order/order.js';
import type { Platform } from '../domain/platform/platform.js';
import type { ProfitShareStatus } from '../domain/profit-share/profit-share-record.js';
import type { SettlementOutcome } from '../domain/profit-share/settlement-outcome.js';
import type { ConnMethod, FollowSetting } from '../domain/signal/signal.js';
import type { SymbolPairing } from '../domain/symbols/symbol-pairing.js';
import type { RewardType, TransactionType } from '../domain/wallet/wallet.js';
import type { RecordDirection, RecordTotals } from '../domain/wallet/record-totals.js';
import type { WithdrawalStatus, WithdrawalType } from '../domain/withdrawal/withdrawal.js';
import type { Language } from '../i18n/languages.js';
import type { MultipartFile } from '../ports/http.port.js';
import type { DecimalString } from '../shared/money.js';
import type {
  LoginPayload,
  RegisterByEmailPayload,
  RegisterByPhonePayload,
} from '../validation/sign-up.rules.js';
import type { DateRangeQuery, MultipartForm, Page, PageQuery } from './wire.types.js';

// ---- auth ---------------------------------------------------------------------------------------
//
// The code flow. Sign-up: POST /auth/register_by_email (or _by_phone) with the validated form (see
// validateSignUp) answers `success` and sends a 6-digit code to the address or phone. Log-in:
// POST /auth/login_by_email (or _by_phone) answers `success` and sends a code the same way. Both end
// with PATCH /auth/verify { method, email | countryCode + phone, code }: it answers `user` and sets
// the HttpOnly session cookie. A wrong code is VERIFY_TOKEN_WRONG, an old one VERIFY_TOKEN_EXPIRED,
// too many tries TOO_MANY_ATTEMPTS; asking again within the resend countdown is RESEND_TOO_SOON.
// Binding an email (members who signed up by phone): POST /auth/email { email } sends a code to it;
// PATCH /auth/email/verify { email, code } binds it and answers the updated `user`.

/** Body of POST /auth/register_by_email: the validated form plus the interface language. */
export type RegisterByEmailBody = RegisterByEmailPayload & { readonly language: Language };
/** Body of POST /auth/register_by_phone (phone in E.164, countryCode ISO alpha-2). */
export type RegisterByPhoneBody = RegisterByPhonePayload & { readonly language: Language };

export type LoginByEmailBody = Extract<LoginPayload, { readonly method: 'email' }>;
export type LoginByPhoneBody = Extract<LoginPayload, { readonly method: 'phone' }>;

/** Body of PATCH /auth/verify: the contact the code was sent to, and the code. */
export type VerifyCodeBody = LoginPayload & { readonly code: string };

export interface BindEmailBody {
  readonly email: string;
}
export interface VerifyBoundEmailBody {
  readonly email: string;
  readonly code: string;
}

/** Answer of GET /auth/ip_to_country: where the caller's IP is, to preselect the phone country. */
export interface IpCountry {
  /** ISO 3166-1 alpha-2 ('TW'); '' when unknown. */
  readonly countryCode: string;
  /** '+886'; '' when unknown. */
  readonly dialCode: string;
}

export interface UsernameCheckQuery {
  readonly username: string;
}
export interface EmailCheckQuery {
  readonly email: string;
}
export interface PhoneCheckQuery {
  readonly countryCode: string;
  readonly phone: string;
}

// ---- user ---------------------------------------------------------------------------------------

export interface LanguageBody {
  readonly language: Language;
}

/** PATCH /user: a new headshot and/or username (where the site allows renaming). */
export type ProfileForm = MultipartForm<
  { readonly username?: string },
  { readonly headshot?: MultipartFile }
>;

/** POST /user/kyc: the identity fields and the document images. */
export type KycForm = MultipartForm<
  { readonly [F in keyof KycApplication]: string },
  {
    readonly documentFront: MultipartFile;
    readonly documentBack?: MultipartFile;
    readonly selfie?: MultipartFile;
  }
>;

// ---- wallet -------------------------------------------------------------------------------------

export interface WalletQuery {
  /** 'withdraw' for the wallet load of the session (spec section 7). */
  readonly payment?: 'withdraw';
}

export interface RealRecordQuery extends PageQuery, DateRangeQuery {
  readonly type?: TransactionType;
  /** Credits ('in', amount > 0) or debits ('out', amount < 0) only; ledger entries have no other state. */
  readonly direction?: RecordDirection;
}

export interface TokenRecordQuery extends PageQuery, DateRangeQuery {
  readonly type?: RewardType;
}

/**
 * A page of wallet records with the totals of every record the filter matches, not only this page
 * (moneyOut is signed like the amounts: net = moneyIn + moneyOut; USD at cents, tokens as summed).
 */
export interface RecordsPage<T> extends Page<T> {
  readonly totals: RecordTotals;
}

// ---- signals ------------------------------------------------------------------------------------

/** Which signals GET /signal lists: listed (passed review), pending approval, or archived. */
export const SIGNAL_LIST_VIEWS = ['listed', 'pending', 'archived'] as const;
export type SignalListView = (typeof SIGNAL_LIST_VIEWS)[number];

export interface SignalListQuery extends PageQuery {
  readonly view?: SignalListView;
  /**
   * Every answer carries `nextCursor`, the cursor of the page after it (null on the last page); sent
   * back as `cursor` with the same `view` and `pageSize` it reads that page, in the same order as page
   * numbers (then `page` is ignored and answered from the cursor), at the cost of a first page. A walk by
   * cursor meets every signal that stays in the view exactly once, whatever is added, archived or
   * deleted between its pages (page numbers shift instead). Its `total` is the one counted for the
   * page the walk started from, not recounted on every page. A cursor that this server did not issue
   * for this member, view and page size (altered, or from another list) is SIGNAL_CURSOR_INVALID.
   */
  readonly cursor?: string;
}

export interface CreateSignalBody {
  readonly name: string;
  readonly describe: string;
  readonly platform: Platform;
  readonly connMethod: ConnMethod;
  readonly followSetting?: FollowSetting;
}

/** PATCH /signal/{id}: everything editable; the name is not (SIGNAL_NAME_IMMUTABLE). */
export interface UpdateSignalBody {
  readonly describe?: string;
  readonly followSetting?: FollowSetting;
}

export type HeadshotForm = MultipartForm<
  Readonly<Record<never, string>>,
  { readonly headshot: MultipartFile }
>;

export interface ServerSearchQuery {
  readonly platform: Platform;
  /** At least 4 characters (SERVER_QUERY_TOO_SHORT). */
  readonly q: string;
}

export interface SymbolPairsBody {
  readonly pairs: readonly SymbolPairing[];
}

export type FollowersQuery = DateRangeQuery;

export interface TwOrderBody {
  readonly tradingType: TradingType;
  readonly symbol: string;
  /** Shares, a whole number (1000 = one board lot). */
  readonly volume: DecimalString;
}

// ---- reports ------------------------------------------------------------------------------------

/** `format=csv` makes the call stream the whole filtered list as CSV (ApiClient.download). */
export type ReportFormat = 'json' | 'csv';

export interface ProfitShareReportQuery extends PageQuery, DateRangeQuery {
  readonly signalId?: string;
  readonly status?: ProfitShareStatus;
  readonly format?: ReportFormat;
  /**
   * Keyset paging beside page numbers: a page's `nextCursor` (null on the last page), sent back with
   * the same filters and `pageSize`, gives the page after it, in the order of page numbers (`page` is
   * then ignored and answered from the cursor). A page by cursor costs what the first page costs at
   * any depth; a page number costs an OFFSET scan. `total` and `totals` of a page by cursor are those
   * counted for the page its walk started from (by number), not recounted on every page: records
   * added since show up on the next first page. A cursor this server did not sign for this member,
   * report, filters and page size is REPORT_CURSOR_INVALID (400).
   */
  readonly cursor?: string;
}

/** The settlement ledger (GET /report/outcome): by signal, outcome and settlement time. */
export interface SettlementOutcomeQuery extends PageQuery, DateRangeQuery {
  readonly signalId?: string;
  readonly outcome?: SettlementOutcome;
  readonly format?: ReportFormat;
  /** A page's `nextCursor`, as ProfitShareReportQuery's `cursor`. */
  readonly cursor?: string;
}

export interface OrderReportQuery extends PageQuery, DateRangeQuery {
  readonly signalId?: string;
  readonly symbol?: string;
  readonly format?: ReportFormat;
  /** A page's `nextCursor`, as ProfitShareReportQuery's `cursor`. */
  readonly cursor?: string;
}

/** GET /signal/{id}/history: a page (at most 500 entries), or `format=csv` for all of them. */
export interface SignalHistoryQuery extends PageQuery {
  readonly format?: ReportFormat;
}

/**
 * A page of a report and the totals of every record its filters match (all pages, not only this one):
 * counted when the page is read by number; a page read by `cursor` carries those of the page its walk
 * started from (ProfitShareReportQuery's `cursor`).
 */
export interface ReportPage<T, Totals> extends Page<T> {
  readonly totals: Totals;
  /** The cursor of the next page (ReportCursorQuery); null on the last page. The server always sends it. */
  readonly nextCursor?: string | null;
}

// ---- withdrawals --------------------------------------------------------------------------------

/** POST /withdraw (with an Idempotency-Key header): wire to a bank account or crypto to an address. */
export type WithdrawalApplyBody =
  | {
      readonly type: Extract<WithdrawalType, 'WIRE'>;
      /** USD. */
      readonly amount: DecimalString;
      readonly currency: string;
      readonly bankAccountId: string;
    }
  | {
      readonly type: Extract<WithdrawalType, 'CRYPTO'>;
      readonly amount: DecimalString;
      readonly currency: string;
      readonly network: string;
      readonly cryptoAddressId: string;
    };

export interface WithdrawalListQuery extends PageQuery, DateRangeQuery {
  readonly status?: WithdrawalStatus;
}
