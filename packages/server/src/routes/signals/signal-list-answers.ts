import { LRUCache } from 'lru-cache';

/**
 * Answers of GET /signal as sent (the serialised body), each kept with the fingerprint of what it was
 * computed from (signals.repository listPageFingerprint: the rows' versions, the count, the robots'
 * and shares' versions, the day). A request whose page has the same fingerprint gets the same bytes
 * without reading the rows, computing the figures or serialising again; any write to any of it, by
 * anyone, changes the fingerprint, and the answer is computed afresh. Per process: each process of a
 * deployment checks the fingerprint on every request, so none answers from data another changed.
 * Bounded by entries and by size, the least recently used going first.
 */
export class ListAnswerCache {
  private readonly entries: LRUCache<string, { readonly fingerprint: string; readonly body: Buffer }>;

  constructor(
    maxEntries = 1_000,
    /** Bytes of bodies kept; a body larger than this is answered but not kept. */
    maxSize = 16 * 1024 * 1024,
  ) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize,
      // lru-cache wants a positive size; an empty body still takes an entry.
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  /** The body kept for `key` when it was made from data of this `fingerprint`. */
  get(key: string, fingerprint: string): Buffer | undefined {
    const entry = this.entries.get(key);
    return entry?.fingerprint === fingerprint ? entry.body : undefined;
  }

  /** Keeps `body` (as UTF-8 bytes, encoded once) for `key` and `fingerprint`; answers the bytes. */
  set(key: string, fingerprint: string, text: string): Buffer {
    const body = Buffer.from(text);
    // A body over maxSize is not kept, and the key's older body is dropped (lru-cache's maxEntrySize).
    this.entries.set(key, { fingerprint, body });
    return body;
  }
}
