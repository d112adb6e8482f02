import { randomInt } from 'node:crypto';
import {
  dec,
  REWARD_TYPES,
  rewardTotalsOf,
  toDecimalString,
  type Referral,
  type RewardTotal,
  type RewardType,
} from '@signal-portal/core';
import { creditReward } from '../money/wallet-ops.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { referralCodeTaken, type UserRecord } from '../storage/users.repository.js';

/**
 * Token-wallet rewards of a sign-up (spec: amounts not shown; chosen here). Every new user gets
 * REWARD_REGISTERED; the user whose referral code (or username) they signed up with gets
 * REWARD_INTRODUCE. Both are tokens credited by the money area's `creditReward` (USER_TOKEN against
 * the site's REWARD_POOL, the ledger transaction typed by the reward) in the transaction that creates
 * the user.
 */
export const REWARD_REGISTERED_AMOUNT = '10';
export const REWARD_INTRODUCE_AMOUNT = '20';
/**
 * The once-only rewards of a provider (money/rewards.ts grants them): the first signal they create,
 * and the first time one of their signals has ten followers. Larger than the sign-up ones because
 * they reward doing the work the platform lives on: publishing a signal, and one worth following.
 */
export const REWARD_FIRST_SIGNAL_CREATE_AMOUNT = '30';
export const REWARD_FOLLOWING_REACH_TEN_AMOUNT = '100';

/** Unambiguous characters (no 0/O, 1/I/L): codes are read aloud and typed by hand. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

const randomReferralCode = (): string =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
  ).join('');

/** A referral code no user of the site has yet (31^8 codes: a clash is rare, and retried). */
export const newReferralCode = async (tx: SqlExecutor, siteId: string): Promise<string> => {
  for (let i = 0; i < 10; i += 1) {
    const code = randomReferralCode();
    if (!(await referralCodeTaken(tx, siteId, code))) return code;
  }
  throw new Error('could not find a free referral code');
};

/** The link a provider shares: the portal's register page with the code. */
export const referralLink = (publicUrl: string, code: string): string =>
  `${publicUrl}/register?ref=${encodeURIComponent(code)}`;

/** The rewards of a new user (and of their referrer), in the caller's transaction. Reference: the new user's id. */
export const grantSignUpRewards = async (tx: SqlExecutor, user: UserRecord, at: Date): Promise<void> => {
  await creditReward(tx, {
    siteId: user.siteId,
    userId: user.id,
    type: 'REWARD_REGISTERED',
    amount: REWARD_REGISTERED_AMOUNT,
    reference: user.id,
    at,
  });
  if (user.referrerId !== null) {
    await creditReward(tx, {
      siteId: user.siteId,
      userId: user.referrerId,
      type: 'REWARD_INTRODUCE',
      amount: REWARD_INTRODUCE_AMOUNT,
      reference: user.id,
      at,
    });
  }
};

/** The most referred users the referral page lists (the count covers them all). */
export const REFERRAL_LIST_LIMIT = 200;

/**
 * The user's token rewards by type, summed in SQL from the ledger: the REWARD_* transactions' entries on
 * the user's USER_TOKEN account (numeric, so exact), how many transactions and their sum per type.
 * Every reward type is answered, in REWARD_TYPES order, zero when never rewarded.
 */
export const loadRewardTotals = async (db: SqlExecutor, user: UserRecord): Promise<RewardTotal[]> => {
  const { rows } = await db.query<{ type: RewardType; n: number; total: string }>(
    `SELECT t.type, count(DISTINCT t.id)::int AS n, sum(e.amount)::text AS total
     FROM ledger_entries e
     JOIN ledger_transactions t ON t.site_id = e.site_id AND t.id = e.transaction_id
     JOIN ledger_accounts a ON a.site_id = e.site_id AND a.id = e.account_id
     WHERE e.site_id = $1 AND a.user_id = $2 AND a.code = 'USER_TOKEN' AND t.type = ANY($3::text[])
     GROUP BY t.type`,
    [user.siteId, user.id, [...REWARD_TYPES]],
  );
  return rewardTotalsOf(
    rows.map((row) => ({ type: row.type, count: row.n, total: toDecimalString(dec(row.total)) })),
  );
};

/**
 * The referral page of a user: code, link, count, total reward, the newest referred users and the
 * rewards by type.
 */
export const loadReferral = async (
  db: SqlExecutor,
  user: UserRecord,
  publicUrl: string,
): Promise<Referral> => {
  const { rows } = await db.query<{ username: string; created_at: Date; reward: string }>(
    `SELECT u.username, u.created_at,
       coalesce((
         SELECT sum(e.amount) FROM ledger_transactions t
         JOIN ledger_entries e ON e.site_id = t.site_id AND e.transaction_id = t.id
         JOIN ledger_accounts a ON a.site_id = e.site_id AND a.id = e.account_id
         WHERE t.site_id = u.site_id AND t.type = 'REWARD_INTRODUCE' AND t.reference = u.id
           AND a.user_id = $2 AND a.code = 'USER_TOKEN'
       ), 0)::text AS reward
     FROM users u WHERE u.site_id = $1 AND u.referrer_id = $2
     ORDER BY u.created_at DESC, u.id LIMIT $3`,
    [user.siteId, user.id, REFERRAL_LIST_LIMIT],
  );
  const { rows: totals } = await db.query<{ total: string; n: number }>(
    `SELECT coalesce(sum(e.amount), 0)::text AS total, (SELECT count(*)::int FROM users
       WHERE site_id = $1 AND referrer_id = $2) AS n
     FROM ledger_entries e
     JOIN ledger_transactions t ON t.site_id = e.site_id AND t.id = e.transaction_id
     JOIN ledger_accounts a ON a.site_id = e.site_id AND a.id = e.account_id
     WHERE e.site_id = $1 AND a.user_id = $2 AND a.code = 'USER_TOKEN' AND t.type = 'REWARD_INTRODUCE'`,
    [user.siteId, user.id],
  );
  return {
    code: user.referralCode,
    link: referralLink(publicUrl, user.referralCode),
    successCount: totals[0]?.n ?? 0,
    totalReward: toDecimalString(dec(totals[0]?.total ?? '0')),
    users: rows.map((row) => ({
      username: row.username,
      joinedAt: row.created_at.toISOString(),
      reward: toDecimalString(dec(row.reward)),
    })),
    rewards: await loadRewardTotals(db, user),
  };
};
