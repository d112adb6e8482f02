import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { assertChannelName, type Database, type QueryResult, type SqlExecutor } from './database.port.js';

interface PgliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

const run = async <Row>(
  db: PgliteLike,
  sql: string,
  params?: readonly unknown[],
): Promise<QueryResult<Row>> => {
  const result = await db.query<Row>(sql, params ? [...params] : undefined);
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
};

/**
 * Embedded PostgreSQL (PGlite) in a data folder, created on first start; `memory://` for tests.
 * PGlite has a single connection: transactions are serialised by PGlite itself.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(private readonly db: PGlite) {}

  static async open(dataDir: string): Promise<PgliteDatabase> {
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    const db = await PGlite.create(dataDir);
    return new PgliteDatabase(db);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    return run<Row>(this.db, sql, params);
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      work({
        query: (sql, params) => run(tx, sql, params),
        exec: async (sql) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const stop = await this.db.listen(assertChannelName(channel), onPayload);
    return () => stop();
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.db.query('SELECT pg_notify($1, $2)', [assertChannelName(channel), payload]);
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
