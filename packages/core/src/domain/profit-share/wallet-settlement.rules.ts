import { dec, toDecimalString, type DecimalString } from '../../shared/money.js';
import { convertProfitShare, PROFIT_SHARE_WALLET_CURRENCY } from './exchange-rate.rules.js';
import { settleProfitShare, type ProfitShareInput } from './profit-share.rules.js';
import type { SettlementOutcome, SettlementReason } from './settlement-outcome.js';

export interface WalletSettlementInput extends ProfitShareInput {
  /** The signal account's currency: profit, hwm and brokerFundsAvailable are in it. */
  readonly currency: string;
  /** USD per unit of `currency` in force at settlement time; undefined when none is (USD needs none). */
  readonly exchangeRate: DecimalString | undefined;
}

/** A robot's settlement from its account's currency into the provider's USD wallet, with its outcome. */
export interface WalletSettlement {
  readonly outcome: SettlementOutcome;
  readonly reason: SettlementReason;
  /**
   * What to record: SETTLED pays now; RESETTLEMENT stores the share owed (deferred for funds) and a
   * later run pays it; null records no profit-share record (nothing due, or no rate).
   */
  readonly recordStatus: 'SETTLED' | 'RESETTLEMENT' | null;
  readonly currency: string;
  /** The rate used, '1' for USD; null when none was in force. */
  readonly exchangeRate: DecimalString | null;
  readonly profit: DecimalString;
  readonly shareBase: DecimalString;
  readonly hwmBefore: DecimalString;
  /** The robot's mark after this run. */
  readonly hwmAfter: DecimalString;
  /** The share in the account's currency, at cents. */
  readonly accountProfitShare: DecimalString;
  /** USD at cents; fee + receive = profitShare. Zero unless a share is recorded. */
  readonly profitShare: DecimalString;
  readonly fee: DecimalString;
  readonly receive: DecimalString;
}

const ZERO_USD = { profitShare: '0.00', fee: '0.00', receive: '0.00' } as const;

/**
 * Settles a robot (settleProfitShare, in its account's currency) and converts the share into the
 * wallet's USD at the rate in force at settlement time (convertProfitShare), saying what happened and why:
 *
 *   no profit above the mark               NOTHING_DUE  PROFIT_NOT_ABOVE_HWM
 *   a 0% share agreed                      NOTHING_DUE  NO_PROFIT_SHARE_AGREED
 *   a share under one cent (either side)   NOTHING_DUE  SHARE_BELOW_ONE_CENT    (the mark still rises)
 *   no rate in force for the currency      DEFERRED     EXCHANGE_RATE_MISSING   (the mark stays: the
 *                                          robot is settled by a later run once a rate is in force)
 *   broker funds short of the share        DEFERRED     BROKER_FUNDS_INSUFFICIENT (the mark rises; the
 *                                          USD amounts are fixed now and paid later)
 *   otherwise                              SETTLED      PROFIT_ABOVE_HWM
 *
 * A robot with nothing due needs no rate. Broker funds are compared in the account's currency.
 */
export const settleIntoWallet = (input: WalletSettlementInput): WalletSettlement => {
  const local = settleProfitShare(input);
  const rate = input.currency === PROFIT_SHARE_WALLET_CURRENCY ? '1' : input.exchangeRate;
  const common = {
    currency: input.currency,
    exchangeRate: rate ?? null,
    profit: local.profit,
    shareBase: local.shareBase,
    hwmBefore: toDecimalString(dec(input.hwm)),
    accountProfitShare: local.profitShare,
  };
  if (local.status === 'NOTHING_DUE') {
    const reason: SettlementReason = dec(local.shareBase).isZero()
      ? 'PROFIT_NOT_ABOVE_HWM'
      : dec(input.profitSharePercent).isZero()
        ? 'NO_PROFIT_SHARE_AGREED'
        : 'SHARE_BELOW_ONE_CENT';
    return {
      ...common,
      ...ZERO_USD,
      outcome: 'NOTHING_DUE',
      reason,
      recordStatus: null,
      hwmAfter: local.newHwm,
    };
  }
  if (rate === undefined) {
    return {
      ...common,
      ...ZERO_USD,
      outcome: 'DEFERRED',
      reason: 'EXCHANGE_RATE_MISSING',
      recordStatus: null,
      hwmAfter: common.hwmBefore,
    };
  }
  const paid = convertProfitShare(local.profitShare, rate);
  if (dec(paid.profitShare).isZero()) {
    return {
      ...common,
      ...ZERO_USD,
      outcome: 'NOTHING_DUE',
      reason: 'SHARE_BELOW_ONE_CENT',
      recordStatus: null,
      hwmAfter: local.newHwm,
    };
  }
  const deferred = local.status === 'RESETTLEMENT';
  return {
    ...common,
    ...paid,
    outcome: deferred ? 'DEFERRED' : 'SETTLED',
    reason: deferred ? 'BROKER_FUNDS_INSUFFICIENT' : 'PROFIT_ABOVE_HWM',
    recordStatus: deferred ? 'RESETTLEMENT' : 'SETTLED',
    hwmAfter: local.newHwm,
  };
};

/**
 * Whether a share deferred for funds can be paid now: the follower's account (funds in its currency;
 * undefined: whatever is due) covers the share in that currency. The USD amounts stay as fixed when
 * the share was worked out.
 */
export const canResettle = (
  accountProfitShare: DecimalString,
  fundsAvailable: DecimalString | undefined,
): boolean =>
  fundsAvailable === undefined || dec(fundsAvailable).greaterThanOrEqualTo(dec(accountProfitShare));
