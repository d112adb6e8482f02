import { LRUCache } from 'lru-cache';

/** The channel on which a revoke announces, on commit, the hash of the session it ended. */
export const SESSION_ENDED_NOTIFY_CHANNEL = 'session_ended';

/**
 * The longest a process keeps a live session without reading it again. The end of a session reaches
 * every process as a NOTIFY sent with the revoke (so at commit); this bound is for a NOTIFY that never
 * arrives (a LISTEN connection down): a stolen cookie of a session ended on another process signs in
 * at most this long after the logout.
 */
export const SESSION_KEEP_MS = 5_000;

interface KeptSession {
  readonly siteId: string;
  readonly userId: string;
  readonly until: number;
}

/** A live session as read from the database: its member and when it expires. */
export interface LiveSession {
  readonly userId: string;
  readonly expiresAt: Date;
}

/**
 * Live sessions kept in memory where other processes write too (PostgreSQL), so a signed-in request
 * costs no query most of the time. A session is kept until the first of: its expiry, SESSION_KEEP_MS
 * after it was read, the announcement of its end. A read that overlapped any announcement is not kept
 * (it may have seen the session before its revoke committed). Unknown ids are never kept, so they cannot
 * push live sessions out. Bounded: the least recently used goes first.
 */
export class KeptSessions {
  private readonly kept: LRUCache<string, KeptSession>;
  /** Moves with every announced end: equal readings around a read mean no end overlapped it. */
  private ends = 0;

  constructor(maxEntries = 10_000) {
    this.kept = new LRUCache({ max: maxEntries });
  }

  /** Forgets every kept session: announcements may have been missed (the LISTEN connection was lost). */
  forgetAll(): void {
    this.ends += 1;
    this.kept.clear();
  }

  /** Forgets a session whose end was announced (by any process). */
  ended(sessionHash: string): void {
    this.ends += 1;
    this.kept.delete(sessionHash);
  }

  /** The member of the live session of this hash on this site (kept or read), or undefined. */
  async read(
    siteId: string,
    sessionHash: string,
    now: Date,
    readLive: () => Promise<LiveSession | undefined>,
  ): Promise<string | undefined> {
    const at = now.getTime();
    const kept = this.kept.get(sessionHash);
    if (kept && kept.siteId === siteId && at < kept.until) return kept.userId;
    const endsBefore = this.ends;
    const live = await readLive();
    if (!live) return undefined;
    const until = Math.min(live.expiresAt.getTime(), at + SESSION_KEEP_MS);
    if (this.ends === endsBefore && until > at)
      this.kept.set(sessionHash, { siteId, userId: live.userId, until });
    return live.userId;
  }

  get size(): number {
    return this.kept.size;
  }
}
