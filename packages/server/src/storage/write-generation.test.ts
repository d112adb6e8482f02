import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite.database.js';
import { onlyReads, WriteGeneration } from './write-generation.js';

describe('onlyReads', () => {
  it('takes a single SELECT or WITH ... SELECT as a read, names like updated_at included', () => {
    expect(onlyReads('SELECT user_id, expires_at FROM sessions WHERE revoked_at IS NULL')).toBe(true);
    expect(onlyReads('  with page AS (SELECT id FROM signals) SELECT * FROM page')).toBe(true);
    expect(onlyReads('SELECT updated_at, locked_at, created_at FROM t')).toBe(true);
  });

  it('takes anything that could write, or that it cannot tell, as a write', () => {
    for (const sql of [
      'INSERT INTO t VALUES (1)',
      'UPDATE t SET a = 1',
      'DELETE FROM t',
      'WITH stopped AS (UPDATE robots SET status = 1 RETURNING id) SELECT * FROM stopped',
      'SELECT * FROM jobs FOR UPDATE SKIP LOCKED',
      "SELECT nextval('s')",
      "SELECT pg_notify('c', 'p')",
      'SELECT 1; DELETE FROM t',
      'TRUNCATE t',
      'CHECKPOINT',
      'VALUES (1)',
      // a SELECT inside a statement that does more than read
      'PREPARE p AS SELECT 1',
      'DECLARE c CURSOR FOR SELECT 1',
      'EXPLAIN SELECT 1',
    ]) {
      expect(onlyReads(sql), sql).toBe(false);
    }
  });
});

describe('WriteGeneration', () => {
  it('moves when a write starts and again when it ends, also when it fails', async () => {
    const writes = new WriteGeneration();
    const before = writes.current();
    let during = -1;
    await writes.around(() => {
      during = writes.current();
      return Promise.resolve();
    });
    expect(during).not.toBe(before);
    expect(writes.current()).not.toBe(during);
    const afterFirst = writes.current();
    await expect(writes.around(() => Promise.reject(new Error('rolled back')))).rejects.toThrow(
      'rolled back',
    );
    expect(writes.current()).not.toBe(afterFirst);
  });
});

describe('PGlite write generation', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open('memory://');
    await db.exec('CREATE TABLE t (a int)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('stays the same across reads and moves on every write: statement, script and transaction', async () => {
    const at = db.writeGeneration();
    await db.query('SELECT count(*) FROM t');
    expect(db.writeGeneration()).toBe(at);
    await db.query('INSERT INTO t VALUES ($1)', [1]);
    const afterInsert = db.writeGeneration();
    expect(afterInsert).not.toBe(at);
    await db.exec('UPDATE t SET a = 2');
    const afterScript = db.writeGeneration();
    expect(afterScript).not.toBe(afterInsert);
    // A transaction that only reads counts too: what it does is not looked into.
    await db.transaction((tx) => tx.query('SELECT 1'));
    expect(db.writeGeneration()).not.toBe(afterScript);
  });

  it('reads during a transaction see a generation that differs from the one after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (3)');
      await held;
    });
    const during = db.writeGeneration();
    release();
    await writing;
    expect(db.writeGeneration()).not.toBe(during);
  });
});
