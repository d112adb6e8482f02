import type { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CopyDownloads } from './postgres-copy.js';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';

const text = async (stream: Readable): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

/** The adapter's COPY downloads (copyCsv): their bytes, their connections and their limits. */
describe('PostgreSQL COPY downloads', () => {
  let db: PostgresDatabase;
  let drop: () => Promise<void>;
  const POOL = 4;
  beforeAll(async () => {
    const schema = await freshSchema();
    drop = schema.drop;
    db = await PostgresDatabase.open(schema.url, POOL);
    await db.query('CREATE TABLE numbers (n int PRIMARY KEY, label text)');
    await db.query(`INSERT INTO numbers SELECT n, 'n' || n FROM generate_series(1, 200000) n`);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  /** Connections back in the pool (a COPY's goes back once its COMMIT is answered). */
  const busyAtMost = async (n: number): Promise<void> => {
    const until = Date.now() + 5_000;
    while (db.usage().busy > n && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(db.usage().busy).toBeLessThanOrEqual(n);
  };
  /** A finished or abandoned COPY must not hold a connection. */
  const settled = (): Promise<void> => busyAtMost(0);

  it('streams the CSV of a SELECT with its parameters, quoting as CSV does', async () => {
    const copy = await db.copyCsv(
      `SELECT $1::text, $2::text, nullif($3::text, ''), $4::timestamptz AT TIME ZONE 'UTC', n FROM numbers WHERE n <= $5 ORDER BY n`,
      ['a,b', 'say "hi"\nnow', '', new Date('2026-01-02T03:04:05Z'), 2],
    );
    if (!copy) throw new Error('a slot was free');
    expect(await text(copy)).toBe(
      '"a,b","say ""hi""\nnow",,2026-01-02 03:04:05,1\n"a,b","say ""hi""\nnow",,2026-01-02 03:04:05,2\n',
    );
    await settled();
  });

  it('reads in one read-only transaction without JIT, and gives a finished COPY’s connection back for reuse', async () => {
    const copy = await db.copyCsv(
      "SELECT current_setting('transaction_read_only'), current_setting('jit'), $1::text",
      ['x'],
    );
    if (!copy) throw new Error('a slot was free');
    const open = db.usage().open;
    expect(await text(copy)).toBe('on,off,x\n');
    await settled();
    expect(db.usage().open).toBe(open); // kept in the pool, not closed
  });

  it('a connection that cannot be had fails the download and frees its slot', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 2 });
    const downloads = new CopyDownloads(pool, 1);
    try {
      for (let round = 0; round < 2; round += 1) {
        await expect(downloads.open('SELECT $1::int', [1])).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      }
    } finally {
      await pool.end();
    }
  });

  it('holds at most half the pool at once; a slot is free again once a download ends', async () => {
    expect(db.copySlots).toBe(POOL / 2);
    const sql = 'SELECT n FROM numbers WHERE n <= $1 ORDER BY n';
    const first = await db.copyCsv(sql, [3]);
    const second = await db.copyCsv(sql, [3]);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(await db.copyCsv(sql, [3])).toBeUndefined(); // the caller reads in batches instead
    // other requests still have connections
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(await text(first as Readable)).toBe('1\n2\n3\n');
    await busyAtMost(1);
    const third = await db.copyCsv(sql, [1]);
    expect(third).toBeDefined();
    expect(await text(third as Readable)).toBe('1\n');
    expect(await text(second as Readable)).toBe('1\n2\n3\n');
    await settled();
  });

  it('a download stopped half way gives its connection and its slot back', async () => {
    // Left by a loop that breaks (the iterator destroys it with an AbortError), or destroyed bare
    const leave = [
      async (copy: Readable) => {
        for await (const chunk of copy) {
          expect((chunk as Buffer).toString('utf8')).toMatch(/^1,n1\n/);
          break;
        }
      },
      async (copy: Readable) => {
        const chunk = await new Promise<Buffer>((resolve) => copy.once('data', resolve));
        expect(chunk.toString('utf8')).toMatch(/^1,n1\n/);
        copy.destroy();
      },
    ];
    for (const [way, stop] of leave.entries()) {
      for (let round = 0; round < db.copySlots + 1; round += 1) {
        const copy = await db.copyCsv('SELECT n, label FROM numbers WHERE n > $1 ORDER BY n', [0]);
        if (!copy) throw new Error(`way ${way}, round ${round}: no slot was given back`);
        const open = db.usage().open;
        await stop(copy);
        await settled();
        // The connection is closed, not handed on inside the COPY and its read-only transaction
        expect(db.usage().open).toBe(open - 1);
        for (let i = 0; i < POOL; i += 1)
          await db.query('UPDATE numbers SET label = $1 WHERE n = $2', ['n1', 1]);
      }
    }
  });

  it('an error in the query ends the stream with it and gives the slot back', async () => {
    for (let round = 0; round < db.copySlots + 1; round += 1) {
      const copy = await db.copyCsv('SELECT 1 / (n - $1) FROM numbers ORDER BY n', [5]);
      if (!copy) throw new Error(`round ${round}: no slot was given back`);
      await expect(text(copy)).rejects.toThrow('division by zero');
      await settled();
    }
  });

  it('reads in a read-only transaction: a statement that writes is refused', async () => {
    const copy = await db.copyCsv('UPDATE numbers SET label = $1 WHERE n = 1 RETURNING n', ['changed']);
    if (!copy) throw new Error('a slot was free');
    await expect(text(copy)).rejects.toThrow('read-only transaction');
    const { rows } = await db.query<{ label: string }>('SELECT label FROM numbers WHERE n = 1');
    expect(rows).toEqual([{ label: 'n1' }]);
    await settled();
  });
});
