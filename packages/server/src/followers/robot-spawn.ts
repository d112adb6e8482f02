import {
  dec,
  Decimal,
  DAY_MS,
  isDecimalString,
  settlementDueAt,
  toIso,
  type FollowType,
} from '@signal-portal/core';
import { createRng } from '@signal-portal/fixtures';
import type { NewRobot } from '../storage/robots.repository.js';
import type { FollowedSignal } from './followed-signals.js';

/**
 * How followers arrive: two robots at once, one more every few days, up to a dozen per signal. The
 * cap is above ten so that a signal followed for 24 days reaches the ten-follower reward
 * (REWARD_FOLLOWING_REACH_TEN, money/rewards.ts), as a well-followed real signal would.
 */
export const ROBOT_SPAWN = { initial: 2, everyDays: 3, max: 12 } as const;

/** The largest investment a simulated follower makes, as a multiple of the signal's minimum. */
const INVESTMENT_SPREAD = 20;

/** Every fourth robot's broker account pays shares only from its free funds (so some shares wait). */
const isFundsLimited = (seq: number): boolean => seq % 4 === 3;

/** How many robots a signal should have running `now`, having been followed since `startedAt`. */
export const targetRobotCount = (startedAt: Date, now: Date): number => {
  const days = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / DAY_MS));
  return Math.min(ROBOT_SPAWN.max, ROBOT_SPAWN.initial + Math.floor(days / ROBOT_SPAWN.everyDays));
};

/** The signal's profit-share percent, or 0 when the stored setting is not a percent (nothing shared). */
const percentOf = (signal: FollowedSignal): string => {
  const value = signal.followSetting.profitSharePercent;
  if (!isDecimalString(value)) return '0';
  const percent = dec(value);
  return percent.isNegative() || percent.greaterThan(100) ? '0' : percent.toFixed();
};

/** A whole-dollar investment within the signal's bounds (never below 100, never above the maximum). */
const investmentFor = (signal: FollowedSignal, draw: (min: number, max: number) => number): string => {
  const bound = (value: string, fallback: number): Decimal =>
    isDecimalString(value) ? dec(value) : dec(fallback);
  const min = Decimal.max(bound(signal.followSetting.investmentMin, 100), 100).ceil();
  const max = Decimal.min(
    bound(signal.followSetting.investmentMax, 1_000_000),
    min.times(INVESTMENT_SPREAD),
  ).floor();
  if (max.lessThanOrEqualTo(min)) return min.toFixed();
  return String(draw(min.toNumber(), max.toNumber()));
};

/**
 * The `seq`-th robot of a signal, the same for the same signal and number (a seeded generator):
 * alternating follow types (only full follow when the signal has no matched symbols), an investment
 * within the signal's followSetting, the signal's current profit-share percent as its terms.
 */
export const planRobot = (signal: FollowedSignal, seq: number, now: Date, id: string): NewRobot => {
  const rng = createRng(`robot/${signal.id}/${seq}`);
  const symbols = [...new Set(signal.symbols.map((pairing) => pairing.platformSymbol))].sort();
  const followType: FollowType = seq % 2 === 1 && symbols.length > 0 ? 'SYMBOL_STRATEGY' : 'FULL_SIGNAL';
  const followed =
    followType === 'SYMBOL_STRATEGY'
      ? rng
          .fork('symbols')
          .shuffle(symbols)
          .slice(0, rng.int(1, Math.max(1, Math.ceil(symbols.length / 2))))
          .sort()
      : [];
  return {
    siteId: signal.siteId,
    id,
    signalId: signal.id,
    seq,
    name: `${signal.name}#${seq + 1}`,
    followerName: `follower-${rng.fork('name').hex(6)}`,
    followType,
    investment: investmentFor(signal, (min, max) => rng.fork('investment').int(min, max)),
    profitSharePercent: percentOf(signal),
    symbols: followed,
    fundsLimited: isFundsLimited(seq),
    freeFunds: '0',
    createdAt: now,
    nextSettlementAt: new Date(settlementDueAt(toIso(now.getTime()))),
  };
};
