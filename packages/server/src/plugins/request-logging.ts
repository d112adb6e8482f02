import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { LogLevel } from '../config/config.js';
import { refusalOf } from '../http/reply.js';

/** The header that carries a request's id back to the client (and in from a trusted proxy). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The id's name in every log line of a request, the same as in an error body. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/** What a proxy's id may look like: no spaces, quotes or control characters to forge log lines with. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/**
 * Fastify's genReqId: behind a trusted proxy (TRUST_PROXY) its X-Request-Id, when sane, so one id
 * follows the request through both logs; else a fresh UUID (a direct client could forge the header).
 */
export const requestIdGenerator =
  (trustProxy: boolean) =>
  (raw: IncomingMessage): string => {
    const given = trustProxy ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
  };

/**
 * Defence in depth: no request body, query or header is ever logged (the request line names the
 * route pattern, not the URL, whose query may carry a CSV link's site token), and these paths are
 * censored should one reach a log object anyway. `err.params`: PGlite attaches a failed query's
 * values to its error. `code` is censored only where a verification code would sit, so an error's
 * own `err.code` (ECONNREFUSED, a SQLSTATE) stays readable.
 */
export const REDACT_PATHS: readonly string[] = [
  'req.headers',
  'req.body',
  'req.query',
  'res.headers',
  'headers',
  'body',
  'query',
  'payload',
  'cookies',
  'code',
  'message.code',
  'err.params',
  'err.queryOptions',
  ...[
    'authorization',
    'cookie',
    'password',
    'investorPassword',
    'apiKey',
    'apiSecret',
    'secret',
    'token',
    'siteToken',
    'wsToken',
    'sessionId',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** The request as a log object, should anything log one: method and route pattern, never the URL. */
const serializeRequest = (request: FastifyRequest): Record<string, unknown> => ({
  method: request.method,
  route: request.routeOptions.url ?? null,
});

export interface LogOutput {
  readonly level: LogLevel;
  /** Where lines go; stdout when absent (tests pass a stream to read them). */
  readonly stream?: Writable;
  /** Human-readable lines (pino-pretty) instead of JSON lines: for a terminal. */
  readonly pretty?: boolean;
}

/**
 * Fastify's `logger` option: pino with the paths above redacted, `false` (Fastify's no-op logger,
 * nothing formatted at all) when the level is silent. pino-pretty is loaded only when asked for.
 */
export const loggerOptions = async (output: LogOutput): Promise<FastifyServerOptions['logger']> => {
  if (output.level === 'silent') return false;
  let stream = output.stream;
  if (output.pretty) {
    const { default: pretty } = await import('pino-pretty');
    stream = pretty({
      destination: output.stream ?? 1,
      // Written at once: the lines keep their order with main.ts's console lines.
      sync: true,
      colorize: output.stream === undefined,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
  }
  return {
    level: output.level,
    redact: { paths: [...REDACT_PATHS], censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
};

/**
 * Names the site and member on every later log line of the request (request-context and EA auth call
 * it once they are resolved).
 */
export const bindRequestLog = (
  request: FastifyRequest,
  reply: FastifyReply,
  parties: { readonly siteId: string; readonly userId?: string | undefined },
): void => {
  request.log = request.log.child(
    parties.userId === undefined
      ? { siteId: parties.siteId }
      : { siteId: parties.siteId, userId: parties.userId },
  );
  reply.log = request.log;
};

/**
 * Fastify's `logController`: our one line per request (registerRequestLogging) instead of Fastify's
 * two ("incoming request" with the URL, "request completed"), and the id under REQUEST_ID_LOG_LABEL.
 */
export const requestLogController = (): LogController =>
  new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LOG_LABEL });

/** Milliseconds with two decimals: enough to read, short to store. */
const roundMs = (ms: number): number => Math.round(ms * 100) / 100;

/**
 * Every answer carries its X-Request-Id; with logging on, one line per request when it is answered:
 * method, route pattern, status, duration, the catalogued code of a refusal, and (bound on the
 * request's logger) its id, site and member. A 5xx line is at error level, anything else at info.
 * Register on the root instance before the routes.
 */
export const registerRequestLogging = (
  app: FastifyInstance,
  options: { readonly logging: boolean },
): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (!options.logging) return;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const refusal = refusalOf(reply);
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status,
      durationMs: roundMs(reply.elapsedTime),
      // Not `error`: log tools (pino-pretty among them) read that key as an Error object.
      ...(refusal === undefined ? {} : { errorCode: refusal }),
    };
    if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
};
