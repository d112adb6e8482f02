import {
  DAY_MS,
  MINUTE_MS,
  type Referral,
  type RewardType,
  type Signal,
  type TokenRecord,
  type Wallet,
} from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_FIRST_SIGNAL_CREATE_AMOUNT, REWARD_FOLLOWING_REACH_TEN_AMOUNT } from '../auth/referral.js';
import type { FeedEvent } from '../feed/feed-publisher.port.js';
import { cookieFor, FakeTradeBroker, insertTestSignal } from '../followers/followers.test-helpers.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { ROBOT_SPAWN } from '../followers/robot-spawn.js';
import { newId } from '../ids.js';
import { JobRunner } from '../jobs/job-runner.js';
import { registerRobotJobs } from '../jobs/robot-jobs.js';
import { createSignal } from '../routes/signals/signals.test-helpers.js';
import { insertRobot } from '../storage/robots.repository.js';
import { feedEventsDuring } from '../test-support/feed-events.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FOLLOWERS_FOR_REWARD, grantFollowingReachTenReward } from './rewards.js';
import { TEST_DATABASES as databases } from '../test-support/databases.test-helpers.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

describe.each(databases)('the provider’s once-only rewards on %s', (_name, open) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let runner: JobRunner;
  const broker = new FakeTradeBroker();

  const advance = async (ms: number): Promise<void> => {
    server.clock.setOffset(server.clock.offset + ms);
    await runner.runDue();
  };
  const cookieOf = (member: { userId: string }): Promise<string> =>
    cookieFor(server.ctx.db, { siteId: server.sites.demo, userId: member.userId });
  const get = async <T>(member: { userId: string }, url: string, field: string): Promise<T> => {
    const res = await server.call({ method: 'GET', url: `/api${url}`, cookie: await cookieOf(member) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, T>>()[field] as T;
  };
  /** What the member's wallet, referral page and token records say of one reward type. */
  const rewardsOf = async (member: { userId: string }, type: RewardType) => {
    const wallet = await get<Wallet>(member, '/asset/wallet', 'wallet');
    const referral = await get<Referral>(member, '/user/referral', 'referral');
    const records = await get<{ list: TokenRecord[] }>(
      member,
      `/asset/wallet/token/record?type=${type}`,
      'records',
    );
    return {
      tokenBalance: wallet.tokenBalance,
      byType: referral.rewards.find((reward) => reward.type === type),
      records: records.list.map((record) => ({ type: record.type, amount: record.amount })),
    };
  };
  /** The `wallet` channel's events published while `work` runs. */
  const walletEventsDuring = async (work: () => Promise<unknown>): Promise<FeedEvent[]> =>
    (await feedEventsDuring(server.ctx.feed, work)).filter((event) => event.channel === 'wallet');
  const once = (type: RewardType, amount: string) => ({
    tokenBalance: amount,
    byType: { type, count: 1, total: amount },
    records: [{ type, amount }],
  });
  const never = (type: RewardType) => ({
    tokenBalance: '0',
    byType: { type, count: 0, total: '0' },
    records: [],
  });

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    server = await startTestServer({ broker, realNow: () => START, ...(opened.db ? { db: opened.db } : {}) });
    runner = new JobRunner(server.ctx);
    registerRobotJobs(runner);
  });
  afterAll(async () => {
    await server.close();
    await drop();
  });

  it('grants the first signal created once: not for the second, not after deleting and creating again', async () => {
    const provider = await server.signIn();
    const type = 'REWARD_FIRST_SIGNAL_CREATE';
    expect(await rewardsOf(provider, type)).toEqual(never(type));

    let first: Signal | undefined;
    const wallets = await walletEventsDuring(async () => {
      first = await createSignal(server, provider.cookie);
    });
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FIRST_SIGNAL_CREATE_AMOUNT));
    // The provider's wallet hears of it live.
    expect(wallets).toMatchObject([
      { userId: provider.userId, data: { tokenBalance: REWARD_FIRST_SIGNAL_CREATE_AMOUNT } },
    ]);

    let second: Signal | undefined;
    // The second signal grants nothing, so the wallet hears nothing.
    expect(
      await walletEventsDuring(async () => {
        second = await createSignal(server, provider.cookie);
      }),
    ).toEqual([]);
    for (const signal of [first, second]) {
      const res = await server.call({
        method: 'DELETE',
        url: `/api/signal/${signal?.id}`,
        cookie: provider.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await createSignal(server, provider.cookie);
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FIRST_SIGNAL_CREATE_AMOUNT));
  });

  it('grants no first-signal reward to a provider whose signals were there before', async () => {
    const provider = await server.signIn();
    await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId: provider.userId,
      openedAt: new Date(START - DAY_MS),
      enable: false,
    });
    await createSignal(server, provider.cookie);
    expect(await rewardsOf(provider, 'REWARD_FIRST_SIGNAL_CREATE')).toEqual(
      never('REWARD_FIRST_SIGNAL_CREATE'),
    );
  });

  it('grants the first signal created once when several are created at the same moment', async () => {
    const provider = await server.signIn();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.call({
          method: 'POST',
          url: '/api/signal',
          cookie: provider.cookie,
          payload: {
            name: `Race-${i}-${provider.userId.slice(0, 4)}`,
            describe: 'Raced.',
            platform: 'MT4',
            connMethod: 'ACCOUNT_LINK',
          },
        }),
      ),
    );
    expect(created.map((res) => res.statusCode)).toEqual(Array(6).fill(201));
    const type = 'REWARD_FIRST_SIGNAL_CREATE';
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FIRST_SIGNAL_CREATE_AMOUNT));
  });

  it(`grants following reaching ${FOLLOWERS_FOR_REWARD} once, when a signal first has ${FOLLOWERS_FOR_REWARD} followers`, async () => {
    const provider = await server.signIn();
    const type = 'REWARD_FOLLOWING_REACH_TEN';
    const siteId = server.sites.demo;
    const openedAt = new Date(server.clock.now() - DAY_MS);
    const ids = [
      await insertTestSignal(server.ctx.db, { siteId, userId: provider.userId, openedAt }),
      await insertTestSignal(server.ctx.db, { siteId, userId: provider.userId, openedAt }),
    ];
    await ensureRobotJobs(server.ctx.db, siteId, new Date(server.clock.now()));
    const followersOf = async (id: string) =>
      (await get<Signal>(provider, `/signal/${id}`, 'signal')).numOfFollowers;

    // Followers come ROBOT_SPAWN.initial at once, then one every ROBOT_SPAWN.everyDays days.
    const daysUntil = (followers: number): number =>
      (followers - ROBOT_SPAWN.initial) * ROBOT_SPAWN.everyDays;
    await advance(0);
    await advance(daysUntil(FOLLOWERS_FOR_REWARD - 1) * DAY_MS);
    expect(await followersOf(ids[0] ?? '')).toBe(FOLLOWERS_FOR_REWARD - 1);
    expect(await rewardsOf(provider, type)).toEqual(never(type));

    // The tenth follower of both signals arrives in the same step: one reward, heard live.
    const wallets = await walletEventsDuring(() => advance(ROBOT_SPAWN.everyDays * DAY_MS));
    expect(wallets.filter((e) => e.userId === provider.userId).map((e) => e.data)).toEqual([
      expect.objectContaining({ tokenBalance: REWARD_FOLLOWING_REACH_TEN_AMOUNT }),
    ]);
    expect(await followersOf(ids[0] ?? '')).toBe(FOLLOWERS_FOR_REWARD);
    expect(await followersOf(ids[1] ?? '')).toBeGreaterThanOrEqual(FOLLOWERS_FOR_REWARD);
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FOLLOWING_REACH_TEN_AMOUNT));

    // More followers later, a third signal reaching ten: nothing more.
    const third = await insertTestSignal(server.ctx.db, { siteId, userId: provider.userId, openedAt });
    await advance(MINUTE_MS); // its followers start to come
    await advance(40 * DAY_MS);
    expect(await followersOf(third)).toBeGreaterThanOrEqual(FOLLOWERS_FOR_REWARD);
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FOLLOWING_REACH_TEN_AMOUNT));
    // Nothing else of the provider's was rewarded.
    expect(await rewardsOf(provider, 'REWARD_FIRST_SIGNAL_CREATE')).toMatchObject({ records: [] });
  });

  it('grants following reaching ten once when two signals reach it in two transactions at once', async () => {
    const provider = await server.signIn();
    const siteId = server.sites.demo;
    const openedAt = new Date(server.clock.now() - DAY_MS);
    const ids = [
      await insertTestSignal(server.ctx.db, { siteId, userId: provider.userId, openedAt, enable: false }),
      await insertTestSignal(server.ctx.db, { siteId, userId: provider.userId, openedAt, enable: false }),
    ];
    // Ten running robots on each (the signals are disabled: no simulation step touches them).
    const now = new Date(server.clock.now());
    const grant = (signalId: string) =>
      server.ctx.db.transaction((tx) =>
        grantFollowingReachTenReward(tx, { siteId, userId: provider.userId, signalId, at: now }),
      );
    const robotsUpTo = async (signalId: string, count: number, from = 0) => {
      for (let seq = from; seq < count; seq += 1) {
        await insertRobot(server.ctx.db, {
          siteId,
          id: newId(),
          signalId,
          seq,
          name: `robot#${seq + 1}`,
          followerName: `follower-${seq}`,
          followType: 'FULL_SIGNAL',
          investment: '500',
          profitSharePercent: '20',
          symbols: [],
          fundsLimited: false,
          freeFunds: '0',
          createdAt: now,
          nextSettlementAt: new Date(now.getTime() + 30 * DAY_MS),
        });
      }
    };
    // Nine running robots are not ten: nothing granted.
    for (const signalId of ids) await robotsUpTo(signalId, FOLLOWERS_FOR_REWARD - 1);
    expect(await grant(ids[0] ?? '')).toBe(false);
    expect(await rewardsOf(provider, 'REWARD_FOLLOWING_REACH_TEN')).toEqual(
      never('REWARD_FOLLOWING_REACH_TEN'),
    );
    for (const signalId of ids) await robotsUpTo(signalId, FOLLOWERS_FOR_REWARD, FOLLOWERS_FOR_REWARD - 1);
    const granted = await Promise.all(ids.map(grant));
    expect(granted.filter(Boolean)).toHaveLength(1);
    const type = 'REWARD_FOLLOWING_REACH_TEN';
    expect(await rewardsOf(provider, type)).toEqual(once(type, REWARD_FOLLOWING_REACH_TEN_AMOUNT));
  });
});
