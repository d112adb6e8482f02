import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { registerAuthRoutes } from './auth/index.js';
import { registerMoneyRoutes } from './money/index.js';
import { registerReportsRoutes } from './reports/index.js';
import { registerSignalsRoutes } from './signals/index.js';
import { registerSiteRoutes } from './site/index.js';

/** Every API area; each registers its routes of the contract with `defineRoute`. */
export const registerApiRoutes = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  await registerSiteRoutes(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerSignalsRoutes(app, ctx);
  await registerMoneyRoutes(app, ctx);
  await registerReportsRoutes(app, ctx);
};
