import type { BrokerGateway } from './brokers/broker.port.js';
import type { PlatformClock } from './clock/platform-clock.js';
import type { ServerConfig } from './config/config.js';
import type { Secrets } from './config/secrets.js';
import type { FeedPublisher } from './feed/feed-publisher.port.js';
import type { ServerMetrics } from './metrics/server-metrics.js';
import type { LedgerChecks } from './money/ledger-check.js';
import type { Notifier } from './notify/notifier.port.js';
import type { Database } from './storage/database.port.js';

/**
 * Everything a route or a job needs, built once at start (server.ts) or by the test harness. Adapters
 * behind ports: storage (PGlite / PostgreSQL), notifier (outbox / SMTP), brokers (simulator), feed.
 */
export interface ServerContext {
  readonly config: ServerConfig;
  readonly secrets: Secrets;
  readonly db: Database;
  readonly clock: PlatformClock;
  readonly notifier: Notifier;
  readonly feed: FeedPublisher;
  readonly broker: BrokerGateway;
  /** The last ledger self-check of each site (the settlement job runs it), for logs and metrics. */
  readonly ledgerChecks: LedgerChecks;
  /** This server's Prometheus metrics (GET /metrics when METRICS_TOKEN is set); counted by small hooks. */
  readonly metrics: ServerMetrics;
}

/** The platform's current time as a Date (the simulation offset included). */
export const nowOf = (ctx: Pick<ServerContext, 'clock'>): Date => new Date(ctx.clock.now());
