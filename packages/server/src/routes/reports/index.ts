import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { registerFollowerRoutes } from './followers.routes.js';
import { registerReportRoutes } from './reports.routes.js';

/** Reports (settlements, unsettled, orders; CSV), followers and robots of a signal. */
export const registerReportsRoutes = (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  registerReportRoutes(app, ctx);
  registerFollowerRoutes(app, ctx);
  return Promise.resolve();
};
