/** @signal-portal/server: the platform API, live feed, storage, brokers, jobs and operator commands. */
export * from './storage/database.port.js';
export { PgliteDatabase } from './storage/pglite.database.js';
export { PostgresDatabase } from './storage/postgres.database.js';
export { migrate, type Migration } from './storage/migrate.js';
export {
  createServer,
  createContext,
  openDatabase,
  type CreateServerOptions,
  type RunningServer,
} from './server.js';
export { createApp, API_PREFIX, type AppOptions } from './app.js';
export type { ServerContext } from './context.js';
export { readConfig, type ServerConfig } from './config/config.js';
export { loadSecrets, type Secrets } from './config/secrets.js';
export {
  registerLiveFeed,
  LIVE_FEED_PATH,
  DEFAULT_LIVE_FEED_LIMITS,
  type LiveFeedLimits,
} from './feed/live-feed.server.js';
export type { FeedEvent, FeedPublisher } from './feed/feed-publisher.port.js';
export { OPS_COMMANDS, type OpsCommand } from './ops/index.js';
export { runOpsCli } from './ops/cli.js';
