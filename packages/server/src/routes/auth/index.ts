import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { registerBindEmailRoutes } from './bind-email.routes.js';
import { registerCodeRequestRoutes } from './code-request.routes.js';
import { registerSessionRoutes } from './session.routes.js';
import { registerUserCheckRoutes } from './user-check.routes.js';
import { registerUserRoutes } from './user.routes.js';
import { registerVerifyRoute } from './verify.routes.js';

/** Auth, users, referral, language, ws token (issue: the platform server). */
export const registerAuthRoutes = async (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  registerCodeRequestRoutes(app, ctx);
  registerVerifyRoute(app, ctx);
  registerBindEmailRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerUserCheckRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  return Promise.resolve();
};
