import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.port.js';
import { migrate, type Migration } from './migrate.js';

/** Waits until `check` holds, polling; LISTEN/NOTIFY delivery is asynchronous. */
const eventually = async (check: () => boolean, ms = 2_000): Promise<void> => {
  const until = performance.now() + ms;
  while (!check()) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const SAMPLE_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'accounts',
    sql: 'CREATE TABLE t_accounts (id text PRIMARY KEY, balance numeric(38,18) NOT NULL)',
  },
  {
    version: 2,
    name: 'entries',
    sql: 'CREATE TABLE t_entries (id serial PRIMARY KEY, account text NOT NULL, amount numeric(38,18) NOT NULL)',
  },
];

/** The contract every Database adapter passes (PGlite and PostgreSQL run the same suite). */
export const databaseContract = (name: string, open: () => Promise<Database>): void => {
  describe(`Database contract: ${name}`, () => {
    let db: Database;
    beforeAll(async () => {
      db = await open();
      await migrate(db, SAMPLE_MIGRATIONS);
    });
    afterAll(async () => {
      await db.close();
    });

    it('applies migrations once, in order, and records them', async () => {
      expect(await migrate(db, SAMPLE_MIGRATIONS)).toEqual([]);
      const { rows } = await db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual([1, 2]);
    });

    it('applies migrations given in any order by version, and refuses two of one version', async () => {
      const table = (version: number, sql: string): Migration => ({ version, name: `m${version}`, sql });
      const later = [
        table(13, 'ALTER TABLE t_later ADD COLUMN c int'),
        table(11, 'CREATE TABLE t_later (a int)'),
        table(12, 'ALTER TABLE t_later ADD COLUMN b int'),
      ];
      for (const twice of [
        [table(11, 'SELECT 1'), table(11, 'SELECT 2')],
        [table(14, 'SELECT 1'), table(11, 'SELECT 1'), table(14, 'SELECT 2')],
      ]) {
        await expect(migrate(db, twice)).rejects.toThrow('duplicate migration version');
      }
      expect(await migrate(db, [...later, ...SAMPLE_MIGRATIONS])).toEqual([11, 12, 13]);
      const { rows } = await db.query<{ column_name: string }>(
        // this schema's table only: other test runs may hold one of the same name in theirs
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 't_later' ORDER BY ordinal_position",
      );
      expect(rows.map((r) => r.column_name)).toEqual(['a', 'b', 'c']);
    });

    it('a failing migration changes nothing', async () => {
      const broken: Migration[] = [
        ...SAMPLE_MIGRATIONS,
        { version: 3, name: 'good', sql: 'CREATE TABLE t_half (id int)' },
        { version: 4, name: 'bad', sql: 'CREATE TABLE t_broken (' },
      ];
      await expect(migrate(db, broken)).rejects.toThrow();
      const { rows } = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = 't_half'",
      );
      expect(rows).toHaveLength(0);
    });

    it('binds parameters and keeps NUMERIC exact as decimal strings', async () => {
      await db.query('INSERT INTO t_accounts (id, balance) VALUES ($1, $2)', ['a1', '0.1']);
      await db.query('UPDATE t_accounts SET balance = balance + $2 WHERE id = $1', ['a1', '0.2']);
      const { rows } = await db.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM t_accounts WHERE id = $1',
        ['a1'],
      );
      expect(rows[0]?.balance).toBe('0.300000000000000000');
    });

    it('commits a transaction that resolves', async () => {
      const value = await db.transaction(async (tx) => {
        await tx.query('INSERT INTO t_accounts (id, balance) VALUES ($1, $2)', ['a2', '5']);
        return 'done';
      });
      expect(value).toBe('done');
      const { rows } = await db.query('SELECT id FROM t_accounts WHERE id = $1', ['a2']);
      expect(rows).toHaveLength(1);
    });

    it('rolls back every write of a transaction that throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t_accounts (id, balance) VALUES ($1, $2)', ['a3', '1']);
          await tx.query('INSERT INTO t_entries (account, amount) VALUES ($1, $2)', ['a3', '1']);
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await db.query('SELECT 1 FROM t_accounts WHERE id = $1', ['a3'])).rows).toHaveLength(0);
      expect((await db.query('SELECT 1 FROM t_entries WHERE account = $1', ['a3'])).rows).toHaveLength(0);
    });

    it('reports how many rows a write touched', async () => {
      await db.query("INSERT INTO t_accounts (id, balance) VALUES ('r1', 1), ('r2', 1)");
      const result = await db.query("UPDATE t_accounts SET balance = 2 WHERE id IN ('r1', 'r2')");
      expect(result.rowCount).toBe(2);
    });

    it('delivers NOTIFY payloads to listeners until they stop', async () => {
      const got: string[] = [];
      const stop = await db.listen('contract_events', (payload) => got.push(payload));
      await db.notify('contract_events', '{"n":1}');
      await eventually(() => got.length === 1);
      expect(got).toEqual(['{"n":1}']);
      await stop();
      await db.notify('contract_events', '{"n":2}');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got).toEqual(['{"n":1}']);
    });

    it('refuses channel names that are not plain identifiers', async () => {
      await expect(db.listen('bad; DROP TABLE x', () => undefined)).rejects.toThrow();
    });
  });
};
