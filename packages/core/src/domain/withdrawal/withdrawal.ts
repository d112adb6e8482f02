import type { DecimalString } from '../../shared/money.js';
import type { BankAccountInput } from '../accounts/accounts.js';
import type { IsoDateTime } from '../../shared/time.js';

export const WITHDRAWAL_TYPES = ['WIRE', 'CRYPTO'] as const;
export type WithdrawalType = (typeof WITHDRAWAL_TYPES)[number];

export const WITHDRAWAL_STATUSES = [
  'UNDER_REVIEW',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const CURRENCY_TYPES = ['FIAT', 'CRYPTO'] as const;
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

/** Bank details copied onto a wire withdrawal when it is applied for (a snapshot: later edits do not change it). */
export type TransferInfoForWire = BankAccountInput;

/** A withdrawal request (spec section 3), field for field. */
export interface Withdrawal {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly type: WithdrawalType;
  readonly status: WithdrawalStatus;
  readonly amount: DecimalString;
  readonly paidAmount: DecimalString;
  readonly comment: string;
  readonly fee: DecimalString;
  readonly exchangeRate: DecimalString;
  readonly currency: string;
  readonly currencyType: CurrencyType;
  /** Crypto network (e.g. TRC20); '' for wire. */
  readonly network: string;
  /** Crypto destination address; '' for wire. */
  readonly address: string;
  readonly appliedAt: IsoDateTime;
  readonly cancelledAt: IsoDateTime | null;
  readonly complianceId: string;
  readonly complianceAccount: string;
  readonly approvedAt: IsoDateTime | null;
  readonly rejectedAt: IsoDateTime | null;
  readonly financeId: string;
  readonly financeAccount: string;
  readonly completedAt: IsoDateTime | null;
  readonly paymentSlip: string;
  readonly transferInfoForWire: TransferInfoForWire | null;
  readonly estimatedReceiveAmount: DecimalString;
}

/** A blank withdrawal with the spec's defaults: WIRE, UNDER_REVIEW, FIAT. */
export const defaultWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '',
  userId: '',
  username: '',
  type: 'WIRE',
  status: 'UNDER_REVIEW',
  amount: '0',
  paidAmount: '0',
  comment: '',
  fee: '0',
  exchangeRate: '1',
  currency: 'USD',
  currencyType: 'FIAT',
  network: '',
  address: '',
  appliedAt: '1970-01-01T00:00:00.000Z',
  cancelledAt: null,
  complianceId: '',
  complianceAccount: '',
  approvedAt: null,
  rejectedAt: null,
  financeId: '',
  financeAccount: '',
  completedAt: null,
  paymentSlip: '',
  transferInfoForWire: null,
  estimatedReceiveAmount: '0',
  ...overrides,
});

/** Withdrawal settings the platform publishes (GET /withdraw/config). */
export interface WithdrawalConfig {
  readonly min: DecimalString;
  readonly max: DecimalString;
  /** Flat fee in USD per withdrawal, per type. */
  readonly fee: Readonly<Record<WithdrawalType, DecimalString>>;
  readonly currencies: readonly WithdrawalCurrency[];
  /** Business days a withdrawal takes after approval. */
  readonly processingDays: { readonly min: number; readonly max: number };
}

export interface WithdrawalCurrency {
  readonly currency: string;
  readonly currencyType: CurrencyType;
  /** Crypto networks; empty for fiat. */
  readonly networks: readonly string[];
  /** Units of this currency per 1 USD. */
  readonly rate: DecimalString;
  /** Decimal places the currency is paid in. */
  readonly decimals: number;
}
