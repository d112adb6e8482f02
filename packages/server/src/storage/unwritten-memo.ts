import { LRUCache } from 'lru-cache';
import type { Database } from './database.port.js';

/** A kept answer: valid while the generation is the same and the time is within [from, until). */
interface Kept<V> {
  readonly generation: number;
  readonly from: number;
  readonly until: number;
  readonly value: V;
}

/**
 * A read's answer and the first time at which it could differ without any write (undefined: never;
 * at or before the read's time: do not keep it).
 */
export interface TimedAnswer<V> {
  readonly value: V;
  readonly until: Date | undefined;
}

/**
 * Answers of reads kept while nothing is written, for a database that is its data's only writer
 * (Database.writeGeneration, PGlite). A kept answer is given again only for the same key, the same
 * write generation and a time within the span the read said its answer holds; the answer of a read
 * that overlapped a write is not kept. Where other processes may write (PostgreSQL) every call reads.
 * Bounded: the least recently used key goes first.
 */
export class UnwrittenMemo<V> {
  private readonly kept: LRUCache<string, Kept<V>>;

  constructor(
    private readonly db: Pick<Database, 'writeGeneration'>,
    maxEntries = 10_000,
  ) {
    this.kept = new LRUCache({ max: maxEntries });
  }

  async read(key: string, now: Date, read: () => Promise<TimedAnswer<V>>): Promise<V> {
    const generation = this.db.writeGeneration?.();
    if (generation === undefined) return (await read()).value;
    const at = now.getTime();
    const kept = this.kept.get(key);
    if (kept && kept.generation === generation && kept.from <= at && at < kept.until) return kept.value;
    const { value, until } = await read();
    const holdsUntil = until?.getTime() ?? Infinity;
    if (holdsUntil > at && this.db.writeGeneration?.() === generation) {
      this.kept.set(key, { generation, from: at, until: holdsUntil, value });
    }
    return value;
  }
}
