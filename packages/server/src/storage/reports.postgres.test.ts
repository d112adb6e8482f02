import { afterAll } from 'vitest';
import { reportStreamsContract } from '../routes/reports/report-streams.test-helpers.js';
import { PostgresDatabase } from './postgres.database.js';
import { freshSchema } from './postgres.test-helpers.js';

// The report reads on PostgreSQL: CSV lines written by the database (byte for byte the records'),
// the keyset on exact times, pages by cursor, and migration 087's indexes in place of the old one.
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(drops.map((drop) => drop()));
});

reportStreamsContract('PostgreSQL', async () => {
  const { url, drop } = await freshSchema();
  drops.push(drop);
  return PostgresDatabase.open(url, 3);
});
