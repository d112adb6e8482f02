import type {
  ProfitShareStatus,
  SettlementOutcome,
  SignalListView,
  WithdrawalStatus,
  WithdrawalType,
} from '@signal-portal/core';

/**
 * The values commander offers for enum options. They are written out here (types only from core)
 * because the declarations load before core for `--help`; choices.test.ts checks they equal core's.
 */
export const SIGNAL_STATUS_CHOICES = ['all', 'listed', 'pending', 'archived'] as const satisfies readonly (
  SignalListView | 'all'
)[];

/** Report names on the command line, and the API's report each one is (ledger: the settlement log). */
export const REPORT_CHOICES = ['settled', 'unsettled', 'ledger', 'orders'] as const;
export type ReportChoice = (typeof REPORT_CHOICES)[number];

export const PROFIT_SHARE_STATUS_CHOICES = [
  'UNSETTLED',
  'SETTLED',
  'RESETTLEMENT',
  'RESETTLED',
] as const satisfies readonly ProfitShareStatus[];

/** What a settlement run did with a robot (the ledger report's --outcome). */
export const SETTLEMENT_OUTCOME_CHOICES = [
  'SETTLED',
  'NOTHING_DUE',
  'DEFERRED',
  'RESETTLED',
] as const satisfies readonly SettlementOutcome[];

export const WITHDRAWAL_STATUS_CHOICES = [
  'UNDER_REVIEW',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELED',
] as const satisfies readonly WithdrawalStatus[];

export const WITHDRAWAL_TYPE_CHOICES = ['wire', 'crypto'] as const;
export type WithdrawalTypeChoice = (typeof WITHDRAWAL_TYPE_CHOICES)[number];
export const WITHDRAWAL_TYPE_OF = {
  wire: 'WIRE',
  crypto: 'CRYPTO',
} as const satisfies Record<WithdrawalTypeChoice, WithdrawalType>;

/** What `accounts add` adds: a bank account (wire withdrawals) or a crypto address. */
export const ACCOUNT_KIND_CHOICES = ['bank', 'crypto'] as const;
export type AccountKindChoice = (typeof ACCOUNT_KIND_CHOICES)[number];

/** What `config set` may change (the config file's keys). */
export const CONFIG_KEY_CHOICES = ['api', 'ws', 'siteToken', 'language'] as const;

/** The shells `completion` writes a script for (completion/scripts.ts generates each). */
export const SHELL_CHOICES = ['bash', 'zsh', 'fish'] as const;
