import type { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { LogLevel } from './config/config.js';
import type { ServerContext } from './context.js';
import { registerLiveFeed } from './feed/live-feed.server.js';
import { registerMetricsRoute } from './metrics/metrics.routes.js';
import { registerRequestMetrics } from './metrics/request-metrics.js';
import { registerApiHeaders } from './plugins/api-headers.js';
import { answerClientError, refuseConnectMethod } from './plugins/client-errors.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.js';
import { registerPublicFiles } from './plugins/public-files.js';
import { registerRequestContext } from './plugins/request-context.js';
import {
  loggerOptions,
  registerRequestLogging,
  requestIdGenerator,
  requestLogController,
} from './plugins/request-logging.js';
import { schemaController } from './plugins/schema-validation.js';
import { EA_PREFIX, registerEaRoutes } from './routes/ea/index.js';
import { registerHealthRoutes } from './routes/health.routes.js';
import { registerApiRoutes } from './routes/index.js';
import { MIGRATIONS } from './storage/migrations/index.js';
import { registerEntryPage } from './web/entry-page.routes.js';

/** Where the API lives; the page's meta `api-domain` points here. */
export const API_PREFIX = '/api';
/** Largest JSON body accepted; uploads (multipart) have their own limits. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Uploads: images of at most 2 MB (spec), a few files and fields per form (KYC: front, back, selfie). */
export const UPLOAD_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 4,
  fields: 20,
  fieldSize: 4 * 1024,
  parts: 24,
};

export interface AppOptions {
  /** `false` turns logging off whatever the config's LOG_LEVEL says. */
  readonly logger?: boolean;
  /** Overrides the config's LOG_LEVEL (tests). */
  readonly logLevel?: LogLevel;
  /** Where log lines go instead of stdout (tests read them). */
  readonly logStream?: Writable;
  /** Whether the process's job runner runs, for GET /readyz (server.ts); without it, never. */
  readonly jobsRunning?: () => boolean;
  /** Whether the process has begun shutting down, for GET /readyz (server.ts); without it, never. */
  readonly shuttingDown?: () => boolean;
  /** Where the built web app is (packages/web/dist by default); tests name a folder of their own. */
  readonly webDistDir?: string;
}

/** The HTTP application: the API under /api (site token, origin, session), errors as catalogued codes. */
export const createApp = async (ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> => {
  const level = options.logger === false ? 'silent' : (options.logLevel ?? ctx.config.logLevel ?? 'silent');
  const logger = await loggerOptions({
    level,
    // JSON lines for log collectors; readable lines when a person watches the terminal.
    ...(options.logStream ? { stream: options.logStream } : { pretty: process.stdout.isTTY }),
  });
  const app = Fastify({
    logger,
    logController: requestLogController(),
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Query strings and bodies are checked by each route's JSON schema: text parts read from text,
    // JSON bodies strictly typed; unknown fields are dropped.
    schemaController: schemaController(),
    // What the router and Node's HTTP parser refuse answers in the API's envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.server.on('connect', refuseConnectMethod);
  registerRequestLogging(app, { logging: logger !== false });
  // Requests are counted only where /metrics is on (METRICS_TOKEN): otherwise nothing reads them.
  if (ctx.config.metricsToken !== undefined) registerRequestMetrics(app, ctx.metrics);
  registerApiHeaders(app);
  registerErrorHandling(app);
  registerPublicFiles(app, ctx);
  registerHealthRoutes(app, {
    db: ctx.db,
    migrations: MIGRATIONS,
    jobsRunning: options.jobsRunning ?? (() => false),
    ...(options.shuttingDown ? { shuttingDown: options.shuttingDown } : {}),
  });
  await app.register(
    async (api) => {
      registerErrorHandling(api);
      await api.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
      await registerRequestContext(api, ctx);
      await registerApiRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  // The EA protocol: its own prefix and auth (the signal token), no site token or session.
  await app.register((ea) => registerEaRoutes(ea, ctx), { prefix: EA_PREFIX });
  const feed = await registerLiveFeed(app, ctx);
  registerMetricsRoute(app, ctx, feed);
  registerEntryPage(app, ctx, options.webDistDir === undefined ? {} : { webDistDir: options.webDistDir });
  return app;
};
