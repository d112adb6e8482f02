import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database.port.js';
import { PgliteDatabase } from './pglite.database.js';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';

/** A transaction that stays open until `release` (it has run a query by the time `opened` resolves). */
const holdTransaction = (db: Database) => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const done = db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    entered();
    await held;
  });
  return { opened, release, done };
};

describe.each([
  ['PGlite', async () => ({ db: await PgliteDatabase.open('memory://'), drop: () => Promise.resolve() })],
  [
    'PostgreSQL with a pool of 1',
    async () => {
      const schema = await freshSchema();
      return { db: await PostgresDatabase.open(schema.url, 1), drop: schema.drop };
    },
  ],
] as const)('the pool usage of %s', (_name, open) => {
  let cleanup: () => Promise<void> = () => Promise.resolve();
  afterEach(async () => {
    await cleanup();
  });

  it('is idle at rest, busy while a transaction holds the connection, and counts what waits for it', async () => {
    const { db, drop } = await open();
    cleanup = async () => {
      await db.close();
      await drop();
    };
    expect(db.usage()).toMatchObject({ max: 1, busy: 0, waiting: 0 });

    const transaction = holdTransaction(db);
    await transaction.opened;
    expect(db.usage()).toEqual({ max: 1, open: 1, busy: 1, waiting: 0 });

    const queued = db.query('SELECT 2 AS two');
    expect(db.usage()).toEqual({ max: 1, open: 1, busy: 1, waiting: 1 });

    transaction.release();
    await transaction.done;
    expect((await queued).rows).toEqual([{ two: 2 }]);
    expect(db.usage()).toMatchObject({ busy: 0, waiting: 0 });
  });
});
