import { describe, expect, it } from 'vitest';
import { defaultWithdrawal } from './withdrawal.js';

describe('defaultWithdrawal', () => {
  it('is the spec’s blank withdrawal: a wire in USD under review, nothing stamped, every amount zero', () => {
    expect(defaultWithdrawal()).toEqual({
      id: '',
      userId: '',
      username: '',
      type: 'WIRE',
      status: 'UNDER_REVIEW',
      amount: '0',
      paidAmount: '0',
      comment: '',
      fee: '0',
      exchangeRate: '1',
      currency: 'USD',
      currencyType: 'FIAT',
      network: '',
      address: '',
      appliedAt: '1970-01-01T00:00:00.000Z',
      cancelledAt: null,
      complianceId: '',
      complianceAccount: '',
      approvedAt: null,
      rejectedAt: null,
      financeId: '',
      financeAccount: '',
      completedAt: null,
      paymentSlip: '',
      transferInfoForWire: null,
      estimatedReceiveAmount: '0',
    });
  });

  it('takes overrides over the defaults', () => {
    expect(defaultWithdrawal({ type: 'CRYPTO', currency: 'USDT' })).toMatchObject({
      type: 'CRYPTO',
      currency: 'USDT',
      status: 'UNDER_REVIEW',
    });
  });
});
