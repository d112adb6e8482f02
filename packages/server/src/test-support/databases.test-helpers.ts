import type { Database } from '../storage/database.port.js';
import { PostgresDatabase } from '../storage/postgres.database.js';
import { freshSchema } from '../storage/postgres.test-helpers.js';

/** Opens a database for one test file: none given means the harness's in-memory PGlite. */
export type OpenTestDatabase = () => Promise<{ db?: Database; drop: () => Promise<void> }>;

/**
 * The two databases a behaviour is tested on (`describe.each(TEST_DATABASES)`): the embedded PGlite
 * of `npm start`, and PostgreSQL in a fresh schema of the machine's server, dropped afterwards.
 */
export const TEST_DATABASES: [string, OpenTestDatabase][] = [
  ['PGlite', () => Promise.resolve({ drop: () => Promise.resolve() })],
  [
    'PostgreSQL',
    async () => {
      const schema = await freshSchema();
      return { db: await PostgresDatabase.open(schema.url), drop: schema.drop };
    },
  ],
];
