import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { endListenConnection, freshSchema } from '../storage/postgres.test-helpers.js';
import { SESSION_ENDED_NOTIFY_CHANNEL, SESSION_KEEP_MS } from './kept-sessions.js';
import { createSession, openSessionReader, revokeSession, type SessionReader } from './session.js';
import { SESSIONS_TABLE } from './session.test-helpers.js';

// Two server processes on one PostgreSQL: each keeps live sessions for a few seconds, and a logout on
// either ends the session on both at once. The time given to the readers stands still, so only the
// revoke's NOTIFY can end a kept session here, never SESSION_KEEP_MS.
describe('openSessionReader on PostgreSQL (sessions kept until a revoke is announced)', () => {
  let drop: () => Promise<void>;
  let first: PostgresDatabase;
  let second: PostgresDatabase;
  let readOnFirst: SessionReader;
  let readOnSecond: SessionReader;
  const now = new Date();
  const queriesOn = (db: PostgresDatabase) => {
    let count = 0;
    const query = db.query.bind(db);
    db.query = (sql: string, params?: readonly unknown[]) => {
      count += 1;
      return query(sql, params);
    };
    return () => count;
  };
  /** Polls the reader until it answers nobody; NOTIFY delivery is asynchronous. */
  const endedOn = async (read: SessionReader, id: string): Promise<boolean> => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if ((await read('s1', id, now)) === undefined) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    first = await PostgresDatabase.open(schema.url, 2);
    second = await PostgresDatabase.open(schema.url, 2);
    await first.exec(SESSIONS_TABLE);
    readOnFirst = await openSessionReader(first);
    readOnSecond = await openSessionReader(second);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  it('reads a live session once, then answers from memory until SESSION_KEEP_MS has passed', async () => {
    const id = await createSession(first, { siteId: 's1', userId: 'u1' }, now);
    const queries = queriesOn(second);
    expect(await readOnSecond('s1', id, now)).toMatchObject({ siteId: 's1', userId: 'u1' });
    expect(await readOnSecond('s1', id, new Date(now.getTime() + SESSION_KEEP_MS - 1))).toMatchObject({
      userId: 'u1',
    });
    expect(queries()).toBe(1);
    expect(await readOnSecond('s1', id, new Date(now.getTime() + SESSION_KEEP_MS))).toMatchObject({
      userId: 'u1',
    });
    expect(queries()).toBe(2);
  });

  it('a logout on one process ends the kept session on the other at once', async () => {
    const id = await createSession(first, { siteId: 's1', userId: 'u2' }, now);
    const member = await readOnSecond('s1', id, now);
    expect(await readOnFirst('s1', id, now)).toEqual(member);
    if (!member) throw new Error('the new session signs nobody in');
    await revokeSession(first, member, now);
    expect(await endedOn(readOnSecond, id)).toBe(true);
    expect(await endedOn(readOnFirst, id)).toBe(true);
  });

  it('a logout missed while the LISTEN connection was down ends the kept session once it listens again', async () => {
    const id = await createSession(first, { siteId: 's1', userId: 'u4' }, now);
    const member = await readOnSecond('s1', id, now);
    if (!member) throw new Error('the new session signs nobody in');
    let resumed = 0;
    await endListenConnection(second, first, () => (resumed += 1));
    // Announced while nobody on the second process listens: the notice is lost.
    await revokeSession(first, member, now);
    for (let attempt = 0; attempt < 500 && resumed === 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resumed).toBe(1);
    expect(await readOnSecond('s1', id, now)).toBeUndefined();
  });

  it('a revoke inside a transaction is announced at its commit, and one rolled back never', async () => {
    const id = await createSession(first, { siteId: 's1', userId: 'u3' }, now);
    const member = await readOnSecond('s1', id, now);
    if (!member) throw new Error('the new session signs nobody in');
    await expect(
      first.transaction(async (tx) => {
        await revokeSession(tx, member, now);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Announcements arrive in commit order: once a later one has arrived, the rolled-back one never will.
    const heard: string[] = [];
    const stop = await second.listen(SESSION_ENDED_NOTIFY_CHANNEL, (hash) => heard.push(hash));
    await first.query('SELECT pg_notify($1, $2)', [SESSION_ENDED_NOTIFY_CHANNEL, 'a-later-one']);
    await expect.poll(() => heard).toContain('a-later-one');
    await stop();
    expect(heard).not.toContain(member.sessionHash);
    expect(await readOnSecond('s1', id, now)).toEqual(member);

    let committed = false;
    await first.transaction(async (tx) => {
      await revokeSession(tx, member, now);
      // Not yet committed: the other process still signs the member in.
      expect(await readOnSecond('s1', id, now)).toEqual(member);
      committed = true;
    });
    expect(committed).toBe(true);
    expect(await endedOn(readOnSecond, id)).toBe(true);
  });

  it('is no other site’s and keeps nobody for an unknown id', async () => {
    const id = await createSession(first, { siteId: 's1', userId: 'u4' }, now);
    expect(await readOnSecond('s1', id, now)).toMatchObject({ userId: 'u4' });
    expect(await readOnSecond('s2', id, now)).toBeUndefined();
    expect(await readOnSecond('s1', 'not-a-session', now)).toBeUndefined();
  });
});
