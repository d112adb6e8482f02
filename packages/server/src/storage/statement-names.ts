import { createHash } from 'node:crypto';

/** Executions of one SQL text before it is prepared (PgJDBC's prepareThreshold is 5 too). */
export const PREPARE_AFTER = 5;
/** SQL texts prepared at most: each is a plan kept on every pooled connection. */
export const MOST_PREPARED = 256;
/** SQL texts counted at most: texts built per call (a list of n placeholders) stop being counted. */
export const MOST_COUNTED = 4096;

/**
 * Which SQL texts run as named prepared statements on PostgreSQL. A text run often enough gets a
 * name (a hash of it), and `pg` then parses and plans it once per connection instead of on every
 * call: for the hot reads (the session, the list's fingerprint) planning was about 40 % of the
 * database's time. Bounded both ways, since a connection keeps every statement it prepared until it
 * closes. A text whose prepared plan PostgreSQL refused (its tables changed under it) runs unnamed
 * from then on.
 */
export class StatementNames {
  private readonly counts = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private readonly refused = new Set<string>();

  /** The name to run `sql` under, or undefined to run it unnamed this time. */
  nameFor(sql: string): string | undefined {
    const named = this.names.get(sql);
    if (named !== undefined) return named;
    if (this.refused.has(sql) || this.names.size >= MOST_PREPARED) return undefined;
    const count = (this.counts.get(sql) ?? 0) + 1;
    if (count < PREPARE_AFTER) {
      if (this.counts.has(sql) || this.counts.size < MOST_COUNTED) this.counts.set(sql, count);
      return undefined;
    }
    this.counts.delete(sql);
    const name = `sp_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    this.names.set(sql, name);
    return name;
  }

  /** `sql` is never prepared again in this process (its name stays taken on the connections). */
  refuse(sql: string): void {
    this.names.delete(sql);
    this.refused.add(sql);
  }
}

/**
 * PostgreSQL refused a prepared statement's plan because a table it reads changed shape ("cached
 * plan must not change result type", SQLSTATE 0A000), e.g. a migration run by another process.
 */
export const isStalePlan = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '0A000' &&
  /cached plan/.test(String((error as { message?: unknown }).message));
