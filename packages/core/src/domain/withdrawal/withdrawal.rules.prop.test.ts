import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../shared/error-codes.js';
import { dec, type Decimal } from '../../shared/money.js';
import { fail } from '../../shared/result.js';
import { toIso } from '../../shared/time.js';
import { defaultWithdrawal, type Withdrawal, type WithdrawalStatus } from './withdrawal.js';
import { applyWithdrawalAction, withdrawalBalanceEffect, type WithdrawalAction } from './withdrawal.rules.js';

/**
 * Model-based test of the withdrawal machine: a model that knows only the status, and a real
 * withdrawal plus the ledger totals that `withdrawalBalanceEffect` produces along the way.
 */
const OWNER = 'owner';

interface Model {
  status: WithdrawalStatus;
}

interface Real {
  w: Withdrawal;
  frozen: Decimal;
  balance: Decimal;
  minutes: number;
}

/** The machine, once more: where each action goes from each status. */
const MOVES: Readonly<Record<WithdrawalAction['type'], Partial<Record<WithdrawalStatus, WithdrawalStatus>>>> =
  {
    approve: { UNDER_REVIEW: 'PROCESSING' },
    reject: { UNDER_REVIEW: 'REJECTED', PROCESSING: 'REJECTED' },
    complete: { PROCESSING: 'COMPLETED' },
    cancel: { UNDER_REVIEW: 'CANCELED' },
  };

const STAMP: Readonly<Partial<Record<WithdrawalStatus, keyof Withdrawal>>> = {
  PROCESSING: 'approvedAt',
  REJECTED: 'rejectedAt',
  COMPLETED: 'completedAt',
  CANCELED: 'cancelledAt',
};
const STAMPS = Object.values(STAMP);

type Refusal = Extract<ErrorCode, 'PERMISSION_DENIED' | 'WITHDRAW_ORDER_STATUS'>;

const expected = (m: Model, action: WithdrawalAction): WithdrawalStatus | Refusal => {
  if (action.type === 'cancel' && action.actorUserId !== OWNER) return 'PERMISSION_DENIED';
  return MOVES[action.type][m.status] ?? 'WITHDRAW_ORDER_STATUS';
};

class Act implements fc.Command<Model, Real> {
  constructor(readonly action: WithdrawalAction) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const now = toIso(Date.UTC(2024, 0, 1) + ++real.minutes * 60_000);
    const before = real.w;
    const outcome = expected(model, this.action);
    const result = applyWithdrawalAction(before, this.action, now);
    if (outcome === 'PERMISSION_DENIED' || outcome === 'WITHDRAW_ORDER_STATUS') {
      expect(result).toEqual(fail(outcome));
      return;
    }
    if (result.error) throw new Error(`refused with ${result.value}, the model accepts`);
    const w = result.value;
    expect(w.status).toBe(outcome);
    // The timestamp of this move is set to now; every other one is as it was (never cleared).
    for (const stamp of STAMPS) expect(w[stamp]).toBe(stamp === STAMP[outcome] ? now : before[stamp]);
    expect(w.appliedAt).toBe(before.appliedAt);
    const effect = withdrawalBalanceEffect(before.status, w.status, w.amount);
    real.frozen = real.frozen.plus(effect.frozenDelta);
    real.balance = real.balance.plus(effect.balanceDelta);
    real.w = w;
    model.status = outcome;
  }
  toString = () => JSON.stringify(this.action);
}

const commandsArb = fc.commands(
  [
    fc.constant(new Act({ type: 'approve', complianceId: 'c-1', complianceAccount: 'ops' })),
    fc.string({ maxLength: 6 }).map((comment) => new Act({ type: 'reject', comment })),
    fc.constant(
      new Act({
        type: 'complete',
        financeId: 'f-1',
        financeAccount: 'fin',
        paymentSlip: 's.pdf',
        paidAmount: '1',
      }),
    ),
    fc.constantFrom(OWNER, 'stranger').map((actorUserId) => new Act({ type: 'cancel', actorUserId })),
  ],
  { maxCommands: 12 },
);

/** Amounts in cents up to ten million, as decimal strings. */
const amountArb = fc
  .integer({ min: 1, max: 1_000_000_000 })
  .map((cents) => dec(cents).dividedBy(100).toFixed(2));

describe('the withdrawal machine against its model', () => {
  it('moves as the model says, stamps each move once, and the ledger sums to the outcome', () => {
    fc.assert(
      fc.property(amountArb, commandsArb, (amount, commands) => {
        const w = defaultWithdrawal({ userId: OWNER, amount });
        const applied = withdrawalBalanceEffect(null, 'UNDER_REVIEW', amount);
        const real: Real = {
          w,
          frozen: dec(applied.frozenDelta),
          balance: dec(applied.balanceDelta),
          minutes: 0,
        };
        const model: Model = { status: 'UNDER_REVIEW' };
        fc.modelRun(() => ({ model, real }), commands);

        const a = dec(amount);
        const totals = { frozen: real.frozen.toFixed(), balance: real.balance.toFixed() };
        switch (real.w.status) {
          case 'UNDER_REVIEW':
          case 'PROCESSING':
            expect(totals).toEqual({ frozen: a.toFixed(), balance: '0' });
            break;
          case 'COMPLETED':
            expect(totals).toEqual({ frozen: '0', balance: a.negated().toFixed() });
            break;
          case 'REJECTED':
          case 'CANCELED':
            expect(totals).toEqual({ frozen: '0', balance: '0' });
            break;
        }
      }),
      { numRuns: 300 },
    );
  });
});
