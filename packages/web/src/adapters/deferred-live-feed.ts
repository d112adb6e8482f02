import type { LiveFeed, LiveFeedOptions, SessionLiveFeed } from '@signal-portal/core';

/** Downloads the live-feed client's code (its own chunk of the build). */
export type LiveFeedClientLoader = () => Promise<{ readonly LiveFeed: typeof LiveFeed }>;

const loadClient: LiveFeedClientLoader = () => import('./live-feed-client.js');

/**
 * The session's live feed, loaded when a member first needs it: a guest never downloads the live-feed
 * client. Listeners added before it loads hear it once it is there; a feed that never loaded has no
 * authentication to drop at logout. A download that failed (the server unreachable) is tried again on
 * the next call, never remembered as final.
 */
export class DeferredLiveFeed implements SessionLiveFeed {
  private feed: LiveFeed | undefined;
  private loading: Promise<LiveFeed> | undefined;
  private readonly connectedListeners = new Set<(connected: boolean) => void>();
  private readonly reconnectListeners = new Set<(at: number | null) => void>();
  private readonly sessionEndedListeners = new Set<() => void>();

  constructor(
    private readonly options: LiveFeedOptions,
    private readonly loader: LiveFeedClientLoader = loadClient,
  ) {}

  /** The core's LiveFeed, loaded on the first call. */
  load(): Promise<LiveFeed> {
    this.loading ??= this.loader().then(
      ({ LiveFeed }) => {
        const feed = new LiveFeed(this.options);
        feed.onConnectedChange((connected) => {
          for (const listener of this.connectedListeners) listener(connected);
        });
        feed.onReconnectChange((at) => {
          for (const listener of this.reconnectListeners) listener(at);
        });
        feed.onSessionEnded(() => {
          for (const listener of this.sessionEndedListeners) listener();
        });
        this.feed = feed;
        return feed;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  onConnectedChange(listener: (connected: boolean) => void): () => void {
    this.connectedListeners.add(listener);
    return () => {
      this.connectedListeners.delete(listener);
    };
  }

  /** When the feed's next reconnect is due (epoch ms), or null when none waits. */
  onReconnectChange(listener: (at: number | null) => void): () => void {
    this.reconnectListeners.add(listener);
    return () => {
      this.reconnectListeners.delete(listener);
    };
  }

  /** When the server ends the session the feed authenticated under (a logout in another tab). */
  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => {
      this.sessionEndedListeners.delete(listener);
    };
  }

  /** Opens the socket now when a reconnect is waiting ("retry now"). */
  reconnectNow(): void {
    this.feed?.reconnectNow();
  }

  authenticate(): void {
    this.load().then(
      (feed) => feed.authenticate(),
      // Not downloadable now: the next member action or reconnect loads it again.
      () => undefined,
    );
  }

  logout(): void {
    this.feed?.logout();
  }
}
