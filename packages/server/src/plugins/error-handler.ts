import { isErrorCode, type ErrorCode } from '@signal-portal/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, sendError } from '../http/reply.js';
import { API_ANSWER_HEADERS } from './api-headers.js';
import { REQUEST_ID_HEADER } from './request-logging.js';

/** Fastify's own error codes mapped onto the catalogue; anything else is an internal error. */
const codeForFastifyError = (error: FastifyError): ErrorCode | undefined => {
  if (error.validation) return 'WRONG_DATA_FORMAT';
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'FILE_FORMAT';
    // Raised by the router before any route runs: a URL that does not decode, a path segment over
    // maxParamLength (no id of ours is that long; Fastify would answer 414 in its own shape).
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'WRONG_DATA_FORMAT';
    default:
      break;
  }
  if (error.statusCode === 429) return 'RATE_LIMITED';
  if (error instanceof SyntaxError) return 'WRONG_DATA_FORMAT';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return 'WRONG_DATA_FORMAT';
  return undefined;
};

/**
 * PostgreSQL's own refusals (SQLSTATE) that bad input can provoke past the schemas: a data exception
 * (class 22: a NUL byte, an out-of-range number, a malformed uuid) is the caller's bad input, a unique
 * violation a duplicate, a serialisation failure or deadlock a retryable conflict.
 */
const codeForDatabaseError = (error: { code?: unknown }): ErrorCode | undefined => {
  if (typeof error.code !== 'string' || !/^[0-9A-Z]{5}$/.test(error.code)) return undefined;
  if (error.code.startsWith('22')) return 'WRONG_DATA_FORMAT';
  if (error.code === '23505') return 'DUPLICATE_KEY';
  if (error.code === '40001' || error.code === '40P01') return 'SERVICE_ERROR';
  return undefined;
};

/**
 * The answer to any error: its catalogued code, else INTERNAL_ERROR (logged with its stack at error
 * level, no details sent; the request id in the answer finds the line).
 */
const answerError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  if (error instanceof Refusal) return sendError(reply, error.code);
  const code =
    codeForDatabaseError(error) ??
    codeForFastifyError(error) ??
    (isErrorCode(error.code) ? error.code : undefined);
  if (code) return sendError(reply, code);
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, 'INTERNAL_ERROR');
};

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before a route (and so before any
 * error handler or hook) is chosen, answered like every other error instead of in Fastify's own shape.
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void => {
  // No hook runs before these: the request id header is set here.
  void answerError(error, request, reply.headers({ ...API_ANSWER_HEADERS, [REQUEST_ID_HEADER]: request.id }));
};

/**
 * Every failure leaves as `{ error: CODE, requestId }` with the catalogue's status: refusals as they
 * are, bad input as WRONG_DATA_FORMAT, unknown routes as ROUTE_NOT_FOUND, bugs as INTERNAL_ERROR
 * without details.
 */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((_request, reply) => sendError(reply, 'ROUTE_NOT_FOUND'));
};
