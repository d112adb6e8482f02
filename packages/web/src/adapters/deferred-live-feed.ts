import type { LiveFeed, LiveFeedOptions, SessionLiveFeed } from '@signal-portal/core';

/**
 * The session's live feed, loaded when a member first needs it: a guest never downloads the live-feed
 * client. Listeners added before it loads hear it once it is there; a feed that never loaded has no
 * authentication to drop at logout.
 */
export class DeferredLiveFeed implements SessionLiveFeed {
  private feed: LiveFeed | undefined;
  private loading: Promise<LiveFeed> | undefined;
  private readonly connectedListeners = new Set<(connected: boolean) => void>();

  constructor(private readonly options: LiveFeedOptions) {}

  /** The core's LiveFeed, loaded on the first call. */
  load(): Promise<LiveFeed> {
    this.loading ??= import('./live-feed-client.js').then(({ LiveFeed }) => {
      const feed = new LiveFeed(this.options);
      feed.onConnectedChange((connected) => {
        for (const listener of this.connectedListeners) listener(connected);
      });
      this.feed = feed;
      return feed;
    });
    return this.loading;
  }

  onConnectedChange(listener: (connected: boolean) => void): () => void {
    this.connectedListeners.add(listener);
    return () => {
      this.connectedListeners.delete(listener);
    };
  }

  authenticate(): void {
    void this.load().then((feed) => feed.authenticate());
  }

  logout(): void {
    this.feed?.logout();
  }
}
