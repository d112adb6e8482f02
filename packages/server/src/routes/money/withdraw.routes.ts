import {
  fail,
  IDEMPOTENT_REPLAYED_HEADER,
  ok,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TYPES,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { parseIdempotencyKey, requestHashOf, runIdempotent } from '../../money/idempotency.js';
import { publishMoneyEvent, walletEvent, type MoneyEvent } from '../../money/money-feed.js';
import { moneyTransaction } from '../../money/money-transaction.js';
import { applyWithdrawal, moveWithdrawal, type WithdrawalRequest } from '../../money/withdrawal.service.js';
import { WITHDRAWAL_CONFIG } from '../../money/withdrawal-config.js';
import { findWithdrawal, listWithdrawals } from '../../storage/withdrawals.repository.js';
import { ID_PARAMS_SCHEMA, LIST_QUERY_PROPERTIES, listWindow, NO_NUL } from './list-query.js';

/** Both shapes of the contract's WithdrawalApplyBody in one schema; which fields a type needs is checked in code. */
const APPLY_BODY_SCHEMA = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...WITHDRAWAL_TYPES] },
    amount: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
    currency: { type: 'string', minLength: 1, maxLength: 16, pattern: NO_NUL },
    network: { type: 'string', maxLength: 16, pattern: NO_NUL },
    bankAccountId: { type: 'string', maxLength: 100, pattern: NO_NUL },
    cryptoAddressId: { type: 'string', maxLength: 100, pattern: NO_NUL },
  },
  required: ['type', 'amount', 'currency'],
  additionalProperties: false,
} as const;

export const registerWithdrawRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /withdraw/config', {}, () => Promise.resolve(ok(WITHDRAWAL_CONFIG)));

  // The contract requires an Idempotency-Key: without one (or with a malformed one) the request is
  // refused with INVALID_PARAMETERS, as core's WithdrawalsService refuses a blank key, and nothing runs.
  defineRoute(app, 'POST /withdraw', { schema: { body: APPLY_BODY_SCHEMA } }, async (input) => {
    const key = parseIdempotencyKey(input.request.headers['idempotency-key']);
    if (key.error) return key;
    const member = { siteId: input.siteId, userId: input.member.userId };
    const request = input.body as WithdrawalRequest;
    const hash = requestHashOf('POST /withdraw', request);
    const { outcome, event } = await moneyTransaction(ctx.db, async (tx) => {
      const now = nowOf(ctx);
      const outcome = await runIdempotent(tx, { ...member, key: key.value }, hash, now, () =>
        applyWithdrawal(tx, member, request, now),
      );
      const event: MoneyEvent | undefined =
        outcome.replayed || outcome.result.error
          ? undefined
          : await walletEvent(tx, member.siteId, member.userId, outcome.result.value);
      return { outcome, event };
    });
    if (event) await publishMoneyEvent(ctx, event);
    if (outcome.replayed) input.reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return outcome.result;
  });

  defineRoute(
    app,
    'GET /withdraw',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...LIST_QUERY_PROPERTIES,
            status: { type: 'string', enum: [...WITHDRAWAL_STATUSES] },
          },
          additionalProperties: false,
        },
      },
    },
    async (input) => {
      const { siteId, query } = input;
      const member = input.member;
      const window = listWindow(query);
      if (window.error) return window;
      const { list, total } = await listWithdrawals(ctx.db, {
        siteId,
        userId: member.userId,
        ...(query.status === undefined ? {} : { status: query.status }),
        ...window.value,
      });
      return ok({ list, total, page: window.value.page, pageSize: window.value.pageSize });
    },
  );

  // Only the owner's: anyone else's id is WITHDRAW_ORDER_NOT_FOUND, as an unknown one.
  defineRoute(app, 'GET /withdraw/{id}', { schema: { params: ID_PARAMS_SCHEMA } }, async (input) => {
    const found = await findWithdrawal(ctx.db, input.siteId, input.params.id);
    if (found === undefined || found.userId !== input.member.userId) return fail('WITHDRAW_ORDER_NOT_FOUND');
    return ok(found);
  });

  // Only the owner (anyone else's id is WITHDRAW_ORDER_NOT_FOUND, as an unknown one), only while under
  // review (core's machine); CANCELED is final, so it cannot be undone.
  defineRoute(app, 'POST /withdraw/{id}/cancel', { schema: { params: ID_PARAMS_SCHEMA } }, async (input) => {
    const { siteId, params } = input;
    const member = input.member;
    const { result, event } = await moneyTransaction(ctx.db, async (tx) => {
      const result = await moveWithdrawal(
        tx,
        siteId,
        params.id,
        { type: 'cancel', actorUserId: member.userId },
        nowOf(ctx),
      );
      const event = result.error ? undefined : await walletEvent(tx, siteId, member.userId, result.value);
      return { result, event };
    });
    if (event) await publishMoneyEvent(ctx, event);
    return result;
  });
};
