import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { FollowType } from '../robot/robot.js';

/**
 * What a settlement run did with one due robot (the settlement ledger, one row per robot per run):
 * SETTLED: a share was worked out and paid to the provider's wallet.
 * NOTHING_DUE: nothing to share (the reason says why); only the high-water mark may move.
 * DEFERRED: a share is owed but not paid in this run (the reason says why); a later run pays it.
 * RESETTLED: a share deferred by an earlier run was paid in this one.
 */
export const SETTLEMENT_OUTCOMES = ['SETTLED', 'NOTHING_DUE', 'DEFERRED', 'RESETTLED'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];

/** Why a robot's settlement came out as it did: a closed list, each reason belonging to one outcome. */
export const SETTLEMENT_REASONS = [
  /** SETTLED: the robot's profit rose above its high-water mark; the share of the rise was paid. */
  'PROFIT_ABOVE_HWM',
  /** NOTHING_DUE: the profit is at or below the high-water mark (a loss not yet recovered). */
  'PROFIT_NOT_ABOVE_HWM',
  /** NOTHING_DUE: the robot's terms share 0% of its profit. */
  'NO_PROFIT_SHARE_AGREED',
  /** NOTHING_DUE: profit rose above the mark, but the share is under one cent (in the account's currency or in USD). */
  'SHARE_BELOW_ONE_CENT',
  /** DEFERRED: the follower's broker account cannot pay the share now; it is paid once it can. */
  'BROKER_FUNDS_INSUFFICIENT',
  /** DEFERRED: no exchange rate from the account's currency to USD was in force; the robot is settled once one is. */
  'EXCHANGE_RATE_MISSING',
  /** RESETTLED: the follower's broker account now covers a share held back earlier. */
  'BROKER_FUNDS_RECOVERED',
] as const;
export type SettlementReason = (typeof SETTLEMENT_REASONS)[number];

/** The outcome each reason explains. */
export const OUTCOME_OF_REASON: Readonly<Record<SettlementReason, SettlementOutcome>> = {
  PROFIT_ABOVE_HWM: 'SETTLED',
  PROFIT_NOT_ABOVE_HWM: 'NOTHING_DUE',
  NO_PROFIT_SHARE_AGREED: 'NOTHING_DUE',
  SHARE_BELOW_ONE_CENT: 'NOTHING_DUE',
  BROKER_FUNDS_INSUFFICIENT: 'DEFERRED',
  EXCHANGE_RATE_MISSING: 'DEFERRED',
  BROKER_FUNDS_RECOVERED: 'RESETTLED',
};

export const isSettlementOutcome = (value: unknown): value is SettlementOutcome =>
  typeof value === 'string' && (SETTLEMENT_OUTCOMES as readonly string[]).includes(value);

export const isSettlementReason = (value: unknown): value is SettlementReason =>
  typeof value === 'string' && (SETTLEMENT_REASONS as readonly string[]).includes(value);

/**
 * One row of the settlement ledger (GET /report/outcome): what a settlement run did with one of the
 * provider's robots and why, with the figures it used. Profit and marks are in the signal account's
 * currency; the share paid (profitShare, fee, receive) is in the wallet's USD.
 */
export interface SettlementOutcomeRecord {
  readonly id: string;
  /** The settlement run; every robot settled by the same run shares it. */
  readonly runId: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly robotId: string;
  readonly robotName: string;
  readonly followType: FollowType;
  /** When the run settled the robot. */
  readonly settleTime: IsoDateTime;
  readonly outcome: SettlementOutcome;
  readonly reason: SettlementReason;
  /** The account's currency: what profit, the marks and accountProfitShare are in (USD, TWD). */
  readonly currency: string;
  /** The robot's cumulative profit at settlement. */
  readonly profit: DecimalString;
  readonly hwmBefore: DecimalString;
  /** Moves up when a share is worked out (paid or deferred for funds), never down. */
  readonly hwmAfter: DecimalString;
  /** The share in the account's currency. */
  readonly accountProfitShare: DecimalString;
  /** USD per one unit of `currency` at settlement time ('1' for USD); null when none was in force. */
  readonly exchangeRate: DecimalString | null;
  /** USD: the share, the platform's 10% fee, and what the provider receives (fee + receive = profitShare). */
  readonly profitShare: DecimalString;
  readonly fee: DecimalString;
  readonly receive: DecimalString;
  /** The profit-share record the run created or paid; null when nothing was recorded (nothing due, no rate). */
  readonly recordId: string | null;
}

/** Totals of the settlement ledger's filtered rows: how many of each outcome, and what was paid (USD). */
export interface SettlementOutcomeTotals {
  readonly records: number;
  readonly settled: number;
  readonly nothingDue: number;
  readonly deferred: number;
  readonly resettled: number;
  /** What the SETTLED and RESETTLED rows paid to the provider. */
  readonly receive: DecimalString;
}

/** Columns of the settlement ledger's CSV, in order: the record's fields, named as in the JSON. */
export const SETTLEMENT_OUTCOME_CSV_COLUMNS = [
  'id',
  'runId',
  'signalId',
  'signalName',
  'robotId',
  'robotName',
  'followType',
  'settleTime',
  'outcome',
  'reason',
  'currency',
  'profit',
  'hwmBefore',
  'hwmAfter',
  'accountProfitShare',
  'exchangeRate',
  'profitShare',
  'fee',
  'receive',
  'recordId',
] as const satisfies readonly (keyof SettlementOutcomeRecord)[];
