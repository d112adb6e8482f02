import { DAY_MS, toIso, type Trade } from '@signal-portal/core';
import { generateTradeHistory } from '@signal-portal/fixtures';
import type { BrokerGateway } from '../brokers/broker.port.js';
import { nowOf } from '../context.js';
import { listFollowedSignalsOf, type FollowedSignal } from '../followers/followed-signals.js';
import { runSettlement } from '../followers/profit-share-settlement.js';
import { ensureRobotJobs } from '../followers/robot-job-schedule.js';
import { brokerTradeSource, simulateRobots, type TradeSource } from '../followers/robot-simulation.js';
import type { DemoSeedStep } from './demo-seed.js';

/** Days of following replayed for the demo: two settlements of the first robots, one of later ones. */
export const SEED_FOLLOWING_DAYS = 65;

/** The replay steps this many days at a time (each step copies every day that ended since the last). */
const SEED_STEP_DAYS = 2;

/**
 * The broker's trades of a day; when the broker has no account for the signal or cannot answer, a
 * day of trades generated from the signal's id stands in, so the demo always has a history.
 */
const seedTradeSource = (broker: BrokerGateway): TradeSource => {
  const fromBroker = brokerTradeSource(broker);
  const generated = (signal: FollowedSignal, to: Date): readonly Trade[] =>
    generateTradeHistory({
      seed: `demo-followers/${signal.id}/${toIso(to.getTime())}`,
      platform: signal.platform,
      days: 1,
      end: toIso(to.getTime()),
      laterDepositAndWithdrawal: false,
    }).trades;
  return async (signal, from, to) => {
    if (!signal.account) return generated(signal, to);
    try {
      return await fromBroker(signal, from, to);
    } catch {
      return generated(signal, to);
    }
  };
};

/**
 * The reports area's part of the demo data: the demo provider's enabled, approved signals (seeded by
 * the signals step) are followed for the last 65 days, replayed in steps of two days with the same simulation
 * and settlement the jobs run (robots, copied orders, settlements, held-back shares, wallet credits);
 * then the periodic jobs take over. Without such signals it does nothing.
 */
export const seedReports: DemoSeedStep = async (tx, ctx, state) => {
  const signals = await listFollowedSignalsOf(tx, state.siteId, state.providerId);
  if (signals.length === 0) return;
  const now = nowOf(ctx);
  const tradesOf = seedTradeSource(ctx.broker);
  const firstDay = Math.floor(now.getTime() / DAY_MS) - SEED_FOLLOWING_DAYS;
  for (let day = firstDay; day * DAY_MS < now.getTime(); day += SEED_STEP_DAYS) {
    const at = new Date(day * DAY_MS + 12 * 3_600_000);
    const moment = at.getTime() < now.getTime() ? at : now;
    await simulateRobots(tx, state.siteId, moment, tradesOf);
    await runSettlement(tx, state.siteId, moment);
  }
  await simulateRobots(tx, state.siteId, now, tradesOf);
  await runSettlement(tx, state.siteId, now);
  await ensureRobotJobs(tx, state.siteId, now);
};
