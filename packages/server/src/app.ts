import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context.js';
import { registerLiveFeed } from './feed/live-feed.server.js';
import { registerApiHeaders } from './plugins/api-headers.js';
import { answerClientError, refuseConnectMethod } from './plugins/client-errors.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.js';
import { registerPublicFiles } from './plugins/public-files.js';
import { registerRequestContext } from './plugins/request-context.js';
import { schemaController } from './plugins/schema-validation.js';
import { EA_PREFIX, registerEaRoutes } from './routes/ea/index.js';
import { registerApiRoutes } from './routes/index.js';
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
  readonly logger?: boolean;
  /** Where the built web app is (packages/web/dist by default); tests name a folder of their own. */
  readonly webDistDir?: string;
}

/** The HTTP application: the API under /api (site token, origin, session), errors as catalogued codes. */
export const createApp = async (ctx: ServerContext, options: AppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? false,
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
  registerApiHeaders(app);
  registerErrorHandling(app);
  registerPublicFiles(app, ctx);
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
  await registerLiveFeed(app, ctx);
  registerEntryPage(app, ctx, options.webDistDir === undefined ? {} : { webDistDir: options.webDistDir });
  return app;
};
