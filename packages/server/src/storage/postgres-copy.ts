import type { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { inlineParams } from './sql-literals.js';

/**
 * CSV downloads written by PostgreSQL itself (`COPY (<select>) TO STDOUT (FORMAT csv)`), each on a
 * connection of the pool held until its client has read it all, in a read-only transaction (one
 * snapshot). At most `slots` at once, so slow downloads never starve the other requests.
 */
export class CopyDownloads {
  /** Downloads running now. */
  private running = 0;

  constructor(
    private readonly pool: pg.Pool,
    readonly slots: number,
  ) {}

  /** The CSV bytes of `sql` (`$n` parameters), or undefined when every slot is taken. */
  async open(sql: string, params: readonly unknown[]): Promise<Readable | undefined> {
    if (this.running >= this.slots) return undefined;
    const text = `COPY (${inlineParams(sql, params)}) TO STDOUT (FORMAT csv)`;
    this.running += 1;
    let client: pg.PoolClient | undefined;
    let done = false;
    /** A connection whose COPY did not end (an error, a client that left) is closed, not reused. */
    const finish = (error?: Error): void => {
      if (done) return;
      done = true;
      this.running -= 1;
      client?.release(error);
    };
    try {
      client = await this.pool.connect();
      await client.query('BEGIN READ ONLY');
      // A whole report is costed far above the JIT threshold; compiling it costs more than it saves.
      await client.query("SELECT set_config('jit', 'off', true)");
    } catch (error) {
      finish(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    const open = client;
    const stream = open.query(copyTo(text));
    let ended = false;
    stream.on('end', () => {
      ended = true;
      open.query('COMMIT').then(
        () => finish(),
        (error: Error) => finish(error),
      );
    });
    stream.on('error', (error) => finish(error));
    stream.on('close', () => {
      if (!ended) finish(new Error('the COPY stopped before its end'));
    });
    return stream;
  }
}
