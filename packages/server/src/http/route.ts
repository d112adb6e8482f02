import {
  API_ROUTES,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Result,
  type RouteKey,
} from '@signal-portal/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Member } from './session.js';
import { sendError, sendResult } from './reply.js';

/** Returned by a handler that answered on its own (a CSV stream, a cookie with the answer). */
export const REPLIED = Symbol('replied');

export interface RouteInput<K extends RouteKey> {
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly params: ParamsOf<K>;
  readonly query: QueryOf<K>;
  readonly body: BodyOf<K>;
  readonly siteId: string;
}

export interface MemberRouteInput<K extends RouteKey> extends RouteInput<K> {
  readonly member: Member;
}

type Handler<K extends RouteKey> = (
  input: (typeof API_ROUTES)[K]['auth'] extends 'member' ? MemberRouteInput<K> : RouteInput<K>,
) => Promise<Result<ResponseOf<K>> | typeof REPLIED>;

/** `/signal/{id}` (the contract) -> `/signal/:id` (Fastify). */
const fastifyPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers one route of the contract: method and path from the route table, member-only routes
 * refused with NOT_SIGNED_IN, the handler's Result sent under the route's field. So every route
 * answers in the shape the core's ApiClient expects, and a route missing from the contract cannot be
 * registered at all.
 */
export const defineRoute = <K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  options: { readonly schema?: FastifySchema; readonly status?: number },
  handler: Handler<K>,
): void => {
  const meta = API_ROUTES[key];
  app.route({
    method: meta.method,
    url: fastifyPath(meta.path),
    ...(options.schema ? { schema: options.schema } : {}),
    // Before the body is validated: a caller without a session learns only that it must sign in.
    preValidation: async (request, reply) => {
      if (meta.auth === 'member' && !request.member) return sendError(reply, 'NOT_SIGNED_IN');
      return undefined;
    },
    handler: async (request, reply) => {
      const member = request.member;
      if (meta.auth === 'member' && !member) return sendError(reply, 'NOT_SIGNED_IN');
      const input = {
        request,
        reply,
        params: request.params as ParamsOf<K>,
        query: request.query as QueryOf<K>,
        body: request.body as BodyOf<K>,
        siteId: request.site.id,
        member,
      } as Parameters<Handler<K>>[0];
      const result = await handler(input);
      if (result === REPLIED) return reply;
      return sendResult(reply, result, meta.field, options.status);
    },
  });
};
