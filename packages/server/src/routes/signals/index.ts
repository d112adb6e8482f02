import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { registerConnectionRoutes } from './connection.routes.js';
import { registerHeadshotRoute } from './headshot.route.js';
import { registerHistoryRoute } from './history.route.js';
import { registerPerformanceRoute } from './performance.route.js';
import { registerSignalCrudRoutes } from './signal-crud.routes.js';
import { registerSignalLifecycleRoutes } from './signal-lifecycle.routes.js';
import { registerSymbolRoutes } from './symbols.routes.js';
import { registerTwOrderRoutes } from './tw-orders.routes.js';

/** Signals, connection, symbols, performance, TWSE orders, broker server search. */
export const registerSignalsRoutes = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  registerSignalCrudRoutes(app, ctx);
  registerSignalLifecycleRoutes(app, ctx);
  registerConnectionRoutes(app, ctx);
  registerHeadshotRoute(app, ctx);
  registerSymbolRoutes(app, ctx);
  registerPerformanceRoute(app, ctx);
  registerHistoryRoute(app, ctx);
  registerTwOrderRoutes(app, ctx);
  return Promise.resolve();
};
