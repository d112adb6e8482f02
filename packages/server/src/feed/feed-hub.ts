import { LIVE_FEED_CODES } from '@signal-portal/core';
import type { FeedConnection, FeedMember } from './feed-connection.js';
import { encodeFeedFrame, FeedMessageIds, type FeedFrame } from './feed-frame.js';
import type { FeedEvent } from './feed-publisher.port.js';

const keyOf = (member: { readonly siteId: string; readonly userId: string }): string =>
  `${member.siteId}\u0000${member.userId}`;

const parseEvent = (payload: string): FeedEvent | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { siteId, userId, channel, data } = value as Record<string, unknown>;
  return typeof siteId === 'string' && typeof userId === 'string' && typeof channel === 'string'
    ? { siteId, userId, channel, data }
    : undefined;
};

/**
 * A control event, not a channel: `$` is outside the channel-name alphabet, so no client can
 * subscribe to it. Published when a session ends (logout, a new log-in) with `{ sessionHash }`; every
 * process ends that session's sockets.
 */
export const SESSION_ENDED_EVENT = '$session.ended';

/**
 * A control event: published when an operator disables a site (`{ siteId }`, no user); every process
 * un-authenticates the sockets of that site's members, whose API calls are refused from then on too.
 */
export const SITE_DISABLED_EVENT = '$site.disabled';

/**
 * This process's live-feed connections, indexed by the member they are authenticated as, so an event
 * reaches exactly the sockets of its (site, user) that receive its channel, and no one else's.
 */
export class FeedHub {
  private readonly byMember = new Map<string, Set<FeedConnection>>();

  /**
   * `messageIds`: the process's message ids (connections number their replies from it too);
   * `onDelivered`: told how many sockets each channel event reached (metrics).
   */
  constructor(
    readonly messageIds: FeedMessageIds = new FeedMessageIds(),
    private readonly onDelivered: (channel: string, sockets: number) => void = () => undefined,
  ) {}

  memberChanged(
    connection: FeedConnection,
    previous: FeedMember | undefined,
    next: FeedMember | undefined,
  ): void {
    if (previous) {
      const key = keyOf(previous);
      const set = this.byMember.get(key);
      set?.delete(connection);
      if (set?.size === 0) this.byMember.delete(key);
    }
    if (next) {
      const key = keyOf(next);
      const set = this.byMember.get(key) ?? new Set<FeedConnection>();
      set.add(connection);
      this.byMember.set(key, set);
    }
  }

  /** A NOTIFY payload (a FeedEvent as JSON); returns how many sockets received it. */
  dispatchPayload(payload: string): number {
    const event = parseEvent(payload);
    return event ? this.dispatch(event) : 0;
  }

  dispatch(event: FeedEvent): number {
    if (event.channel === SESSION_ENDED_EVENT) return this.endSession(event);
    if (event.channel === SITE_DISABLED_EVENT) return this.endSite(event.siteId);
    let frame: FeedFrame | undefined;
    let delivered = 0;
    for (const connection of this.byMember.get(keyOf(event)) ?? []) {
      if (!connection.receives(event.channel)) continue;
      // Encoded once, when the first socket receives it: one id and the same bytes for all of them.
      frame ??= encodeFeedFrame({
        id: this.messageIds.next(),
        channel: event.channel,
        error: { code: LIVE_FEED_CODES.OK },
        data: event.data,
      });
      connection.push(frame);
      delivered += 1;
    }
    this.onDelivered(event.channel, delivered);
    return delivered;
  }

  /** Un-authenticates the sockets of the member that authenticated under the ended session. */
  private endSession(event: FeedEvent): number {
    const sessionHash = (event.data as { sessionHash?: unknown } | null)?.sessionHash;
    if (typeof sessionHash !== 'string') return 0;
    let ended = 0;
    // A copy: ending a session changes the member's set while it is walked.
    for (const connection of [...(this.byMember.get(keyOf(event)) ?? [])]) {
      if (connection.endSession(sessionHash)) ended += 1;
    }
    return ended;
  }

  /** Un-authenticates every socket of the site's members. */
  private endSite(siteId: string): number {
    let ended = 0;
    const prefix = `${siteId}\u0000`;
    for (const [key, connections] of [...this.byMember]) {
      if (!key.startsWith(prefix)) continue;
      for (const connection of [...connections]) if (connection.endMember('site disabled')) ended += 1;
    }
    return ended;
  }

  /** Every connection of this process that is authenticated (or being authenticated) as a member. */
  *authenticated(): IterableIterator<FeedConnection> {
    for (const connections of this.byMember.values()) yield* connections;
  }

  /** Members with at least one authenticated socket here (for tests and metrics). */
  get memberCount(): number {
    return this.byMember.size;
  }
}
