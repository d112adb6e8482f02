import type { KycStatus } from '../domain/kyc/kyc.js';
import { dec, toMoneyString, type DecimalString } from '../shared/money.js';
import { fail, ok, type Result } from '../shared/result.js';
import { parseMoneyAmount } from './amount.rules.js';

export interface WithdrawalAmountInput {
  /** As typed, in USD. */
  readonly amount: string;
  /** The platform's limits (WithdrawalConfig.min / max). */
  readonly min: DecimalString;
  readonly max: DecimalString;
  readonly withdrawableBalance: DecimalString;
  readonly kycStatus: KycStatus;
}

/**
 * A withdrawal amount, checked in this order, first failure wins: identity verification APPROVED
 * (KYC_NOT_PASSED: nothing else matters until then), a positive amount with at most 2 places
 * (AMOUNT_INVALID), >= min (WITHDRAW_AMOUNT_TOO_LOW), <= max (WITHDRAW_AMOUNT_TOO_HIGH),
 * <= withdrawable balance (INSUFFICIENT_BALANCE). Returns the amount at cents ('100.5' -> '100.50').
 */
export const validateWithdrawalAmount = (input: WithdrawalAmountInput): Result<DecimalString> => {
  if (input.kycStatus !== 'APPROVED') return fail('KYC_NOT_PASSED');
  const amount = parseMoneyAmount(input.amount);
  if (amount.error) return amount;
  if (amount.value.lessThan(dec(input.min))) return fail('WITHDRAW_AMOUNT_TOO_LOW');
  if (amount.value.greaterThan(dec(input.max))) return fail('WITHDRAW_AMOUNT_TOO_HIGH');
  if (amount.value.greaterThan(dec(input.withdrawableBalance))) return fail('INSUFFICIENT_BALANCE');
  return ok(toMoneyString(amount.value));
};
