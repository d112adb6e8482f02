import type { BalanceOperation, Result } from '@signal-portal/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.js';
import { sendError, sendResult } from '../../http/reply.js';
import {
  receiveAccountSnapshot,
  receiveHeartbeat,
  type AccountSnapshotInput,
} from '../../signals/ea-account.js';
import { receiveBalanceOperations, receiveTrades, type TradesInput } from '../../signals/ea-history.js';
import { EA_BODY_LIMIT, EA_MAX_BATCH } from '../../signals/ea-limits.js';
import { readEaStatus } from '../../signals/ea-status.js';
import type { EaTerminalInfo } from '../../storage/ea-terminal.repository.js';
import { accountSnapshotBody, balanceOperationsBody, heartbeatBody, tradesBody } from './schemas.js';

/** The items of the arrays `fields` of a parsed body (before validation: anything may be there). */
const itemsIn = (body: unknown, fields: readonly string[]): number => {
  if (typeof body !== 'object' || body === null) return 0;
  return fields.reduce((sum, field) => {
    const value = (body as Record<string, unknown>)[field];
    return sum + (Array.isArray(value) ? value.length : 0);
  }, 0);
};

/** Refuses a batch over EA_MAX_BATCH items before validating each of them. */
const batchOf =
  (...fields: string[]) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (itemsIn(request.body, fields) > EA_MAX_BATCH) return sendError(reply, 'EA_BATCH_TOO_LARGE');
    return undefined;
  };

const answer =
  <T>(reply: FastifyReply, field: string) =>
  (result: Result<T>) =>
    sendResult(reply, result, field);

/** The calls of the EA protocol (docs/ea-protocol.md); the token's signal is `request.eaSignal`. */
export const registerEaCalls = (app: FastifyInstance, ctx: ServerContext): void => {
  app.post('/heartbeat', { schema: { body: heartbeatBody } }, async (request, reply) => {
    const body = request.body as { terminal?: EaTerminalInfo } | undefined;
    return receiveHeartbeat(ctx, request.eaSignal, body?.terminal).then(answer(reply, 'heartbeat'));
  });

  app.post('/account', { schema: { body: accountSnapshotBody } }, async (request, reply) =>
    receiveAccountSnapshot(ctx, request.eaSignal, request.body as AccountSnapshotInput).then(
      answer(reply, 'account'),
    ),
  );

  app.post(
    '/trades',
    { schema: { body: tradesBody }, bodyLimit: EA_BODY_LIMIT, preValidation: batchOf('opened', 'closed') },
    async (request, reply) =>
      receiveTrades(ctx, request.eaSignal, request.body as TradesInput).then(answer(reply, 'trades')),
  );

  app.post(
    '/balance-operations',
    {
      schema: { body: balanceOperationsBody },
      bodyLimit: EA_BODY_LIMIT,
      preValidation: batchOf('operations'),
    },
    async (request, reply) => {
      const { operations } = request.body as { operations: BalanceOperation[] };
      return receiveBalanceOperations(ctx, request.eaSignal, operations).then(
        answer(reply, 'balanceOperations'),
      );
    },
  );

  app.get('/status', async (request, reply) =>
    readEaStatus(ctx, request.eaSignal).then(answer(reply, 'status')),
  );
};
