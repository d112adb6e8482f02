import type { ErrorCode } from '../../shared/error-codes.js';
import type { KycDocumentType, KycStatus } from '../../domain/kyc/kyc.js';
import type { MetricAbsenceReason } from '../../domain/metrics/performance.types.js';
import type { OrderStatus, OrderType, TradingType } from '../../domain/order/order.js';
import type { Platform } from '../../domain/platform/platform.js';
import type { ProfitShareStatus } from '../../domain/profit-share/profit-share-record.js';
import type { SettlementOutcome, SettlementReason } from '../../domain/profit-share/settlement-outcome.js';
import type { FollowType, RobotStatus } from '../../domain/robot/robot.js';
import type { ConnMethod, ConnStatus, RunningState, SignalStatus } from '../../domain/signal/signal.js';
import type { RewardType, TransactionType } from '../../domain/wallet/wallet.js';
import type { CurrencyType, WithdrawalStatus } from '../../domain/withdrawal/withdrawal.js';

import type { DeepStringShape } from './text-shape.js';
import { kitEnUS } from './kit/en-US.js';
import { signalListEnUS } from './signal-list/en-US.js';
import { signalLinkEnUS } from './signal-link/en-US.js';
import { signalWizardEnUS } from './signal-wizard/en-US.js';
import { signalDetailEnUS } from './signal-detail/en-US.js';
import { signalEditEnUS } from './signal-edit/en-US.js';
import { twOrderEnUS } from './tw-order/en-US.js';
import { reportPageEnUS } from './report-page/en-US.js';
import { withdrawPageEnUS } from './withdraw-page/en-US.js';
import { accountsPageEnUS } from './accounts-page/en-US.js';
import { walletPageEnUS } from './wallet-page/en-US.js';
import { kycPageEnUS } from './kyc-page/en-US.js';
import { referralPageEnUS } from './referral-page/en-US.js';
import { cliFrameworkEnUS } from './cli-framework/en-US.js';
import { cliMoneyEnUS } from './cli-money/en-US.js';
import { cliFiguresEnUS } from './cli-figures/en-US.js';
import { cliSignalsEnUS } from './cli-signals/en-US.js';
import { cliRunEnUS } from './cli-run/en-US.js';
import { cliErrorsEnUS } from './cli-errors/en-US.js';

export type { DeepStringShape } from './text-shape.js';

/**
 * The reference locale: its key set is the contract of every other locale (`satisfies LocaleResource`).
 * Interpolation uses i18next syntax `{{name}}`. Enum-keyed groups use the stored enum values as keys.
 */
