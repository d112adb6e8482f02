import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KYC_STATUSES } from '../domain/kyc/kyc.js';
import { dec } from '../shared/money.js';
import { validateWithdrawalAmount } from './withdrawal-amount.rules.js';

const centsText = (cents: number): string => dec(cents).dividedBy(100).toFixed(2);
const cents = fc.integer({ min: 1, max: 10_000_000 });

describe('withdrawal amount properties', () => {
  it('an accepted amount lies in [min, max] and within the balance', () => {
    fc.assert(
      fc.property(cents, cents, cents, cents, (amount, a, b, balance) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const result = validateWithdrawalAmount({
          amount: centsText(amount),
          min: centsText(min),
          max: centsText(max),
          withdrawableBalance: centsText(balance),
          kycStatus: 'APPROVED',
        });
        const allowed = amount >= min && amount <= max && amount <= balance;
        expect(result.error).toBe(!allowed);
        if (!result.error) expect(result.value).toBe(centsText(amount));
      }),
    );
  });

  it('without approved identity verification nothing is accepted', () => {
    const notApproved = fc.constantFrom(...KYC_STATUSES.filter((s) => s !== 'APPROVED'));
    fc.assert(
      fc.property(fc.string(), notApproved, (amount, kycStatus) => {
        expect(
          validateWithdrawalAmount({
            amount,
            min: '0.01',
            max: '1000000',
            withdrawableBalance: '1000000',
            kycStatus,
          }),
        ).toEqual({ error: true, value: 'KYC_NOT_PASSED' });
      }),
    );
  });

  it('more than 2 decimal places is always AMOUNT_INVALID', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (amount, extra) => {
        const result = validateWithdrawalAmount({
          amount: `${centsText(amount)}${extra}`,
          min: '0.01',
          max: '1000000',
          withdrawableBalance: '1000000',
          kycStatus: 'APPROVED',
        });
        expect(result).toEqual({ error: true, value: 'AMOUNT_INVALID' });
      }),
    );
  });
});
