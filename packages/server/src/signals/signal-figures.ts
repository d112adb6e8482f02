import {
  dec,
  FOLLOW_TYPES,
  sumDecimals,
  toMoneyString,
  type RobotStats,
  type Signal,
} from '@signal-portal/core';
import { defaultFollowersDays } from '../followers/followers-days.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  figureSumsOf,
  type FiguresKey,
  type FollowersSums,
  type RobotSums,
} from '../storage/signal-figures.repository.js';
import type { StoredSignal } from '../storage/signals.repository.js';

/**
 * The Signal's fields the platform computes from the robots, followers and settlements, each equal to
 * what the route that lists its parts says for the same signal at the same moment:
 *
 * - numOfFollowers: running robots (GET /signal/{id}/robots, status RUNNING); investmentOfFollow: the
 *   sum of their investments; wasFollowed: the signal has had a robot.
 * - runningRobotData: per follow type with a running robot: running robots, all robots of the type,
 *   and the profit of the running ones. totalTradingRobotData: per follow type with any robot: the
 *   same counts and the profit of all of them (running and stopped).
 * - profitOfSymbolsStrategy: profit of every SYMBOL_STRATEGY robot, running or stopped.
 * - profitOfCompletedFollowing: profit of every stopped robot (its following completed), both types.
 * - profitShare: the profit share the provider was paid on the signal, before the platform fee: the
 *   settled and resettled records' profitShare (GET /report/settlement?signalId= totals.profitShare).
 * - followersDatas: followers and invested funds per day over the last 30 UTC days, today counted at
 *   the platform's now (GET /signal/{id}/followers without a range).
 *
 * A profit is summed over robots each at cents, as the robots route shows them, so the figure is the
 * sum of what the caller sees.
 */
export type SignalFigures = Pick<
  Signal,
  | 'numOfFollowers'
  | 'investmentOfFollow'
  | 'wasFollowed'
  | 'profitOfCompletedFollowing'
  | 'profitOfSymbolsStrategy'
  | 'profitShare'
  | 'runningRobotData'
  | 'totalTradingRobotData'
  | 'followersDatas'
>;

const money = (value: string): string => toMoneyString(dec(value));

const moneySum = (values: readonly string[]): string => toMoneyString(sumDecimals(values.map((v) => dec(v))));

/** The robot figures of one signal from its per-type sums. */
const robotFigures = (sums: readonly RobotSums[]): Omit<SignalFigures, 'profitShare' | 'followersDatas'> => {
  const byType = FOLLOW_TYPES.flatMap((type) => sums.filter((s) => s.followType === type));
  const stats = (s: RobotSums, profit: string): RobotStats => ({
    followType: s.followType,
    runningCount: s.running,
    totalCount: s.total,
    profit: money(profit),
  });
  return {
    numOfFollowers: byType.reduce((n, s) => n + s.running, 0),
    investmentOfFollow: moneySum(byType.map((s) => s.runningInvestment)),
    wasFollowed: byType.some((s) => s.total > 0),
    runningRobotData: byType.filter((s) => s.running > 0).map((s) => stats(s, s.runningProfit)),
    totalTradingRobotData: byType.map((s) => stats(s, s.totalProfit)),
    profitOfSymbolsStrategy: moneySum(
      byType.filter((s) => s.followType === 'SYMBOL_STRATEGY').map((s) => s.totalProfit),
    ),
    profitOfCompletedFollowing: moneySum(byType.map((s) => s.stoppedProfit)),
  };
};

/** The followers series at cents; a day with the invested funds of the day before reuses its text. */
const followersData = (points: readonly FollowersSums[]): SignalFigures['followersDatas'] => {
  let sum: string | undefined;
  let atCents = '';
  return points.map((point) => {
    if (point.investment !== sum) {
      sum = point.investment;
      atCents = money(sum);
    }
    return { date: point.date, followers: point.followers, investment: atCents };
  });
};

/** Rows grouped by their signal, in their order. */
const bySignal = <Row extends { readonly signalId: string }>(rows: readonly Row[]): Map<string, Row[]> => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.signalId);
    if (group) group.push(row);
    else groups.set(row.signalId, [row]);
  }
  return groups;
};

/** The computed fields of each signal at `now`, by signal id: one query for any number of signals. */
export const figuresOfSignals = async (
  db: SqlExecutor,
  keys: readonly FiguresKey[],
  now: Date,
): Promise<Map<string, SignalFigures>> => {
  const sums = await figureSumsOf(db, keys, defaultFollowersDays(now));
  const robots = bySignal(sums.robots);
  const { shares } = sums;
  const followers = bySignal(sums.followers);
  const figures = new Map<string, SignalFigures>();
  for (const { signalId } of keys) {
    figures.set(signalId, {
      ...robotFigures(robots.get(signalId) ?? []),
      profitShare: money(shares.get(signalId) ?? '0'),
      followersDatas: followersData(followers.get(signalId) ?? []),
    });
  }
  return figures;
};

/** What the figures of a signal are read for: its site, provider and the signal. */
type WithOwner = Pick<StoredSignal, 'siteId' | 'userId' | 'signal'>;

const keyOf = (stored: WithOwner): FiguresKey => ({
  siteId: stored.siteId,
  signalId: stored.signal.id,
  userId: stored.userId,
});

/** The signals with every computed field filled at `now` (what the API answers and the feed sends). */
export const withFigures = async <S extends WithOwner>(
  db: SqlExecutor,
  signals: readonly S[],
  now: Date,
): Promise<S[]> => {
  const figures = await figuresOfSignals(db, signals.map(keyOf), now);
  return signals.map((stored) => {
    const own = figures.get(stored.signal.id);
    return own ? { ...stored, signal: { ...stored.signal, ...own } } : stored;
  });
};

/** One signal with its computed fields filled at `now`. */
export const withFiguresOf = async (
  db: SqlExecutor,
  stored: StoredSignal,
  now: Date,
): Promise<StoredSignal> => (await withFigures(db, [stored], now))[0] ?? stored;
