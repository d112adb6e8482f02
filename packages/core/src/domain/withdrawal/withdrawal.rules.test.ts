import { describe, expect, it } from 'vitest';
import { defaultWithdrawal, type Withdrawal, type WithdrawalStatus } from './withdrawal.js';
import {
  applyWithdrawalAction,
  isTerminalWithdrawalStatus,
  withdrawalBalanceEffect,
  type WithdrawalAction,
} from './withdrawal.rules.js';

const APPLIED = '2024-05-01T08:00:00.000Z';
const NOW = '2024-05-02T09:30:00.000Z';
const OWNER = 'user-7';

const request = (status: WithdrawalStatus = 'UNDER_REVIEW'): Withdrawal =>
  defaultWithdrawal({
    id: 'wd-1',
    userId: OWNER,
    status,
    amount: '250.00',
    fee: '15.00',
    appliedAt: APPLIED,
  });

const APPROVE: WithdrawalAction = { type: 'approve', complianceId: 'cmp-3', complianceAccount: 'alice@ops' };
const REJECT: WithdrawalAction = { type: 'reject', comment: 'name does not match the bank account' };
const COMPLETE: WithdrawalAction = {
  type: 'complete',
  financeId: 'fin-9',
  financeAccount: 'bob@finance',
  paymentSlip: 'slips/wd-1.pdf',
  paidAmount: '235.00',
};
const CANCEL: WithdrawalAction = { type: 'cancel', actorUserId: OWNER };

const apply = (w: Withdrawal, action: WithdrawalAction) => applyWithdrawalAction(w, action, NOW);
const after = (w: Withdrawal, action: WithdrawalAction): Withdrawal => {
  const result = apply(w, action);
  if (result.error) throw new Error(result.value);
  return result.value;
};

describe('applyWithdrawalAction', () => {
  it('approve: UNDER_REVIEW -> PROCESSING, with the compliance officer and the moment', () => {
    expect(after(request(), APPROVE)).toMatchObject({
      status: 'PROCESSING',
      approvedAt: NOW,
      complianceId: 'cmp-3',
      complianceAccount: 'alice@ops',
      appliedAt: APPLIED,
    });
  });

  it('reject: from UNDER_REVIEW or PROCESSING, with the reason', () => {
    expect(after(request(), REJECT)).toMatchObject({
      status: 'REJECTED',
      rejectedAt: NOW,
      comment: REJECT.comment,
    });
    const rejectedLate = after(after(request(), APPROVE), REJECT);
    expect(rejectedLate).toMatchObject({ status: 'REJECTED', rejectedAt: NOW, approvedAt: NOW });
  });

  it('complete: PROCESSING -> COMPLETED, with finance, slip and the amount paid (250 - 15 fee = 235)', () => {
    expect(after(after(request(), APPROVE), COMPLETE)).toMatchObject({
      status: 'COMPLETED',
      completedAt: NOW,
      financeId: 'fin-9',
      financeAccount: 'bob@finance',
      paymentSlip: 'slips/wd-1.pdf',
      paidAmount: '235.00',
    });
  });

  it('complete needs approval first, and a paid amount that is a non-negative decimal', () => {
    expect(apply(request(), COMPLETE)).toEqual({ error: true, value: 'WITHDRAW_ORDER_STATUS' });
    const processing = after(request(), APPROVE);
    for (const paidAmount of ['-1', '1e3', 'abc', '']) {
      expect(apply(processing, { ...COMPLETE, paidAmount })).toEqual({
        error: true,
        value: 'AMOUNT_INVALID',
      });
    }
  });

  it('cancel: only the owner, only while under review', () => {
    expect(after(request(), CANCEL)).toMatchObject({ status: 'CANCELED', cancelledAt: NOW });
    expect(apply(request(), { type: 'cancel', actorUserId: 'user-8' })).toEqual({
      error: true,
      value: 'PERMISSION_DENIED',
    });
    expect(apply(request('PROCESSING'), CANCEL)).toEqual({ error: true, value: 'WITHDRAW_ORDER_STATUS' });
  });

  it('a stranger is refused before the status is looked at', () => {
    expect(apply(request('COMPLETED'), { type: 'cancel', actorUserId: 'user-8' })).toEqual({
      error: true,
      value: 'PERMISSION_DENIED',
    });
  });

  it.each(['COMPLETED', 'REJECTED', 'CANCELED'] as const)('%s is terminal: it accepts nothing', (status) => {
    expect(isTerminalWithdrawalStatus(status)).toBe(true);
    for (const action of [APPROVE, REJECT, COMPLETE, CANCEL]) {
      expect(apply(request(status), action)).toEqual({ error: true, value: 'WITHDRAW_ORDER_STATUS' });
    }
  });

  it('UNDER_REVIEW and PROCESSING are not terminal', () => {
    expect(isTerminalWithdrawalStatus('UNDER_REVIEW')).toBe(false);
    expect(isTerminalWithdrawalStatus('PROCESSING')).toBe(false);
  });
});

