import type { ErrorCode } from '../../shared/error-codes.js';
import {
  Decimal,
  dec,
  isDecimalString,
  MONEY_SCALE,
  toDecimalString,
  toMoneyString,
  ZERO,
  type DecimalString,
} from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { parseMoneyAmount } from '../../validation/amount.rules.js';
import {
  PROFIT_SHARE_PERCENT_MAX,
  PROFIT_SHARE_PERCENT_MIN,
  PROFIT_SHARE_PERCENT_SCALE,
} from '../../validation/follow-setting.rules.js';
import { SETTLEMENT_DELAY_DAYS, settleProfitShare } from './profit-share.rules.js';

/**
 * "What if" a member followed with this investment and these monthly returns: each 30-day settlement
 * as the server's settlement job would make it (docs/validation.md "What-if"). A pure model for the
 * portal's edit screen and the CLI, not a promise: real profits come from copied trades.
 */

/** Most months one what-if covers: ten years keeps the table readable and the work bounded. */
export const WHAT_IF_MAX_MONTHS = 120;
/** How many of a signal's latest monthly returns "use this signal's history" takes. */
export const WHAT_IF_HISTORY_MONTHS = 12;
/** Places a typed percent return may have (a fraction then has at most 6, as the report's). */
export const WHAT_IF_RETURN_PERCENT_SCALE = 4;

export interface WhatIfInput {
  /** The follower's investment in USD: positive, at most 2 places. */
  readonly investment: DecimalString;
  /**
   * One return per 30-day period as a FRACTION in decimal text: '0.05' is +5%, '-0.03' is -3%, at
   * least '-1' (everything lost). Fractions because the performance report's monthlyReturns are
   * fractions; text because decimal.js must see the digits the user or the report gave, not a
   * binary float's approximation of them (parseReturnPercents and reportReturnToFraction convert).
   */
  readonly monthlyReturns: readonly DecimalString[];
  /** Percent of the profit shared, as FollowSetting.profitSharePercent: '20' is 20%. */
  readonly profitSharePercent: DecimalString;
}

/** One 30-day settlement. Money in USD at cents; marks in the two units named below. */
export interface WhatIfSettlement {
  /** 1 for the first settlement. */
  readonly settlement: number;
  /** Days after the follow started: 30, 60, ... */
  readonly day: number;
  readonly monthlyReturn: DecimalString;
  /** The period's trading result: equity after the previous settlement x return, half-up to cents. */
  readonly tradingProfit: DecimalString;
  /** The follower's equity when the settlement runs, before the share is paid. */
  readonly equityBefore: DecimalString;
  /** Cumulative trading profit: what the server's settlement compares with its mark. */
  readonly profit: DecimalString;
  /** The server's high-water mark before this settlement, in cumulative profit (starts at 0). */
  readonly hwm: DecimalString;
  /** The same mark as an equity level: the equity above which profit is shared again. */
  readonly hwmEquity: DecimalString;
  /** Profit above the mark that this settlement shares: max(0, profit - hwm). */
  readonly shareBase: DecimalString;
  /** What the follower pays (rounded down to cents). */
  readonly profitShare: DecimalString;
  /** The platform's 10% of the share (half-up to cents). */
  readonly fee: DecimalString;
  /** What the provider receives: profitShare - fee. */
  readonly receive: DecimalString;
  /** Equity once the share has left the follower's account. */
  readonly equityAfter: DecimalString;
  readonly newHwm: DecimalString;
  readonly newHwmEquity: DecimalString;
}

export interface WhatIfResult {
  readonly rows: readonly WhatIfSettlement[];
  readonly totals: {
    readonly profitShare: DecimalString;
    readonly fee: DecimalString;
    readonly receive: DecimalString;
  };
  /** Equity after the last settlement (the investment when there are no returns). */
  readonly finalEquity: DecimalString;
}

const scaleOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** A profit-share percent as validateFollowSetting accepts it: [0, 100], at most 2 places. */
const parsePercent = (text: string): Result<Decimal> => {
  const trimmed = text.trim();
  if (!isDecimalString(trimmed) || scaleOf(trimmed) > PROFIT_SHARE_PERCENT_SCALE) {
    return fail('PROFIT_SHARE_PERCENT_INVALID');
  }
  const percent = dec(trimmed);
  return percent.lessThan(PROFIT_SHARE_PERCENT_MIN) || percent.greaterThan(PROFIT_SHARE_PERCENT_MAX)
    ? fail('PROFIT_SHARE_PERCENT_INVALID')
    : ok(percent);
};

const parseFractions = (returns: readonly DecimalString[]): Result<Decimal[]> => {
  if (returns.length > WHAT_IF_MAX_MONTHS) return fail('INVALID_PARAMETERS');
  const fractions: Decimal[] = [];
  for (const text of returns) {
    if (!isDecimalString(text)) return fail('INVALID_PARAMETERS');
    const fraction = dec(text);
    if (fraction.lessThan(-1)) return fail('INVALID_PARAMETERS');
    fractions.push(fraction);
  }
  return ok(fractions);
};

/**
 * The settlements of a follow. Refusals: AMOUNT_INVALID (investment), PROFIT_SHARE_PERCENT_INVALID,
 * INVALID_PARAMETERS (a return that is not decimal text, below -1, or more than 120 of them).
 *
 * Each period, as the server does it (packages/server/src/followers/profit-share-settlement.ts):
 *   tradingProfit = roundHalfUp(equityAfter[previous] x return, cents)
 *   profit        = profit[previous] + tradingProfit           (cumulative; the robot's `profit`)
 *   settleProfitShare({ profit, hwm, profitSharePercent })      share, fee, receive, newHwm
 *   equityAfter   = equityBefore - profitShare                  (the follower's account pays)
 * The share leaves the follower's account, so the next return applies to what is left; the mark is
 * kept in cumulative profit as the server keeps it, and shown as an equity level too:
 *   hwmEquity = equity + (hwm - profit), i.e. the equity at which the follower is back at the mark.
 * Assumes the account can always pay (no held-back RESETTLEMENT).
 */
export const whatIfSettlements = (input: WhatIfInput): Result<WhatIfResult> => {
  const investment = parseMoneyAmount(input.investment);
  if (investment.error) return investment;
  const percent = parsePercent(input.profitSharePercent);
  if (percent.error) return percent;
  const fractions = parseFractions(input.monthlyReturns);
  if (fractions.error) return fractions;

  const profitSharePercent = toDecimalString(percent.value);
  let equity = investment.value;
  let profit = ZERO;
  let hwm = ZERO;
  let totals = { profitShare: ZERO, fee: ZERO, receive: ZERO };
  const rows = fractions.value.map((fraction, index): WhatIfSettlement => {
    const hwmEquity = equity.plus(hwm).minus(profit);
    const tradingProfit = equity.times(fraction).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
    const equityBefore = equity.plus(tradingProfit);
    profit = profit.plus(tradingProfit);
    const settled = settleProfitShare({
      profit: toDecimalString(profit),
      hwm: toDecimalString(hwm),
      profitSharePercent,
    });
    const share = dec(settled.profitShare);
    const row: WhatIfSettlement = {
      settlement: index + 1,
      day: (index + 1) * SETTLEMENT_DELAY_DAYS,
      monthlyReturn: toDecimalString(fraction),
      tradingProfit: toMoneyString(tradingProfit),
      equityBefore: toMoneyString(equityBefore),
      profit: toMoneyString(profit),
      hwm: toMoneyString(hwm),
      hwmEquity: toMoneyString(hwmEquity),
      shareBase: toMoneyString(dec(settled.shareBase)),
      profitShare: settled.profitShare,
      fee: settled.fee,
      receive: settled.receive,
      equityAfter: toMoneyString(equityBefore.minus(share)),
      newHwm: toMoneyString(dec(settled.newHwm)),
      newHwmEquity: toMoneyString(equityBefore.minus(share).plus(dec(settled.newHwm)).minus(profit)),
    };
    equity = equityBefore.minus(share);
    hwm = dec(settled.newHwm);
    totals = {
      profitShare: totals.profitShare.plus(share),
      fee: totals.fee.plus(dec(settled.fee)),
      receive: totals.receive.plus(dec(settled.receive)),
    };
    return row;
  });
  return ok({
    rows,
    totals: {
      profitShare: toMoneyString(totals.profitShare),
      fee: toMoneyString(totals.fee),
      receive: toMoneyString(totals.receive),
    },
    finalEquity: toMoneyString(equity),
  });
};

