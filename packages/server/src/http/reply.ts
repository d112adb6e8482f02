import { httpStatusOf, type ErrorCode, type Result } from '@signal-portal/core';
import type { FastifyReply } from 'fastify';

/** The code each refused request was answered with, for its log line (see request-logging.ts). */
const refusals = new WeakMap<FastifyReply, ErrorCode>();
export const refusalOf = (reply: FastifyReply): ErrorCode | undefined => refusals.get(reply);

/**
 * A refusal as the API sends it: the code's HTTP status and `{ "error": CODE, "requestId": id }`; the
 * id (also the X-Request-Id header) names the request's log lines, so a member's report can be traced.
 */
export const sendError = (reply: FastifyReply, code: ErrorCode): FastifyReply => {
  refusals.set(reply, code);
  return reply.code(httpStatusOf(code)).send({ error: code, requestId: reply.request.id });
};

/** A Result as the API sends it: the value under its route's field, or the refusal. */
export const sendResult = <T>(
  reply: FastifyReply,
  result: Result<T>,
  field: string,
  status = 200,
): FastifyReply =>
  result.error ? sendError(reply, result.value) : reply.code(status).send({ [field]: result.value });

/** Thrown inside a handler to answer with a catalogued refusal from deep in a call chain. */
export class Refusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'Refusal';
  }
}
