import { LIVE_FEED_CHANNELS, type Signal } from '@signal-portal/core';
import type { FeedEvent } from '../feed/feed-publisher.port.js';
import { figuresOfSignals, type SignalFigures } from '../signals/signal-figures.js';
import type { SqlExecutor } from '../storage/database.port.js';

/**
 * The computed fields of a Signal that a simulation step changes (followers, robots, their profit,
 * the followers series; the profit share with them): a partial Signal keyed by its id, the same
 * figures GET /signal/{id} answers.
 */
export type SignalFollowersPatch = Pick<Signal, 'id'> & SignalFigures;

/**
 * The patches of the touched signals, read inside the step's transaction at `now` (one query per
 * figure family for all of them), to publish on each `signal.<id>` after it committed.
 */
export const followersEvents = async (
  tx: SqlExecutor,
  siteId: string,
  signals: readonly { signalId: string; providerId: string }[],
  now: Date,
): Promise<FeedEvent[]> => {
  const figures = await figuresOfSignals(
    tx,
    signals.map((signal) => ({ siteId, signalId: signal.signalId, userId: signal.providerId })),
    now,
  );
  return signals.flatMap((signal) => {
    const own = figures.get(signal.signalId);
    if (!own) return [];
    const data: SignalFollowersPatch = { id: signal.signalId, ...own };
    return [{ siteId, userId: signal.providerId, channel: LIVE_FEED_CHANNELS.signal(signal.signalId), data }];
  });
};
