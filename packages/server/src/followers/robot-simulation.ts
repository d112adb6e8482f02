import { dec, Decimal, DAY_MS, toIso, toMoneyString, type Trade } from '@signal-portal/core';
import type { BrokerGateway } from '../brokers/broker.port.js';
import { newId } from '../ids.js';
import { FOLLOWERS_FOR_REWARD, grantFollowingReachTenReward } from '../money/rewards.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { readHistoryState, tradesClosedBetween } from '../storage/signal-history.repository.js';
import {
  addRobotProfits,
  advanceSimulationCursor,
  insertFollowOrder,
  insertRobot,
  listRobotsOfSignal,
  lockSimulationCursor,
  stopRobotsOfUnfollowedSignals,
  topUpFreeFunds,
  type RobotRecord,
} from '../storage/robots.repository.js';
import { listFollowedSignals, type FollowedSignal } from './followed-signals.js';
import { planRobot, targetRobotCount } from './robot-spawn.js';
import { copyTrade } from './trade-copy.js';

/** Money that reaches a funds-limited follower account each day, as a share of its investment. */
export const FREE_FUNDS_PER_DAY = '0.0005';

/** A signal whose followers changed in a step, and its provider (whose feed hears about it). */
export interface TouchedSignal {
  readonly signalId: string;
  readonly providerId: string;
}

export interface SimulationStep {
  readonly robotsSpawned: number;
  readonly ordersCopied: number;
  readonly robotsStoppedOn: readonly TouchedSignal[];
  readonly touched: readonly TouchedSignal[];
  /** Providers given REWARD_FOLLOWING_REACH_TEN in this step (their wallet changed). */
  readonly rewardedProviders: readonly string[];
}

/** Where the provider's trades of a window come from (the broker; the demo seed adds a fallback). */
export type TradeSource = (signal: FollowedSignal, from: Date, to: Date) => Promise<readonly Trade[]>;

/** The provider's trades of a window, from the broker (a failed read throws: the window waits). */
export const brokerTradeSource =
  (broker: BrokerGateway): TradeSource =>
  async (signal, from, to) => {
    if (!signal.account) return [];
    const history = await broker.history(signal.account, toIso(from.getTime()), toIso(to.getTime()));
    return history.trades;
  };

/**
 * The provider's trades of a window as the platform has them: a signal fed by the EA protocol
 * (history source EA) is copied from the trades its EA sent, any other from the broker. An EA trade
 * that arrives after its window was copied is in the figures but was not copied: a follower could
 * not have copied it live either.
 */
export const signalTradeSource = (tx: SqlExecutor, broker: BrokerGateway): TradeSource => {
  const fromBroker = brokerTradeSource(broker);
  return async (signal, from, to) => {
    const key = { siteId: signal.siteId, signalId: signal.id };
    const { source } = await readHistoryState(tx, key);
    return source === 'EA' ? tradesClosedBetween(tx, key, from, to) : fromBroker(signal, from, to);
  };
};

const byCloseTime = (a: Trade, b: Trade): number =>
  a.closeTime === b.closeTime ? a.ticket.localeCompare(b.ticket) : a.closeTime < b.closeTime ? -1 : 1;

const spawnRobots = async (
  tx: SqlExecutor,
  signal: FollowedSignal,
  robots: RobotRecord[],
  startedAt: Date,
  now: Date,
): Promise<number> => {
  const running = robots.filter((robot) => robot.status === 'RUNNING').length;
  const missing = targetRobotCount(startedAt, now) - running;
  let seq = robots.reduce((max, robot) => Math.max(max, robot.seq + 1), 0);
  for (let i = 0; i < missing; i += 1, seq += 1) {
    await insertRobot(tx, planRobot(signal, seq, now, newId()));
  }
  return Math.max(0, missing);
};

const topUpLimitedAccounts = async (
  tx: SqlExecutor,
  robots: readonly RobotRecord[],
  days: number,
): Promise<void> => {
  if (days === 0) return;
  for (const robot of robots) {
    if (!robot.fundsLimited || robot.status !== 'RUNNING') continue;
    const amount = dec(robot.investment)
      .times(FREE_FUNDS_PER_DAY)
      .times(days)
      .toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (amount.greaterThan(0)) await topUpFreeFunds(tx, robot, toMoneyString(amount));
  }
};

/** Copies the trades closed in (after, upTo] to the signal's robots; returns how many orders were copied. */
const copyClosed = async (
  tx: SqlExecutor,
  signal: FollowedSignal,
  robots: readonly RobotRecord[],
  trades: readonly Trade[],
  { after, upTo }: Pick<CopyWindow, 'after' | 'upTo'>,
): Promise<number> => {
  let copied = 0;
  const profits = new Map<string, Decimal>();
  const inWindow = trades
    .filter((trade) => {
      const closed = Date.parse(trade.closeTime);
      return closed > after.getTime() && closed <= upTo.getTime();
    })
    .sort(byCloseTime);
  for (const trade of inWindow) {
    const copy = copyTrade(trade, signal, robots);
    if (!copy) continue;
    const inserted = await insertFollowOrder(tx, {
      siteId: signal.siteId,
      id: newId(),
      signalId: signal.id,
      orderId: newId(),
      ticket: copy.ticket,
      symbol: copy.symbol,
      side: copy.side,
      impactVolume: copy.impactVolume,
      followOrders: copy.followOrders,
      followVolume: copy.followVolume,
      profit: copy.profit,
      openTime: copy.openTime,
      closeTime: copy.closeTime,
    });
    if (!inserted) continue;
    copied += 1;
    for (const fill of copy.fills) {
      profits.set(fill.robotId, (profits.get(fill.robotId) ?? dec(0)).plus(fill.profit));
    }
  }
  await addRobotProfits(
    tx,
    signal.siteId,
    new Map([...profits].map(([robotId, profit]) => [robotId, profit.toFixed()])),
  );
  return copied;
};

