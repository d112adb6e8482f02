import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
import {
  assertChannelName,
  type Database,
  type PoolUsage,
  type QueryResult,
  type SqlExecutor,
} from './database.port.js';
import { onlyReads, WriteGeneration } from './write-generation.js';

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
  /** Queries and transactions started and not yet done: one runs, the rest wait for it (usage). */
  private inFlight = 0;
  /** Moves around every statement that may write: this process is the folder's only writer. */
  private readonly writes = new WriteGeneration();

  private constructor(
    private readonly db: PGlite,
    private readonly folderLock: DataFolderLock | undefined,
  ) {}

  /** `loadDataDir`: a new folder's content, from a backup (a tarball of `dumpDataDir`). */
  static async open(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
    const pgliteOptions = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
    if (dataDir.startsWith('memory://')) {
      return new PgliteDatabase(await PGlite.create(dataDir, pgliteOptions), undefined);
    }
    await mkdir(dataDir, { recursive: true });
    // Waiting for a dead holder's lock is told on stderr: the ops CLI's stdout carries only its JSON.
    const folderLock = await lockDataFolder(dataDir, {
      onLost: stopOnLostLock(dataDir),
      log: (line) => console.error(line),
    });
    try {
      return new PgliteDatabase(await PGlite.create(dataDir, pgliteOptions), folderLock);
    } catch (error) {
      await folderLock.release();
      throw error;
    }
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    const read = () => run<Row>(this.db, sql, params);
    return this.counted(onlyReads(sql) ? read : () => this.writes.around(read));
  }

  async exec(sql: string): Promise<void> {
    await this.counted(() => this.writes.around(() => this.db.exec(sql)));
  }

  /** Every transaction counts as a write, from before its first statement to after its end. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.counted(() =>
      this.writes.around(() =>
        this.db.transaction((tx) =>
          work({
            query: (sql, params) => run(tx, sql, params),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    );
  }

  writeGeneration(): number {
    return this.writes.current();
  }

  /** PGlite's one connection: busy while anything runs; whatever started after it waits (PGlite queues it). */
  usage(): PoolUsage {
    const open = this.db.closed ? 0 : 1;
    return {
      max: 1,
      open,
      busy: Math.min(this.inFlight, open),
      waiting: Math.max(0, this.inFlight - open),
    };
  }

  private async counted<T>(work: () => Promise<T>): Promise<T> {
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
    }
  }

  /**
   * The whole data folder as a gzipped tarball (PGlite's dumpDataDir), consistent: taken inside an
   * empty transaction, which PGlite runs alone (no other transaction or query starts meanwhile), after
   * a CHECKPOINT so the files need no WAL replay. Writes wait for the dump (a few seconds for the demo).
   */
  async dumpDataDir(): Promise<Uint8Array> {
    const tarball = await this.db.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return this.db.dumpDataDir('gzip');
    });
    return new Uint8Array(await tarball.arrayBuffer());
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
