import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { createSession, openSessionReader, revokeSession, SESSION_TTL_MS } from './session.js';
import { SESSIONS_TABLE } from './session.test-helpers.js';

describe('openSessionReader on PGlite (answers kept until the next write)', () => {
  let db: PgliteDatabase;
  const start = new Date('2026-05-01T10:00:00.000Z');
  const later = (ms: number) => new Date(start.getTime() + ms);
  beforeAll(async () => {
    db = await PgliteDatabase.open('memory://');
    await db.exec(SESSIONS_TABLE);
  });
  afterAll(async () => {
    await db.close();
  });

  it('a revoked session signs nobody in from the next request on, though its member was kept', async () => {
    const read = await openSessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u1' }, start);
    expect(await read('s1', id, later(1_000))).toMatchObject({ siteId: 's1', userId: 'u1' });
    expect(await read('s1', id, later(2_000))).toMatchObject({ userId: 'u1' });
    await db.query('UPDATE sessions SET revoked_at = $1', [later(3_000)]);
    expect(await read('s1', id, later(4_000))).toBeUndefined();
  });

  it('ends at its expiry with no write, is no other site’s, and an unknown id is nobody', async () => {
    const read = await openSessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u2' }, start);
    expect(await read('s1', id, later(SESSION_TTL_MS - 1))).toMatchObject({ userId: 'u2' });
    expect(await read('s1', id, later(SESSION_TTL_MS))).toBeUndefined();
    expect(await read('s2', id, later(1))).toBeUndefined();
    expect(await read('s1', 'not-a-session', later(1))).toBeUndefined();
    expect(await read('s1', 'x'.repeat(201), later(1))).toBeUndefined();
  });

  it('a session revived by a write signs in at once', async () => {
    const read = await openSessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u3' }, start);
    await db.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2', [start, 'u3']);
    expect(await read('s1', id, later(1))).toBeUndefined();
    await db.query('UPDATE sessions SET revoked_at = NULL WHERE user_id = $1', ['u3']);
    expect(await read('s1', id, later(2))).toMatchObject({ userId: 'u3' });
  });

  it('revokeSession ends the session, and a revoke rolled back ends nothing', async () => {
    const read = await openSessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u4' }, start);
    const member = await read('s1', id, later(1));
    if (!member) throw new Error('the new session signs nobody in');
    await expect(
      db.transaction(async (tx) => {
        await revokeSession(tx, member, later(2));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read('s1', id, later(3))).toMatchObject({ userId: 'u4' });
    await revokeSession(db, member, later(4));
    expect(await read('s1', id, later(5))).toBeUndefined();
  });
});
