import { REWARD_TYPES, type Referral, type RewardType } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_INTRODUCE_AMOUNT, REWARD_REGISTERED_AMOUNT } from '../../auth/referral.js';
import { creditReward } from '../../money/wallet-ops.js';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { signUpByEmail } from './auth.test-helpers.js';

describe('GET /user/referral: rewards by type', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const referralOf = async (member: { cookie: string }): Promise<Referral> => {
    const res = await server.call({ method: 'GET', url: '/api/user/referral', cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    return res.json<{ referral: Referral }>().referral;
  };

  const reward = (userId: string, type: RewardType, amount: string) =>
    server.ctx.db.transaction((tx) =>
      creditReward(tx, {
        siteId: server.sites.demo,
        userId,
        type,
        amount,
        reference: `test-${type}-${amount}`,
        at: new Date(server.clock.now()),
      }),
    );

  it('answers every reward type in order: zero when never rewarded, the sign-up reward of a new member', async () => {
    const member = await signUpByEmail(server);
    const { rewards } = await referralOf(member);
    expect(rewards.map((row) => row.type)).toEqual([...REWARD_TYPES]);
    expect(rewards).toEqual([
      { type: 'REWARD_REGISTERED', count: 1, total: REWARD_REGISTERED_AMOUNT },
      { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 0, total: '0' },
      { type: 'REWARD_FOLLOWING_REACH_TEN', count: 0, total: '0' },
      { type: 'REWARD_INTRODUCE', count: 0, total: '0' },
    ]);
  });

  it('counts and sums each type from the ledger, exactly in decimals, and only the member’s own', async () => {
    const referrer = await signUpByEmail(server);
    const other = await signUpByEmail(server);
    const { code } = await referralOf(referrer);
    await signUpByEmail(server, { referrer: code });
    await signUpByEmail(server, { referrer: code });
    // 0.1 + 0.2 is 0.3 in decimals (a float would make it 0.30000000000000004).
    await reward(referrer.userId, 'REWARD_FIRST_SIGNAL_CREATE', '0.1');
    await reward(referrer.userId, 'REWARD_FIRST_SIGNAL_CREATE', '0.2');
    await reward(referrer.userId, 'REWARD_FOLLOWING_REACH_TEN', '1000000.000000000000000001');
    await reward(other.userId, 'REWARD_FOLLOWING_REACH_TEN', '50');

    const referral = await referralOf(referrer);
    expect(referral.successCount).toBe(2);
    // Two referrals of 20 tokens each: 40.
    const introduced = String(2 * Number(REWARD_INTRODUCE_AMOUNT));
    expect(referral.totalReward).toBe(introduced);
    expect(referral.rewards).toEqual([
      { type: 'REWARD_REGISTERED', count: 1, total: REWARD_REGISTERED_AMOUNT },
      { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 2, total: '0.3' },
      { type: 'REWARD_FOLLOWING_REACH_TEN', count: 1, total: '1000000.000000000000000001' },
      { type: 'REWARD_INTRODUCE', count: 2, total: introduced },
    ]);
    // The referral rewards by type agree with the referred users' rewards and the total.
    expect(referral.users.map((user) => user.reward)).toEqual([
      REWARD_INTRODUCE_AMOUNT,
      REWARD_INTRODUCE_AMOUNT,
    ]);

    expect((await referralOf(other)).rewards).toEqual([
      { type: 'REWARD_REGISTERED', count: 1, total: REWARD_REGISTERED_AMOUNT },
      { type: 'REWARD_FIRST_SIGNAL_CREATE', count: 0, total: '0' },
      { type: 'REWARD_FOLLOWING_REACH_TEN', count: 1, total: '50' },
      { type: 'REWARD_INTRODUCE', count: 0, total: '0' },
    ]);
  });

  it('is for members only', async () => {
    const res = await server.call({ method: 'GET', url: '/api/user/referral' });
    expect(res.json()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });
});
