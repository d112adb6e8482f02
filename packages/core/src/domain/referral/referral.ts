import { dec, sumDecimals, toDecimalString, type DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import { REWARD_TYPES, type RewardType } from '../wallet/wallet.js';

/** One user who joined through the provider's referral link. */
export interface ReferredUser {
  readonly username: string;
  readonly joinedAt: IsoDateTime;
  readonly reward: DecimalString;
}

/** The member's rewards of one type (spec section 3's REWARD_* types): how many, and their sum in tokens. */
export interface RewardTotal {
  readonly type: RewardType;
  readonly count: number;
  readonly total: DecimalString;
}

/** The referral page's data (spec: user, join time, reward, count of successful referrals). */
export interface Referral {
  readonly code: string;
  readonly link: string;
  readonly successCount: number;
  /** The referral rewards (REWARD_INTRODUCE) earned through the referred users. */
  readonly totalReward: DecimalString;
  /** The newest referred users (successCount counts them all). */
  readonly users: readonly ReferredUser[];
  /** Every reward type in REWARD_TYPES order, a type never rewarded with count 0 and total '0'. */
  readonly rewards: readonly RewardTotal[];
}

/** Totals by reward type, one per REWARD_TYPES entry in that order; a type missing from `found` is zero. */
export const rewardTotalsOf = (found: readonly RewardTotal[]): RewardTotal[] =>
  REWARD_TYPES.map((type) => found.find((row) => row.type === type) ?? { type, count: 0, total: '0' });

/** All rewards together: how many and their sum (decimal, exact). */
export const allRewards = (rewards: readonly RewardTotal[]): { count: number; total: DecimalString } => ({
  count: rewards.reduce((count, row) => count + row.count, 0),
  total: toDecimalString(sumDecimals(rewards.map((row) => dec(row.total)))),
});
