/** A live-feed event for one user's channel, published by whatever changed the state. */
export interface FeedEvent {
  readonly siteId: string;
  readonly userId: string;
  /** A channel of LIVE_FEED_CHANNELS in core (e.g. `wallet`, `signal.<id>`). */
  readonly channel: string;
  readonly data: unknown;
}

/**
 * Publishes events so that every server process can push them to its sockets (PostgreSQL
 * LISTEN/NOTIFY underneath). Publish after the transaction that caused the event has committed.
 */
export interface FeedPublisher {
  publish(event: FeedEvent): Promise<void>;
}
