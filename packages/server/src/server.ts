import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.js';
import type { BrokerGateway } from './brokers/broker.port.js';
import { SimulatorBroker } from './brokers/simulator/simulator-broker.js';
import { followClockOffset } from './clock/sim-clock.js';
import { PlatformClock } from './clock/platform-clock.js';
import type { ServerConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import { NotifyFeedPublisher } from './feed/notify-feed-publisher.js';
import { nowOf, type ServerContext } from './context.js';
import { JobRunner } from './jobs/job-runner.js';
import { ensureRobotJobsForAllSites } from './followers/robot-job-schedule.js';
import { ensureHealthChecksForAllSignals } from './signals/connection-health-job.js';
import { queueMissingRefreshes, REFRESH_INTERVAL_MS } from './signals/refresh-schedule.js';
import { registerRobotJobs } from './jobs/robot-jobs.js';
import { registerSignalJobs } from './jobs/signal-jobs.js';
import { ServerMetrics } from './metrics/server-metrics.js';
import { LedgerChecks } from './money/ledger-check.js';
import type { Notifier } from './notify/notifier.port.js';
import { OutboxNotifier } from './notify/outbox-notifier.js';
import { SmtpNotifier } from './notify/smtp-notifier.js';
import { OPS_COMMANDS } from './ops/index.js';
import { registerOpsEndpoint } from './ops/ops-endpoint.js';
import type { DemoSeedState } from './seed/demo-seed.js';
import { seedDemoOnFirstStart } from './seed/index.js';
import { seedSite } from './seed/site.seed.js';
import type { Database } from './storage/database.port.js';
import { migrate } from './storage/migrate.js';
import { MIGRATIONS } from './storage/migrations/index.js';
import { PgliteDatabase } from './storage/pglite.database.js';
import { PostgresDatabase } from './storage/postgres.database.js';
import { shutDownWithin, trackRequests, type ShutdownOutcome } from './shutdown.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in `<DATA_DIR>/pglite`. */
export const openDatabase = (config: ServerConfig): Promise<Database> =>
  config.databaseUrl
    ? PostgresDatabase.open(config.databaseUrl)
    : PgliteDatabase.open(join(config.dataDir, 'pglite'));

/**
 * Codes go by SMTP when SMTP_URL is set (SMS codes, which it cannot send, to the outbox), else to the
 * console and `<DATA_DIR>/outbox.jsonl`. `log` takes the console lines.
 */
export const defaultNotifier = (
  config: ServerConfig,
  clock: PlatformClock,
  log?: (line: string) => void,
): Notifier => {
  const outbox = new OutboxNotifier(config.dataDir, { now: () => clock.now(), ...(log ? { log } : {}) });
  return config.smtpUrl ? new SmtpNotifier(config.smtpUrl, { sms: outbox }) : outbox;
};
export const defaultBroker = (): BrokerGateway => new SimulatorBroker();

/**
 * A context over an open, migrated database whose clock follows the stored simulation offset (and
 * every change of it, from any process). `stop` ends the following; the caller closes the db.
 */
export const createContext = async (parts: {
  config: ServerConfig;
  secrets: Secrets;
  db: Database;
  notifier?: Notifier;
  broker?: BrokerGateway;
  /** Where the default notifier's console lines go (stdout by default). */
  log?: (line: string) => void;
}): Promise<{ ctx: ServerContext; stopClock: () => Promise<void> }> => {
  const clock = new PlatformClock();
  const followingClock = await followClockOffset(parts.db, clock);
  const broker = parts.broker ?? defaultBroker();
  // The simulator's faults live in storage: one an operator causes reaches every server process.
  const followingFaults =
    broker instanceof SimulatorBroker ? await broker.faults.keepIn(parts.db) : undefined;
  const stopClock = async (): Promise<void> => {
    await followingFaults?.();
    await followingClock();
  };
  const ctx: ServerContext = {
    config: parts.config,
    secrets: parts.secrets,
    db: parts.db,
    clock,
    notifier: parts.notifier ?? defaultNotifier(parts.config, clock, parts.log),
    feed: new NotifyFeedPublisher(parts.db),
    broker,
    ledgerChecks: new LedgerChecks(),
    metrics: new ServerMetrics(),
  };
  return { ctx, stopClock };
};

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  /** What the first-start seed created; undefined when the platform had data already. */
  readonly seeded: DemoSeedState | undefined;
  /** The token of POST /_ops (PGlite only: operator commands handed over by `npm run ops`). */
  readonly opsToken: string;
  /** Starts listening on the configured host and port; resolves to the bound address. */
  listen(): Promise<{ host: string; port: number }>;
  /** Stops taking requests, lets running jobs finish, closes the database. Safe to call twice. */
  close(): Promise<void>;
  /**
   * The first step of a stop, on its own: GET /readyz answers 503 (`serving: shutting-down`) so a load
   * balancer stops sending, while everything else still works. `close` and `shutdown` take it first.
   */
  beginShutdown(): void;
  /**
   * `close` within `timeoutMs` (SHUTDOWN_TIMEOUT_MS); what is still open then is cut and logged
   * (shutdown.ts). Resolves to how it ended: the caller exits non-zero when it was not clean.
   */
  shutdown(timeoutMs: number): Promise<ShutdownOutcome>;
}

