import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { Withdrawal, WithdrawalStatus } from './withdrawal.js';

/** The moments of a withdrawal's life the record stamps (spec section 4: the timestamps imply them). */
export const WITHDRAWAL_EVENTS = ['applied', 'approved', 'rejected', 'cancelled', 'completed'] as const;
export type WithdrawalEvent = (typeof WITHDRAWAL_EVENTS)[number];

export interface WithdrawalMoment {
  readonly event: WithdrawalEvent;
  readonly at: IsoDateTime;
}

const STAMPS: Readonly<Record<WithdrawalEvent, (w: Withdrawal) => IsoDateTime | null>> = {
  applied: (w) => w.appliedAt,
  approved: (w) => w.approvedAt,
  rejected: (w) => w.rejectedAt,
  cancelled: (w) => w.cancelledAt,
  completed: (w) => w.completedAt,
};

/**
 * The stamped moments, oldest first (ties keep the lifecycle order above): applied, then what
 * followed. A moment that was never stamped is left out, so a withdrawal under review has one.
 */
export const withdrawalTimeline = (w: Withdrawal): readonly WithdrawalMoment[] =>
  WITHDRAWAL_EVENTS.flatMap((event) => {
    const at = STAMPS[event](w);
    return at === null ? [] : [{ event, at }];
  })
    .map((moment) => ({ moment, time: Date.parse(moment.at) }))
    // Array sort is stable: moments of the same instant stay in the lifecycle order they came in.
    .sort((a, b) => a.time - b.time)
    .map(({ moment }) => moment);

/** How far along the machine a status is: a withdrawal only ever moves forward. */
const STEP: Readonly<Record<WithdrawalStatus, number>> = {
  UNDER_REVIEW: 0,
  PROCESSING: 1,
  COMPLETED: 2,
  REJECTED: 2,
  CANCELED: 2,
};

/**
 * Whether `incoming` shows an earlier state than `shown` of the same withdrawal: a late message of
 * the live feed, or an answer overtaken by one. Showing it would move the row back in time.
 */
export const isStaleWithdrawalUpdate = (
  incoming: Pick<Withdrawal, 'status'>,
  shown: Pick<Withdrawal, 'status'>,
): boolean => STEP[incoming.status] < STEP[shown.status];

/**
 * What the member receives, in the withdrawal's currency: the paid amount once completed, the
 * estimate while it is on its way, and nothing after a rejection or a cancellation (the estimate is
 * kept for reference).
 */
export interface WithdrawalReceipt {
  readonly kind: 'paid' | 'estimated' | 'none';
  readonly amount: DecimalString;
  readonly currency: string;
}

export const withdrawalReceipt = (w: Withdrawal): WithdrawalReceipt => {
  const currency = w.currency;
  switch (w.status) {
    case 'COMPLETED':
      return { kind: 'paid', amount: w.paidAmount, currency };
    case 'REJECTED':
    case 'CANCELED':
      return { kind: 'none', amount: w.estimatedReceiveAmount, currency };
    case 'UNDER_REVIEW':
    case 'PROCESSING':
      return { kind: 'estimated', amount: w.estimatedReceiveAmount, currency };
  }
};
