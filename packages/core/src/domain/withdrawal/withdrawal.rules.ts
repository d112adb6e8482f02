import {
  dec,
  isDecimalString,
  toDecimalString,
  type Decimal,
  type DecimalString,
} from '../../shared/money.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { Withdrawal, WithdrawalStatus } from './withdrawal.js';

/** The withdrawal lifecycle (spec section 4); the table is in docs/state-rules.md. */

export type WithdrawalAction =
  | {
      readonly type: 'approve';
      readonly complianceId: string;
      readonly complianceAccount: string;
    }
  | { readonly type: 'reject'; readonly comment: string }
  | {
      readonly type: 'complete';
      readonly financeId: string;
      readonly financeAccount: string;
      readonly paymentSlip: string;
      /** What was paid out, in the withdrawal's currency. */
      readonly paidAmount: DecimalString;
    }
  | { readonly type: 'cancel'; readonly actorUserId: string };

export type WithdrawalActionType = WithdrawalAction['type'];

export const WITHDRAWAL_ACTION_TYPES = [
  'approve',
  'reject',
  'complete',
  'cancel',
] as const satisfies readonly WithdrawalActionType[];

const TERMINAL_STATUSES: ReadonlySet<WithdrawalStatus> = new Set(['COMPLETED', 'REJECTED', 'CANCELED']);

export const isTerminalWithdrawalStatus = (status: WithdrawalStatus): boolean =>
  TERMINAL_STATUSES.has(status);

/** The statuses each action leaves from; anything else is WITHDRAW_ORDER_STATUS. */
const SOURCES: Readonly<Record<WithdrawalActionType, readonly WithdrawalStatus[]>> = {
  approve: ['UNDER_REVIEW'],
  reject: ['UNDER_REVIEW', 'PROCESSING'],
  complete: ['PROCESSING'],
  // Once compliance approved it, the money is on its way: the user can no longer take it back.
  cancel: ['UNDER_REVIEW'],
};

export const applyWithdrawalAction = (
  w: Withdrawal,
  action: WithdrawalAction,
  now: IsoDateTime,
): Result<Withdrawal> => {
  // Ownership first, so a stranger learns nothing about someone else's request.
  if (action.type === 'cancel' && action.actorUserId !== w.userId) return fail('PERMISSION_DENIED');
  if (!SOURCES[action.type].includes(w.status)) return fail('WITHDRAW_ORDER_STATUS');
  switch (action.type) {
    case 'approve':
      return ok({
        ...w,
        status: 'PROCESSING',
        approvedAt: now,
        complianceId: action.complianceId,
        complianceAccount: action.complianceAccount,
      });
    case 'reject':
      return ok({ ...w, status: 'REJECTED', rejectedAt: now, comment: action.comment });
    case 'complete':
      if (!isDecimalString(action.paidAmount) || action.paidAmount.startsWith('-'))
        return fail('AMOUNT_INVALID');
      return ok({
        ...w,
        status: 'COMPLETED',
        completedAt: now,
        financeId: action.financeId,
        financeAccount: action.financeAccount,
        paymentSlip: action.paymentSlip,
        paidAmount: action.paidAmount,
      });
    case 'cancel':
      return ok({ ...w, status: 'CANCELED', cancelledAt: now });
  }
};

/** What the ledger does to a wallet when a withdrawal moves: deltas of frozenAmount and balance. */
export interface WithdrawalBalanceEffect {
  readonly frozenDelta: DecimalString;
  readonly balanceDelta: DecimalString;
}

const effect = (frozen: Decimal, balance: Decimal): WithdrawalBalanceEffect => ({
  frozenDelta: toDecimalString(frozen),
  balanceDelta: toDecimalString(balance),
});

/**
 * The one definition of a withdrawal's money effect, for the server's ledger. `from` null is the
 * application itself. Applying freezes the amount; rejecting or cancelling unfreezes it; completing
 * unfreezes it and debits the balance. The fee is part of the amount (the user receives amount - fee),
 * so the amount is what leaves the wallet. A move the machine never makes is a bug and throws.
 */
export const withdrawalBalanceEffect = (
  from: WithdrawalStatus | null,
  to: WithdrawalStatus,
  amount: DecimalString | Decimal,
): WithdrawalBalanceEffect => {
  const a = dec(amount);
  const zero = dec(0);
  if (from === to) return effect(zero, zero);
  if (from === null) {
    if (to === 'UNDER_REVIEW') return effect(a, zero);
  } else if (from === 'UNDER_REVIEW' && to === 'PROCESSING') {
    return effect(zero, zero);
  } else if (to === 'REJECTED' || to === 'CANCELED') {
    if (SOURCES[to === 'REJECTED' ? 'reject' : 'cancel'].includes(from)) return effect(a.negated(), zero);
  } else if (from === 'PROCESSING' && to === 'COMPLETED') {
    return effect(a.negated(), a.negated());
  }
  throw new RangeError(`withdrawalBalanceEffect: no move ${String(from)} -> ${to}`);
};

/** The actions the machine allows from a status (an operator's and the owner's alike). */
export const withdrawalActionsFrom = (status: WithdrawalStatus): readonly WithdrawalActionType[] =>
  WITHDRAWAL_ACTION_TYPES.filter((type) => SOURCES[type].includes(status));

/**
 * Whether the owner may still cancel: the same answer `applyWithdrawalAction` gives to the owner's
 * cancel, so a screen offers the button exactly when the server would accept it.
 */
export const canCancelWithdrawal = (w: Pick<Withdrawal, 'status'>): boolean =>
  SOURCES.cancel.includes(w.status);
