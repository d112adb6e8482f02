import type { Database } from '../storage/database.port.js';
import type { FeedEvent, FeedPublisher } from './feed-publisher.port.js';

/** The NOTIFY channel every server process listens on. */
export const FEED_NOTIFY_CHANNEL = 'live_feed';

/** NOTIFY payloads are limited to 8000 bytes; larger events carry only their channel (clients refetch). */
const MAX_PAYLOAD_BYTES = 7_500;

export class NotifyFeedPublisher implements FeedPublisher {
  constructor(private readonly db: Database) {}

  async publish(event: FeedEvent): Promise<void> {
    let payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      payload = JSON.stringify({ ...event, data: { truncated: true } });
    }
    await this.db.notify(FEED_NOTIFY_CHANNEL, payload);
  }
}
