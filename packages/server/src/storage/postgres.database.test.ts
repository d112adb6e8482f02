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
