import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { FollowType } from '../robot/robot.js';
import type { SettlementOutcome, SettlementReason } from './settlement-outcome.js';

/** SETTLED: paid to the wallet; UNSETTLED: not yet due; RESETTLEMENT: due but held back, paid later. */
export const PROFIT_SHARE_STATUSES = ['UNSETTLED', 'SETTLED', 'RESETTLEMENT', 'RESETTLED'] as const;
export type ProfitShareStatus = (typeof PROFIT_SHARE_STATUSES)[number];

/** A profit-share settlement of one robot (spec section 3). */
export interface ProfitShareRecord {
  readonly id: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly robotId: string;
  readonly robotName: string;
  readonly followType: FollowType;
  readonly settleTime: IsoDateTime;
  /** Robot's cumulative profit at settlement. */
  readonly profit: DecimalString;
  /** Covered-loss high-water mark after this settlement. */
  readonly hwm: DecimalString;
  readonly profitShare: DecimalString;
  /** The platform's 10% of the share. */
  readonly fee: DecimalString;
  /** What the provider receives: profitShare - fee. */
  readonly receive: DecimalString;
  readonly status: ProfitShareStatus;
  /** Why a share is held back for resettlement, as an error code; '' otherwise. */
  readonly reason: string;
  /** The signal account's currency: what profit and hwm are in (USD; TWD for a TWSE signal). */
  readonly currency: string;
  /** The share in the account's currency (the same as profitShare for a USD account). */
  readonly accountProfitShare: DecimalString;
  /**
   * USD per unit of `currency` that profitShare was converted at: the rate in force when the share was
   * settled (for an UNSETTLED row, the rate in force now); '1' for USD; null when none is in force.
   */
  readonly exchangeRate: DecimalString | null;
  /**
   * What the last settlement run did with this share (the settlement ledger, GET /report/outcome):
   * SETTLED, DEFERRED (held back), RESETTLED; for an UNSETTLED robot, DEFERRED when a run could not
   * settle it in its current period (no exchange rate), else null.
   */
  readonly outcome: SettlementOutcome | null;
  /** Why, as a settlement reason code; null with no outcome. */
  readonly outcomeReason: SettlementReason | null;
}

/** A follower order copied from the provider's order (the orders report). */
export interface FollowOrderRecord {
  readonly id: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly orderId: string;
  readonly ticket: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  /** Provider's volume that the followers copied. */
  readonly impactVolume: DecimalString;
  readonly followOrders: number;
  readonly followVolume: DecimalString;
  readonly profit: DecimalString;
  readonly openTime: IsoDateTime;
  readonly closeTime: IsoDateTime | null;
}
