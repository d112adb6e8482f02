import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultWithdrawal, WITHDRAWAL_STATUSES } from './withdrawal.js';
import {
  applyWithdrawalAction,
  canCancelWithdrawal,
  WITHDRAWAL_ACTION_TYPES,
  withdrawalActionsFrom,
  type WithdrawalAction,
  type WithdrawalActionType,
} from './withdrawal.rules.js';

const NOW = '2025-03-02T00:00:00.000Z';
const OWNER = 'owner';

const actionOf = (type: WithdrawalActionType): WithdrawalAction => {
  switch (type) {
    case 'approve':
      return { type, complianceId: 'c', complianceAccount: 'ops' };
    case 'reject':
      return { type, comment: 'no' };
    case 'complete':
      return { type, financeId: 'f', financeAccount: 'ops', paymentSlip: 'S1', paidAmount: '10.00' };
    case 'cancel':
      return { type, actorUserId: OWNER };
  }
};

describe('withdrawalActionsFrom and canCancelWithdrawal', () => {
  it('lists what the machine allows from each status', () => {
    expect(withdrawalActionsFrom('UNDER_REVIEW')).toEqual(['approve', 'reject', 'cancel']);
    expect(withdrawalActionsFrom('PROCESSING')).toEqual(['reject', 'complete']);
    for (const status of ['COMPLETED', 'REJECTED', 'CANCELED'] as const)
      expect(withdrawalActionsFrom(status)).toEqual([]);
  });

  it('offers cancel only while under review', () => {
    expect(WITHDRAWAL_STATUSES.filter((status) => canCancelWithdrawal({ status }))).toEqual(['UNDER_REVIEW']);
  });

  it('agree with applyWithdrawalAction for every status and action (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WITHDRAWAL_STATUSES),
        fc.constantFrom(...WITHDRAWAL_ACTION_TYPES),
        (status, type) => {
          const w = defaultWithdrawal({ id: 'w1', userId: OWNER, status });
          const applied = applyWithdrawalAction(w, actionOf(type), NOW);
          expect(withdrawalActionsFrom(status).includes(type)).toBe(!applied.error);
          if (type === 'cancel') expect(canCancelWithdrawal(w)).toBe(!applied.error);
        },
      ),
    );
  });
});