describe('withdrawalBalanceEffect', () => {
  const amount = '250.00';

  it('applying freezes the amount: frozen +250, balance 0', () => {
    expect(withdrawalBalanceEffect(null, 'UNDER_REVIEW', amount)).toEqual({
      frozenDelta: '250',
      balanceDelta: '0',
    });
  });

  it('approving moves no money', () => {
    expect(withdrawalBalanceEffect('UNDER_REVIEW', 'PROCESSING', amount)).toEqual({
      frozenDelta: '0',
      balanceDelta: '0',
    });
  });

  it('cancelling or rejecting unfreezes it: frozen -250, balance 0', () => {
    const unfreeze = { frozenDelta: '-250', balanceDelta: '0' };
    expect(withdrawalBalanceEffect('UNDER_REVIEW', 'CANCELED', amount)).toEqual(unfreeze);
    expect(withdrawalBalanceEffect('UNDER_REVIEW', 'REJECTED', amount)).toEqual(unfreeze);
    expect(withdrawalBalanceEffect('PROCESSING', 'REJECTED', amount)).toEqual(unfreeze);
  });

  it('completing unfreezes and debits: frozen -250, balance -250', () => {
    expect(withdrawalBalanceEffect('PROCESSING', 'COMPLETED', '250.005')).toEqual({
      frozenDelta: '-250.005',
      balanceDelta: '-250.005',
    });
  });

  it('apply + approve + complete: frozen +250 + 0 - 250 = 0, balance 0 + 0 - 250 = -250', () => {
    const moves: [WithdrawalStatus | null, WithdrawalStatus][] = [
      [null, 'UNDER_REVIEW'],
      ['UNDER_REVIEW', 'PROCESSING'],
      ['PROCESSING', 'COMPLETED'],
    ];
    const effects = moves.map(([from, to]) => withdrawalBalanceEffect(from, to, amount));
    expect(effects.map((e) => e.frozenDelta)).toEqual(['250', '0', '-250']);
    expect(effects.map((e) => e.balanceDelta)).toEqual(['0', '0', '-250']);
  });

  it('a repeated status moves nothing; a move the machine never makes is a bug', () => {
    expect(withdrawalBalanceEffect('COMPLETED', 'COMPLETED', amount)).toEqual({
      frozenDelta: '0',
      balanceDelta: '0',
    });
    expect(() => withdrawalBalanceEffect('UNDER_REVIEW', 'COMPLETED', amount)).toThrow(RangeError);
    expect(() => withdrawalBalanceEffect('PROCESSING', 'CANCELED', amount)).toThrow(RangeError);
    expect(() => withdrawalBalanceEffect('CANCELED', 'UNDER_REVIEW', amount)).toThrow(RangeError);
    expect(() => withdrawalBalanceEffect(null, 'PROCESSING', amount)).toThrow(RangeError);
  });
});

describe('withdrawalBalanceEffect: only the machine’s moves', () => {
  it('throws, naming the move, for a move the machine never makes (backwards, or skipping a step)', () => {
    const never: [WithdrawalStatus | null, WithdrawalStatus][] = [
      [null, 'PROCESSING'],
      ['PROCESSING', 'UNDER_REVIEW'],
      ['COMPLETED', 'PROCESSING'],
      ['REJECTED', 'PROCESSING'],
      [null, 'COMPLETED'],
      ['UNDER_REVIEW', 'COMPLETED'],
      ['CANCELED', 'COMPLETED'],
    ];
    for (const [from, to] of never) {
      expect(() => withdrawalBalanceEffect(from, to, '10')).toThrow(
        `withdrawalBalanceEffect: no move ${String(from)} -> ${to}`,
      );
    }
  });
});
