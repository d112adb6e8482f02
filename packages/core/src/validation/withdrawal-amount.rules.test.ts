import { describe, expect, it } from 'vitest';
import { parseMoneyAmount } from './amount.rules.js';
import { validateWithdrawalAmount, type WithdrawalAmountInput } from './withdrawal-amount.rules.js';

const base: WithdrawalAmountInput = {
  amount: '150',
  min: '50',
  max: '10000',
  withdrawableBalance: '1200.50',
  kycStatus: 'APPROVED',
};

describe('parseMoneyAmount', () => {
  it('accepts a positive amount with at most 2 places', () => {
    for (const text of ['1', '0.01', '100.5', '100.50', ' 42 '])
      expect(parseMoneyAmount(text).error).toBe(false);
  });

  it.each(['0', '0.00', '-5', '1.001', '1e3', '1,000', '', 'ten', '.5', '+5'])(
    'refuses "%s" with AMOUNT_INVALID',
    (text) => {
      expect(parseMoneyAmount(text)).toEqual({ error: true, value: 'AMOUNT_INVALID' });
    },
  );
});

describe('validateWithdrawalAmount', () => {
  it('accepts an amount within min, max and the balance, returned at cents', () => {
    expect(validateWithdrawalAmount(base)).toEqual({ error: false, value: '150.00' });
    expect(validateWithdrawalAmount({ ...base, amount: '1200.5' })).toEqual({
      error: false,
      value: '1200.50',
    });
    expect(validateWithdrawalAmount({ ...base, amount: '50' }).error).toBe(false);
  });

  it('needs identity verification APPROVED before anything else', () => {
    for (const kycStatus of ['UNVERIFIED', 'UNDER_REVIEW', 'FAILED', 'BLOCKED'] as const) {
      expect(validateWithdrawalAmount({ ...base, kycStatus, amount: 'garbage' })).toEqual({
        error: true,
        value: 'KYC_NOT_PASSED',
      });
    }
  });

  it('refuses in order: format, below min, above max, above balance', () => {
    expect(validateWithdrawalAmount({ ...base, amount: '10.123' }).value).toBe('AMOUNT_INVALID');
    expect(validateWithdrawalAmount({ ...base, amount: '49.99' }).value).toBe('WITHDRAW_AMOUNT_TOO_LOW');
    expect(
      validateWithdrawalAmount({ ...base, amount: '10000.01', withdrawableBalance: '20000' }).value,
    ).toBe('WITHDRAW_AMOUNT_TOO_HIGH');
    // 1200.51 > balance 1200.50 by one cent
    expect(validateWithdrawalAmount({ ...base, amount: '1200.51' }).value).toBe('INSUFFICIENT_BALANCE');
    // above max and above balance: max is reported first
    expect(validateWithdrawalAmount({ ...base, amount: '20000' }).value).toBe('WITHDRAW_AMOUNT_TOO_HIGH');
  });
});
