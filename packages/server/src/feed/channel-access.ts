import { isChannelName, LIVE_FEED_CHANNELS } from '@signal-portal/core';
import type { SqlExecutor } from '../storage/database.port.js';

/** What a subscription request amounts to: allowed, or refused as unknown / not the member's. */
export type ChannelAccess = 'allowed' | 'unknown';

const MEMBER_CHANNELS: ReadonlySet<string> = new Set([
  LIVE_FEED_CHANNELS.signals,
  LIVE_FEED_CHANNELS.wallet,
  LIVE_FEED_CHANNELS.withdrawals,
  LIVE_FEED_CHANNELS.orders,
]);
const SIGNAL_PREFIX = LIVE_FEED_CHANNELS.signal('');

/**
 * Whether a member may receive a channel: the member's own channels always; `signal.<id>` only for a
 * signal of that member on that site (another's signal reads as unknown, revealing nothing).
 */
export const channelAccess = async (
  db: SqlExecutor,
  member: { readonly siteId: string; readonly userId: string },
  channel: string,
): Promise<ChannelAccess> => {
  if (!isChannelName(channel)) return 'unknown';
  if (MEMBER_CHANNELS.has(channel)) return 'allowed';
  if (!channel.startsWith(SIGNAL_PREFIX)) return 'unknown';
  const signalId = channel.slice(SIGNAL_PREFIX.length);
  if (signalId === '') return 'unknown';
  const { rows } = await db.query(
    'SELECT 1 FROM signals WHERE site_id = $1 AND id = $2 AND user_id = $3 AND deleted_at IS NULL',
    [member.siteId, signalId, member.userId],
  );
  return rows.length > 0 ? 'allowed' : 'unknown';
};
