import { describe, expect, it } from 'vitest';
import type { KycState, KycStatus } from './kyc.js';
import {
  applyKycAction,
  canVerifyAgain,
  canWithdraw,
  INITIAL_KYC_STATE,
  mustContactSupport,
  type KycAction,
} from './kyc.rules.js';

const T1 = '2024-06-01T10:00:00.000Z';
const T2 = '2024-06-03T16:00:00.000Z';

const inStatus = (status: KycStatus): KycState => ({ ...INITIAL_KYC_STATE, status });
const after = (state: KycState, action: KycAction, now = T1): KycState => {
  const result = applyKycAction(state, action, now);
  if (result.error) throw new Error(result.value);
  return result.value;
};
const refusal = (state: KycState, action: KycAction) => applyKycAction(state, action, T1);

describe('applyKycAction', () => {
  it('starts unverified, with nothing handed in', () => {
    expect(INITIAL_KYC_STATE).toEqual({
      status: 'UNVERIFIED',
      comment: '',
      submittedAt: null,
      reviewedAt: null,
    });
  });

  it('submit: UNVERIFIED -> UNDER_REVIEW, stamped', () => {
    expect(after(INITIAL_KYC_STATE, { type: 'submit' })).toEqual({
      status: 'UNDER_REVIEW',
      comment: '',
      submittedAt: T1,
      reviewedAt: null,
    });
  });

  it('approve, fail and block close the review with its moment and comment', () => {
    const review = after(INITIAL_KYC_STATE, { type: 'submit' });
    expect(after(review, { type: 'approve' }, T2)).toMatchObject({
      status: 'APPROVED',
      reviewedAt: T2,
      comment: '',
    });
    expect(after(review, { type: 'fail', comment: 'blurry photo' }, T2)).toMatchObject({
      status: 'FAILED',
      reviewedAt: T2,
      comment: 'blurry photo',
    });
    expect(after(review, { type: 'block', comment: 'forged document' }, T2)).toMatchObject({
      status: 'BLOCKED',
      comment: 'forged document',
    });
  });

  it('a failed verification may be handed in again; the old comment goes, the last review stays', () => {
    const failed = after(
      after(INITIAL_KYC_STATE, { type: 'submit' }),
      { type: 'fail', comment: 'blurry' },
      T1,
    );
    expect(after(failed, { type: 'submit' }, T2)).toEqual({
      status: 'UNDER_REVIEW',
      comment: '',
      submittedAt: T2,
      reviewedAt: T1,
    });
  });

  it('submit is refused while under review, once approved, and when blocked', () => {
    expect(refusal(inStatus('UNDER_REVIEW'), { type: 'submit' })).toEqual({
      error: true,
      value: 'KYC_UNDER_REVIEW',
    });
    expect(refusal(inStatus('APPROVED'), { type: 'submit' })).toEqual({
      error: true,
      value: 'KYC_ALREADY_APPROVED',
    });
    expect(refusal(inStatus('BLOCKED'), { type: 'submit' })).toEqual({ error: true, value: 'KYC_BLOCKED' });
  });

  it('reviews need something under review: KYC_NOT_UNDER_REVIEW unless the state has its own code', () => {
    const reviews: readonly KycAction[] = [
      { type: 'approve' },
      { type: 'fail', comment: 'x' },
      { type: 'block', comment: 'x' },
    ];
    for (const action of reviews) {
      expect(refusal(INITIAL_KYC_STATE, action)).toEqual({ error: true, value: 'KYC_NOT_UNDER_REVIEW' });
      expect(refusal(inStatus('FAILED'), action)).toEqual({ error: true, value: 'KYC_NOT_UNDER_REVIEW' });
      expect(refusal(inStatus('APPROVED'), action)).toEqual({ error: true, value: 'KYC_ALREADY_APPROVED' });
      expect(refusal(inStatus('BLOCKED'), action)).toEqual({ error: true, value: 'KYC_BLOCKED' });
    }
  });
});

describe('what a status allows', () => {
  it.each([
    ['UNVERIFIED', false, false, false],
    ['UNDER_REVIEW', false, false, false],
    ['APPROVED', true, false, false],
    ['FAILED', false, true, false],
    ['BLOCKED', false, false, true],
  ] as const)('%s: withdraw %s, verify again %s, contact support %s', (status, withdraw, again, support) => {
    expect(canWithdraw(status)).toBe(withdraw);
    expect(canVerifyAgain(status)).toBe(again);
    expect(mustContactSupport(status)).toBe(support);
  });
});
