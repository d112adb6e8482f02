import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/time.js';
import type { KycState } from './kyc.js';
import { applyKycAction, canWithdraw, INITIAL_KYC_STATE, type KycAction } from './kyc.rules.js';

const actionArb: fc.Arbitrary<KycAction> = fc.oneof(
  fc.constant<KycAction>({ type: 'submit' }),
  fc.constant<KycAction>({ type: 'approve' }),
  fc.string({ maxLength: 6 }).map((comment): KycAction => ({ type: 'fail', comment })),
  fc.string({ maxLength: 6 }).map((comment): KycAction => ({ type: 'block', comment })),
);

/** Every state a sequence goes through, with the action that led there and whether it was accepted. */
const run = (actions: readonly KycAction[]) => {
  let state: KycState = INITIAL_KYC_STATE;
  return actions.map((action, i) => {
    const before = state;
    const now = toIso(Date.UTC(2024, 0, 1) + i * 60_000);
    const result = applyKycAction(before, action, now);
    if (!result.error) state = result.value;
    return { before, action, now, accepted: !result.error, after: state };
  });
};

describe('identity verification over any sequence of actions', () => {
  it('approved and blocked are final; only an approval opens withdrawals; reviews follow submissions', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30, size: 'max' }), (actions) => {
        for (const { before, action, now, accepted, after } of run(actions)) {
          if (before.status === 'APPROVED' || before.status === 'BLOCKED') expect(accepted).toBe(false);
          if (!accepted) expect(after).toBe(before);
          if (canWithdraw(after.status))
            expect(before.status === 'APPROVED' || action.type === 'approve').toBe(true);
          if (accepted && action.type !== 'submit') {
            expect(before.status).toBe('UNDER_REVIEW');
            expect(after.reviewedAt).toBe(now);
          }
          if (accepted && action.type === 'submit') {
            expect(['UNVERIFIED', 'FAILED']).toContain(before.status);
            expect(after).toMatchObject({ status: 'UNDER_REVIEW', submittedAt: now });
          }
          if (after.status !== 'UNVERIFIED') expect(after.submittedAt).not.toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  });
});
