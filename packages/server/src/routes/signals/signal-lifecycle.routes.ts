import { ok } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { idParams } from './schemas.js';
import { applyToStored, changeSignal } from '../../signals/signal-store.js';

const LIFECYCLE_ACTIONS = ['enable', 'disable', 'archive', 'submit'] as const;

/** POST /signal/{id}/enable, /disable, /archive, /submit: each exactly the core action of that name. */
export const registerSignalLifecycleRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  for (const action of LIFECYCLE_ACTIONS) {
    defineRoute(app, `POST /signal/{id}/${action}`, { schema: { params: idParams } }, async (input) => {
      const { params } = input;
      const member = input.member;
      const result = await changeSignal(ctx, member, params.id, (_tx, stored, now) =>
        applyToStored(stored, { type: action }, now),
      );
      return result.error ? result : ok(result.value.signal);
    });
  }
};
