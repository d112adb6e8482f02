import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { newId } from '../ids.js';

/** Kinds of background work; each area registers a handler for its own. */
export type JobKind =
  'signal.calculate' | 'signal.symbol-sync' | 'robots.simulate' | 'profit-share.settle' | (string & {});

export interface Job {
  readonly id: string;
  readonly siteId: string;
  readonly kind: JobKind;
  readonly runAt: Date;
  readonly payload: Record<string, unknown>;
  readonly attempts: number;
}

/**
 * What a handler works with: the claim's transaction (use only `tx` for storage: PGlite has one
 * connection, so a second transaction or a query beside it would wait for this one forever) and
 * `afterCommit` for effects that must follow the commit (feed events, notifications).
 */
export interface JobScope {
  readonly tx: SqlExecutor;
  readonly ctx: ServerContext;
  afterCommit(effect: () => Promise<void>): void;
}

export type JobHandler = (job: Job, scope: JobScope) => Promise<void>;

/** Schedules a job in the caller's transaction: it exists only if the cause commits. */
export const scheduleJob = async (
  tx: SqlExecutor,
  job: { siteId: string; kind: JobKind; runAt: Date; payload?: Record<string, unknown> },
): Promise<string> => {
  const id = newId();
  await tx.query('INSERT INTO jobs (id, site_id, kind, run_at, payload) VALUES ($1, $2, $3, $4, $5)', [
    id,
    job.siteId,
    job.kind,
    job.runAt,
    JSON.stringify(job.payload ?? {}),
  ]);
  return id;
};

/** A failed job is retried after this delay, at most MAX_ATTEMPTS times. */
const RETRY_DELAY_MS = 30_000;
const MAX_ATTEMPTS = 5;

interface JobRow {
  id: string;
  site_id: string;
  kind: string;
  run_at: Date;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Runs due jobs. Each job is claimed with FOR UPDATE SKIP LOCKED inside its own transaction, so
 * several server processes share the queue and a job runs once; a crash mid-job leaves it due.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | undefined;
  /** Set by stop: the drain ends after the job in hand instead of taking the next due one. */
  private stopping = false;
  private current: JobKind | undefined;

  constructor(private readonly ctx: ServerContext) {}

  register(kind: JobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Runs every job due at the platform's `now`; resolves to how many ran. */
  runDue(limit = 100): Promise<number> {
    this.running ??= this.drain(limit).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The kind of the job running now, if any (a shutdown that runs out of time names it). */
  get runningJob(): JobKind | undefined {
    return this.current;
  }

  start(intervalMs = 1_000): void {
    this.stopping = false;
    this.timer ??= setInterval(() => {
      void this.runDue().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  /** No job starts after this; resolves once the running one has committed or rolled back. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async drain(limit: number): Promise<number> {
    let ran = 0;
    while (ran < limit && !this.stopping && (await this.runOne())) ran += 1;
    return ran;
  }

  private async runOne(): Promise<boolean> {
    const now = new Date(this.ctx.clock.now());
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return false;
    const effects: Array<() => Promise<void>> = [];
    const ran = await this.ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<JobRow>(
        `SELECT id, site_id, kind, run_at, payload, attempts FROM jobs
         WHERE done_at IS NULL AND run_at <= $1 AND kind = ANY($2::text[])
         ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now, kinds],
      );
      const row = rows[0];
      if (!row) return false;
      this.current = row.kind;
      const handler = this.handlers.get(row.kind);
      const job: Job = {
        id: row.id,
        siteId: row.site_id,
        kind: row.kind,
        runAt: row.run_at,
        payload: row.payload,
        attempts: row.attempts,
      };
      // A savepoint, so a handler that fails leaves none of its writes behind, only the retry record.
      await tx.query('SAVEPOINT job');
      try {
        await handler?.(job, { tx, ctx: this.ctx, afterCommit: (effect) => effects.push(effect) });
        await tx.query('UPDATE jobs SET done_at = $2, attempts = attempts + 1 WHERE id = $1', [row.id, now]);
      } catch (error) {
        await tx.query('ROLLBACK TO SAVEPOINT job');
        effects.length = 0;
        const attempts = row.attempts + 1;
        await tx.query(
          'UPDATE jobs SET attempts = $2, run_at = $3, last_error = $4, done_at = $5 WHERE id = $1',
          [
            row.id,
            attempts,
            new Date(now.getTime() + RETRY_DELAY_MS),
            error instanceof Error ? error.message.slice(0, 500) : 'failed',
            attempts >= MAX_ATTEMPTS ? now : null,
          ],
        );
      } finally {
        this.current = undefined;
      }
      return true;
    });
    for (const effect of effects) await effect().catch(() => undefined);
    return ran;
  }
}
