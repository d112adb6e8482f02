import { resolve } from 'node:path';

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
   * PUBLIC_URL was given. Without it `publicUrl` is http://localhost:<port>, and the entry page follows
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
}

const port = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
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
  };
};
