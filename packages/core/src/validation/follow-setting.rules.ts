import type { FollowSetting } from '../domain/signal/signal.js';
import { dec, parseDecimal, toDecimalString, toMoneyString, type DecimalString } from '../shared/money.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Spec: the minimum investment is at least 100 dollars... */
export const INVESTMENT_MIN_FLOOR = 100;
/** ...and at least 5% of the signal's max drawdown. */
export const MIN_INVESTMENT_DRAWDOWN_RATIO = '0.05';
/** Spec: the maximum investment is at most 1,000,000. */
export const INVESTMENT_MAX_CEILING = 1_000_000;
export const PROFIT_SHARE_PERCENT_MIN = 0;
export const PROFIT_SHARE_PERCENT_MAX = 100;
/** Places allowed in a profit-share percent ('12.5' and '12.25' are fine, '12.125' is not). */
export const PROFIT_SHARE_PERCENT_SCALE = 2;

export interface FollowSettingContext {
  /** The signal's max drawdown in money; its sign is ignored (a drawdown may be stored negative). */
  readonly maxDrawdown: DecimalString;
}

/** The least whole minimum investment a signal with this max drawdown allows. */
export const minimumInvestmentFor = (maxDrawdown: DecimalString): DecimalString => {
  const byDrawdown = dec(maxDrawdown).abs().times(MIN_INVESTMENT_DRAWDOWN_RATIO).ceil();
  return toDecimalString(
    byDrawdown.greaterThan(INVESTMENT_MIN_FLOOR) ? byDrawdown : dec(INVESTMENT_MIN_FLOOR),
  );
};

const scaleOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * The follow setting of a signal, checked in this order, first failure wins:
 * min is a whole number (INVESTMENT_MIN_NOT_WHOLE; '100.00' counts as whole), min >= 100
 * (INVESTMENT_MIN_TOO_LOW), min >= 5% of |max drawdown| (INVESTMENT_MIN_BELOW_DRAWDOWN);
 * max is a money amount with at most 2 places (INVESTMENT_MAX_INVALID), max <= 1,000,000
 * (INVESTMENT_MAX_TOO_HIGH), min <= max (INVESTMENT_MIN_ABOVE_MAX); profit-share percent is a
 * percentage (not a fraction: '20' means 20%) in [0, 100] with at most 2 places
 * (PROFIT_SHARE_PERCENT_INVALID). Returns min as a whole number, max at cents, percent as typed
 * without superfluous zeros.
 */
export const validateFollowSetting = (
  setting: FollowSetting,
  context: FollowSettingContext,
): Result<FollowSetting> => {
  const min = parseDecimal(setting.investmentMin.trim());
  if (min.error || !min.value.isInteger()) return fail('INVESTMENT_MIN_NOT_WHOLE');
  if (min.value.lessThan(INVESTMENT_MIN_FLOOR)) return fail('INVESTMENT_MIN_TOO_LOW');
  const drawdownFloor = dec(context.maxDrawdown).abs().times(MIN_INVESTMENT_DRAWDOWN_RATIO);
  if (min.value.lessThan(drawdownFloor)) return fail('INVESTMENT_MIN_BELOW_DRAWDOWN');

  const maxText = setting.investmentMax.trim();
  const max = parseDecimal(maxText);
  if (max.error || scaleOf(maxText) > 2) return fail('INVESTMENT_MAX_INVALID');
  if (max.value.greaterThan(INVESTMENT_MAX_CEILING)) return fail('INVESTMENT_MAX_TOO_HIGH');
  if (min.value.greaterThan(max.value)) return fail('INVESTMENT_MIN_ABOVE_MAX');

  const percentText = setting.profitSharePercent.trim();
  const percent = parseDecimal(percentText);
  if (
    percent.error ||
    scaleOf(percentText) > PROFIT_SHARE_PERCENT_SCALE ||
    percent.value.lessThan(PROFIT_SHARE_PERCENT_MIN) ||
    percent.value.greaterThan(PROFIT_SHARE_PERCENT_MAX)
  ) {
    return fail('PROFIT_SHARE_PERCENT_INVALID');
  }

  return ok({
    investmentMin: toDecimalString(min.value, 0),
    investmentMax: toMoneyString(max.value),
    profitSharePercent: toDecimalString(percent.value.abs()),
  });
};
