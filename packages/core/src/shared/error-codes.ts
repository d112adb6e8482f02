/**
 * The one error catalogue (spec section 8). Every code has an HTTP status (the server's answer) and a
 * group; its message lives under `errors.<CODE>` in each of the six locales (i18n/locales), and a test
 * checks that every language has every code. Codes are strings on the wire: `{ "error": "CODE" }`.
 */
export type ErrorGroup =
  | 'site'
  | 'auth'
  | 'verifyToken'
  | 'duplicate'
  | 'notFound'
  | 'validation'
  | 'signal'
  | 'follow'
  | 'file'
  | 'broker'
  | 'competition'
  | 'twoFactor'
  | 'captcha'
  | 'money'
  | 'calculation'
  | 'kyc'
  | 'infrastructure';

interface ErrorSpec {
  readonly status: number;
  readonly group: ErrorGroup;
}

const e = (status: number, group: ErrorGroup): ErrorSpec => ({ status, group });

export const ERROR_CATALOGUE = {
  // Site and request checks
  JWT_FORMAT: e(401, 'site'),
  ORIGIN_MISMATCH: e(403, 'site'),
  SITE_DISABLED: e(403, 'site'),

  // Session and auth
  NOT_SIGNED_IN: e(401, 'auth'),
  NOT_LOGGED_OUT: e(409, 'auth'),
  WRONG_DATA_FORMAT: e(400, 'auth'),
  INVALID_CREDENTIALS: e(401, 'auth'),
  INVALID_SIGNATURE: e(401, 'auth'),
  PERMISSION_DENIED: e(403, 'auth'),
  TOO_MANY_ATTEMPTS: e(429, 'auth'),
  ACCOUNT_NOT_FOUND: e(404, 'auth'),
  RESEND_TOO_SOON: e(429, 'auth'),
  RATE_LIMITED: e(429, 'auth'),

  // Verification token (the 6-digit code)
  VERIFY_TOKEN_WRONG_TYPE: e(400, 'verifyToken'),
  VERIFY_TOKEN_EXPIRY: e(400, 'verifyToken'),
  VERIFY_TOKEN_MISSING: e(400, 'verifyToken'),
  VERIFY_TOKEN_EXPIRED: e(400, 'verifyToken'),
  VERIFY_TOKEN_WRONG: e(400, 'verifyToken'),

  // Duplicates
  USERNAME_EXISTS: e(409, 'duplicate'),
  EMAIL_EXISTS: e(409, 'duplicate'),
  PHONE_EXISTS: e(409, 'duplicate'),
  EMAIL_ALREADY_BOUND: e(409, 'duplicate'),
  PHONE_ALREADY_BOUND: e(409, 'duplicate'),
  NAME_EXISTS: e(409, 'duplicate'),
  DUPLICATE_KEY: e(409, 'duplicate'),
  URL_SUFFIX_EXISTS: e(409, 'duplicate'),
  IDEMPOTENCY_KEY_REUSED: e(422, 'duplicate'),

  // Not found
  USER_NOT_FOUND: e(404, 'notFound'),
  STRATEGY_NOT_FOUND: e(404, 'notFound'),
  SIGNAL_NOT_FOUND: e(404, 'notFound'),
  REFERRER_NOT_FOUND: e(404, 'notFound'),
  EMAIL_OR_PHONE_NOT_FOUND: e(404, 'notFound'),
  ID_NOT_FOUND: e(404, 'notFound'),
  BANK_ACCOUNT_NOT_FOUND: e(404, 'notFound'),
  CRYPTO_ADDRESS_NOT_FOUND: e(404, 'notFound'),
  COMPETITION_NOT_FOUND: e(404, 'notFound'),
  DEPOSIT_ORDER_NOT_FOUND: e(404, 'notFound'),
  WITHDRAW_ORDER_NOT_FOUND: e(404, 'notFound'),
  SERVER_NOT_FOUND: e(404, 'notFound'),
  ROUTE_NOT_FOUND: e(404, 'notFound'),
  NO_ROWS: e(404, 'notFound'),

  // Input validation (spec section 5)
  /** A required field is blank. */
  FIELD_REQUIRED: e(400, 'validation'),
  USERNAME_INVALID: e(400, 'validation'),
  SIGNAL_NAME_INVALID: e(400, 'validation'),
  DESCRIPTION_TOO_LONG: e(400, 'validation'),
  TRADING_ACCOUNT_INVALID: e(400, 'validation'),
  SERVER_QUERY_TOO_SHORT: e(400, 'validation'),
  VERIFY_CODE_INVALID: e(400, 'validation'),
  EMAIL_INVALID: e(400, 'validation'),
  PHONE_INVALID: e(400, 'validation'),
  COUNTRY_CODE_INVALID: e(400, 'validation'),
  AGE_NOT_CONFIRMED: e(400, 'validation'),
  TERMS_NOT_ACCEPTED: e(400, 'validation'),
  REFERRER_INVALID: e(400, 'validation'),
  INVESTMENT_MIN_NOT_WHOLE: e(400, 'validation'),
  INVESTMENT_MIN_TOO_LOW: e(400, 'validation'),
  INVESTMENT_MIN_BELOW_DRAWDOWN: e(400, 'validation'),
  /** The maximum investment is not a money amount with at most 2 decimal places. */
  INVESTMENT_MAX_INVALID: e(400, 'validation'),
  INVESTMENT_MAX_TOO_HIGH: e(400, 'validation'),
  INVESTMENT_MIN_ABOVE_MAX: e(400, 'validation'),
  PROFIT_SHARE_PERCENT_INVALID: e(400, 'validation'),
  SWIFT_INVALID: e(400, 'validation'),
  IBAN_INVALID: e(400, 'validation'),
  CRYPTO_ADDRESS_INVALID: e(400, 'validation'),
  AMOUNT_INVALID: e(400, 'validation'),
  WITHDRAW_AMOUNT_TOO_LOW: e(400, 'validation'),
  WITHDRAW_AMOUNT_TOO_HIGH: e(400, 'validation'),
  /** A withdrawal amount that does not exceed its fee: nothing would be paid out. */
  AMOUNT_BELOW_FEE: e(400, 'validation'),
  TEXT_TOO_LONG: e(400, 'validation'),
  DATE_RANGE_INVALID: e(400, 'validation'),
  /** A report page cursor this server did not issue for these filters (damaged, or from another query). */
  REPORT_CURSOR_INVALID: e(400, 'validation'),
  /** A signal list cursor this server did not issue for this member, view and page size. */
  SIGNAL_CURSOR_INVALID: e(400, 'validation'),
  LANGUAGE_UNSUPPORTED: e(400, 'validation'),

  // Signal
  SIGNAL_CANNOT_DELETE: e(409, 'signal'),
  SIGNAL_ENABLED: e(409, 'signal'),
  SIGNAL_DISABLED: e(409, 'signal'),
  SIGNAL_CANNOT_SUBMIT: e(409, 'signal'),
  SIGNAL_NOT_CREATED: e(409, 'signal'),
  SIGNAL_NOT_PASSED_REVIEW: e(409, 'signal'),
  /** A reviewer approves or rejects a signal that is not waiting for review. */
  SIGNAL_NOT_PENDING_REVIEW: e(409, 'signal'),
  SIGNAL_WRONG_INFO: e(400, 'signal'),
  SIGNAL_CANNOT_UPDATE: e(409, 'signal'),
  SIGNAL_PERFORMANCE_NOT_CALCULATED: e(409, 'signal'),
  SIGNAL_ROBOTS_FOLLOWING: e(409, 'signal'),
  SIGNAL_NOT_CONNECTED: e(409, 'signal'),
  SIGNAL_CONNECTED: e(409, 'signal'),
  SIGNAL_ALREADY_CONNECTED: e(409, 'signal'),
  SIGNAL_ARCHIVED: e(409, 'signal'),
  SIGNAL_DELETED: e(409, 'signal'),
  SIGNAL_NO_TRADE_HISTORY: e(409, 'signal'),
  SIGNAL_NO_MATCHED_SYMBOL: e(409, 'signal'),
  SIGNAL_NAME_IMMUTABLE: e(400, 'signal'),
  SIGNAL_INVALID_TRANSITION: e(409, 'signal'),
  /** The figures recomputed from a signal's history (CLI `signals stats --recompute`) differ from the stored ones. */
  SIGNAL_FIGURES_DIFFER: e(500, 'signal'),

  // Follow
  INVESTMENT_TOO_HIGH: e(400, 'follow'),
  INVESTMENT_TOO_LOW: e(400, 'follow'),
  INSUFFICIENT_USER_WALLET: e(409, 'follow'),
  INSUFFICIENT_ROBOT_BALANCE: e(409, 'follow'),
  ROBOT_NOT_FOUND: e(404, 'follow'),
  ROBOT_INSUFFICIENT_MARGIN: e(409, 'follow'),
  SYMBOL_ALIAS_NOT_FOUND: e(404, 'follow'),

  // Files
  FILE_FORMAT: e(415, 'file'),
  FILE_SIZE: e(413, 'file'),
  FILE_UPLOAD: e(500, 'file'),
  FILE_DELETE: e(500, 'file'),
  WRONG_VERSION: e(409, 'file'),

  // Broker and account
  MT_BROKER_ERROR: e(502, 'broker'),
  MT_ACCOUNT_ERROR: e(400, 'broker'),
  EA_CONNECTING: e(409, 'broker'),
  WRONG_TRADING_ACCOUNT_OR_PASSWORD: e(400, 'broker'),
  WRONG_API_KEY_OR_SECRET: e(400, 'broker'),
  API_KEY_NOT_READ_ONLY: e(400, 'broker'),
  API_COUNT_LIMIT_EXCEEDED: e(429, 'broker'),
  PLATFORM_UNSUPPORTED: e(400, 'broker'),
  ORDER_REJECTED: e(409, 'broker'),
  // Why a connection was lost (domain/signal/lost-reason.ts; API_KEY_NOT_READ_ONLY above is one too).
  /** The EA sync tool stopped reporting (no heartbeat within the timeout). */
  HEARTBEAT_LOST: e(503, 'broker'),
  /** The account's investor password no longer logs in: it was changed at the broker. */
  INVESTOR_PASSWORD_CHANGED: e(400, 'broker'),
  /** The exchange no longer accepts the API key (deleted or expired). */
  API_KEY_REVOKED: e(400, 'broker'),
  /** The broker or exchange could not be reached for a long while (not a single failed read). */
  BROKER_UNREACHABLE: e(502, 'broker'),
  // The EA protocol (docs/ea-protocol.md): what an expert advisor calling with the signal token is told.
  /** No `Authorization: Bearer <signal token>`, or it names no signal (a deleted signal's token included). */
  EA_TOKEN_INVALID: e(401, 'broker'),
  /** The token's signal connects by account link or API key, not by EA. */
  EA_NOT_EA_SIGNAL: e(409, 'broker'),
  /** Trades or balance operations before the account snapshot of the current connection. */
  EA_SNAPSHOT_REQUIRED: e(409, 'broker'),
  /** A snapshot of another trading account than the one the connected signal is linked to. */
  EA_ACCOUNT_MISMATCH: e(409, 'broker'),
  /** More items in one call than the protocol takes (split the batch). */
  EA_BATCH_TOO_LARGE: e(413, 'broker'),
  /** A time that is not a real instant, before 2000, in the future, or a close before its open. */
  EA_TIME_INVALID: e(400, 'broker'),

  // Competition
  COMPETITION_TIME: e(400, 'competition'),
  COMPETITION_TYPE: e(400, 'competition'),
  COMPETITION_REWARD: e(400, 'competition'),
  COMPETITION_INVEST_AMOUNT: e(400, 'competition'),
  COMPETITION_STATUS: e(409, 'competition'),
  COMPETITION_JOINED: e(409, 'competition'),
  COMPETITION_NOT_JOINED: e(409, 'competition'),
  COMPETITION_ENDED: e(409, 'competition'),
  COMPETITION_NOT_ENDED: e(409, 'competition'),
  COMPETITION_TOGGLE_TOO_LATE: e(409, 'competition'),

  // Two-factor and Google authentication
  TWO_FACTOR_VERIFY_FAILED: e(401, 'twoFactor'),
  TWO_FACTOR_ENABLED: e(409, 'twoFactor'),
  TWO_FACTOR_NOT_ENABLED: e(409, 'twoFactor'),
  GOOGLE_AUTH_ERROR: e(401, 'twoFactor'),

  // Captcha
  CAPTCHA_FAILED: e(400, 'captcha'),

  // Money
  BANK_ACCOUNT_ERROR: e(400, 'money'),
  BANK_CODE_ERROR: e(400, 'money'),
  CURRENCY_ERROR: e(400, 'money'),
  FEE_TYPE_ERROR: e(400, 'money'),
  UNSUPPORTED_CURRENCY: e(400, 'money'),
  UNSUPPORTED_NETWORK: e(400, 'money'),
  DEPOSIT_ORDER_STATUS: e(409, 'money'),
  DEPOSIT_ORDER_TYPE: e(400, 'money'),
  WITHDRAW_ORDER_STATUS: e(409, 'money'),
  WITHDRAW_ORDER_TYPE: e(400, 'money'),
  INSUFFICIENT_BALANCE: e(409, 'money'),
  OUT_OF_RANGE: e(400, 'money'),
  INVALID_PARAMETERS: e(400, 'money'),

  // Calculation failures
  MARGIN_CALCULATION_FAILED: e(500, 'calculation'),
  SWAP_CALCULATION_FAILED: e(500, 'calculation'),
  PROFIT_CALCULATION_FAILED: e(500, 'calculation'),
  FEE_CALCULATION_FAILED: e(500, 'calculation'),
  CURRENCY_CONVERSION_FAILED: e(500, 'calculation'),
  /** An exchange rate an operator sets is not a positive decimal between two different currencies. */
  EXCHANGE_RATE_INVALID: e(400, 'money'),
  POSITION_WAIT_TIMEOUT: e(504, 'calculation'),
  ORDER_WAIT_TIMEOUT: e(504, 'calculation'),
  BROKER_FUNDS_INSUFFICIENT: e(409, 'calculation'),

  // Identity verification (KYC)
  KYC_NOT_PASSED: e(403, 'kyc'),
  KYC_UNDER_REVIEW: e(409, 'kyc'),
  /** A reviewer approves, fails or blocks a verification that is not under review. */
  KYC_NOT_UNDER_REVIEW: e(409, 'kyc'),
  KYC_ALREADY_APPROVED: e(409, 'kyc'),
  KYC_BLOCKED: e(403, 'kyc'),

  // Infrastructure
  WEBSOCKET_ACTION_ERROR: e(400, 'infrastructure'),
  STREAM_ERROR: e(500, 'infrastructure'),
  CACHE_ERROR: e(500, 'infrastructure'),
  SQL_ERROR: e(500, 'infrastructure'),
  SERVICE_ERROR: e(503, 'infrastructure'),
  TIMEOUT: e(504, 'infrastructure'),
  NETWORK_ERROR: e(503, 'infrastructure'),
  PAYLOAD_TOO_LARGE: e(413, 'infrastructure'),
  /** The request line and headers exceed the server's limit (a bloated cookie, an absurd URL). */
  HEADERS_TOO_LARGE: e(431, 'infrastructure'),
  /** The client did not finish sending its request in time. */
  REQUEST_TIMEOUT: e(408, 'infrastructure'),
  INTERNAL_ERROR: e(500, 'infrastructure'),
  /** Shown for any code this catalogue does not know: "the action can't be completed, please try again later". */
  apiError: e(500, 'infrastructure'),
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly ErrorCode[];

export const API_ERROR = 'apiError' satisfies ErrorCode;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value);

/** A code from the wire, or `apiError` when it is not one of ours. */
export const toErrorCode = (value: unknown): ErrorCode => (isErrorCode(value) ? value : API_ERROR);

export const httpStatusOf = (code: ErrorCode): number => ERROR_CATALOGUE[code].status;

export const errorGroupOf = (code: ErrorCode): ErrorGroup => ERROR_CATALOGUE[code].group;
