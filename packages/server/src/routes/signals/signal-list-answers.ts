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
  private readonly entries = new Map<string, { readonly fingerprint: string; readonly body: Buffer }>();
  private size = 0;

  constructor(
    private readonly maxEntries = 1_000,
    /** Bytes of bodies kept. */
    private readonly maxSize = 16 * 1024 * 1024,
  ) {}

  /** The body kept for `key` when it was made from data of this `fingerprint`. */
  get(key: string, fingerprint: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.fingerprint !== fingerprint) return undefined;
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /** Keeps `body` (as UTF-8 bytes, encoded once) for `key` and `fingerprint`; answers the bytes. */
  set(key: string, fingerprint: string, text: string): Buffer {
    const body = Buffer.from(text);
    this.remove(key);
    if (body.length > this.maxSize) return body;
    this.entries.set(key, { fingerprint, body });
    this.size += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.size <= this.maxSize) break;
      this.remove(oldest);
    }
    return body;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.size -= entry.body.length;
  }
}
