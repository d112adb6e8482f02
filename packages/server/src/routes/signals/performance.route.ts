import { ok } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { idParams } from './schemas.js';
import { readSignal } from '../../signals/signal-store.js';

/**
 * GET /signal/{id}/performance: the stored report of the last calculation (every field of
 * `PerformanceReport`, the daily series `profitDatas` included), or null before the first one.
 * Archived signals keep theirs.
 */
export const registerPerformanceRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /signal/{id}/performance', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const found = await readSignal(ctx, member, params.id);
    return found.error ? found : ok(found.value.signal.performance);
  });
};
