import {
  applySignalAction,
  defaultSignal,
  fail,
  ok,
  platformOffers,
  toIso,
  validateDescription,
  validateFollowSetting,
  validateSignalName,
  type CreateSignalBody,
  type FollowSetting,
  type Result,
  type Signal,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { newId, newToken } from '../../ids.js';
import {
  insertSignal,
  isSignalNameConflict,
  listSignals,
  signalNameTaken,
} from '../../storage/signals.repository.js';

import { createSignalBody, idParams, signalListQuery, updateSignalBody } from './schemas.js';
import { applyToStored, changeSignal, publishSignal, readSignal } from './signal-store.js';

/** Validates a new signal's fields with the core's rules; returns the create action's fields. */
const validateNewSignal = (body: CreateSignalBody): Result<CreateSignalBody> => {
  const name = validateSignalName(body.name);
  if (name.error) return name;
  const describe = validateDescription(body.describe);
  if (describe.error) return describe;
  if (!platformOffers(body.platform, body.connMethod)) return fail('PLATFORM_UNSUPPORTED');
  let followSetting: FollowSetting | undefined;
  if (body.followSetting !== undefined) {
    // No performance yet: the drawdown floor applies once the signal has one.
    const valid = validateFollowSetting(body.followSetting, { maxDrawdown: '0' });
    if (valid.error) return valid;
    followSetting = valid.value;
  }
  return ok({
    name: name.value,
    describe: describe.value,
    platform: body.platform,
    connMethod: body.connMethod,
    ...(followSetting ? { followSetting } : {}),
  });
};

const createSignal = async (
  ctx: ServerContext,
  scope: { siteId: string; userId: string },
  body: CreateSignalBody,
): Promise<Result<Signal>> => {
  const valid = validateNewSignal(body);
  if (valid.error) return valid;
  const now = toIso(ctx.clock.now());
  const created = applySignalAction(
    defaultSignal(),
    { type: 'create', id: newId(), token: newToken(24), ...valid.value },
    now,
  );
  if (created.error) return created;
  const stored = {
    ...scope,
    signal: created.value,
    link: { account: null },
    brokerSymbols: [],
    symbolsSyncedAt: null,
    connectedAt: null,
    version: 0,
  };
  try {
    const result = await ctx.db.transaction(async (tx): Promise<Result<Signal>> => {
      if (await signalNameTaken(tx, scope, created.value.name)) return fail('NAME_EXISTS');
      await insertSignal(tx, stored);
      return ok(created.value);
    });
    if (!result.error) await publishSignal(ctx, stored);
    return result;
  } catch (error) {
    // Two creations of one name at once: the unique index decides, the loser hears NAME_EXISTS.
    if (isSignalNameConflict(error)) return fail('NAME_EXISTS');
    throw error;
  }
};

/** GET/POST /signal, GET/PATCH/DELETE /signal/{id}. */
export const registerSignalCrudRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /signal', { schema: { querystring: signalListQuery } }, async (input) => {
    const { query } = input;
    const member = input.member;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { list, total } = await listSignals(ctx.db, {
      siteId: member.siteId,
      userId: member.userId,
      ...(query.view ? { view: query.view } : {}),
      page,
      pageSize,
    });
    return ok({ list: list.map((stored) => stored.signal), total, page, pageSize });
  });

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
