import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseContract } from './database.contract.js';
import { schemaContract } from './schema.contract.js';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';

const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(drops.map((drop) => drop()));
});

const openFresh = async (): Promise<PostgresDatabase> => {
  const { url, drop } = await freshSchema();
  drops.push(drop);
  return PostgresDatabase.open(url);
};

databaseContract('PostgreSQL', openFresh);
schemaContract('PostgreSQL', openFresh);

describe('PostgreSQL under concurrency', () => {
  it('row locks serialise concurrent transactions: no lost update', async () => {
    const db = await openFresh();
    await db.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO counter VALUES (1, 0)');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('SELECT n FROM counter WHERE id = 1 FOR UPDATE');
          await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [(rows[0]?.n ?? 0) + 1]);
        }),
      ),
    );
    const { rows } = await db.query<{ n: number }>('SELECT n FROM counter WHERE id = 1');
    expect(rows[0]?.n).toBe(20);
    await db.close();
  });

  it('a notification from one process reaches a listener of another', async () => {
    const { url, drop } = await freshSchema();
    drops.push(drop);
    const a = await PostgresDatabase.open(url);
    const b = await PostgresDatabase.open(url);
    const got: string[] = [];
    await b.listen('fanout_test', (p) => got.push(p));
    await a.notify('fanout_test', 'hello');
    const until = Date.now() + 2_000;
    while (got.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual(['hello']);
    await a.close();
    await b.close();
  });
});

describe('PostgreSQL LISTEN connection', () => {
  const eventually = async (done: () => boolean): Promise<void> => {
    const until = Date.now() + 10_000;
    while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  };

  it('is opened again when lost: listeners are told once it listens, and later notices arrive', async () => {
    const { url, drop } = await freshSchema();
    drops.push(drop);
    const a = await PostgresDatabase.open(url);
    const b = await PostgresDatabase.open(url);
    const channel = `resume_${randomBytes(6).toString('hex')}`;
    const got: string[] = [];
    let resumed = 0;
    await b.listen(
      channel,
      (p) => got.push(p),
      () => (resumed += 1),
    );
    expect(b.listenerState()).toEqual({ up: true, losses: 0 });
    // The server ends b's LISTEN connection, as a restart or a network cut would.
    const { rows } = await a.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query = $1',
      [`LISTEN ${channel}`],
    );
    expect(rows).toEqual([{ ended: true }]);
    await eventually(() => resumed > 0);
    expect(resumed).toBe(1);
    expect(b.listenerState()).toEqual({ up: true, losses: 1 });
    await a.notify(channel, 'after');
    await eventually(() => got.length > 0);
    expect(got).toEqual(['after']);
    await a.close();
    await b.close();
    expect(b.listenerState().losses).toBe(1);
  });
});

describe('PostgreSQL prepared statements', () => {
  it('a text run five times is prepared on the connection, and answers as before', async () => {
    const db = await openFresh();
    await db.query('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL)');
    await db.query("INSERT INTO item VALUES (1, 'one'), (2, 'two')");
    const sql = 'SELECT name FROM item WHERE id = $1';
    const prepared = await db.transaction(async (tx) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push((await tx.query<{ name: string }>(sql, [1 + (i % 2)])).rows);
      expect(answers).toEqual([1, 2, 1, 2, 1, 2].map((id) => [{ name: id === 1 ? 'one' : 'two' }]));
      const { rows } = await tx.query<{ statement: string }>(
        'SELECT statement FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      return rows;
    });
    expect(prepared).toEqual([{ statement: sql }]);
    await db.close();
  });

  it('a table changed under a prepared statement (a migration elsewhere) is read again, unprepared', async () => {
    const db = await openFresh();
    await db.query('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL)');
    await db.query("INSERT INTO item VALUES (1, 'one')");
    const sql = 'SELECT * FROM item WHERE id = $1';
    for (let i = 0; i < 12; i += 1) await db.query(sql, [1]);
    await db.query("ALTER TABLE item ADD COLUMN note text NOT NULL DEFAULT 'new'");
    // Every pooled connection that prepared it would refuse the old plan: each answer is still right.
    for (let i = 0; i < 12; i += 1) {
      expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'one', note: 'new' }]);
    }
    await db.close();
  });
});
