import { ok, PLATFORMS } from '@signal-portal/core';
import { PLATFORM_SYMBOLS } from '@signal-portal/fixtures';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';

/** Neither call takes input; unknown query fields are dropped by the app's schema options. */
const NO_INPUT = { querystring: { type: 'object', properties: {}, additionalProperties: false } } as const;

/** The platform's symbols of every platform, in the order of PLATFORMS: the same for every site. */
const ALL_PLATFORM_SYMBOLS = PLATFORMS.flatMap((platform) => PLATFORM_SYMBOLS[platform]);

/** Entry (site info) and platform symbols. */
export const registerSiteRoutes = async (app: FastifyInstance, _ctx: ServerContext): Promise<void> => {
  // The request context already resolved (and checked) the site from the site token.
  defineRoute(app, 'GET /entry', { schema: NO_INPUT }, async ({ request }) =>
    Promise.resolve(ok(request.site)),
  );
  defineRoute(app, 'GET /symbol', { schema: NO_INPUT }, async () =>
    Promise.resolve(ok(ALL_PLATFORM_SYMBOLS)),
  );
  return Promise.resolve();
};
