import type { Readable } from 'node:stream';
import pg from 'pg';
import {
  assertChannelName,
  type Database,
  type ListenerState,
  type PoolUsage,
  type QueryResult,
  type SqlExecutor,
} from './database.port.js';
import { CopyDownloads } from './postgres-copy.js';
import { isStalePlan, StatementNames } from './statement-names.js';

// NUMERIC and BIGINT come back as strings (money stays decimal); timestamps as Date objects.
const toResult = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? result.rows.length,
});

/** PostgreSQL through a connection pool (`DATABASE_URL`); several server processes may share it. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  /** The LISTEN connection, while it is (being) opened and not lost. */
  private listener: Promise<pg.Client> | undefined;
  private readonly handlers = new Map<string, Set<Listener>>();
  private listenerLosses = 0;
  private reconnect: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly statements = new StatementNames();
  /** CSV downloads by COPY: at most half the pool at once, so slow ones never starve the rest. */
  private readonly copies: CopyDownloads;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {
    this.copies = new CopyDownloads(pool, Math.max(1, Math.floor(pool.options.max / 2)));
  }

  /** COPY downloads at once. */
  get copySlots(): number {
    return this.copies.slots;
  }

  static async open(connectionString: string, poolSize = 10): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, max: poolSize });
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    await pool.query('SELECT 1');
    return new PostgresDatabase(pool, connectionString);
  }

  async query<Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>> {
    return this.run<Row>(this.pool, sql, params, true);
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await work({
        query: <Row>(sql: string, params?: readonly unknown[]) => this.run<Row>(client, sql, params, false),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  copyCsv(sql: string, params: readonly unknown[]): Promise<Readable | undefined> {
    return this.copies.open(sql, params);
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>> {
    const name = assertChannelName(channel);
    const client = await this.listenerClient();
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
      await client.query(`LISTEN ${name}`);
    }
    const listener: Listener = { onPayload, onResume };
    set.add(listener);
    return async () => {
      const current = this.handlers.get(name);
      current?.delete(listener);
      if (current && current.size === 0) {
        this.handlers.delete(name);
        const now = await this.listener?.catch(() => undefined);
        await now?.query(`UNLISTEN ${name}`).catch(() => undefined);
      }
    };
  }

  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [assertChannelName(channel), payload]);
  }

  usage(): PoolUsage {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return {
      max: this.pool.options.max,
      open: totalCount,
      busy: totalCount - idleCount,
      waiting: waitingCount,
    };
  }

  listenerState(): ListenerState {
    return { up: this.reconnect === undefined, losses: this.listenerLosses };
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = undefined;
    await (await listener?.catch(() => undefined))?.end().catch(() => undefined);
    await this.pool.end();
  }

  /**
   * A query, as a named prepared statement once its text is a frequent one (statement-names.ts).
   * Only a query with parameters: a text without any may hold several statements, which cannot be
   * prepared.
   */
  private async run<Row>(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params: readonly unknown[] | undefined,
    /** Outside a transaction a stale plan is retried unnamed; inside, the error has aborted it. */
    outsideTransaction: boolean,
  ): Promise<QueryResult<Row>> {
    const values = params ? [...params] : undefined;
    const name = values && values.length > 0 ? this.statements.nameFor(sql) : undefined;
    if (name === undefined) return toResult<Row>(await on.query(sql, values));
    try {
      return toResult<Row>(await on.query({ name, text: sql, values }));
    } catch (error) {
      // PostgreSQL checks the plan before it executes anything, so nothing was written.
      if (!isStalePlan(error)) throw error;
      this.statements.refuse(sql);
      if (outsideTransaction) return toResult<Row>(await on.query(sql, values));
      throw error;
    }
  }

  /** One dedicated connection holds every LISTEN of this process. */
  private listenerClient(): Promise<pg.Client> {
    this.listener ??= this.connectListener().catch((error: unknown) => {
      this.listener = undefined;
      throw error;
    });
    return this.listener;
  }

  /** A new LISTEN connection, listening on every channel that has listeners. */
  private async connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    // A lost connection (server restart, terminated backend, network) is opened again.
    const lost = (): void => this.listenerLost(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      for (const listener of this.handlers.get(message.channel) ?? [])
        listener.onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      for (const name of this.handlers.keys()) await client.query(`LISTEN ${name}`);
    } catch (error) {
      client.removeListener('end', lost);
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private listenerLost(client: pg.Client): void {
    if (this.closing) return;
    const current = this.listener;
    // Only the connection in use counts: an older one ending (or erroring twice) is not a new loss.
    void current?.then(
      (active) => {
        if (active !== client || this.listener !== current || this.closing) return;
        this.listener = undefined;
        this.listenerLosses += 1;
        client.end().catch(() => undefined);
        if (this.reconnect === undefined) this.reopenListener(LISTEN_RETRY_FIRST_MS);
      },
      () => undefined,
    );
  }

  /** Opens the LISTEN connection again after `delayMs`, doubling the wait (to a bound) while it fails. */
  private reopenListener(delayMs: number): void {
    this.reconnect = setTimeout(() => {
      if (this.closing) return;
      this.listenerClient().then(
        () => {
          this.reconnect = undefined;
          for (const set of this.handlers.values()) for (const listener of set) listener.onResume?.();
        },
        () => this.reopenListener(Math.min(delayMs * 2, LISTEN_RETRY_MAX_MS)),
      );
    }, delayMs);
    this.reconnect.unref();
  }
}

/** A listener of a channel: its notices, and what it does after a lost connection listens again. */
interface Listener {
  readonly onPayload: (payload: string) => void;
  readonly onResume: (() => void) | undefined;
}

/** The first wait before the LISTEN connection is opened again, and the longest. */
const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;