export interface CreateServerOptions {
  readonly config: ServerConfig;
  readonly secrets: Secrets;
  readonly notifier?: Notifier;
  readonly broker?: BrokerGateway;
  /** `false` turns logging off; else config.logLevel (LOG_LEVEL) decides. */
  readonly logger?: boolean;
  /** How often the job runner looks for due jobs. */
  readonly jobIntervalMs?: number;
}

/**
 * The whole platform in one process: storage (migrated), the demo seed on first start, the HTTP API,
 * the live feed, the entry page, the job runner and the operator endpoint.
 */
export const createServer = async (options: CreateServerOptions): Promise<RunningServer> => {
  const db = await openDatabase(options.config);
  let stopClock: () => Promise<void> = () => Promise.resolve();
  try {
    await migrate(db, MIGRATIONS);
    // PORT=0 binds any free port: without PUBLIC_URL, the public URL then follows the bound port (listen).
    const config: { -readonly [K in keyof ServerConfig]: ServerConfig[K] } = { ...options.config };
    const built = await createContext({ ...options, config, db });
    stopClock = built.stopClock;
    const { ctx } = built;
    const seeded = options.config.seedDemo ? await seedDemoOnFirstStart(ctx) : undefined;
    // Followers' robots and settlement run as self-rescheduling jobs: make sure every site has them.
    await db.transaction((tx) => ensureRobotJobsForAllSites(tx, nowOf(ctx)));
    // Every linked signal's connection is watched, those linked before this start included.
    await db.transaction((tx) => ensureHealthChecksForAllSignals(tx, nowOf(ctx).toISOString()));
    // Every connected signal's figures are refreshed, the seeded ones and those of an older version
    // included: the stored figures are shown until then.
    await db.transaction((tx) =>
      queueMissingRefreshes(tx, new Date(nowOf(ctx).getTime() + REFRESH_INTERVAL_MS)),
    );
    // GET /readyz reports the job runner (started by listen, stopped by close) and a stop under way.
    let jobsRunning = false;
    let shuttingDown = false;
    const app = await createApp(ctx, {
      ...(options.logger === false ? { logger: false } : {}),
      jobsRunning: () => jobsRunning,
      shuttingDown: () => shuttingDown,
    });
    const requests = trackRequests(app.server);
    // The settlement job's ledger self-check tells its findings through the server's log.
    ctx.ledgerChecks.logTo((fields, message) => app.log.error(fields, message));
    const opsToken = randomBytes(32).toString('base64url');
    // PGlite is one process's: operator commands must run inside it. PostgreSQL takes them directly.
    if (db.kind === 'pglite') registerOpsEndpoint(app, ctx, OPS_COMMANDS, opsToken);
    const runner = new JobRunner(ctx);
    registerSignalJobs(runner);
    registerRobotJobs(runner);

    let closing: Promise<void> | undefined;
    const beginShutdown = (): void => {
      if (!shuttingDown) app.log.info('shutdown: begun; GET /readyz answers 503');
      shuttingDown = true;
    };
    const close = (): Promise<void> => {
      beginShutdown();
      jobsRunning = false;
      closing ??= (async () => {
        requests.drain();
        // The requests in flight and the running job finish side by side, within one bound.
        await Promise.all([
          app.close(),
          runner.stop().then(() => app.log.info('shutdown: job runner stopped')),
        ]);
        await stopClock();
        await db.close();
        app.log.info('shutdown: storage closed');
      })();
      return closing;
    };
    return {
      app,
      ctx,
      seeded,
      opsToken,
      async listen() {
        await app.listen({ port: options.config.port, host: options.config.host });
        const address = app.server.address();
        if (address === null || typeof address === 'string') throw new Error('no TCP address');
        if (!config.publicUrlConfigured && address.port !== options.config.port) {
          config.publicUrl = `http://localhost:${address.port}`;
          // The demo site seeded a moment ago named port 0: give it the bound address.
          if (seeded) await db.transaction((tx) => seedSite(tx, ctx, { ...seeded }));
        }
        runner.start(options.jobIntervalMs);
        jobsRunning = true;
        return { host: address.address, port: address.port };
      },
      close,
      beginShutdown,
      shutdown: (timeoutMs) =>
        shutDownWithin(
          {
            server: app.server,
            log: app.log,
            requestsInFlight: () => requests.inFlight(),
            runningJob: () => runner.runningJob,
            close,
          },
          timeoutMs,
        ),
    };
  } catch (error) {
    await stopClock().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
};
