import { WITHOUT_EMAIL_PATH } from '@signal-portal/core';

/** The routes of spec section 2. */
export const PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  withoutEmail: WITHOUT_EMAIL_PATH,
  signals: '/signal',
  signalDetail: (id: string) => `/signal/${encodeURIComponent(id)}`,
  signalEdit: (id: string) => `/signal/${encodeURIComponent(id)}/edit`,
  symbolList: (id: string) => `/signal/${encodeURIComponent(id)}/symbol-list`,
  placeOrder: (id: string) => `/signal/${encodeURIComponent(id)}/tw/place-order`,
  linkSignal: (id: string) => `/link-signal/${encodeURIComponent(id)}`,
  createSignal: '/create-signal',
  /** The wizard resuming a draft signal (a created signal not yet submitted). */
  resumeSignal: (id: string) => `/create-signal?id=${encodeURIComponent(id)}`,
  referral: '/referral',
  userAssets: '/user-assets',
  report: '/report',
  withdraw: '/withdraw',
  accountSettings: '/account-settings',
  editBank: '/account-settings/edit-bank',
  editCrypto: '/edit-crypto',
  /** The edit screens of one saved bank account / crypto address. */
  editBankAccount: (id: string) => `/edit-bank/${encodeURIComponent(id)}`,
  editCryptoAddress: (id: string) => `/edit-crypto/${encodeURIComponent(id)}`,
  kycApplication: '/account-settings/kyc-application',
} as const;
