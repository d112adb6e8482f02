import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseContract } from './database.contract.js';
import { schemaContract } from './schema.contract.js';
import { PgliteDatabase } from './pglite.database.js';

databaseContract('PGlite (in memory)', () => PgliteDatabase.open('memory://'));

describe('PGlite in a data folder', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('creates the folder on first start and reads back what was committed after a restart', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'sp-pglite-')), 'data');
    dirs.push(dir);
    const first = await PgliteDatabase.open(dir);
    await first.query('CREATE TABLE kept (v text)');
    await first.transaction(async (tx) => {
      await tx.query("INSERT INTO kept VALUES ('committed')");
    });
    await first.close();

    const second = await PgliteDatabase.open(dir);
    const { rows } = await second.query<{ v: string }>('SELECT v FROM kept');
    expect(rows).toEqual([{ v: 'committed' }]);
    await second.close();
  });
});

describe('PGlite data folder dump', () => {
  it('is a gzipped tarball that opens as the same data', async () => {
    const db = await PgliteDatabase.open('memory://');
    await db.query('CREATE TABLE kept (v text)');
    await db.query("INSERT INTO kept VALUES ('dumped')");
    const dump = await db.dumpDataDir();
    await db.close();
    expect([...dump.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip's magic number
    const copy = await PgliteDatabase.open('memory://', { loadDataDir: new Blob([new Uint8Array(dump)]) });
    expect((await copy.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([{ v: 'dumped' }]);
    await copy.close();
  });
});

schemaContract('PGlite (in memory)', () => PgliteDatabase.open('memory://'));
