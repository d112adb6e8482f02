import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database.port.js';

/** The machine's PostgreSQL (`.ci/run` starts it); override with TEST_DATABASE_URL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh schema on the test server, so parallel test files never see each other's tables.
 * Returns a connection string whose search_path is that schema, and a function that drops it.
 */
export const freshSchema = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
};

/**
 * Ends `listener`'s LISTEN connection from `via`, as a restart or a network cut would. That connection
 * runs a LISTEN on a fresh channel last, which names its backend alone (other files' listeners on the
 * same server are left alone). Resolves once the server has been told to end it.
 */
export const endListenConnection = async (
  listener: Pick<Database, 'listen'>,
  via: Pick<Database, 'query'>,
  onResume?: () => void,
): Promise<void> => {
  const probe = `probe_${randomBytes(6).toString('hex')}`;
  await listener.listen(probe, () => undefined, onResume);
  await via.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
    `LISTEN ${probe}`,
  ]);
};
