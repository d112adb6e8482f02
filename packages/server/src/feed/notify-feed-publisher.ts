import type { Database, SqlExecutor } from '../storage/database.port.js';
import type { FeedEvent, FeedPublisher } from './feed-publisher.port.js';

/** The NOTIFY channel every server process listens on. */
export const FEED_NOTIFY_CHANNEL = 'live_feed';

/** NOTIFY payloads are limited to 8000 bytes; a larger event is stored and its row id is notified. */
const MAX_PAYLOAD_BYTES = 7_500;
/** Stored events are read by every listener within moments; older rows are removed. */
const STORED_PAYLOAD_TTL = '10 minutes';

interface StoredPayloadRef {
  readonly ref: string;
}

const refOf = (payload: string): string | undefined => {
  if (!payload.startsWith('{"ref":')) return undefined;
  try {
    const { ref } = JSON.parse(payload) as StoredPayloadRef;
    return typeof ref === 'string' && /^[0-9]+$/.test(ref) ? ref : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The event a NOTIFY payload carries: the payload itself, or the stored event it names (undefined
 * when that row is gone).
 */
export const readFeedPayload = async (db: SqlExecutor, payload: string): Promise<string | undefined> => {
  const ref = refOf(payload);
  if (ref === undefined) return payload;
  const { rows } = await db.query<{ payload: string }>('SELECT payload FROM feed_payloads WHERE id = $1', [
    ref,
  ]);
  return rows[0]?.payload;
};

export class NotifyFeedPublisher implements FeedPublisher {
  constructor(private readonly db: Database) {}

  async publish(event: FeedEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) {
      await this.db.notify(FEED_NOTIFY_CHANNEL, payload);
      return;
    }
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO feed_payloads (payload) VALUES ($1) RETURNING id::text AS id',
      [payload],
    );
    await this.db.query(
      `DELETE FROM feed_payloads WHERE created_at < now() - interval '${STORED_PAYLOAD_TTL}'`,
    );
    const ref: StoredPayloadRef = { ref: rows[0]?.id ?? '' };
    await this.db.notify(FEED_NOTIFY_CHANNEL, JSON.stringify(ref));
  }
}
