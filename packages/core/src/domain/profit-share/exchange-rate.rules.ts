import { Decimal, dec, isDecimalString, toDecimalString, type DecimalString } from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { splitProfitShare } from './profit-share.rules.js';

/** Profit shares are paid into the wallet in USD, whatever the currency of the signal's account. */
export const PROFIT_SHARE_WALLET_CURRENCY = 'USD';

/** Most decimals a rate is set with (enough for 1 JPY in BTC; the store keeps 18). */
export const EXCHANGE_RATE_MAX_DECIMALS = 10;
/** A rate at or above this is a typo, not a currency pair. */
const EXCHANGE_RATE_LIMIT = '1000000';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** An ISO 4217 style code: three capital letters (USD, TWD). */
export const isCurrencyCode = (value: unknown): value is string =>
  typeof value === 'string' && CURRENCY_CODE.test(value);

/** A rate as an operator sets it: one unit of `from` is worth `rate` units of `to`. */
export interface ExchangeRateInput {
  readonly from: string;
  readonly to: string;
  readonly rate: string;
}

/**
 * Checks a rate an operator sets: both currencies three capital letters (UNSUPPORTED_CURRENCY), not the
 * same (EXCHANGE_RATE_INVALID), and the rate a plain decimal above zero and below a million with at
 * most 10 decimals (EXCHANGE_RATE_INVALID). The rate comes back in its plain form ('0.0311').
 */
export const validateExchangeRate = (input: ExchangeRateInput): Result<ExchangeRateInput> => {
  const from = input.from.trim().toUpperCase();
  const to = input.to.trim().toUpperCase();
  if (!isCurrencyCode(from) || !isCurrencyCode(to)) return fail('UNSUPPORTED_CURRENCY');
  if (from === to) return fail('EXCHANGE_RATE_INVALID');
  const text = input.rate.trim();
  if (!isDecimalString(text)) return fail('EXCHANGE_RATE_INVALID');
  const rate = dec(text);
  if (!rate.greaterThan(0) || rate.greaterThanOrEqualTo(EXCHANGE_RATE_LIMIT))
    return fail('EXCHANGE_RATE_INVALID');
  if (rate.decimalPlaces() > EXCHANGE_RATE_MAX_DECIMALS) return fail('EXCHANGE_RATE_INVALID');
  return ok({ from, to, rate: toDecimalString(rate) });
};

/** A share paid in the wallet's currency. */
export interface ConvertedShare {
  readonly profitShare: DecimalString;
  readonly fee: DecimalString;
  readonly receive: DecimalString;
}

/**
 * A share worked out in the account's currency (at cents), paid in USD at `rate` (USD per unit):
 *   profitShare = roundDown(accountShare x rate, cents)   never more than the exact value, as the
 *                                                         share itself is rounded down
 *   fee         = roundHalfUp(profitShare x 10%, cents)
 *   receive     = profitShare - fee                        so fee + receive = profitShare exactly
 * At rate 1 the amounts are those of settleProfitShare. A malformed or non-positive rate is a bug: it throws.
 */
export const convertProfitShare = (accountShare: DecimalString, rate: DecimalString): ConvertedShare => {
  const factor = dec(rate);
  if (!factor.greaterThan(0)) throw new RangeError(`convertProfitShare: rate ${rate}`);
  const profitShare = dec(accountShare).times(factor).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const { fee, receive } = splitProfitShare(profitShare);
  return {
    profitShare: toDecimalString(profitShare, 2),
    fee: toDecimalString(fee, 2),
    receive: toDecimalString(receive, 2),
  };
};
