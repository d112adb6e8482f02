import pg from 'pg';
import {
  assertChannelName,
  type Database,
  type PoolUsage,
  type QueryResult,
  type SqlExecutor,
} from './database.port.js';
import { isStalePlan, StatementNames } from './statement-names.js';

// NUMERIC and BIGINT come back as strings (money stays decimal); timestamps as Date objects.
const toResult = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
  rows: result.rows as Row[],
  rowCount: result.rowCount ?? result.rows.length,
});

/** PostgreSQL through a connection pool (`DATABASE_URL`); several server processes may share it. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private listener: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private readonly statements = new StatementNames();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

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

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const name = assertChannelName(channel);
    const client = await this.listenerClient();
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
      await client.query(`LISTEN ${name}`);
    }
    set.add(onPayload);
    return async () => {
      const current = this.handlers.get(name);
      current?.delete(onPayload);
      if (current && current.size === 0) {
        this.handlers.delete(name);
        await client.query(`UNLISTEN ${name}`).catch(() => undefined);
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

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
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
  private async listenerClient(): Promise<pg.Client> {
    if (this.listener) return this.listener;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    this.listener = client;
    return client;
  }
}
