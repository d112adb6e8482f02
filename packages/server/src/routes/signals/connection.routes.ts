import { fail, ok, validateServerQuery, type ConnectRequest, type Result } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { connectRequestBody, idParams, serverSearchQuery } from './schemas.js';
import { startConnection } from '../../signals/signal-connection.js';
import { applyToStored, changeSignal } from '../../signals/signal-store.js';

interface ConnectBody {
  readonly method: ConnectRequest['method'];
  readonly server?: string;
  readonly number?: string;
  readonly investorPassword?: string;
  readonly apiKey?: string;
  readonly apiSecret?: string;
}

/** The request its method defines, from a body the schema checked; a field the method needs missing: WRONG_DATA_FORMAT. */
const connectRequestOf = (body: ConnectBody): Result<ConnectRequest> => {
  switch (body.method) {
    case 'ACCOUNT_LINK': {
      const { server, number, investorPassword } = body;
      return server === undefined || number === undefined || investorPassword === undefined
        ? fail('WRONG_DATA_FORMAT')
        : ok({ method: 'ACCOUNT_LINK', server, number, investorPassword });
    }
    case 'API_KEY': {
      const { apiKey, apiSecret } = body;
      return apiKey === undefined || apiSecret === undefined
        ? fail('WRONG_DATA_FORMAT')
        : ok({ method: 'API_KEY', apiKey, apiSecret });
    }
    case 'EA':
      return ok({ method: 'EA' });
  }
};

/** POST /signal/{id}/connect, /disconnect, /reconnect and GET /server (broker server search). */
export const registerConnectionRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'POST /signal/{id}/connect',
    { schema: { params: idParams, body: connectRequestBody } },
    async (input) => {
      const { params, body } = input;
      const member = input.member;
      const request = connectRequestOf(body);
      if (request.error) return request;
      const result = await changeSignal(ctx, member, params.id, (tx, stored, now) =>
        startConnection(ctx, tx, stored, 'connect', request.value, now),
      );
      return result.error ? result : ok(result.value.signal);
    },
  );

  defineRoute(
    app,
    'POST /signal/{id}/reconnect',
    { schema: { params: idParams, body: { ...connectRequestBody, nullable: true } } },
    async (input) => {
      const { params, body } = input;
      const member = input.member;
      const request = body ? connectRequestOf(body) : undefined;
      if (request?.error) return request;
      const result = await changeSignal(ctx, member, params.id, (tx, stored, now) =>
        startConnection(ctx, tx, stored, 'reconnect', request?.value, now),
      );
      return result.error ? result : ok(result.value.signal);
    },
  );

  defineRoute(app, 'POST /signal/{id}/disconnect', { schema: { params: idParams } }, async (input) => {
    const { params } = input;
    const member = input.member;
    const result = await changeSignal(ctx, member, params.id, (_tx, stored, now) =>
      applyToStored(stored, { type: 'disconnect' }, now),
    );
    return result.error ? result : ok(result.value.signal);
  });

  defineRoute(app, 'GET /server', { schema: { querystring: serverSearchQuery } }, ({ query }) => {
    const q = validateServerQuery(query.q ?? '');
    return Promise.resolve(q.error ? q : ok(ctx.broker.searchServers(query.platform, q.value)));
  });
};
