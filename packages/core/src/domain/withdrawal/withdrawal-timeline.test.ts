import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, fromIso, toIso } from '../../shared/time.js';
import { defaultWithdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from './withdrawal.js';
import {
  isStaleWithdrawalUpdate,
  withdrawalReceipt,
  withdrawalTimeline,
  WITHDRAWAL_EVENTS,
} from './withdrawal-timeline.js';

const APPLIED = '2025-03-01T08:00:00.000Z';
const later = (days: number): string => toIso(fromIso(APPLIED) + days * DAY_MS);

describe('withdrawalTimeline', () => {
  it('has only the application while under review', () => {
    expect(withdrawalTimeline(defaultWithdrawal({ appliedAt: APPLIED }))).toEqual([
      { event: 'applied', at: APPLIED },
    ]);
  });

  it('lists a completed withdrawal: applied, approved, completed', () => {
    const w = defaultWithdrawal({
      status: 'COMPLETED',
      appliedAt: APPLIED,
      approvedAt: later(1),
      completedAt: later(8),
    });
    expect(withdrawalTimeline(w).map((m) => m.event)).toEqual(['applied', 'approved', 'completed']);
  });

  it('lists a withdrawal rejected after approval in the order it happened', () => {
    const w = defaultWithdrawal({
      status: 'REJECTED',
      appliedAt: APPLIED,
      approvedAt: later(1),
      rejectedAt: later(2),
    });
    expect(withdrawalTimeline(w)).toEqual([
      { event: 'applied', at: APPLIED },
      { event: 'approved', at: later(1) },
      { event: 'rejected', at: later(2) },
    ]);
  });

  it('keeps the lifecycle order for moments stamped at the same instant', () => {
    const w = defaultWithdrawal({ status: 'CANCELED', appliedAt: APPLIED, cancelledAt: APPLIED });
    expect(withdrawalTimeline(w).map((m) => m.event)).toEqual(['applied', 'cancelled']);
  });

  it('is sorted by time and holds exactly the stamped moments (property)', () => {
    const stamp = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
    fc.assert(
      fc.property(stamp, stamp, stamp, stamp, (approved, rejected, cancelled, completed) => {
        const w = defaultWithdrawal({
          appliedAt: APPLIED,
          approvedAt: approved === null ? null : later(approved),
          rejectedAt: rejected === null ? null : later(rejected),
          cancelledAt: cancelled === null ? null : later(cancelled),
          completedAt: completed === null ? null : later(completed),
        });
        const timeline = withdrawalTimeline(w);
        const times = timeline.map((m) => fromIso(m.at));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        const stamped = [true, approved, rejected, cancelled, completed].filter((s) => s !== null).length;
        expect(timeline).toHaveLength(stamped);
        expect(new Set(timeline.map((m) => m.event)).size).toBe(timeline.length);
        expect(timeline[0]).toEqual({ event: 'applied', at: APPLIED });
        for (const m of timeline) expect(WITHDRAWAL_EVENTS).toContain(m.event);
      }),
    );
  });
});

describe('isStaleWithdrawalUpdate', () => {
  const at = (status: WithdrawalStatus) => ({ status });

  it('refuses to move a row back along the machine', () => {
    expect(isStaleWithdrawalUpdate(at('UNDER_REVIEW'), at('PROCESSING'))).toBe(true);
    expect(isStaleWithdrawalUpdate(at('PROCESSING'), at('COMPLETED'))).toBe(true);
    expect(isStaleWithdrawalUpdate(at('UNDER_REVIEW'), at('CANCELED'))).toBe(true);
  });

  it('accepts the same state and every later one', () => {
    expect(isStaleWithdrawalUpdate(at('UNDER_REVIEW'), at('UNDER_REVIEW'))).toBe(false);
    expect(isStaleWithdrawalUpdate(at('PROCESSING'), at('UNDER_REVIEW'))).toBe(false);
    expect(isStaleWithdrawalUpdate(at('COMPLETED'), at('PROCESSING'))).toBe(false);
    expect(isStaleWithdrawalUpdate(at('REJECTED'), at('PROCESSING'))).toBe(false);
  });

  it('never calls both directions stale (property)', () => {
    const status = fc.constantFrom(...WITHDRAWAL_STATUSES);
    fc.assert(
      fc.property(status, status, (a, b) => {
        expect(isStaleWithdrawalUpdate(at(a), at(b)) && isStaleWithdrawalUpdate(at(b), at(a))).toBe(false);
      }),
    );
  });
});

describe('withdrawalReceipt', () => {
  const w = defaultWithdrawal({ currency: 'TWD', estimatedReceiveAmount: '24375', paidAmount: '0' });

  it('is the estimate while the withdrawal is on its way', () => {
    expect(withdrawalReceipt({ ...w, status: 'UNDER_REVIEW' })).toEqual({
      kind: 'estimated',
      amount: '24375',
      currency: 'TWD',
    });
    expect(withdrawalReceipt({ ...w, status: 'PROCESSING' }).kind).toBe('estimated');
  });

  it('is what was paid once completed', () => {
    expect(withdrawalReceipt({ ...w, status: 'COMPLETED', paidAmount: '24370' })).toEqual({
      kind: 'paid',
      amount: '24370',
      currency: 'TWD',
    });
  });

  it('is nothing after a rejection or a cancellation', () => {
    expect(withdrawalReceipt({ ...w, status: 'REJECTED' }).kind).toBe('none');
    expect(withdrawalReceipt({ ...w, status: 'CANCELED' }).kind).toBe('none');
  });
});

describe('withdrawalTimeline: moments stamped at the same instant', () => {
  it('keep the lifecycle order: applied, approved, completed', () => {
    const w = defaultWithdrawal({
      status: 'COMPLETED',
      appliedAt: APPLIED,
      approvedAt: APPLIED,
      completedAt: APPLIED,
    });
    expect(withdrawalTimeline(w).map((m) => m.event)).toEqual(['applied', 'approved', 'completed']);
  });

  it('put a later stamp after earlier ones whatever its place in the lifecycle', () => {
    const w = defaultWithdrawal({
      status: 'REJECTED',
      appliedAt: later(2),
      approvedAt: later(1),
      rejectedAt: later(1),
    });
    expect(withdrawalTimeline(w).map((m) => m.event)).toEqual(['approved', 'rejected', 'applied']);
  });
});
