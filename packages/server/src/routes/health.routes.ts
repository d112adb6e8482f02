import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Migration } from '../storage/migrate.js';
import type { SqlExecutor } from '../storage/database.port.js';

/** The process is up (liveness). */
export const HEALTH_PATH = '/healthz';
/** The process can serve: storage answers, the schema is current, jobs run (readiness). */
export const READY_PATH = '/readyz';
/** How long a readiness query may take before storage counts as unreachable. */
export const READY_QUERY_TIMEOUT_MS = 2_000;

export type StorageCheck = 'ok' | 'unreachable' | 'timeout';
export type MigrationsCheck = 'ok' | 'missing' | 'unknown';
export type JobsCheck = 'ok' | 'stopped';
/** `shutting-down` from the first step of a graceful stop (SIGTERM): a load balancer stops sending. */
export type ServingCheck = 'ok' | 'shutting-down';
export type ReadinessCheckName = 'storage' | 'migrations' | 'jobs' | 'serving';

export interface Readiness {
  readonly status: 'ok' | 'unavailable';
  readonly checks: {
    readonly storage: StorageCheck;
    readonly migrations: MigrationsCheck;
    readonly jobs: JobsCheck;
    readonly serving: ServingCheck;
  };
  /** The checks that failed, by name (empty when ready). */
  readonly failing: readonly ReadinessCheckName[];
}

export interface ReadinessProbes {
  readonly db: SqlExecutor;
  /** The schema the code needs: its newest migration must be recorded. */
  readonly migrations: readonly Migration[];
  /** Whether this process's job runner is started (false before listen and once closing). */
  readonly jobsRunning: () => boolean;
  /** Whether the process has begun shutting down (server.ts); never when not given. */
  readonly shuttingDown?: () => boolean;
  readonly timeoutMs?: number;
}

/** Told why a check failed (the answer only names it). */
export type ReadinessFailure = (check: 'storage' | 'migrations', cause: unknown) => void;

const TIMED_OUT = Symbol('timed out');

/** `work`'s outcome, or TIMED_OUT when it takes longer than `ms` (the query itself is left to finish). */
const within = async <T>(ms: number, work: Promise<T>): Promise<T | typeof TIMED_OUT> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Two trivial queries (no table scan: a constant, then one primary-key lookup) and a flag. A failing
 * storage leaves the migrations unknown rather than querying it again.
 */
export const checkReadiness = async (
  probes: ReadinessProbes,
  onFailure: ReadinessFailure = () => undefined,
): Promise<Readiness> => {
  const timeoutMs = probes.timeoutMs ?? READY_QUERY_TIMEOUT_MS;
  const latest = probes.migrations.reduce((max, m) => Math.max(max, m.version), 0);

  let storage: StorageCheck;
  try {
    storage = (await within(timeoutMs, probes.db.query('SELECT 1'))) === TIMED_OUT ? 'timeout' : 'ok';
  } catch (error) {
    storage = 'unreachable';
    onFailure('storage', error);
  }
  let migrations: MigrationsCheck = 'unknown';
  if (storage === 'ok') {
    try {
      const found = await within(
        timeoutMs,
        probes.db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [latest]),
      );
      migrations = found === TIMED_OUT ? 'unknown' : found.rows.length === 1 ? 'ok' : 'missing';
    } catch (error) {
      // No schema_migrations table at all: nothing was ever migrated.
      migrations = 'missing';
      onFailure('migrations', error);
    }
  }
  const jobs: JobsCheck = probes.jobsRunning() ? 'ok' : 'stopped';
  const serving: ServingCheck = probes.shuttingDown?.() === true ? 'shutting-down' : 'ok';

  const failing = [
    ...(storage === 'ok' ? [] : (['storage'] as const)),
    ...(migrations === 'ok' ? [] : (['migrations'] as const)),
    ...(jobs === 'ok' ? [] : (['jobs'] as const)),
    ...(serving === 'ok' ? [] : (['serving'] as const)),
  ];
  return {
    status: failing.length === 0 ? 'ok' : 'unavailable',
    checks: { storage, migrations, jobs, serving },
    failing,
  };
};

/** Probes read by machines: never cached, never framed into a page, never sniffed. */
const probeHeaders = (reply: FastifyReply): FastifyReply =>
  reply.headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });

/**
 * GET /healthz and GET /readyz for load balancers and orchestrators, on the root instance: outside
 * /api, so no site token, Origin check or session applies, and no member data is in them. Probes come
 * every few seconds: their request lines are logged only when they fail (route log level warn); a
 * failing check is logged at warn with its cause, while the answer only names it.
 */
export const registerHealthRoutes = (app: FastifyInstance, probes: ReadinessProbes): void => {
  const quiet = { logLevel: 'warn' } as const;
  app.get(HEALTH_PATH, quiet, async (_request, reply) => probeHeaders(reply).send({ status: 'ok' }));
  app.get(READY_PATH, quiet, async (request, reply) => {
    const readiness = await checkReadiness(probes, (check, err) =>
      request.log.warn({ err, check }, 'readiness check failed'),
    );
    if (readiness.status !== 'ok') request.log.warn({ checks: readiness.checks }, 'not ready');
    return probeHeaders(reply)
      .code(readiness.status === 'ok' ? 200 : 503)
      .send(readiness);
  });
};
