import type { Readable } from 'node:stream';

/** Rows of a query, with the number of rows a write touched. */
export interface QueryResult<Row> {
  readonly rows: Row[];
  readonly rowCount: number;
}

/** Runs SQL with `$1`-style parameters; a transaction and the database alike. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** How busy storage's connections are, for metrics: read at scrape time from counters, no query. */
export interface PoolUsage {
  /** Connections the adapter may hold at once (PGlite: its one). */
  readonly max: number;
  /** Connections open now, busy or idle. */
  readonly open: number;
  /** Connections running a query or holding a transaction. */
  readonly busy: number;
  /** Queries and transactions waiting for a connection. */
  readonly waiting: number;
}

/** The LISTEN connection of a process. */
export interface ListenerState {
  /** It is connected and listening (true before the first listen too). */
  readonly up: boolean;
  /** Times it was lost since the process started. */
  readonly losses: number;
}

/**
 * The storage the server needs: SQL, transactions, and LISTEN/NOTIFY so live-feed events reach every
 * server process. Adapters: PGlite (embedded, one connection) and PostgreSQL (a pool).
 */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel`; resolves to a function that stops listening. Where
   * the LISTEN connection can be lost (PostgreSQL), it is opened again and `onResume` is called once
   * it listens again: notices sent meanwhile are lost, so a listener reads again what it follows.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Only where this process is the data's only writer (PGlite, whose folder is locked to it): a number
   * that moves whenever this process may change data (write-generation.ts), so answers of reads can be
   * kept until the next write (unwritten-memo.ts). Absent where other processes may write.
   */
  writeGeneration?(): number;
  /**
   * Where the database writes CSV itself as a stream (PostgreSQL's COPY): the bytes of
   * `COPY (<sql>) TO STDOUT (FORMAT csv)`, `sql` a SELECT with `$n` parameters, read in one read-only
   * transaction on a connection held until the stream ends or is destroyed. Undefined when the
   * connections this allows for downloads are all taken: the caller reads in batches instead.
   */
  copyCsv?(sql: string, params: readonly unknown[]): Promise<Readable | undefined>;
  /** This process's connections now (the LISTEN connection aside). */
  usage(): PoolUsage;
  /** Where the LISTEN connection can be lost (PostgreSQL): whether it is up, and how often it was lost. */
  listenerState?(): ListenerState;
  close(): Promise<void>;
}
export const Database = Symbol('Database');

/** Channel names are SQL identifiers here; only a safe subset is accepted. */
export const assertChannelName = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
};
