import { liveSessionHashes, sessionNow } from '../http/session.js';
import type { SqlExecutor } from '../storage/database.port.js';
import type { FeedConnection, FeedMember } from './feed-connection.js';
import type { FeedHub } from './feed-hub.js';

/** Session hashes asked about in one query. */
const BATCH = 500;

/**
 * Un-authenticates this process's sockets whose session ended without an event reaching it: it
 * expired, or its logout's NOTIFY was lost while this process's LISTEN connection was down. Sessions
 * never come back to life, so a session found ended ends every socket that was its when the check began.
 * Answers how many sockets it ended.
 */
export const endSocketsOfEndedSessions = async (db: SqlExecutor, hub: FeedHub): Promise<number> => {
  const bySession = new Map<string, Array<{ connection: FeedConnection; member: FeedMember }>>();
  for (const connection of hub.authenticated()) {
    const member = connection.member;
    if (!member) continue;
    const list = bySession.get(member.sessionHash) ?? [];
    list.push({ connection, member });
    bySession.set(member.sessionHash, list);
  }
  const hashes = [...bySession.keys()];
  let ended = 0;
  for (let i = 0; i < hashes.length; i += BATCH) {
    const batch = hashes.slice(i, i + BATCH);
    const live = await liveSessionHashes(db, batch, sessionNow());
    for (const hash of batch) {
      if (live.has(hash)) continue;
      for (const { connection, member } of bySession.get(hash) ?? []) {
        // Still the member it was when the check began (not re-authenticated meanwhile).
        if (connection.member === member && connection.endMember('session ended')) ended += 1;
      }
    }
  }
  return ended;
};
