import { createHash } from 'node:crypto';
import type { Database, SqlExecutor } from '../storage/database.port.js';
import { UnwrittenMemo } from '../storage/unwritten-memo.js';
import { KeptSessions, SESSION_ENDED_NOTIFY_CHANNEL, type LiveSession } from './kept-sessions.js';
import { newToken } from '../ids.js';

export const SESSION_COOKIE = 'sp_session';
/**
 * Sessions last 30 days from login; logout ends them at once. Session times are real (wall-clock)
 * time, not the platform's simulation clock: moving the simulation forward must not sign anyone out,
 * nor keep a session alive longer than it really lived.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1_000;

/** The real time sessions are measured in. */
export const sessionNow = (): Date => new Date();

/** The signed-in member a request acts for. */
export interface Member {
  readonly siteId: string;
  readonly userId: string;
  /** Hash of the session id: what logout revokes. */
  readonly sessionHash: string;
}

const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

/** Starts a session (always a new id: no fixation); returns the id for the cookie. */
export const createSession = async (
  tx: SqlExecutor,
  member: { siteId: string; userId: string },
  now: Date,
): Promise<string> => {
  const id = newToken(32);
  await tx.query(
    'INSERT INTO sessions (id_hash, site_id, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashSessionId(id), member.siteId, member.userId, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  return id;
};

/** The live session of this hash on this site: its user and expiry. */
const findLiveSession = async (db: SqlExecutor, siteId: string, sessionHash: string, now: Date) => {
  const { rows } = await db.query<{ user_id: string; expires_at: Date }>(
    `SELECT user_id, expires_at FROM sessions
     WHERE id_hash = $1 AND site_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [sessionHash, siteId, now],
  );
  return rows[0];
};

/** What a cookie can name: longer values are refused before hashing. */
const sessionHashOf = (sessionId: string | undefined): string | undefined =>
  sessionId && sessionId.length <= 200 ? hashSessionId(sessionId) : undefined;

/** The member of a session of this site as every request of a server reads it. */
export type SessionReader = (
  siteId: string,
  sessionId: string | undefined,
  now: Date,
) => Promise<Member | undefined>;

/**
 * How a reader keeps members between requests: given a session and the read of it from the database
 * (its member and expiry, or undefined), the member's id, kept or read.
 */
type Keeping = (
  siteId: string,
  sessionHash: string,
  now: Date,
  readLive: () => Promise<LiveSession | undefined>,
) => Promise<string | undefined>;

/** A reader that hashes the cookie's id, asks `keeping` for the member, and names the member. */
const readerKeeping =
  (db: SqlExecutor, keeping: Keeping): SessionReader =>
  async (siteId, sessionId, now) => {
    const sessionHash = sessionHashOf(sessionId);
    if (sessionHash === undefined) return undefined;
    const userId = await keeping(siteId, sessionHash, now, async () => {
      const row = await findLiveSession(db, siteId, sessionHash, now);
      return row && { userId: row.user_id, expiresAt: new Date(row.expires_at) };
    });
    return userId === undefined ? undefined : { siteId, userId, sessionHash };
  };

/** Reads every time: nothing is kept. */
const readEachTime: Keeping = async (_siteId, _sessionHash, _now, readLive) => (await readLive())?.userId;

/** The member of a live session of this site, or undefined (unknown, expired, revoked, other site). */
export const readSession = (
  db: SqlExecutor,
  siteId: string,
  sessionId: string | undefined,
  now: Date,
): Promise<Member | undefined> => readerKeeping(db, readEachTime)(siteId, sessionId, now);

/**
 * readSession for every request of a server, kept in memory so most requests cost no query. On a
 * database that is its only writer (PGlite) a live session's member is kept until its expiry or the
 * next write (a logout, a password change: any write ends every kept answer). On PostgreSQL, where
 * other processes write too, for a few seconds at most, and forgotten as soon as a revoke's NOTIFY
 * arrives (kept-sessions.ts); without that LISTEN each request reads.
 */
export const openSessionReader = async (db: Database): Promise<SessionReader> => {
  if (db.writeGeneration) return readerKeeping(db, keptUntilWritten(db));
  const sessions = new KeptSessions();
  try {
    await db.listen(
      SESSION_ENDED_NOTIFY_CHANNEL,
      (sessionHash) => sessions.ended(sessionHash),
      () => sessions.forgetAll(),
    );
  } catch {
    return readerKeeping(db, readEachTime);
  }
  return readerKeeping(db, (siteId, sessionHash, now, readLive) =>
    sessions.read(siteId, sessionHash, now, readLive),
  );
};

/** Keeps a live session's member until its expiry or the next write (a database that is its only writer). */
const keptUntilWritten = (db: Database): Keeping => {
  const kept = new UnwrittenMemo<string | undefined>(db);
  return (siteId, sessionHash, now, readLive) =>
    kept.read(`${siteId} ${sessionHash}`, now, async () => {
      const live = await readLive();
      // No session is never kept: unknown ids must not push live sessions out.
      return live ? { value: live.userId, until: live.expiresAt } : { value: undefined, until: now };
    });
};

/** Whether the member's session is still live: not revoked, not expired, and theirs. */
export const isSessionLive = async (db: SqlExecutor, member: Member, now: Date): Promise<boolean> => {
  const { rows } = await db.query(
    `SELECT 1 FROM sessions
     WHERE id_hash = $1 AND site_id = $2 AND user_id = $3 AND revoked_at IS NULL AND expires_at > $4`,
    [member.sessionHash, member.siteId, member.userId, now],
  );
  return rows.length > 0;
};

/** Of the given session hashes, those of sessions still live (one query, for a periodic check). */
export const liveSessionHashes = async (
  db: SqlExecutor,
  sessionHashes: readonly string[],
  now: Date,
): Promise<Set<string>> => {
  if (sessionHashes.length === 0) return new Set();
  const { rows } = await db.query<{ id_hash: string }>(
    `SELECT id_hash FROM sessions WHERE id_hash = ANY($1::text[]) AND revoked_at IS NULL AND expires_at > $2`,
    [[...sessionHashes], now],
  );
  return new Set(rows.map((row) => row.id_hash));
};

/**
 * Ends the session. Its hash is announced on SESSION_ENDED_NOTIFY_CHANNEL in the same statement, so
 * every process's kept sessions forget it when (and only if) the revoke commits.
 */
export const revokeSession = async (db: SqlExecutor, member: Member, now: Date): Promise<void> => {
  await db.query(
    `WITH ended AS (
       UPDATE sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL RETURNING id_hash
     )
     SELECT pg_notify($3, id_hash) FROM ended`,
    [member.sessionHash, now, SESSION_ENDED_NOTIFY_CHANNEL],
  );
};
