import { afterAll } from 'vitest';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';
import { signalListStorageContract } from './signal-list.test-helpers.js';

// The signal list's storage on PostgreSQL: migration 086's generated summary and its back-fill, keyset
// pages on exact (microsecond) times, and the page's figures in one query, each in a fresh schema.
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(drops.map((drop) => drop()));
});

signalListStorageContract('PostgreSQL', async () => {
  const { url, drop } = await freshSchema();
  drops.push(drop);
  return PostgresDatabase.open(url);
});
