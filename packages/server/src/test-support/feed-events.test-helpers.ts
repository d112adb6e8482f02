import type { FeedEvent, FeedPublisher } from '../feed/feed-publisher.port.js';

/** The live-feed events `feed` publishes while `work` runs (each still published as before). */
export const feedEventsDuring = async (
  feed: FeedPublisher,
  work: () => Promise<unknown>,
): Promise<FeedEvent[]> => {
  const events: FeedEvent[] = [];
  const original = feed.publish.bind(feed);
  feed.publish = (event) => {
    events.push(event);
    return original(event);
  };
  try {
    await work();
  } finally {
    feed.publish = original;
  }
  return events;
};
