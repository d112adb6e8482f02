import { DAY_MS, HOUR_MS, LIVE_FEED_CHANNELS, type Trade, type Wallet } from '@signal-portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_FOLLOWING_REACH_TEN_AMOUNT } from '../auth/referral.js';
import { newId } from '../ids.js';
import { insertRobot } from '../storage/robots.repository.js';
import { feedEventsDuring } from '../test-support/feed-events.test-helpers.js';
import { startTestServer, type TestServer } from '../test-support/harness.test-helpers.js';
import { FakeTradeBroker, insertTestSignal } from './followers.test-helpers.js';
import { planRobot } from './robot-spawn.js';
import { listFollowedSignals } from './followed-signals.js';
import {
  brokerTradeSource,
  HISTORY_BLOCK_MS,
  MAX_BLOCKS_PER_STEP,
  simulateRobots,
  type SimulationStep,
  type TradeSource,
} from './robot-simulation.js';
import { simulationStep } from './robot-steps.js';

const START = Date.parse('2026-03-02T00:00:00.000Z');

/**
 * Single simulation steps, called directly at chosen times. Each test owns its provider and signal,
 * and reaches every line it checks by itself (mutation testing runs only the tests that reach a line).
 */
describe('a simulation step', () => {
  let server: TestServer;
  const broker = new FakeTradeBroker();
  const fromBroker = brokerTradeSource(broker);

  beforeAll(async () => {
    server = await startTestServer({ broker, realNow: () => START });
  });
  afterAll(async () => {
    await server.close();
  });

  let accounts = 61_000;
  /**
   * A provider of its own with one followed signal whose history starts a day before `at`, on an
   * account of its own: the fake broker's trades follow from the account number, so every run of a
   * test sees the same trades.
   */
  const newSignal = async (at: number): Promise<{ providerId: string; signalId: string }> => {
    const { userId } = await server.signIn();
    accounts += 1;
    const signalId = await insertTestSignal(server.ctx.db, {
      siteId: server.sites.demo,
      userId,
      openedAt: new Date(at - DAY_MS),
      accountNumber: String(accounts),
    });
    return { providerId: userId, signalId };
  };
  /** Later tests must not meet this test's signal: its robots stop on the next step. */
  const retire = (signalId: string): Promise<unknown> =>
    server.ctx.db.query('UPDATE signals SET enable = false WHERE id = $1', [signalId]);
  const step = (at: number, source: TradeSource): Promise<SimulationStep> =>
    server.ctx.db.transaction((tx) => simulateRobots(tx, server.sites.demo, new Date(at), source));
  const copiedUntil = async (signalId: string): Promise<number | undefined> =>
    (
      await server.ctx.db.query<{ at: Date }>(
        'SELECT copied_until AS at FROM robot_simulation_cursors WHERE signal_id = $1',
        [signalId],
      )
    ).rows[0]?.at.getTime();
  const touches = (result: SimulationStep, signalId: string) =>
    result.touched.filter((t) => t.signalId === signalId);

  it('reads at most ten week blocks per step, in order, and catches up on the next steps', async () => {
    const at = START;
    const { signalId } = await newSignal(at);
    const asked: { from: number; to: number }[] = [];
    const recording: TradeSource = (signal, from, to) => {
      if (signal.id === signalId) asked.push({ from: from.getTime(), to: to.getTime() });
      return Promise.resolve([]);
    };
    await step(at, recording); // starts the cursor at `at`: nothing to read yet
    expect(asked).toEqual([]);

    const later = at + 100 * DAY_MS; // 100 days: 15 blocks of a week from the block holding `at`
    await step(later, recording);
    const first = Math.floor(at / HISTORY_BLOCK_MS) * HISTORY_BLOCK_MS;
    const blocks = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        from: from + i * HISTORY_BLOCK_MS,
        to: from + (i + 1) * HISTORY_BLOCK_MS,
      }));
    expect(MAX_BLOCKS_PER_STEP).toBe(10);
    expect(asked).toEqual(blocks(first, 10));
    expect(await copiedUntil(signalId)).toBe(first + 10 * HISTORY_BLOCK_MS);

    asked.length = 0;
    await step(later, recording); // the same moment: the five blocks left, the last up to `later`
    expect(asked).toEqual(blocks(first + 10 * HISTORY_BLOCK_MS, 5));
    expect(await copiedUntil(signalId)).toBe(later);

    asked.length = 0;
    await step(later, recording);
    expect(asked).toEqual([]);
    await retire(signalId);
  });

  it('names a signal as touched when robots spawned or orders were copied, and not otherwise', async () => {
    const at = START;
    const { providerId, signalId } = await newSignal(at);
    const spawned = await step(at, () => Promise.resolve([]));
    expect(touches(spawned, signalId)).toEqual([{ signalId, providerId }]);
    expect(spawned.robotsSpawned).toBeGreaterThanOrEqual(2);

    // Two days on: no robot is due (one comes every three days), the trades of those days are copied
    const copied = await step(at + 2 * DAY_MS, fromBroker);
    expect(copied.robotsSpawned).toBe(0);
    expect(copied.ordersCopied).toBeGreaterThan(0);
    expect(touches(copied, signalId)).toEqual([{ signalId, providerId }]);

    // An hour on with no trades in it: a window was read, nothing copied, nothing spawned
    const quiet = await step(at + 2 * DAY_MS + HOUR_MS, () => Promise.resolve([]));
    expect(await copiedUntil(signalId)).toBe(at + 2 * DAY_MS + HOUR_MS);
    expect(touches(quiet, signalId)).toEqual([]);
    await retire(signalId);
  });

  it('copies exactly the trades its window closed that its robots could follow, each once', async () => {
    const at = START;
    const { signalId } = await newSignal(at);
    await step(at, fromBroker);
    const trades: Trade[] = [];
    const keeping: TradeSource = async (signal, from, to) => {
      const read = await fromBroker(signal, from, to);
      if (signal.id === signalId) trades.push(...read);
      return read;
    };
    const result = await step(at + 2 * DAY_MS, keeping);
    // Closed in (at, at + 2 days], and opened once the robots (spawned at `at`) were there
    const closedInWindow = new Set(
      trades
        .filter((t) => Date.parse(t.closeTime) > at && Date.parse(t.closeTime) <= at + 2 * DAY_MS)
        .filter((t) => Date.parse(t.openTime) >= at)
        .map((t) => t.ticket),
    );
    expect(closedInWindow.size).toBeGreaterThan(0);
    const { rows } = await server.ctx.db.query<{ ticket: string }>(
      'SELECT ticket FROM follow_orders WHERE signal_id = $1',
      [signalId],
    );
    expect(new Set(rows.map((r) => r.ticket))).toEqual(closedInWindow);
    expect(rows).toHaveLength(closedInWindow.size);
    expect(result.ordersCopied).toBeGreaterThanOrEqual(closedInWindow.size);
    await retire(signalId);
  });

  it('rewards the provider in the step whose new robot makes ten, and tells its wallet feed', async () => {
    const at = server.clock.now();
    const { providerId, signalId } = await newSignal(at);
    const runStep = async (): Promise<SimulationStep> => {
      const outcome = await server.ctx.db.transaction((tx) =>
        simulationStep(tx, server.ctx, server.sites.demo),
      );
      await outcome.publish();
      return outcome.outcome;
    };
    const running = async (): Promise<number> =>
      (
        await server.ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM robots WHERE signal_id = $1 AND status = 'RUNNING'`,
          [signalId],
        )
      ).rows[0]?.n ?? 0;
    try {
      await runStep(); // two robots at once
      server.clock.setOffset(server.clock.offset + 21 * DAY_MS); // 2 + 21 / 3 = 9
      const nine = await runStep();
      expect(await running()).toBe(9);
      expect(nine.rewardedProviders).not.toContain(providerId);

      server.clock.setOffset(server.clock.offset + 3 * DAY_MS); // the tenth
      let ten: SimulationStep | undefined;
      const events = await feedEventsDuring(server.ctx.feed, async () => {
        ten = await runStep();
      });
      expect(await running()).toBe(10);
      expect(ten?.rewardedProviders).toContain(providerId);
      const wallets = events.filter(
        (e) => e.channel === LIVE_FEED_CHANNELS.wallet && e.userId === providerId,
      );
      expect(wallets).toHaveLength(1);
      // rewards are tokens (money/rewards.ts)
      expect((wallets[0]?.data as Wallet).tokenBalance).toBe(REWARD_FOLLOWING_REACH_TEN_AMOUNT);
    } finally {
      await retire(signalId);
    }
  });

  it('gives the reward only in a step that spawned: ten robots already running earn nothing', async () => {
    const at = START;
    const { providerId, signalId } = await newSignal(at);
    const [signal] = (await listFollowedSignals(server.ctx.db, server.sites.demo)).filter(
      (s) => s.id === signalId,
    );
    if (!signal) throw new Error('expected the new signal to be followed');
    for (let seq = 0; seq < 10; seq += 1)
      await insertRobot(server.ctx.db, planRobot(signal, seq, new Date(at), newId()));
    const result = await step(at, () => Promise.resolve([]));
    expect(result.robotsSpawned).toBe(0);
    expect(result.rewardedProviders).not.toContain(providerId);
    const { rows } = await server.ctx.db.query('SELECT 1 FROM reward_grants WHERE user_id = $1', [
      providerId,
    ]);
    expect(rows).toEqual([]);
    await retire(signalId);
  });
});