export const enUS = {
  errors: {
    JWT_FORMAT: 'Your session is no longer valid. Please log in again.',
    ORIGIN_MISMATCH:
      'This request came from an unrecognised address. Please open the portal from its official address and try again.',
    SITE_DISABLED: 'This site is currently unavailable. Please try again later or contact customer service.',

    NOT_SIGNED_IN: 'You are not logged in. Please log in to continue.',
    NOT_LOGGED_OUT: 'You are already logged in. Please log out first to use another account.',
    WRONG_DATA_FORMAT: 'Some of the information is in the wrong format. Please check it and try again.',
    INVALID_CREDENTIALS: 'The login details are incorrect. Please check them and try again.',
    INVALID_SIGNATURE: 'The request could not be verified. Please log in again.',
    PERMISSION_DENIED: 'Permission denied.',
    TOO_MANY_ATTEMPTS: 'Too many wrong codes were entered. Please request a new verification code.',
    ACCOUNT_NOT_FOUND: 'Cannot find the account, please register.',
    RESEND_TOO_SOON:
      'A code was sent a moment ago. Please wait for the countdown to finish before requesting another one.',
    RATE_LIMITED: 'Too many requests in a short time. Please wait a moment and try again.',

    VERIFY_TOKEN_WRONG_TYPE:
      'This verification code was issued for a different action. Please request a new code.',
    VERIFY_TOKEN_EXPIRY:
      'The validity period of the verification code is invalid. Please request a new code.',
    VERIFY_TOKEN_MISSING: 'Please enter the verification code we sent you.',
    VERIFY_TOKEN_EXPIRED: 'The verification code has expired. Please request a new one.',
    VERIFY_TOKEN_WRONG: 'The verification code is incorrect. Please check it and try again.',

    USERNAME_EXISTS: 'This username is already taken. Please choose another one.',
    EMAIL_EXISTS: 'This email is already registered. Please log in or use another email.',
    PHONE_EXISTS: 'This phone number is already registered. Please log in or use another number.',
    EMAIL_ALREADY_BOUND: 'This email is already linked to an account. Please use another email.',
    PHONE_ALREADY_BOUND: 'This phone number is already linked to an account. Please use another number.',
    NAME_EXISTS: 'This name is already in use. Please choose another one.',
    DUPLICATE_KEY: 'This record already exists. Please check your input and try again.',
    URL_SUFFIX_EXISTS: 'This URL suffix is already in use. Please choose another one.',
    IDEMPOTENCY_KEY_REUSED:
      'This request was already sent with different details. Please refresh the page and try again.',

    USER_NOT_FOUND: 'The user could not be found. Please check the details and try again.',
    STRATEGY_NOT_FOUND: 'The strategy could not be found. It may have been removed; please refresh the page.',
    SIGNAL_NOT_FOUND: 'The signal could not be found. It may have been deleted; please refresh the list.',
    REFERRER_NOT_FOUND: 'The referrer could not be found. Please check it or leave the field empty.',
    EMAIL_OR_PHONE_NOT_FOUND: 'No account uses this email or phone number. Please check it or register.',
    ID_NOT_FOUND: 'The requested item could not be found. Please refresh the page and try again.',
    BANK_ACCOUNT_NOT_FOUND: 'The bank account could not be found. Please refresh the page or add it again.',
    CRYPTO_ADDRESS_NOT_FOUND:
      'The crypto address could not be found. Please refresh the page or add it again.',
    COMPETITION_NOT_FOUND: 'The competition could not be found. Please refresh the page.',
    DEPOSIT_ORDER_NOT_FOUND: 'The deposit order could not be found. Please refresh the page.',
    WITHDRAW_ORDER_NOT_FOUND:
      'The withdrawal request could not be found. Please refresh the withdrawal history.',
    SERVER_NOT_FOUND: 'The trading server could not be found. Please check the server name and search again.',
    ROUTE_NOT_FOUND:
      'The requested service does not exist. Please update the app or contact customer service.',
    NO_ROWS: 'No matching records were found. Please change the filters and try again.',

    FIELD_REQUIRED: 'This field is required. Please fill it in.',
    USERNAME_INVALID: 'Please use 6 to 20 letters or digits for the username, without special characters.',
    SIGNAL_NAME_INVALID:
      'Please use 4 to 20 characters for the signal name: letters, digits, hyphens (-), underscores (_) or dots (.).',
    DESCRIPTION_TOO_LONG: 'Maximum count exceeded ({{max}} words).',
    TRADING_ACCOUNT_INVALID: 'Please enter a trading account number of digits only, fewer than 15 digits.',
    SERVER_QUERY_TOO_SHORT: 'Please enter at least 4 characters to search for a server.',
    VERIFY_CODE_INVALID: 'Please enter the 6-digit verification code.',
    EMAIL_INVALID: 'Please enter a valid email address.',
    PHONE_INVALID: 'Please enter a valid phone number for the selected country code.',
    COUNTRY_CODE_INVALID: 'Please select a valid country code.',
    AGE_NOT_CONFIRMED: 'Please confirm that you are over 18 years old to continue.',
    TERMS_NOT_ACCEPTED: 'Please accept the terms of service and the privacy policy to continue.',
    REFERRER_INVALID: 'The referrer is not valid. Please check it or leave the field empty.',
    INVESTMENT_MIN_NOT_WHOLE: 'Please enter the minimum investment as a whole number of dollars.',
    INVESTMENT_MIN_TOO_LOW: 'The minimum investment must be at least 100 USD. Please raise it.',
    INVESTMENT_MIN_BELOW_DRAWDOWN:
      "The minimum investment must be at least 5% of the signal's maximum drawdown. Please raise it.",
    INVESTMENT_MAX_INVALID:
      'Please enter the maximum investment as an amount in USD with at most 2 decimal places.',
    INVESTMENT_MAX_TOO_HIGH: 'The maximum investment cannot exceed 1,000,000 USD. Please lower it.',
    INVESTMENT_MIN_ABOVE_MAX:
      'The minimum investment cannot be greater than the maximum investment. Please adjust the amounts.',
    PROFIT_SHARE_PERCENT_INVALID: 'Please enter a valid profit share percentage.',
    SWIFT_INVALID: 'Please enter a valid SWIFT code of 8 or 11 characters.',
    IBAN_INVALID: 'Please enter a valid IBAN.',
    CRYPTO_ADDRESS_INVALID: 'Please enter a valid address for the selected currency and network.',
    AMOUNT_INVALID: 'Please enter a valid amount.',
    WITHDRAW_AMOUNT_TOO_LOW: 'The amount must be more than {{min}} USD.',
    WITHDRAW_AMOUNT_TOO_HIGH: 'The amount must be less than {{max}} USD.',
    AMOUNT_BELOW_FEE:
      'The amount must be greater than the withdrawal fee, or nothing would be paid out. Please enter a higher amount.',
    TEXT_TOO_LONG: 'The text is too long. Please shorten it and try again.',
    DATE_RANGE_INVALID: 'The start date must be before the end date. Please choose another date range.',
    REPORT_CURSOR_INVALID:
      'This page link no longer matches the report. Please open the report from its first page again.',
    SIGNAL_CURSOR_INVALID:
      'This page link does not match the signal list. Please start again from the first page of the list.',
    LANGUAGE_UNSUPPORTED: 'This language is not supported. Please choose one from the language list.',

    SIGNAL_CANNOT_DELETE:
      'This signal cannot be deleted in its current state. Please check its status and try again.',
    SIGNAL_ENABLED: 'This signal is enabled. Please disable it first.',
    SIGNAL_DISABLED: 'This signal is disabled. Please enable it first.',
    SIGNAL_CANNOT_SUBMIT:
      'This signal cannot be submitted for review yet. Please connect it and match at least one symbol first.',
    SIGNAL_NOT_CREATED: 'This signal has not been created yet. Please finish the creation steps first.',
    SIGNAL_NOT_PASSED_REVIEW:
      'This signal has not passed review. Please wait for approval, or edit the signal and submit it again.',
    SIGNAL_NOT_PENDING_REVIEW:
      'This signal is not waiting for review, so it cannot be approved or rejected. Please refresh the page and check its status.',
    SIGNAL_WRONG_INFO: 'Some of the signal information is incorrect. Please check it and try again.',
    SIGNAL_CANNOT_UPDATE:
      'This signal cannot be changed in its current state. Please check its status and try again.',
    SIGNAL_PERFORMANCE_NOT_CALCULATED:
      "The signal's performance has not been calculated yet. Please try again in a few minutes.",
    SIGNAL_ROBOTS_FOLLOWING:
      "Followers' robots are still following this signal. Please wait until they have stopped and try again.",
    SIGNAL_NOT_CONNECTED: 'This signal is not connected to a trading account. Please connect it first.',
    SIGNAL_CONNECTED: 'This signal is connected. Please disconnect it first.',
    SIGNAL_ALREADY_CONNECTED: 'This signal is already connected. No further action is needed.',
    SIGNAL_ARCHIVED:
      'This signal is archived and can no longer be changed. You can still view its performance.',
    SIGNAL_DELETED: 'This signal has been deleted. Please refresh the list.',
    SIGNAL_NO_TRADE_HISTORY:
      'The trading account has no trade history yet. Please trade on it before enabling the signal.',
    SIGNAL_NO_MATCHED_SYMBOL: 'Please match at least one symbol before submitting the signal.',
    SIGNAL_NAME_IMMUTABLE:
      'The signal name cannot be changed after creation. Please create a new signal if you need another name.',
    SIGNAL_INVALID_TRANSITION:
      "This action is not available in the signal's current state. Please refresh the page and check its status.",
    SIGNAL_FIGURES_DIFFER:
      "The figures recomputed from the signal's history differ from the ones the server shows.",

    INVESTMENT_TOO_HIGH: "The investment is above the signal's maximum. Please enter a lower amount.",
    INVESTMENT_TOO_LOW: "The investment is below the signal's minimum. Please enter a higher amount.",
    INSUFFICIENT_USER_WALLET: 'Your wallet balance is not enough. Please enter a lower amount.',
    INSUFFICIENT_ROBOT_BALANCE:
      "The robot's balance is not enough for this action. Please enter a lower amount.",
    ROBOT_NOT_FOUND:
      'The trading robot could not be found. It may have been stopped; please refresh the page.',
    ROBOT_INSUFFICIENT_MARGIN:
      'The robot does not have enough margin to copy this trade. Please add funds or lower the volume.',
    SYMBOL_ALIAS_NOT_FOUND:
      'This symbol is not matched to a platform symbol. Please match it on the symbol matching page.',

    FILE_FORMAT: 'This file format is not supported. Please choose a JPG or PNG image.',
    FILE_SIZE: 'The file is too large. Please choose a file of at most 2 MB.',
    FILE_UPLOAD: 'The file could not be uploaded. Please try again.',
    FILE_DELETE: 'The file could not be deleted. Please try again.',
    WRONG_VERSION: 'This item was changed elsewhere in the meantime. Please refresh the page and try again.',

    MT_BROKER_ERROR: "The broker's server did not respond correctly. Please try again later.",
    MT_ACCOUNT_ERROR:
      'The trading account could not be accessed. Please check the account number, the server and the investor password.',
    EA_CONNECTING: 'The sync tool is still connecting. Please wait a moment and check again.',
    WRONG_TRADING_ACCOUNT_OR_PASSWORD: 'Wrong trading account or password.',
    WRONG_API_KEY_OR_SECRET: 'Wrong API key or secret. Please check them and try again.',
    API_KEY_NOT_READ_ONLY: 'The API key must be read-only. Please create a read-only key and try again.',
    API_COUNT_LIMIT_EXCEEDED: "The exchange's API request limit has been reached. Please try again later.",
    PLATFORM_UNSUPPORTED: 'This platform does not support the chosen action. Please choose another platform.',
    ORDER_REJECTED:
      'The order was rejected. Please check the symbol, the volume and the trading hours, then try again.',
    HEARTBEAT_LOST:
      'The sync tool (EA) stopped reporting, so trades are no longer synced. Check that MetaTrader is running and online with the EA attached to a chart, then reconnect the signal.',
    INVESTOR_PASSWORD_CHANGED:
      "The trading account's investor password was changed, so the platform can no longer read the account. Reconnect the signal with the new investor password.",
    API_KEY_REVOKED:
      'The exchange no longer accepts the API key: it was deleted or has expired. Create a new read-only API key and reconnect the signal with it.',
    BROKER_UNREACHABLE:
      "The broker's server has not been reachable for a while, so trades are not synced. Reconnect the signal once the broker is back online.",
    EA_TOKEN_INVALID:
      "The signal token is missing or unknown. Copy the token from the signal's connection page into the EA again.",
    EA_NOT_EA_SIGNAL:
      'This signal does not connect by EA. Please use the token of a signal whose connection method is EA.',
    EA_SNAPSHOT_REQUIRED:
      'The EA has not reported its trading account yet. Send the account snapshot first, then the history.',
    EA_ACCOUNT_MISMATCH:
      'The EA reports another trading account than the one this signal is linked to. Disconnect and reconnect the signal to link the new account.',
    EA_BATCH_TOO_LARGE:
      'Too many items in one call. Please send the history in batches of at most 500 items.',
    EA_TIME_INVALID:
      'A time is invalid: it must be a real UTC time after 2000 and not in the future, and a trade cannot close before it opens.',

    COMPETITION_TIME: 'The competition time is invalid. Please check the start and end times.',
    COMPETITION_TYPE: 'The competition type is invalid. Please choose another type.',
    COMPETITION_REWARD: 'The competition reward is invalid. Please check the reward settings.',
    COMPETITION_INVEST_AMOUNT:
      "The investment does not meet the competition's rules. Please check the amount.",
    COMPETITION_STATUS:
      "This action is not available in the competition's current state. Please refresh the page.",
    COMPETITION_JOINED: 'You have already joined this competition. No further action is needed.',
    COMPETITION_NOT_JOINED: 'You have not joined this competition. Please join it first.',
    COMPETITION_ENDED: 'This competition has ended. Please choose another competition.',
    COMPETITION_NOT_ENDED: 'This competition has not ended yet. Please try again after it ends.',
    COMPETITION_TOGGLE_TOO_LATE:
      'A competition can only be enabled or disabled until one day before it starts. Please contact customer service.',

    TWO_FACTOR_VERIFY_FAILED: 'Two-factor verification failed. Please check the code and try again.',
    TWO_FACTOR_ENABLED: 'Two-factor authentication is already enabled. No further action is needed.',
    TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not enabled. Please enable it first.',
    GOOGLE_AUTH_ERROR:
      'Google authentication failed. Please check the code in your authenticator app and try again.',

    CAPTCHA_FAILED: 'The security check failed. Please try again.',

    BANK_ACCOUNT_ERROR: 'The bank account details are incorrect. Please check them and try again.',
    BANK_CODE_ERROR: 'The bank code is incorrect. Please check it and try again.',
    CURRENCY_ERROR: 'The currency is incorrect. Please choose another currency.',
    FEE_TYPE_ERROR: 'The fee type is incorrect. Please refresh the page and try again.',
    UNSUPPORTED_CURRENCY: 'This currency is not supported. Please choose another currency.',
    UNSUPPORTED_NETWORK:
      'This network is not supported for the selected currency. Please choose another network.',
    DEPOSIT_ORDER_STATUS:
      "This action is not available in the deposit order's current state. Please refresh the page.",
    DEPOSIT_ORDER_TYPE: 'The deposit order type is invalid. Please refresh the page and try again.',
    WITHDRAW_ORDER_STATUS:
      "This action is not available in the withdrawal's current state. Please refresh the withdrawal history.",
    WITHDRAW_ORDER_TYPE: 'The withdrawal method is invalid. Please choose wire transfer or crypto.',
    INSUFFICIENT_BALANCE: 'Your balance is insufficient. Please enter a smaller amount.',
    OUT_OF_RANGE: 'A number or text is outside the allowed range. Please check your input.',
    INVALID_PARAMETERS: 'Some of the parameters are invalid. Please check your input and try again.',

    MARGIN_CALCULATION_FAILED: 'The margin could not be calculated. Please try again later.',
    SWAP_CALCULATION_FAILED: 'The swap could not be calculated. Please try again later.',
    PROFIT_CALCULATION_FAILED: 'The profit could not be calculated. Please try again later.',
    FEE_CALCULATION_FAILED: 'The fee could not be calculated. Please try again later.',
    CURRENCY_CONVERSION_FAILED: 'The currency conversion failed. Please try again later.',
    EXCHANGE_RATE_INVALID:
      'The exchange rate must be a positive number (at most 10 decimals) between two different currencies.',
    POSITION_WAIT_TIMEOUT:
      'The position did not respond in time. Please check your positions and try again later.',
    ORDER_WAIT_TIMEOUT:
      'The order did not respond in time. Please check the order history before trying again.',
    BROKER_FUNDS_INSUFFICIENT:
      "The broker's funds are temporarily insufficient. The amount will be settled later; no action is needed.",

    KYC_NOT_PASSED: 'Please finish identity verification before proceeding.',
    KYC_UNDER_REVIEW: 'Your identity verification is under review. Please wait for the result.',
    KYC_NOT_UNDER_REVIEW:
      'This identity verification is not under review, so it cannot be approved, rejected or blocked. Please refresh the page and check its status.',
    KYC_ALREADY_APPROVED: 'Your identity is already verified. No further action is needed.',
    KYC_BLOCKED: 'Identity verification is blocked for this account. Please contact customer service.',

    WEBSOCKET_ACTION_ERROR: 'The live update request failed. Please refresh the page.',
    STREAM_ERROR: 'The live data stream was interrupted. Please refresh the page.',
    CACHE_ERROR: 'A system error occurred. Please try again later.',
    SQL_ERROR: 'A data error occurred. Please try again later.',
    SERVICE_ERROR: 'The service is temporarily unavailable. Please try again later.',
    TIMEOUT: 'The request timed out. Please try again.',
    NETWORK_ERROR: 'A network error occurred. Please check your connection and try again.',
    PAYLOAD_TOO_LARGE: 'The request is too large. Please send less data or a smaller file.',
    HEADERS_TOO_LARGE:
      "The request's address or headers are too long. Please clear this site's cookies and try again.",
    REQUEST_TIMEOUT: 'The request took too long to arrive. Please check your connection and try again.',
    INTERNAL_ERROR: 'An unexpected error occurred. Please try again later.',
    apiError: "The action can't be completed, please try again later.",
  } satisfies Record<ErrorCode, string>,

  common: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    save: 'Save',
    delete: 'Delete',
    edit: 'Edit',
    back: 'Back',
    next: 'Next',
    submit: 'Submit',
    close: 'Close',
    copy: 'Copy',
    copied: 'Copied',
    search: 'Search',
    loading: 'Loading…',
    retry: 'Retry',
    download: 'Download',
    refresh: 'Refresh',
    add: 'Add',
    apply: 'Apply',
    reset: 'Reset',
    view: 'View',
    details: 'Details',
    actions: 'Actions',
    status: 'Status',
    yes: 'Yes',
    no: 'No',
    optional: 'Optional',
    required: 'This field is required.',
    empty: 'Nothing here yet.',
    notAvailable: 'Not available',
    total: 'Total',
    totalCount: 'Total: {{count}}',
    pageOf: 'Page {{page}} of {{pages}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    all: 'All',
    from: 'From',
    to: 'To',
    startDate: 'Start date',
    endDate: 'End date',
    units: {
      days: '{{count}} d',
      hours: '{{count}} h',
      minutes: '{{count}} min',
      seconds: '{{count}} s',
    },
  },

  layout: {
    mySignal: 'My signal',
    login: 'Log in',
    register: 'Register',
    language: 'Language',
    accountSettings: 'Account settings',
    signalManage: 'Signal management',
    assets: 'Assets',
    report: 'Report',
    referral: 'Referral',
    logout: 'Log out',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been moved.',
    goHome: 'Back to home',
    skipToContent: 'Skip to main content',
    home: 'Home',
    mainNavigation: 'Main navigation',
    opensInNewWindow: 'opens in a new window',
    menu: 'Menu',
    liveConnected: 'Live updates connected',
    liveDisconnected: 'Live updates reconnecting',
    balance: 'Balance',
    pageFailedTitle: 'This page could not be loaded',
    pageFailedText: 'Please check your connection and reload the page. Nothing you saved was lost.',
    reload: 'Reload page',
    /** The banner while the API or the live feed cannot be reached. */
    offline: {
      title: 'The server cannot be reached',
      text: 'What you change now cannot be saved until the connection is back.',
      retryIn: 'Trying again in {{seconds}} s',
      retrying: 'Trying to reconnect…',
      retryNow: 'Retry now',
      restored: 'Connection restored.',
    },
  },

  landing: {
    heroTitle: 'Share your trading signals and earn from every follower',
    heroText:
      'Connect your trading account, publish your strategy after review, and receive a profit share from the robots that copy your trades.',
    getStarted: 'Get started',
    features: {
      connectTitle: 'Connect in minutes',
      connectText:
        'Link a MetaTrader 4 or 5 account with a read-only investor password, install the sync tool, or use a read-only exchange API key.',
      performanceTitle: 'Transparent performance',
      performanceText:
        'Returns, drawdown, win rate and Sharpe ratio are calculated from your real trade history and shown to followers.',
      profitShareTitle: 'Earn a profit share',
      profitShareText:
        "Set your own profit share percentage. It is settled 30 days after a follower's robot starts; the platform keeps a 10% fee.",
      withdrawTitle: 'Withdraw your earnings',
      withdrawText:
        'After identity verification, withdraw by wire transfer or crypto and follow every request in your history.',
    },
    notice: 'This site is for education and simulated trading only. It does not accept deposits.',
    featuresTitle: 'Everything a signal provider needs',
    noticeTitle: 'Education and simulated trading only',
    stepsTitle: 'How it works',
    steps: {
      connect: {
        title: 'Connect your account',
        text: 'Create a signal and connect a MetaTrader, Binance or TWSE account with read-only access.',
      },
      match: {
        title: 'Match your symbols',
        text: 'Pair the symbols of your account with the platform symbols, so followers copy the right instruments.',
      },
      review: {
        title: 'Submit for review',
        text: 'Our team reviews every signal before it is listed for followers.',
      },
      earn: {
        title: 'Earn from followers',
        text: "Followers' robots copy your trades, and you receive a share of their profit.",
      },
    },
    platformsTitle: 'Supported platforms',
    platforms: {
      MT4: 'MetaTrader 4',
      MT5: 'MetaTrader 5',
      BINANCE: 'Binance futures',
      TWSE: 'Taiwan Stock Exchange',
    } satisfies Record<Platform, string>,
  },

  legal: {
    termsTitle: 'Terms of service',
    terms: {
      p1: 'By registering or using this portal you agree to these terms. If you do not agree, please do not use the portal.',
      p2: 'The portal is provided for education and simulated trading. It does not accept deposits and nothing on it is investment advice.',
      p3: 'You must be over 18 years old and give true, complete information when you register and when you verify your identity.',
      p4: 'You are responsible for the signals you publish and for keeping your login details, investor passwords and API keys safe. Only read-only access may be connected.',
      p5: 'Profit share is calculated by the platform from followers’ results; the platform keeps a 10% fee. Settlement and withdrawal follow the rules shown in the portal.',
      p6: 'We may review, reject, suspend or archive signals and accounts that break these terms or the law.',
      p7: 'We may change these terms. The version shown in the portal applies; continuing to use the portal means you accept the changes.',
    },
    privacyTitle: 'Privacy policy',
    privacy: {
      p1: 'This policy explains which personal data we collect, why we use it and what rights you have.',
      p2: 'We collect the data you give us, such as username, email, phone number and identity documents, and the trading data of the accounts you connect.',
      p3: 'We use this data to run your account, calculate performance and profit share, verify your identity, process withdrawals and meet legal duties.',
      p4: 'Your signal name, image, description and performance are shown to followers. Your contact details and documents are never shown to them.',
      p5: 'We share data only with service providers that help us run the portal, and with authorities when the law requires it.',
      p6: 'We keep data only as long as needed for these purposes and protect it with technical and organisational measures.',
      p7: 'You may ask to see, correct or delete your data by contacting customer service.',
    },
  },

  auth: {
    loginTitle: 'Log in',
    loginSubtitle: 'Log in with a verification code sent to your email or phone.',
    byEmail: 'Use email',
    byPhone: 'Use phone number',
    email: 'Email',
    emailPlaceholder: 'Enter your email address',
    phone: 'Phone number',
    phonePlaceholder: 'Enter your phone number',
    countryCode: 'Country code',
    sendCode: 'Send code',
    code: 'Verification code',
    codeHint: 'Enter the 6-digit code.',
    codeSentTo: 'We sent a verification code to {{target}}.',
    resend: 'Resend code',
    resendIn: 'Resend in {{seconds}} s',
    verify: 'Verify',
    registerTitle: 'Create your account',
    username: 'Username',
    usernameHint: '6 to 20 letters or digits, no special characters.',
    referrer: 'Referrer (optional)',
    referrerPlaceholder: 'Enter the referral code, if you have one',
    over18: 'I confirm that I am over 18 years old.',
    acceptTerms: 'I have read and accept the terms of service and the privacy policy.',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    haveAccount: 'Already have an account?',
    noAccount: "Don't have an account yet?",
    toLogin: 'Log in',
    toRegister: 'Register now',
    withoutEmailTitle: 'Add your email',
    withoutEmailText:
      'Your account has no email address yet. Please add one to receive important notices and to keep access to your account.',
    bindEmail: 'Bind email',
    registerSubtitle: 'Sign up with your email or phone number. We will send you a verification code.',
    contactMethod: 'Contact method',
    checking: 'Checking…',
    usernameAvailable: 'This username is available.',
    changeContact: 'Use a different email or phone number',
    changeEmail: 'Use a different email',
  },

  signal: {
    title: 'My signals',
    empty: 'You have no signals yet. Create your first signal to get started.',
    lists: {
      listed: 'Listed',
      pending: 'Pending approval',
      archived: 'Archived',
    },
    actions: {
      create: 'Create signal',
      enable: 'Enable',
      disable: 'Disable',
      delete: 'Delete',
      archive: 'Archive',
      connect: 'Connect',
      disconnect: 'Disconnect',
      reconnect: 'Reconnect',
      submit: 'Submit for review',
      edit: 'Edit',
      viewDetails: 'View details',
      matchSymbols: 'Match symbols',
      placeOrder: 'Place order',
    },
    status: {
      NOT_SUBMITTED: 'Not submitted',
      CREATED: 'Pending approval',
      SUBMITTED: 'Resubmitted, pending approval',
      PASSED: 'Approved',
      NOT_PASSED: 'Not approved',
    } satisfies Record<SignalStatus, string>,
    connStatus: {
      CONNECTED: 'Connected',
      CONNECTING: 'Connecting',
      DISCONNECTED: 'Disconnected',
      CALCULATING: 'Calculating performance',
      LOST: 'Connection lost',
    } satisfies Record<ConnStatus, string>,
    runningState: {
      ACTIVE: 'Live',
      INACTIVE: 'Inactive',
      ARCHIVED: 'Archived',
    } satisfies Record<RunningState, string>,
    connMethod: {
      ACCOUNT_LINK: 'Account linking',
      EA: 'Sync tool (EA)',
      API_KEY: 'Read-only API key',
    } satisfies Record<ConnMethod, string>,
    connMethodText: {
      ACCOUNT_LINK:
        'Link a MetaTrader 4 or 5 account with its server, account number and read-only investor password.',
      EA: 'Install our sync tool in MetaTrader and paste the signal token into it.',
      API_KEY: 'Connect a crypto futures account with a read-only API key (USDⓈ-M futures only).',
    } satisfies Record<ConnMethod, string>,
    platform: {
      MT4: 'MetaTrader 4',
      MT5: 'MetaTrader 5',
      BINANCE: 'Binance futures',
      TWSE: 'Taiwan Stock Exchange',
    } satisfies Record<Platform, string>,
    fields: {
      name: 'Signal name',
      nameHint:
        '4 to 20 characters: letters, digits, -, _ and . are allowed. The name cannot be changed later.',
      description: 'Description',
      descriptionHint: 'Describe your strategy in at most {{max}} words.',
      wordCount: '{{count}} / {{max}} words',
      image: 'Signal image',
      imageHint: 'JPG or PNG, suggested 200x200, at most 2 MB.',
      uploadImage: 'Upload image',
      platform: 'Platform',
      connMethod: 'Connection method',
      server: 'Server',
      serverSearch: 'Search for your server',
      serverSearchHint: 'Enter at least 4 characters.',
      account: 'Trading account',
      accountHint: 'Digits only, fewer than 15 digits.',
      investorPassword: 'Investor password (read-only)',
      investorPasswordHint: 'Use the read-only investor password. We can never place trades with it.',
      apiKey: 'API key',
      apiSecret: 'API secret',
      apiKeyHint:
        'Create a read-only key for USDⓈ-M futures; keys with trading or withdrawal rights are refused.',
      token: 'Signal token',
      timezone: 'Server timezone',
      createdAt: 'Created at',
      updatedAt: 'Updated at',
      submittedAt: 'Submitted at',
      reviewedAt: 'Reviewed at',
      enabledAt: 'Enabled at',
      comment: 'Review comment',
      reason: 'Reason',
    },
    wizard: {
      title: 'Create signal',
      stepOf: 'Step {{step}} of {{steps}}',
      steps: {
        method: 'Choose connection method',
        info: 'Name and description',
        image: 'Signal image',
        server: 'Select server',
        install: 'Install sync tool',
        token: 'Copy signal token',
        symbols: 'Symbol sync and matching',
        review: 'Submit for review',
      },
      installText:
        'Download the sync tool, install it in MetaTrader, allow algorithmic trading and attach it to any chart.',
      downloadTool: 'Download sync tool',
      tokenText: 'Copy this token and paste it into the sync tool settings. Keep it secret.',
      reviewText:
        'Check your signal details. After you submit, our team reviews the signal before it is listed.',
      leaveTitle: 'Leave without saving?',
      leaveText: 'Your changes have not been saved and will be lost if you leave this page.',
      leave: 'Leave',
      stay: 'Stay',
    },
    follow: {
      title: 'Follow settings',
      investmentMin: 'Minimum investment (USD)',
      investmentMinHint: 'A whole number, at least 100 USD and at least 5% of the maximum drawdown.',
      investmentMax: 'Maximum investment (USD)',
      investmentMaxHint: 'At most 1,000,000 USD.',
      profitSharePercent: 'Profit share (%)',
      profitShareHint: 'The share of followers’ profit you receive. The platform keeps a 10% fee on it.',
    },
    confirm: {
      deleteTitle: 'Delete this signal?',
      deleteText: 'The signal and its settings will be removed. This cannot be undone.',
      archiveTitle: 'Archive this signal?',
      archiveText:
        'An archived signal can no longer be enabled or reconnected, but its performance stays visible.',
      disconnectTitle: 'Disconnect this signal?',
      disconnectText: 'Trades will no longer be synced from the trading account until you reconnect it.',
      disableTitle: 'Disable this signal?',
      disableText: 'New followers will not be able to follow this signal until you enable it again.',
    },
    hints: {
      enableRequirements:
        'A signal can be enabled only when it is connected, its performance has been calculated and the account has trade history.',
      disableBeforeDisconnect: 'Disable the signal before disconnecting it.',
      disconnectBeforeArchive: 'Disconnect the signal before archiving it.',
      marginCallStopped: "Copying stopped because the account reached its broker's margin call level.",
      submitted: 'Your signal has been submitted. We will notify you after the review.',
    },
  },

  symbols: {
    title: 'Symbol matching',
    providerSymbol: 'Your symbol',
    platformSymbol: 'Platform symbol',
    contractSize: 'Contract size',
    matched: 'Matched',
    unmatched: 'Unmatched',
    match: 'Match',
    unmatch: 'Remove match',
    selectPlatformSymbol: 'Select a platform symbol',
    sync: 'Sync symbols',
    syncing: 'Syncing symbols…',
    retryInfo: 'Your symbols are not available yet. Next sync in 2 minutes.',
    atLeastOne: 'Match at least one symbol to continue.',
    matchedCount: '{{count}} matched',
    unmatchedCount: '{{count}} unmatched',
  },

  performance: {
    title: 'Performance',
    notCalculated: 'Performance is being calculated. Please check back in a few minutes.',
    window: 'Based on the 90 days before connecting and all trading since.',
    lastUpdated: 'Last updated',
    followers: 'Followers',
    investedFund: 'Current invested fund',
    return7: '7-day return',
    return30: '30-day return',
    return180: '180-day return',
    maxDrawdown: 'Max drawdown',
    drawdownRatio: 'Max drawdown ratio',
    winRate: 'Win rate',
    sharpeRatio: 'Sharpe ratio',
    avgHoldingTime: 'Average holding time',
    tradingDuration: 'Trading duration',
    weeklyTrades: 'Weekly trades',
    lastActive: 'Last active time',
    principal: 'Principal',
    profit: 'Profit',
    volMin: 'Minimum volume',
    volMax: 'Maximum volume',
    volAvg: 'Average volume',
    volTotal: 'Total volume',
    tradesTotal: 'Total trades',
    averageProfit: 'Average profit',
    averageLoss: 'Average loss',
    rateOfReturn: 'Rate of return',
    profitFactor: 'Profit factor',
    recoveryFactor: 'Recovery factor',
    expectancy: 'Expectancy per trade',
    bestTrade: 'Best trade',
    worstTrade: 'Worst trade',
    longestWinStreak: 'Longest winning streak',
    longestLossStreak: 'Longest losing streak',
    monthlyReturns: 'Monthly returns',
    perSymbol: 'Per-symbol breakdown',
    symbol: 'Symbol',
    trades: 'Trades',
    dailyProfit: 'Daily profit',
    cumulativeProfit: 'Cumulative profit',
    equity: 'Equity',
    notEnoughHistory: 'Not enough history yet to show this figure.',
    absent: {
      NO_TRADES: 'Shown once the account has closed trades.',
      NO_CAPITAL: 'Shown once the account holds capital.',
      INSUFFICIENT_HISTORY: 'Not enough history yet to calculate this figure.',
      NO_LOSSES: 'No losing trades yet, so this figure cannot be calculated.',
      NO_WINS: 'No winning trades yet, so this figure cannot be calculated.',
      NO_DRAWDOWN: 'No drawdown yet, so this figure cannot be calculated.',
      NO_VARIANCE: 'Returns have not varied yet, so this figure cannot be calculated.',
      OUT_OF_RANGE: 'This figure is too large or too small to be shown.',
    } satisfies Record<MetricAbsenceReason, string>,
  },

  followers: {
    title: 'Followers',
    robot: 'Robot',
    followType: {
      FULL_SIGNAL: 'Full signal follow',
      SYMBOL_STRATEGY: 'Symbol strategy',
    } satisfies Record<FollowType, string>,
    robotStatus: {
      RUNNING: 'Running',
      STOPPED: 'Stopped',
    } satisfies Record<RobotStatus, string>,
    runningCount: 'Running robots',
    totalCount: 'Total robots',
    profit: 'Profit',
    investment: 'Investment',
    followerName: 'Follower',
    nextSettlement: 'Next settlement',
    chartFollowers: 'Followers over time',
    chartInvestment: 'Invested fund over time',
  },

  report: {
    title: 'Profit share report',
    tabs: {
      ledger: 'Settlement log',
      settlements: 'Settlements',
      unsettled: 'Unsettled',
      orders: 'Orders',
    },
    settlementNote:
      "Profit share is settled 30 days after a follower's robot is created. The platform keeps a 10% fee.",
    resettlementNote:
      "A share held back because of the broker's fund level is paid to your balance later and then shown as resettled.",
    record: {
      id: 'Record ID',
      signalId: 'Signal ID',
      signalName: 'Signal',
      robotId: 'Robot ID',
      robotName: 'Robot',
      followType: 'Follow type',
      settleTime: 'Settlement time',
      profit: 'Profit',
      hwm: 'High-water mark',
      profitShare: 'Profit share',
      fee: 'Platform fee',
      receive: 'You receive',
      status: 'Status',
      reason: 'Reason',
    },
    order: {
      id: 'Record ID',
      signalId: 'Signal ID',
      signalName: 'Signal',
      orderId: 'Order ID',
      ticket: 'Ticket',
      symbol: 'Symbol',
      side: 'Side',
      impactVolume: 'Impact volume',
      followOrders: 'Follow orders',
      followVolume: 'Follow volume',
      profit: 'Profit',
      openTime: 'Open time',
      closeTime: 'Close time',
    },
    status: {
      UNSETTLED: 'Unsettled',
      SETTLED: 'Settled',
      RESETTLEMENT: 'Awaiting resettlement',
      RESETTLED: 'Resettled',
    } satisfies Record<ProfitShareStatus, string>,
    outcome: {
      SETTLED: 'Settled',
      NOTHING_DUE: 'Nothing due',
      DEFERRED: 'Deferred',
      RESETTLED: 'Resettled',
    } satisfies Record<SettlementOutcome, string>,
    outcomeReason: {
      PROFIT_ABOVE_HWM: 'Profit rose above the high-water mark; the share of the rise was paid.',
      PROFIT_NOT_ABOVE_HWM: 'The profit is not above the high-water mark, so there is nothing to share.',
      NO_PROFIT_SHARE_AGREED: 'The robot follows with a 0% profit share.',
      SHARE_BELOW_ONE_CENT: 'The share came to less than one cent.',
      BROKER_FUNDS_INSUFFICIENT:
        "The follower's broker account cannot pay the share yet; it is paid once it can.",
      EXCHANGE_RATE_MISSING:
        "No exchange rate from the account's currency to USD was in force; the robot is settled once one is.",
      BROKER_FUNDS_RECOVERED:
        "The follower's broker account now covers a share held back earlier; it was paid.",
    } satisfies Record<SettlementReason, string>,
    filters: {
      title: 'Filters',
      signal: 'Signal',
      allSignals: 'All signals',
      status: 'Status',
      dateRange: 'Date range',
    },
    downloadCsv: 'Download CSV',
    empty: 'No records for the selected filters.',
  },

  wallet: {
    title: 'Assets',
    platformWallet: 'Platform wallet',
    assetWallet: 'Asset wallet',
    balance: 'Balance',
    tokenBalance: 'Token balance',
    frozen: 'Frozen',
    withdrawable: 'Withdrawable',
    net: 'Net value',
    cash: 'Cash',
    securities: 'Securities',
    transactionCost: 'Transaction cost',
    totalFunds: 'Total funds',
    realFunds: 'Real funds',
    realRecords: 'Fund records',
    tokenRecords: 'Token records',
    record: {
      type: 'Type',
      category: 'Category',
      amount: 'Amount',
      balanceAfter: 'Balance after',
      reference: 'Reference',
      createdAt: 'Time',
    },
    transactionType: {
      WITHDRAW_WIRE: 'Wire withdrawal',
      WITHDRAW_CRYPTO: 'Crypto withdrawal',
      PROFIT_SHARE: 'Profit share',
      WITHDRAW_BY_SYSTEM: 'Deduction by the platform',
      DEPOSIT_BY_SYSTEM: 'Credit by the platform',
    } satisfies Record<TransactionType, string>,
    REWARD: 'Reward',
    rewardType: {
      REWARD_REGISTERED: 'Registration reward',
      REWARD_FIRST_SIGNAL_CREATE: 'First signal reward',
      REWARD_FOLLOWING_REACH_TEN: 'Ten followers reward',
      REWARD_INTRODUCE: 'Referral reward',
    } satisfies Record<RewardType, string>,
  },

  withdraw: {
    title: 'Withdraw',
    apply: 'Apply for withdrawal',
    amount: 'Amount (USD)',
    amountPlaceholder: 'Enter an amount in USD',
    available: 'Withdrawable: {{amount}} USD',
    limits: 'From {{min}} to {{max}} USD per request',
    currency: 'Currency',
    network: 'Network',
    fee: 'Fee',
    estimatedReceive: 'Estimated amount received',
    exchangeRate: 'Exchange rate',
    method: 'Withdrawal method',
    wire: 'Wire transfer',
    crypto: 'Crypto',
    account: 'Receiving account',
    noAccount: 'Add a bank account or crypto address before withdrawing.',
    kycRequired: 'Please finish identity verification before withdrawing.',
    history: 'Withdrawal history',
    cancel: 'Cancel withdrawal',
    cancelTitle: 'Cancel this withdrawal?',
    cancelWarning: 'Cancelling cannot be undone.',
    processingTime: 'Processing takes 7 to 10 business days after approval.',
    submitted: 'Your withdrawal request has been submitted and is under review.',
    status: {
      UNDER_REVIEW: 'Under review',
      PROCESSING: 'Processing',
      COMPLETED: 'Completed',
      REJECTED: 'Rejected',
      CANCELED: 'Cancelled',
    } satisfies Record<WithdrawalStatus, string>,
    currencyType: {
      FIAT: 'Fiat currency',
      CRYPTO: 'Cryptocurrency',
    } satisfies Record<CurrencyType, string>,
    fields: {
      id: 'Withdrawal ID',
      userId: 'User ID',
      username: 'Username',
      type: 'Method',
      status: 'Status',
      amount: 'Amount',
      paidAmount: 'Paid amount',
      comment: 'Comment',
      fee: 'Fee',
      exchangeRate: 'Exchange rate',
      currency: 'Currency',
      currencyType: 'Currency type',
      network: 'Network',
      address: 'Address',
      appliedAt: 'Applied at',
      cancelledAt: 'Cancelled at',
      complianceId: 'Compliance reviewer ID',
      complianceAccount: 'Compliance reviewer',
      approvedAt: 'Approved at',
      rejectedAt: 'Rejected at',
      financeId: 'Finance officer ID',
      financeAccount: 'Finance officer',
      completedAt: 'Completed at',
      paymentSlip: 'Payment slip',
      transferInfoForWire: 'Wire transfer details',
      estimatedReceiveAmount: 'Estimated amount received',
    },
  },

  accounts: {
    title: 'Withdrawal accounts',
    bankAccounts: 'Bank accounts',
    cryptoAddresses: 'Crypto addresses',
    empty: 'No withdrawal account yet. Add one to withdraw your earnings.',
    addBank: 'Add bank account',
    editBank: 'Edit bank account',
    addCrypto: 'Add crypto address',
    editCrypto: 'Edit crypto address',
    deleteTitle: 'Delete this account?',
    deleteText:
      'You will no longer be able to withdraw to it. Withdrawals already applied for are not affected.',
    bank: {
      bankName: 'Bank name',
      bankAddress: 'Bank address',
      accountNumber: 'Account number',
      swiftCode: 'SWIFT code',
      iban: 'IBAN',
      beneficiaryName: 'Beneficiary name',
    },
    crypto: {
      currency: 'Currency',
      network: 'Network',
      address: 'Address',
      addressHint: 'Double-check the address: crypto sent to a wrong address cannot be recovered.',
    },
  },

  kyc: {
    title: 'Identity verification',
    status: {
      UNVERIFIED: 'Unverified',
      UNDER_REVIEW: 'Under review',
      APPROVED: 'Verified',
      FAILED: 'Failed',
      BLOCKED: 'Blocked',
    } satisfies Record<KycStatus, string>,
    statusText: {
      UNVERIFIED: 'Verify your identity to withdraw your earnings.',
      UNDER_REVIEW: 'We are reviewing your documents. This usually takes a few business days.',
      APPROVED: 'Your identity is verified. You can now withdraw.',
      FAILED: 'Your verification was not successful. Please check the comment and verify again.',
      BLOCKED: 'Verification is blocked for this account. Please contact customer service.',
    } satisfies Record<KycStatus, string>,
    start: 'Start verification',
    verifyAgain: 'Verify again',
    contactSupport: 'Contact customer service',
    reviewerComment: 'Reviewer comment',
    submittedAt: 'Submitted at',
    reviewedAt: 'Reviewed at',
    submitted: 'Your documents have been submitted for review.',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      birthDate: 'Date of birth',
      nationality: 'Nationality',
      documentType: 'Document type',
      documentNumber: 'Document number',
      documentFront: 'Front of the document',
      documentBack: 'Back of the document',
    },
    documentType: {
      PASSPORT: 'Passport',
      ID_CARD: 'National ID card',
      DRIVING_LICENSE: "Driver's license",
    } satisfies Record<KycDocumentType, string>,
  },

  referral: {
    title: 'Referral',
    intro: 'Invite friends with your link or code and earn a reward for every successful referral.',
    link: 'Referral link',
    code: 'Referral code',
    copyLink: 'Copy link',
    successCount: 'Successful referrals',
    reward: 'Reward',
    totalReward: 'Total reward',
    joinTime: 'Join time',
    user: 'User',
    empty: 'No one has joined through your link yet.',
  },

  order: {
    title: 'Place order',
    newOrder: 'New order',
    history: 'Order history',
    buy: 'Buy',
    sell: 'Sell',
    marketOrder: 'Market order',
    place: 'Place order',
    placed: 'Your order has been submitted.',
    fields: {
      tradingType: 'Trading type',
      orderType: 'Order type',
      symbol: 'Symbol',
      volume: 'Volume',
      price: 'Price',
      time: 'Time',
      status: 'Status',
    },
    tradingType: {
      BUY: 'Buy',
      SELL: 'Sell',
    } satisfies Record<TradingType, string>,
    orderType: {
      MARKET: 'Market order',
    } satisfies Record<OrderType, string>,
    status: {
      SUBMITTED: 'Submitted',
      PENDING: 'Pending',
    } satisfies Record<OrderStatus, string>,
  },

  web: {
    titles: {
      signalDetail: 'Signal details',
      linkSignal: 'Connect your signal',
    },
    pages: {
      withdraw: 'Withdraw your earnings by wire transfer or crypto and follow your withdrawal history.',
      editBank: 'The bank account your wire withdrawals are paid to.',
      editCrypto: 'The crypto address your crypto withdrawals are paid to.',
    },
  },

  settings: {
    title: 'Account settings',
    profile: 'Profile',
    headshot: 'Profile picture',
    changeHeadshot: 'Change picture',
    username: 'Username',
    email: 'Email',
    phone: 'Phone number',
    language: 'Language',
    notSet: 'Not set',
    withdrawalAccounts: 'Withdrawal accounts',
    identityVerification: 'Identity verification',
    intro: 'Manage your profile and how you are paid.',
    profileText: 'Your username and picture, and the contacts you log in with.',
    headshotHint: 'PNG, JPEG or WebP, at most 2 MB. A 200 × 200 pixel image works best.',
    editUsername: 'Change username',
    withdrawalAccountsText: 'The bank accounts and crypto addresses your withdrawals are paid to.',
    identityVerificationText: 'Verify your identity before your first withdrawal.',
  },

  toast: {
    copied: 'Copied to clipboard.',
    saved: 'Saved.',
    deleted: 'Deleted.',
    submitted: 'Submitted.',
    codeSent: 'Verification code sent.',
    loggedIn: 'Logged in successfully.',
    loggedOut: 'You have logged out.',
    languageChanged: 'Language changed.',
    signalCreated: 'Signal created.',
    signalEnabled: 'Signal enabled.',
    signalDisabled: 'Signal disabled.',
    signalArchived: 'Signal archived.',
    signalConnected: 'Signal connected.',
    signalDisconnected: 'Signal disconnected.',
    withdrawalApplied: 'Withdrawal request submitted.',
    withdrawalCancelled: 'Withdrawal cancelled.',
    downloadStarted: 'Download started.',
    emailBound: 'Your email has been added.',
    done: 'Done.',
  },

  cli: {
    loggedInAs: 'Logged in as {{username}}.',
    loggedOut: 'Logged out.',
    notLoggedIn: 'You are not logged in. Run "{{command}}" to log in.',
    codePrompt: 'Enter the 6-digit verification code:',
    codeSentTo: 'A verification code was sent to {{target}}.',
    confirmWithdrawal:
      'Withdraw {{amount}} USD? The fee is {{fee}} USD and you will receive about {{receive}} {{currency}}.',
    cancelWarning: 'Cancel withdrawal {{id}}? Cancelling cannot be undone.',
    confirmPrompt: 'Do you want to continue?',
    aborted: 'Nothing was changed.',
    downloadProgress: 'Downloading… {{percent}}%',
    savedFile: 'Saved file to {{path}}.',
    nothingToShow: 'Nothing to show.',
    usageError: 'Invalid command or options. Run it with --help to see how to use it.',
    networkError: 'Cannot reach the server. Please check your network connection and try again.',
    errorLine: 'Error: {{message}} ({{code}})',
    downloadProgressRows: 'Downloading… {{rows}} rows',
    feedDisconnected: 'The live feed was disconnected. Reconnecting in {{seconds}} s…',
    feedReconnected: 'The live feed is connected again.',
    watching: 'Watching {{name}}. Press Ctrl+C to stop.',
    watchStopped: 'Stopped watching after {{count}} updates.',
    interrupted: 'Interrupted. No partial file was kept.',
    stillLoggedIn: 'The server did not end the session. Please try again.',
    triedUrl: 'Address tried: {{url}}',
    siteTokenUnusable: 'The site token is not usable: the server at {{url}} does not recognise it.',
    siteTokenFrom: {
      flag: 'It came from the {{option}} option.',
      env: 'It came from the {{variable}} environment variable.',
      file: 'It came from the config file {{path}}; change it with {{command}}.',
      discovered: 'It was read from the portal page at {{url}}.',
    },
    notTheApi:
      "{{url}} answered with HTTP {{status}} ({{type}}), which is not the portal's API. Check the API address: {{option}} or the {{variable}} environment variable (it usually ends in /api).",
    siteTokenHint: 'Please check the site token: {{option}} or the {{variable}} environment variable.',
    siteTokenMissing:
      'No site token is configured and none was found on the portal page at {{url}}. Give it with {{option}} or save it in the config file.',
    retryWithKey:
      'The server did not answer, so the withdrawal may or may not have been made. Run the same command again with {{option}}: it is applied at most once.',
    withdrawTo: 'To: {{account}} (network: {{network}})',
    processingDays: '{{min}} to {{max}} business days after approval',
    configSaved: 'Saved {{key}} in the config file.',
    configRemoved: 'Removed {{key}} from the config file.',
    writeFailed: 'Could not write to {{path}}; no file was kept.',
    fields: {
      id: 'ID',
      userId: 'User ID',
      connection: 'Connection',
      review: 'Review',
      running: 'Running',
      records: 'Records',
      report: 'Report',
      ratePerUsd: 'Rate per USD',
      decimals: 'Decimal places',
      limits: 'Limits',
      processing: 'Processing time',
      setting: 'Setting',
      value: 'Value',
      source: 'Source',
      configFile: 'Config file',
      sessionFile: 'Session file',
    },
    headings: {
      state: 'Status',
      connection: 'Connection',
    },
    sources: {
      flag: 'command-line option',
      env: 'environment variable',
      file: 'config file',
      system: 'system locale',
      default: 'default',
      discovered: 'read from the portal page',
    },
    usage: {
      badLanguage: 'Unsupported language: {{language}}. Choose one of {{languages}}.',
      badUrl: 'The address for {{option}} is not valid: {{url}}',
      badPage: 'Page numbers and page sizes are whole numbers from 1; a page holds at most {{max}} items.',
      badId: 'Not a valid ID: {{id}}',
      badIdempotencyKey: 'The idempotency key must be 1 to 255 visible ASCII characters, without spaces.',
      oneContact: 'Give either an email or a phone number, not both.',
      contactRequired: 'Give {{email}} or {{phone}}: there is no terminal to ask you on.',
      noCode: 'No verification code was read from standard input. When the code arrives, run: {{command}}',
      needsYes:
        'This command needs your confirmation, but no one can be asked here (no terminal, or JSON output). Add {{option}} to confirm in advance.',
      jsonNeedsOutput:
        'With {{json}} the result goes to standard output, so write the CSV to a file with {{option}}.',
      cannotWrite: 'Cannot write to {{path}}. Check that the folder exists and that you may write in it.',
      chooseAccount:
        'You have several accounts for this withdrawal type. Choose one with {{option}} (see the accounts list).',
      optionNotForReport: '{{option}} does not apply to the {{report}} report.',
      statusNotInReport: 'The {{report}} report has no status {{status}}; it lists {{statuses}}.',
      addressMismatch:
        'This address receives {{currency}} on {{network}} only. Leave out the currency and network, or choose another address.',
      badDate:
        '{{option}}: cannot read "{{value}}" as a date. Write a day such as {{day}} (taken as UTC) or an ISO UTC time such as {{time}}.',
    },
  },
  kit: kitEnUS,
  signalList: signalListEnUS,
  signalLink: signalLinkEnUS,
  signalWizard: signalWizardEnUS,
  signalDetail: signalDetailEnUS,
  signalEdit: signalEditEnUS,
  twOrder: twOrderEnUS,
  reportPage: reportPageEnUS,
  withdrawPage: withdrawPageEnUS,
  accountsPage: accountsPageEnUS,
  walletPage: walletPageEnUS,
  kycPage: kycPageEnUS,
  referralPage: referralPageEnUS,
  cliFramework: cliFrameworkEnUS,
  cliMoney: cliMoneyEnUS,
  cliFigures: cliFiguresEnUS,
  cliSignals: cliSignalsEnUS,
  cliRun: cliRunEnUS,
  cliErrors: cliErrorsEnUS,
} as const;

/** What every locale provides: the key tree of en-US, every leaf a string. */
export type LocaleResource = DeepStringShape<typeof enUS>;
