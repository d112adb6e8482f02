import { dec, LIVE_FEED_CHANNELS, toMoneyString, type Signal } from '@signal-portal/core';
import type { FeedEvent } from '../feed/feed-publisher.port.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { robotStatsOfSignal } from '../storage/robots.repository.js';

/** The follower fields of a Signal that a simulation step changes: a partial Signal keyed by its id. */
export type SignalFollowersPatch = Pick<
  Signal,
  | 'id'
  | 'numOfFollowers'
  | 'investmentOfFollow'
  | 'wasFollowed'
  | 'runningRobotData'
  | 'totalTradingRobotData'
>;

/** Reads the patch inside the step's transaction, to publish on `signal.<id>` after it committed. */
export const followersEvent = async (
  tx: SqlExecutor,
  siteId: string,
  signal: { signalId: string; providerId: string },
): Promise<FeedEvent> => {
  const stats = await robotStatsOfSignal(tx, siteId, signal.signalId);
  const { rows } = await tx.query<{ investment: string }>(
    `SELECT coalesce(sum(investment), 0)::text AS investment FROM robots
     WHERE site_id = $1 AND signal_id = $2 AND status = 'RUNNING'`,
    [siteId, signal.signalId],
  );
  const data: SignalFollowersPatch = {
    id: signal.signalId,
    numOfFollowers: stats.running.reduce((n, s) => n + s.runningCount, 0),
    investmentOfFollow: toMoneyString(dec(rows[0]?.investment ?? '0')),
    wasFollowed: stats.total.some((s) => s.totalCount > 0),
    runningRobotData: stats.running.filter((s) => s.runningCount > 0),
    totalTradingRobotData: stats.total,
  };
  return { siteId, userId: signal.providerId, channel: LIVE_FEED_CHANNELS.signal(signal.signalId), data };
};
