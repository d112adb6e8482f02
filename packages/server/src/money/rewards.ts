/**
 * The provider's once-only referral rewards (spec: "reward types exist for sign-up, first signal
 * created, first 10 followers, and introducing registrations"; the sign-up ones are auth/referral.ts's
 * grantSignUpRewards, the amounts of all four are beside each other there):
 *
 * - REWARD_FIRST_SIGNAL_CREATE: the provider's first signal, in the transaction that creates it. Once
 *   ever: deleting it and creating another grants nothing, and a provider who already had a signal
 *   (seeded, or created before this reward existed) gets none.
 * - REWARD_FOLLOWING_REACH_TEN: the first time one of the provider's signals has ten followers, counted
 *   as the Signal's numOfFollowers counts them (its running robots), in the transaction that adds the
 *   tenth. Once ever, whichever signal and however many reach it.
 *
 * Both are tokens through the ledger (creditReward: REWARD_POOL -> USER_TOKEN, the ledger transaction
 * typed by the reward, its reference the signal), so the wallet's tokenBalance, its token records and
 * the referral page's rewards by type show them. "Once" is the database's guarantee, not only this
 * code's: a grant first claims its row in `reward_grants` (key: member and type) and credits only when
 * the claim is new, so two grants racing in two transactions cannot both pay.
 */
import type { RewardType } from '@signal-portal/core';
import { REWARD_FIRST_SIGNAL_CREATE_AMOUNT, REWARD_FOLLOWING_REACH_TEN_AMOUNT } from '../auth/referral.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { creditReward } from './wallet-ops.js';

/** Followers a signal needs for REWARD_FOLLOWING_REACH_TEN. */
export const FOLLOWERS_FOR_REWARD = 10;

/** What earned a reward: the provider's signal at a moment. */
export interface SignalRewardCause {
  readonly siteId: string;
  /** The provider. */
  readonly userId: string;
  readonly signalId: string;
  readonly at: Date;
}

type OnceOnlyReward = Extract<RewardType, 'REWARD_FIRST_SIGNAL_CREATE' | 'REWARD_FOLLOWING_REACH_TEN'>;

/**
 * Claims the member's reward of `type` for this transaction: true when no transaction claimed it
 * before. A claim another transaction holds makes this one wait for it, then find it (false).
 */
const claimReward = async (tx: SqlExecutor, type: OnceOnlyReward, cause: SignalRewardCause) => {
  const { rows } = await tx.query(
    `INSERT INTO reward_grants (site_id, user_id, type, reference, granted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (site_id, user_id, type) DO NOTHING RETURNING type`,
    [cause.siteId, cause.userId, type, cause.signalId, cause.at],
  );
  return rows.length > 0;
};

/** Claims and, when the claim is new, credits the reward and names its ledger transaction on the claim. */
const grantOnce = async (
  tx: SqlExecutor,
  type: OnceOnlyReward,
  amount: string,
  cause: SignalRewardCause,
): Promise<boolean> => {
  if (!(await claimReward(tx, type, cause))) return false;
  const transactionId = await creditReward(tx, {
    siteId: cause.siteId,
    userId: cause.userId,
    type,
    amount,
    reference: cause.signalId,
    at: cause.at,
  });
  await tx.query(
    'UPDATE reward_grants SET transaction_id = $4 WHERE site_id = $1 AND user_id = $2 AND type = $3',
    [cause.siteId, cause.userId, type, transactionId],
  );
  return true;
};

/**
 * REWARD_FIRST_SIGNAL_CREATE for a signal just inserted in `tx`, when it is the provider's first ever
 * (no other signal of theirs, deleted ones included). True when granted now.
 */
export const grantFirstSignalReward = async (tx: SqlExecutor, cause: SignalRewardCause): Promise<boolean> => {
  const { rows } = await tx.query(
    'SELECT 1 FROM signals WHERE site_id = $1 AND user_id = $2 AND id <> $3 LIMIT 1',
    [cause.siteId, cause.userId, cause.signalId],
  );
  if (rows.length > 0) return false;
  return grantOnce(tx, 'REWARD_FIRST_SIGNAL_CREATE', REWARD_FIRST_SIGNAL_CREATE_AMOUNT, cause);
};

/**
 * REWARD_FOLLOWING_REACH_TEN when the signal has (in `tx`, after adding followers) at least ten
 * running robots and the provider was never given it. True when granted now.
 */
export const grantFollowingReachTenReward = async (
  tx: SqlExecutor,
  cause: SignalRewardCause,
): Promise<boolean> => {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM robots WHERE site_id = $1 AND signal_id = $2 AND status = 'RUNNING'`,
    [cause.siteId, cause.signalId],
  );
  if ((rows[0]?.n ?? 0) < FOLLOWERS_FOR_REWARD) return false;
  return grantOnce(tx, 'REWARD_FOLLOWING_REACH_TEN', REWARD_FOLLOWING_REACH_TEN_AMOUNT, cause);
};
