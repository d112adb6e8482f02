import type { ErrorCode } from '../../shared/error-codes.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { KycState, KycStatus } from './kyc.js';

/** Identity verification (spec section 4); the table is in docs/state-rules.md. */

export type KycAction =
  | { readonly type: 'submit' }
  | { readonly type: 'approve' }
  | { readonly type: 'fail'; readonly comment: string }
  | { readonly type: 'block'; readonly comment: string };

export type KycActionType = KycAction['type'];

export const KYC_ACTION_TYPES = [
  'submit',
  'approve',
  'fail',
  'block',
] as const satisfies readonly KycActionType[];

export const INITIAL_KYC_STATE: KycState = {
  status: 'UNVERIFIED',
  comment: '',
  submittedAt: null,
  reviewedAt: null,
};

/** Why a state refuses an action that is not its own: the code names the state the user is in. */
const REFUSAL_BY_STATUS: Readonly<Record<KycStatus, ErrorCode>> = {
  // Only a reviewer's action is refused here (both states accept `submit`): nothing is under review.
  UNVERIFIED: 'KYC_NOT_UNDER_REVIEW',
  FAILED: 'KYC_NOT_UNDER_REVIEW',
  UNDER_REVIEW: 'KYC_UNDER_REVIEW',
  APPROVED: 'KYC_ALREADY_APPROVED',
  BLOCKED: 'KYC_BLOCKED',
};

const reviewed = (state: KycState, status: KycStatus, comment: string, now: IsoDateTime): Result<KycState> =>
  state.status === 'UNDER_REVIEW'
    ? ok({ ...state, status, comment, reviewedAt: now })
    : fail(REFUSAL_BY_STATUS[state.status]);

export const applyKycAction = (state: KycState, action: KycAction, now: IsoDateTime): Result<KycState> => {
  switch (action.type) {
    case 'submit':
      return canVerifyAgain(state.status) || state.status === 'UNVERIFIED'
        ? ok({ ...state, status: 'UNDER_REVIEW', comment: '', submittedAt: now })
        : fail(REFUSAL_BY_STATUS[state.status]);
    case 'approve':
      return reviewed(state, 'APPROVED', '', now);
    case 'fail':
      return reviewed(state, 'FAILED', action.comment, now);
    case 'block':
      return reviewed(state, 'BLOCKED', action.comment, now);
  }
};

/** Withdrawing needs a finished identity verification (spec sections 5 and 6). */
export const canWithdraw = (status: KycStatus): boolean => status === 'APPROVED';

/** A failed verification may be handed in again. */
export const canVerifyAgain = (status: KycStatus): boolean => status === 'FAILED';

/** A blocked user can only contact customer service. */
export const mustContactSupport = (status: KycStatus): boolean => status === 'BLOCKED';
