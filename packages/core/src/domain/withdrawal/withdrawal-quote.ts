import { Decimal, dec, toDecimalString, toMoneyString, type DecimalString } from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import { parseMoneyAmount } from '../../validation/amount.rules.js';
import type { CurrencyType, WithdrawalConfig, WithdrawalType } from './withdrawal.js';

export interface WithdrawalQuoteInput {
  /** Amount in USD as typed. */
  readonly amount: string;
  readonly type: WithdrawalType;
  readonly config: WithdrawalConfig;
  readonly currency: string;
  /** Crypto network (e.g. 'TRC20'); '' for wire. */
  readonly network: string;
}

export interface WithdrawalQuote {
  /** USD, at cents. */
  readonly amount: DecimalString;
  /** Flat USD fee of this withdrawal type, at cents. */
  readonly fee: DecimalString;
  readonly currency: string;
  readonly currencyType: CurrencyType;
  readonly network: string;
  /** Units of the currency per 1 USD, as configured. */
  readonly exchangeRate: DecimalString;
  /** (amount - fee) x rate, rounded down to the currency's decimals. */
  readonly estimatedReceiveAmount: DecimalString;
}

/**
 * What a withdrawal would pay out, for the withdrawal screen and the order itself. Checks, in
 * order: the amount is a positive USD amount with at most 2 places (AMOUNT_INVALID); the currency
 * is offered and fits the type, FIAT for WIRE and CRYPTO for CRYPTO (UNSUPPORTED_CURRENCY); the
 * network is one the currency is offered on, or '' for wire (UNSUPPORTED_NETWORK); the amount
 * exceeds the fee (AMOUNT_BELOW_FEE: nothing would be paid out). Currency and network compare
 * case-insensitively and come back as configured.
 *   estimatedReceiveAmount = roundDown((amount - fee[type]) x rate, currency decimals)
 * Rounding down never promises more than is paid. The platform's min/max and the balance are
 * validateWithdrawalAmount's concern, not the quote's.
 */
export const quoteWithdrawal = (input: WithdrawalQuoteInput): Result<WithdrawalQuote> => {
  const amount = parseMoneyAmount(input.amount);
  if (amount.error) return amount;

  const wanted = input.currency.trim().toUpperCase();
  const currencyType: CurrencyType = input.type === 'WIRE' ? 'FIAT' : 'CRYPTO';
  const currency = input.config.currencies.find(
    (c) => c.currency.toUpperCase() === wanted && c.currencyType === currencyType,
  );
  if (currency === undefined) return fail('UNSUPPORTED_CURRENCY');

  const wantedNetwork = input.network.trim().toUpperCase();
  const network =
    currencyType === 'FIAT'
      ? wantedNetwork === ''
        ? ''
        : undefined
      : currency.networks.find((n) => n.toUpperCase() === wantedNetwork);
  if (network === undefined) return fail('UNSUPPORTED_NETWORK');

  const fee = dec(input.config.fee[input.type]);
  if (amount.value.lessThanOrEqualTo(fee)) return fail('AMOUNT_BELOW_FEE');
  if (!Number.isInteger(currency.decimals) || currency.decimals < 0) {
    throw new RangeError(`quoteWithdrawal: ${currency.currency} has invalid decimals ${currency.decimals}`);
  }
  const receive = amount.value
    .minus(fee)
    .times(dec(currency.rate))
    .toDecimalPlaces(currency.decimals, Decimal.ROUND_DOWN);
  return ok({
    amount: toMoneyString(amount.value),
    fee: toMoneyString(fee),
    currency: currency.currency,
    currencyType,
    network,
    exchangeRate: toDecimalString(dec(currency.rate)),
    estimatedReceiveAmount: toDecimalString(receive, currency.decimals),
  });
};
