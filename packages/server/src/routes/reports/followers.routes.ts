import { fail, ok, type FollowersPoint } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { defaultFollowersFrom, followersDays } from '../../followers/followers-days.js';
import { defineRoute } from '../../http/route.js';
import { findOwnSignal } from '../../storage/reports.repository.js';
import { followersSeries, pageRobotsOfSignal, toRobot } from '../../storage/robots.repository.js';
import {
  DATE_RANGE_PROPERTIES,
  ID_PARAMS_SCHEMA,
  PAGE_QUERY_PROPERTIES,
  pagingOf,
  timeWindowOf,
} from './report-filters.js';
import { memberOf } from '../../http/member.js';

/** GET /signal/{id}/followers (followers and invested funds per day) and GET /signal/{id}/robots. */
export const registerFollowerRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'GET /signal/{id}/followers',
    {
      schema: {
        params: ID_PARAMS_SCHEMA,
        querystring: { type: 'object', additionalProperties: false, properties: DATE_RANGE_PROPERTIES },
      },
    },
    async ({ request, params, query, siteId }) => {
      const signal = await findOwnSignal(ctx.db, siteId, memberOf(request).userId, params.id);
      if (!signal) return fail('SIGNAL_NOT_FOUND');
      const window = timeWindowOf(query);
      if (window.error) return window;
      const now = nowOf(ctx);
      const to = window.value.to ?? now;
      const from = window.value.from ?? defaultFollowersFrom(to);
      if (from.getTime() > to.getTime()) return fail('DATE_RANGE_INVALID');
      const points: FollowersPoint[] = await followersSeries(
        ctx.db,
        siteId,
        signal.id,
        followersDays(from, to, now),
      );
      return ok(points);
    },
  );

  defineRoute(
    app,
    'GET /signal/{id}/robots',
    {
      schema: {
        params: ID_PARAMS_SCHEMA,
        querystring: { type: 'object', additionalProperties: false, properties: PAGE_QUERY_PROPERTIES },
      },
    },
    async ({ request, params, query, siteId }) => {
      const signal = await findOwnSignal(ctx.db, siteId, memberOf(request).userId, params.id);
      if (!signal) return fail('SIGNAL_NOT_FOUND');
      const paging = pagingOf(query);
      const { robots, total } = await pageRobotsOfSignal(ctx.db, siteId, signal.id, {
        offset: paging.offset,
        limit: paging.pageSize,
      });
      return ok({ list: robots.map(toRobot), total, page: paging.page, pageSize: paging.pageSize });
    },
  );
};
