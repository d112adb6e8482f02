import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../storage/pglite.database.js';
import { openMigratedPglite } from '../test-support/migrated-pglite.test-helpers.js';
import { moneyTransaction } from './money-transaction.js';

/** An error as the pg driver raises it for a transaction PostgreSQL aborted. */
const sqlError = (code: string): Error => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('moneyTransaction: a money transaction run again when it lost a race', () => {
  let db: PgliteDatabase;
  let runs = 0;
  const notes = async (): Promise<string[]> =>
    (await db.query<{ note: string }>('SELECT note FROM race_probe ORDER BY note')).rows.map(
      (row) => row.note,
    );

  /** Work that writes a note of its attempt, then fails with `errors[attempt]` while there is one. */
  const failing = (tag: string, errors: readonly unknown[]) => {
    let attempt = 0;
    return moneyTransaction(db, async (tx) => {
      runs += 1;
      attempt += 1;
      await tx.query('INSERT INTO race_probe (note) VALUES ($1)', [`${tag}-${attempt}`]);
      if (attempt <= errors.length) throw errors[attempt - 1];
      return attempt;
    });
  };

  beforeAll(async () => {
    db = await openMigratedPglite();
    await db.query('CREATE TABLE race_probe (note text NOT NULL)');
  });
  afterAll(() => db.close());

  it('runs again after a serialisation failure (40001) or a deadlock (40P01), keeping only the last attempt', async () => {
    runs = 0;
    expect(await failing('retry', [sqlError('40001'), sqlError('40P01')])).toBe(3);
    expect(runs).toBe(3);
    expect((await notes()).filter((note) => note.startsWith('retry'))).toEqual(['retry-3']);
  });

  it('gives up after the third attempt and throws the last failure', async () => {
    runs = 0;
    const third = sqlError('40001');
    await expect(failing('spent', [sqlError('40P01'), sqlError('40001'), third])).rejects.toBe(third);
    expect(runs).toBe(3);
    expect((await notes()).filter((note) => note.startsWith('spent'))).toEqual([]);
  });

  it.each([
    ['another SQL state', sqlError('23505')],
    ['an error without a code', new Error('boom')],
    ['a thrown string', '40001'],
    ['a thrown null', null],
  ])('throws %s at once, without running again', async (name, error) => {
    runs = 0;
    await expect(failing(name, [error])).rejects.toBe(error);
    expect(runs).toBe(1);
    expect(await notes()).not.toContain(`${name}-1`);
  });
});
