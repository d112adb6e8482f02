import { ok, validateDescription, validateFollowSetting, type FollowSetting } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { createSignal } from '../../signals/signal-creation.js';
import { createSignalBody, idParams, updateSignalBody } from './schemas.js';
import { registerSignalListRoute } from './signal-list.route.js';
import { applyToStored, changeSignal, readSignal } from '../../signals/signal-store.js';

/** GET/POST /signal, GET/PATCH/DELETE /signal/{id}. */
export const registerSignalCrudRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  registerSignalListRoute(app, ctx);

  defineRoute(app, 'POST /signal', { schema: { body: createSignalBody }, status: 201 }, (input) => {
    const member = input.member;
    return createSignal(ctx, { siteId: member.siteId, userId: member.userId }, input.body);
  });

  defineRoute(app, 'GET /signal/{id}', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const found = await readSignal(ctx, member, params.id);
    return found.error ? found : ok(found.value.signal);
  });

  defineRoute(
    app,
    'PATCH /signal/{id}',
    { schema: { params: idParams, body: updateSignalBody } },
    async (input) => {
      const { params, body } = input;
      const member = input.member;
      const change = body as typeof body & { readonly name?: string };
      let describe: string | undefined;
      if (change.describe !== undefined) {
        const valid = validateDescription(change.describe);
        if (valid.error) return valid;
        describe = valid.value;
      }
      const result = await changeSignal(ctx, member, params.id, (_tx, stored, now) => {
        let followSetting: FollowSetting | undefined;
        if (change.followSetting !== undefined) {
          const maxDrawdown = stored.signal.performance?.drawdown ?? '0';
          const valid = validateFollowSetting(change.followSetting, { maxDrawdown });
          if (valid.error) return valid;
          followSetting = valid.value;
        }
        return applyToStored(
          stored,
          {
            type: 'update',
            ...(change.name === undefined ? {} : { name: change.name.trim().normalize('NFC') }),
            ...(describe === undefined ? {} : { describe }),
            ...(followSetting === undefined ? {} : { followSetting }),
          },
          now,
        );
      });
      return result.error ? result : ok(result.value.signal);
    },
  );

  defineRoute(app, 'DELETE /signal/{id}', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const result = await changeSignal(ctx, member, params.id, (_tx, stored, now) =>
      applyToStored(stored, { type: 'delete' }, now),
    );
    return result.error ? result : ok(true as const);
  });
};