export interface ProfitSharePreview {
  readonly profitShare: DecimalString;
  readonly fee: DecimalString;
  readonly receive: DecimalString;
}

/**
 * What a follower who gains `gain` (USD, >= 0, at most 2 places) pays on a first settlement, what the
 * platform keeps and what the provider receives: settleProfitShare with the mark at 0.
 * Refusals: AMOUNT_INVALID, PROFIT_SHARE_PERCENT_INVALID.
 */
export const previewProfitShare = (input: {
  readonly gain: DecimalString;
  readonly profitSharePercent: DecimalString;
}): Result<ProfitSharePreview> => {
  const gain = input.gain.trim();
  if (!isDecimalString(gain) || scaleOf(gain) > MONEY_SCALE || dec(gain).isNegative()) {
    return fail('AMOUNT_INVALID');
  }
  const percent = parsePercent(input.profitSharePercent);
  if (percent.error) return percent;
  const { profitShare, fee, receive } = settleProfitShare({
    profit: gain,
    hwm: '0',
    profitSharePercent: toDecimalString(percent.value),
  });
  return ok({ profitShare, fee, receive });
};

const RETURNS_SEPARATOR = /[\s,;、，；]+/u;
const INVALID_RETURNS: ErrorCode = 'INVALID_PARAMETERS';

/**
 * Monthly returns typed as percents ("5, -3.5 8%") into the fractions whatIfSettlements takes
 * ('0.05', '-0.035', '0.08'). Separated by white space, commas or semicolons (the decimal mark is
 * '.'); a trailing '%', a leading '+' and the minus sign '−' are accepted. Each at least -100 with at
 * most 4 places, at most 120 of them; anything else INVALID_PARAMETERS. Blank text is no returns.
 */
export const parseReturnPercents = (text: string): Result<DecimalString[]> => {
  const parts = text.trim() === '' ? [] : text.trim().split(RETURNS_SEPARATOR);
  if (parts.length > WHAT_IF_MAX_MONTHS) return fail(INVALID_RETURNS);
  const fractions: DecimalString[] = [];
  for (const part of parts) {
    const number = part.replace(/%$/u, '').replace(/^\+/u, '').replace(/^−/u, '-');
    if (!isDecimalString(number) || scaleOf(number) > WHAT_IF_RETURN_PERCENT_SCALE)
      return fail(INVALID_RETURNS);
    const percent = dec(number);
    if (percent.lessThan(-100)) return fail(INVALID_RETURNS);
    fractions.push(toDecimalString(percent.dividedBy(100)));
  }
  return ok(fractions);
};

/**
 * A performance report's monthly return (a fraction as a number, rounded to 6 places by the
 * report) as exact decimal text: toFixed(6) recovers the report's digits whatever the float.
 */
export const reportReturnToFraction = (fraction: number): DecimalString =>
  toDecimalString(dec(fraction.toFixed(6)));

/** A fraction as the percent text parseReturnPercents reads back: '0.0525' -> '5.25'. */
export const fractionToPercentText = (fraction: DecimalString): DecimalString =>
  toDecimalString(dec(fraction).times(100));
