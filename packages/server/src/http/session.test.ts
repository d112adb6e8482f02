import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from '../storage/pglite.database.js';
import { createSession, SESSION_TTL_MS, sessionReader } from './session.js';

// The sessions table alone (the real one also refers to users): what the reader reads.
const SESSIONS = `CREATE TABLE sessions (id_hash text PRIMARY KEY, site_id text NOT NULL, user_id text NOT NULL,
  created_at timestamptz NOT NULL, expires_at timestamptz NOT NULL, revoked_at timestamptz)`;

describe('sessionReader on PGlite (answers kept until the next write)', () => {
  let db: PgliteDatabase;
  const start = new Date('2026-05-01T10:00:00.000Z');
  const later = (ms: number) => new Date(start.getTime() + ms);
  beforeAll(async () => {
    db = await PgliteDatabase.open('memory://');
    await db.exec(SESSIONS);
  });
  afterAll(async () => {
    await db.close();
  });

  it('a revoked session signs nobody in from the next request on, though its member was kept', async () => {
    const read = sessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u1' }, start);
    expect(await read('s1', id, later(1_000))).toMatchObject({ siteId: 's1', userId: 'u1' });
    expect(await read('s1', id, later(2_000))).toMatchObject({ userId: 'u1' });
    await db.query('UPDATE sessions SET revoked_at = $1', [later(3_000)]);
    expect(await read('s1', id, later(4_000))).toBeUndefined();
  });

  it('ends at its expiry with no write, is no other site’s, and an unknown id is nobody', async () => {
    const read = sessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u2' }, start);
    expect(await read('s1', id, later(SESSION_TTL_MS - 1))).toMatchObject({ userId: 'u2' });
    expect(await read('s1', id, later(SESSION_TTL_MS))).toBeUndefined();
    expect(await read('s2', id, later(1))).toBeUndefined();
    expect(await read('s1', 'not-a-session', later(1))).toBeUndefined();
    expect(await read('s1', 'x'.repeat(201), later(1))).toBeUndefined();
  });

  it('a session revived by a write signs in at once', async () => {
    const read = sessionReader(db);
    const id = await createSession(db, { siteId: 's1', userId: 'u3' }, start);
    await db.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2', [start, 'u3']);
    expect(await read('s1', id, later(1))).toBeUndefined();
    await db.query('UPDATE sessions SET revoked_at = NULL WHERE user_id = $1', ['u3']);
    expect(await read('s1', id, later(2))).toMatchObject({ userId: 'u3' });
  });
});
