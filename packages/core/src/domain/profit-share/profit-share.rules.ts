import type { ErrorCode } from '../../shared/error-codes.js';
import {
  Decimal,
  dec,
  maxDecimal,
  toDecimalString,
  toMoneyString,
  type DecimalString,
} from '../../shared/money.js';
import { DAY_MS, fromIso, toIso, type IsoDateTime } from '../../shared/time.js';
import type { ProfitShareStatus } from './profit-share-record.js';

/** The platform keeps 10% of every profit share (spec section 9). */
export const PLATFORM_FEE_RATE = '0.10';
/** A follower robot's profit is settled 30 days after the robot is created (spec section 9). */
export const SETTLEMENT_DELAY_DAYS = 30;

/** When a robot created at `robotCreatedAt` is first due for settlement. */
export const settlementDueAt = (robotCreatedAt: IsoDateTime): IsoDateTime =>
  toIso(fromIso(robotCreatedAt) + SETTLEMENT_DELAY_DAYS * DAY_MS);

/**
 * SETTLED: paid now. RESETTLEMENT: owed but held back (reason says why), paid later by
 * resettleProfitShare. RESETTLED: a held-back share paid later. NOTHING_DUE: no profit above the
 * high-water mark (or a share below one cent); only the HWM may move. The first three are the
 * record statuses of ProfitShareRecord; NOTHING_DUE produces no payment (store it as SETTLED with
 * zero amounts, or not at all).
 */
export type SettlementStatus =
  Extract<ProfitShareStatus, 'SETTLED' | 'RESETTLEMENT' | 'RESETTLED'> | 'NOTHING_DUE';

/** Why a share was held back: '' when it was not. */
export type ResettlementReason = '' | Extract<ErrorCode, 'BROKER_FUNDS_INSUFFICIENT'>;

export interface ProfitShareInput {
  /** The follower robot's cumulative profit now. */
  readonly profit: DecimalString;
  /** Covered-loss high-water mark: the highest cumulative profit already shared (starts at '0'). */
  readonly hwm: DecimalString;
  /** Percent of the profit shared with the provider: '20' means 20% (FollowSetting.profitSharePercent). */
  readonly profitSharePercent: DecimalString;
  /** What the robot's broker account can pay now; absent means it can pay whatever is due. */
  readonly brokerFundsAvailable?: DecimalString;
}

export interface ProfitShareSettlement {
  /** Cumulative profit the settlement was made at. */
  readonly profit: DecimalString;
  /** Profit above the previous HWM that this settlement shares: max(0, profit - hwm), exact. */
  readonly shareBase: DecimalString;
  /** percent x shareBase, rounded down to cents: what the follower pays. */
  readonly profitShare: DecimalString;
  /** The platform's 10% of profitShare, rounded half-up to cents. */
  readonly fee: DecimalString;
  /** What the provider receives: profitShare - fee, exact. */
  readonly receive: DecimalString;
  /** max(hwm, profit): moves up even when payment is held back, so no profit is shared twice. */
  readonly newHwm: DecimalString;
  readonly status: SettlementStatus;
  readonly reason: ResettlementReason;
}

/** A settlement whose payment is still owed. */
export type PendingProfitShare = ProfitShareSettlement & { readonly status: 'RESETTLEMENT' };

/**
 * The platform's part of a share at cents and the provider's rest: fee = roundHalfUp(share x 10%),
 * receive = share - fee, so fee + receive = share exactly.
 */
export const splitProfitShare = (profitShare: Decimal): { fee: Decimal; receive: Decimal } => {
  const fee = profitShare.times(PLATFORM_FEE_RATE).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { fee, receive: profitShare.minus(fee) };
};

/**
 * Settles a follower robot's profit against its high-water mark:
 *   shareBase   = max(0, profit - hwm)
 *   profitShare = roundDown(shareBase x percent / 100, cents)
 *   fee         = roundHalfUp(profitShare x 0.10, cents)
 *   receive     = profitShare - fee            (so fee + receive = profitShare exactly)
 *   newHwm      = max(hwm, profit)
 * A loss lowers nothing: the HWM stays, and the profit that recovers the loss is not shared again.
 * When the broker funds available cannot cover profitShare, nothing is paid now: the amounts are
 * carried with status RESETTLEMENT and reason BROKER_FUNDS_INSUFFICIENT, and the HWM still advances.
 * Inputs come from storage, not from a user: malformed ones are bugs and throw.
 */
export const settleProfitShare = (input: ProfitShareInput): ProfitShareSettlement => {
  const profit = dec(input.profit);
  const hwm = dec(input.hwm);
  const percent = dec(input.profitSharePercent);
  if (percent.isNegative() || percent.greaterThan(100)) {
    throw new RangeError(`settleProfitShare: percent ${input.profitSharePercent} is outside [0, 100]`);
  }
  const shareBase = maxDecimal(profit.minus(hwm), dec(0));
  const profitShare = shareBase.times(percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const { fee, receive } = splitProfitShare(profitShare);
  const heldBack =
    input.brokerFundsAvailable !== undefined && dec(input.brokerFundsAvailable).lessThan(profitShare);
  const status: SettlementStatus = profitShare.isZero()
    ? 'NOTHING_DUE'
    : heldBack
      ? 'RESETTLEMENT'
      : 'SETTLED';
  return {
    profit: toDecimalString(profit),
    shareBase: toDecimalString(shareBase),
    profitShare: toMoneyString(profitShare),
    fee: toMoneyString(fee),
    receive: toMoneyString(receive),
    newHwm: toDecimalString(maxDecimal(hwm, profit)),
    status,
    reason: status === 'RESETTLEMENT' ? 'BROKER_FUNDS_INSUFFICIENT' : '',
  };
};

export const isPendingProfitShare = (settlement: ProfitShareSettlement): settlement is PendingProfitShare =>
  settlement.status === 'RESETTLEMENT';

/**
 * Pays a held-back share once the broker's funds cover it: the same amounts with status RESETTLED
 * and no reason. Otherwise the share stays pending, unchanged. The HWM is not touched: it already
 * moved when the share was first settled.
 */
export const resettleProfitShare = (
  pending: PendingProfitShare,
  fundsAvailable: DecimalString,
): ProfitShareSettlement => {
  if (pending.status !== 'RESETTLEMENT') {
    throw new TypeError(`resettleProfitShare: a ${String(pending.status)} share is not pending`);
  }
  return dec(fundsAvailable).greaterThanOrEqualTo(dec(pending.profitShare))
    ? { ...pending, status: 'RESETTLED', reason: '' }
    : pending;
};
