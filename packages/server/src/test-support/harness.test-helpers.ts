import { demoSite, secondSite } from '@signal-portal/fixtures';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp, type AppOptions } from '../app.js';
import type { BrokerGateway } from '../brokers/broker.port.js';
import { PlatformClock } from '../clock/platform-clock.js';
import type { ServerConfig } from '../config/config.js';
import type { ServerContext } from '../context.js';
import { NotifyFeedPublisher } from '../feed/notify-feed-publisher.js';
import { createSession, SESSION_COOKIE, sessionNow } from '../http/session.js';
import { issueSiteToken } from '../http/site-token.js';
import { newId } from '../ids.js';
import { ServerMetrics } from '../metrics/server-metrics.js';
import { LedgerChecks } from '../money/ledger-check.js';
import { MemoryNotifier } from '../notify/memory-notifier.js';
import type { Database } from '../storage/database.port.js';
import { migrate } from '../storage/migrate.js';
import { MIGRATIONS } from '../storage/migrations/index.js';
import { openMigratedPglite } from './migrated-pglite.test-helpers.js';
import { upsertSite } from '../storage/sites.repository.js';

export const TEST_SECRETS = {
  siteTokenKey: 'test-site-token-key-0123456789abcdef0123456789',
  codePepper: 'test-code-pepper-0123456789abcdef0123456789',
};

export const TEST_CONFIG: ServerConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  smtpUrl: undefined,
  publicUrl: 'http://localhost:8080',
  publicUrlConfigured: false,
  seedDemo: false,
  trustProxy: false,
};

/** Stands in until a test needs a broker; any call is a test bug. */
const unusedBroker: BrokerGateway = new Proxy({} as BrokerGateway, {
  get: (_t, name) => () => {
    throw new Error(`broker.${String(name)} called in a test without a broker`);
  },
});

export interface TestServer {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  readonly notifier: MemoryNotifier;
  readonly clock: PlatformClock;
  /** Site ids of the two seeded sites (demo and second). */
  readonly sites: { readonly demo: string; readonly second: string };
  siteToken(siteId?: string): Promise<string>;
  /** An API call as a browser of the site would make it (site token; a member's cookie if given). */
  call(options: InjectOptions & { siteId?: string; cookie?: string }): Promise<LightMyRequestResponse>;
  /** Creates a user directly in storage and signs it in; returns its id and cookie header. */
  signIn(options?: {
    siteId?: string;
    username?: string;
    email?: string;
  }): Promise<{ userId: string; cookie: string }>;
  close(): Promise<void>;
}

/**
 * A server with its own in-memory PGlite, two sites, a memory notifier and a movable clock, driven
 * through `app.inject`. Pass `broker` (and `db`, e.g. PostgreSQL) to exercise those adapters.
 */
export const startTestServer = async (
  options: {
    db?: Database;
    broker?: BrokerGateway;
    realNow?: () => number;
    /** Logging and readiness of the app (request-logging and health tests). */
    app?: Pick<AppOptions, 'logLevel' | 'logStream' | 'jobsRunning'>;
    /** Settings over TEST_CONFIG (e.g. metricsToken). */
    config?: Partial<ServerConfig>;
  } = {},
): Promise<TestServer> => {
  const db = options.db ?? (await openMigratedPglite());
  await migrate(db, MIGRATIONS);
  const demo = await upsertSite(db, demoSite());
  const second = await upsertSite(db, secondSite());
  const notifier = new MemoryNotifier();
  const clock = new PlatformClock(options.realNow);
  const ctx: ServerContext = {
    config: { ...TEST_CONFIG, ...options.config },
    secrets: TEST_SECRETS,
    db,
    clock,
    notifier,
    feed: new NotifyFeedPublisher(db),
    broker: options.broker ?? unusedBroker,
    ledgerChecks: new LedgerChecks(),
    metrics: new ServerMetrics(),
  };
  // No built web app: the entry page tests see the plain page whether or not packages/web was built.
  const app = await createApp(ctx, { webDistDir: '/nonexistent/web-dist', ...options.app });
  await app.ready();

  const tokens = new Map<string, string>();
  const siteToken = async (siteId = demo.id): Promise<string> => {
    const known = tokens.get(siteId);
    if (known) return known;
    const token = await issueSiteToken(siteId, TEST_SECRETS.siteTokenKey);
    tokens.set(siteId, token);
    return token;
  };

  let users = 0;
  return {
    app,
    ctx,
    notifier,
    clock,
    sites: { demo: demo.id, second: second.id },
    siteToken,
    async call({ siteId, cookie, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: {
          authorization: `Bearer ${await siteToken(siteId)}`,
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      });
    },
    async signIn({ siteId = demo.id, username, email } = {}) {
      users += 1;
      const userId = newId();
      const now = new Date(clock.now());
      await db.query(
        `INSERT INTO users (site_id, id, username, email, referral_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          siteId,
          userId,
          username ?? `tester${users}${userId.slice(0, 4)}`,
          email ?? `tester${users}@example.com`,
          userId.slice(0, 8),
          now,
        ],
      );
      const sessionId = await createSession(db, { siteId, userId }, sessionNow());
      return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
};
