import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
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
 * The lock is no longer this process's (its folder was removed, or a process that could not see this
 * one running took it over after it went stale): every further write could be lost or corrupt the
 * data, so the process stops at once.
 */
const stopOnLostLock =
  (dataDir: string) =>
  (error: Error): void => {
    console.error(`Stopping: lost the lock of the data folder ${dataDir} (${error.message}).`);
    process.exit(1);
  };

/**
 * Embedded PostgreSQL (PGlite) in a data folder, created on first start; `memory://` for tests.
 * PGlite has a single connection: transactions are serialised by PGlite itself. A data folder is one
 * process's: `open` locks it until `close` (data-folder-lock.ts), and refuses a folder another holds.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private constructor(
    private readonly db: PGlite,
    private readonly folderLock: DataFolderLock | undefined,
  ) {}

  static async open(dataDir: string): Promise<PgliteDatabase> {
    if (dataDir.startsWith('memory://')) return new PgliteDatabase(await PGlite.create(dataDir), undefined);
    await mkdir(dataDir, { recursive: true });
    // Waiting for a dead holder's lock is told on stderr: the ops CLI's stdout carries only its JSON.
    const folderLock = await lockDataFolder(dataDir, {
      onLost: stopOnLostLock(dataDir),
      log: (line) => console.error(line),
    });
    try {
      return new PgliteDatabase(await PGlite.create(dataDir), folderLock);
    } catch (error) {
      await folderLock.release();
      throw error;
    }
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
    try {
      if (!this.db.closed) await this.db.close();
    } finally {
      await this.folderLock?.release();
    }
  }
}
