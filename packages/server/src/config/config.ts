import { resolve } from 'node:path';

/** pino's levels, quietest last; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's configuration, read from the environment once at start (documented in the README). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  readonly databaseUrl: string | undefined;
  /** SMTP delivery of codes when set (e.g. smtp://user:pass@mail.example:587); else console + outbox file. */
  readonly smtpUrl: string | undefined;
  /** The portal's public address; its scheme decides whether cookies are Secure. */
  readonly publicUrl: string;
  /**
   * PUBLIC_URL was given. Without it `publicUrl` is http://localhost:<port> (the bound port once the
   * server listens, so PORT=0 lets the system pick a free one), and the entry page follows
   * the loopback host it is opened at (see web/page-address.ts).
   */
  readonly publicUrlConfigured: boolean;
  /** Seed the demo site and provider on first start. */
  readonly seedDemo: boolean;
  /**
   * Behind a reverse proxy (TRUST_PROXY=1): take the client address and scheme from X-Forwarded-*, so
   * per-IP limits count clients, not the proxy. Off by default: a direct client could forge them.
   */
  readonly trustProxy: boolean;
  /**
   * LOG_LEVEL of the request and error logs (JSON lines on stdout, pretty on a terminal): `info` for
   * `npm start`, `silent` under the test runner unless set. Absent (configs built by hand) = silent.
   */
  readonly logLevel?: LogLevel;
  /**
   * SHUTDOWN_TIMEOUT_MS: how long a graceful stop (SIGTERM, SIGINT) may take. Requests in flight, feed
   * sockets and a running job get this long; then what remains is cut and the process exits non-zero.
   * Absent (configs built by hand) = DEFAULT_SHUTDOWN_TIMEOUT_MS.
   */
  readonly shutdownTimeoutMs?: number;
  /**
   * METRICS_TOKEN: the bearer token of GET /metrics (Prometheus). Unset: no metrics endpoint (404).
   * Absent (configs built by hand) = unset.
   */
  readonly metricsToken?: string | undefined;
}

/** Below the 30 s most orchestrators wait between SIGTERM and SIGKILL, above any normal request. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const port = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
};

/** A whole number of milliseconds, at least 0 (0: cut at once); unset or empty: the default. */
export const shutdownTimeoutOf = (value: string | undefined): number => {
  if (value === undefined || value === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n))
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "${value}"`);
  return n;
};

/** Shortest METRICS_TOKEN taken: a scrape token is a password a scraper sends on every request. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** METRICS_TOKEN when set: printable, no spaces (it is sent in a header), long enough; unset or empty: off. */
export const metricsTokenOf = (value: string | undefined): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!/^[\x21-\x7e]+$/.test(value)) throw new Error('METRICS_TOKEN must be printable ASCII without spaces');
  if (value.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  return value;
};

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

/** LOG_LEVEL when set; else quiet under the test runner (vitest sets VITEST), `info` otherwise. */
export const logLevelOf = (value: string | undefined, underTestRunner: boolean): LogLevel => {
  if (value === undefined || value === '') return underTestRunner ? 'silent' : 'info';
  const level = value.toLowerCase();
  if (!isLogLevel(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const p = port(env.PORT, 8080);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${p}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return {
    port: p,
    host,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl,
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // The runner's own environment too: a test passing a hand-made env still runs under vitest.
    logLevel: logLevelOf(env.LOG_LEVEL, Boolean(env.VITEST ?? process.env.VITEST)),
    shutdownTimeoutMs: shutdownTimeoutOf(env.SHUTDOWN_TIMEOUT_MS),
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
  };
};
