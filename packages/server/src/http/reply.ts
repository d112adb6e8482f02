import { httpStatusOf, type ErrorCode, type Result } from '@signal-portal/core';
import type { FastifyReply } from 'fastify';

/** A refusal as the API sends it: the code's HTTP status and `{ "error": CODE }`. */
export const sendError = (reply: FastifyReply, code: ErrorCode): FastifyReply =>
  reply.code(httpStatusOf(code)).send({ error: code });

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