/**
 * The provider's history is read in fixed blocks of a week, aligned to the epoch. A block's answer is
 * the same whenever it is asked (the broker simulator generates each window deterministically, so a
 * window that moved with `now` would tell a different story each time); of a block, only the trades
 * closed by `now` are copied, the rest on later steps.
 */
export const HISTORY_BLOCK_MS = 7 * DAY_MS;
/** Blocks read per step at most: a long pause is caught up over the next steps. */
export const MAX_BLOCKS_PER_STEP = 10;

interface CopyWindow {
  /** The block the broker is asked for. */
  readonly block: { readonly from: Date; readonly to: Date };
  /** Trades closed in (after, upTo] are copied. */
  readonly after: Date;
  readonly upTo: Date;
}

const copyWindows = (copiedUntil: Date, now: Date): CopyWindow[] => {
  const windows: CopyWindow[] = [];
  let after = copiedUntil.getTime();
  while (after < now.getTime() && windows.length < MAX_BLOCKS_PER_STEP) {
    const from = Math.floor(after / HISTORY_BLOCK_MS) * HISTORY_BLOCK_MS;
    const to = from + HISTORY_BLOCK_MS;
    const upTo = Math.min(to, now.getTime());
    windows.push({
      block: { from: new Date(from), to: new Date(to) },
      after: new Date(after),
      upTo: new Date(upTo),
    });
    after = upTo;
  }
  return windows;
};

/** Whole UTC days that began in (from, to]: deposits arrive once a day whatever the step length. */
const daysBegun = (from: Date, to: Date): number =>
  Math.max(0, Math.floor(to.getTime() / DAY_MS) - Math.floor(from.getTime() / DAY_MS));

/**
 * One simulation step of a site at `now`: robots of signals that are no longer followed stop; every
 * enabled PASSED signal gets its robots (spawned over time), and the provider's trades closed since
 * the last step are copied to them (follow orders, robots' cumulative profit). A window whose trades
 * cannot be read stays uncopied and is tried again next step; a lost signal's windows pass uncopied.
 */
export const simulateRobots = async (
  tx: SqlExecutor,
  siteId: string,
  now: Date,
  tradesOf: TradeSource,
): Promise<SimulationStep> => {
  const signals = await listFollowedSignals(tx, siteId);
  const stopped = await stopRobotsOfUnfollowedSignals(
    tx,
    siteId,
    signals.map((signal) => signal.id),
    now,
  );
  const touched = new Map(stopped.map((s) => [s.signalId, s]));
  const touch = (signal: FollowedSignal): void => {
    touched.set(signal.id, { signalId: signal.id, providerId: signal.providerId });
  };
  let robotsSpawned = 0;
  let ordersCopied = 0;
  // Signals whose new followers made ten or more: rewarded after every robot is written (see below).
  const reachedTen: FollowedSignal[] = [];
  for (const signal of signals) {
    const cursor = await lockSimulationCursor(tx, siteId, signal.id, now);
    const spawned = await spawnRobots(
      tx,
      signal,
      await listRobotsOfSignal(tx, siteId, signal.id),
      cursor.startedAt,
      now,
    );
    robotsSpawned += spawned;
    if (spawned > 0) touch(signal);
    const robots = await listRobotsOfSignal(tx, siteId, signal.id);
    const running = robots.filter((robot) => robot.status === 'RUNNING').length;
    if (spawned > 0 && running >= FOLLOWERS_FOR_REWARD) reachedTen.push(signal);
    for (const window of copyWindows(cursor.copiedUntil, now)) {
      let trades: readonly Trade[] = [];
      try {
        // A signal whose connection is lost has nothing to copy: its window passes without trades.
        if (signal.copying) trades = await tradesOf(signal, window.block.from, window.block.to);
      } catch {
        break; // the broker cannot be read now: this window waits for the next step
      }
      const copied = await copyClosed(tx, signal, robots, trades, window);
      await topUpLimitedAccounts(tx, robots, daysBegun(window.after, window.upTo));
      await advanceSimulationCursor(tx, siteId, signal.id, window.upTo);
      ordersCopied += copied;
      if (copied > 0) touch(signal);
    }
  }
  // The reward takes the provider's wallet lock: last, after the robots' rows, as settlement takes
  // robots before wallets, so the two never wait on each other in opposite orders.
  const rewarded = new Set<string>();
  for (const signal of reachedTen) {
    const cause = { siteId, userId: signal.providerId, signalId: signal.id, at: now };
    if (await grantFollowingReachTenReward(tx, cause)) rewarded.add(signal.providerId);
  }
  return {
    robotsSpawned,
    ordersCopied,
    robotsStoppedOn: stopped,
    touched: [...touched.values()],
    rewardedProviders: [...rewarded],
  };
};
