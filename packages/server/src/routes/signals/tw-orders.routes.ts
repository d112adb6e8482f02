import { fail, ok } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { findSignal } from '../../storage/signals.repository.js';
import { listTwOrders } from '../../storage/tw-orders.repository.js';
import { idParams, pageQuery, twOrderBody } from './schemas.js';
import { placeOrder } from '../../signals/tw-orders.js';

/** POST and GET /signal/{id}/tw/order. */
export const registerTwOrderRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'POST /signal/{id}/tw/order',
    { schema: { params: idParams, body: twOrderBody }, status: 201 },
    (input) => placeOrder(ctx, input.member, input.params.id, input.body),
  );

  defineRoute(
    app,
    'GET /signal/{id}/tw/order',
    { schema: { params: idParams, querystring: pageQuery } },
    async (input) => {
      const { params, query } = input;
      const member = input.member;
      const stored = await findSignal(ctx.db, member, params.id);
      if (!stored) return fail('SIGNAL_NOT_FOUND');
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const { list, total } = await listTwOrders(ctx.db, {
        siteId: member.siteId,
        signalId: params.id,
        page,
        pageSize,
      });
      return ok({ list, total, page, pageSize });
    },
  );
};
