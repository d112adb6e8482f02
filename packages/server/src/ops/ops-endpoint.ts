import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import type { OpsCommand } from './ops-command.js';
import { findOpsCommand, runOpsCommand, type OpsOutcome } from './ops-runner.js';

/** Where a running server takes operator commands (PGlite has one process: the CLI hands them over). */
export const OPS_ENDPOINT_PATH = '/_ops';
export const OPS_TOKEN_HEADER = 'x-ops-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export type OpsEndpointAnswer = OpsOutcome | { readonly kind: 'unknown' };

/**
 * POST /_ops { words, flags }: runs an operator command inside this server process, for callers on
 * this machine holding the per-start token (written to the data folder, mode 0600). Anyone else gets 404.
 */
export const registerOpsEndpoint = (
  app: FastifyInstance,
  ctx: ServerContext,
  commands: readonly OpsCommand[],
  token: string,
): void => {
  app.post<{ Body: { words: string[]; flags: Record<string, string> } }>(
    OPS_ENDPOINT_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['words', 'flags'],
          additionalProperties: false,
          properties: {
            words: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
            flags: {
              type: 'object',
              maxProperties: 30,
              // patternProperties, because the app's ajv removes every additional property.
              patternProperties: {
                '^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$': { type: 'string', maxLength: 600_000 },
              },
              additionalProperties: false,
            },
          },
        },
      },
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => {
      const given = request.headers[OPS_TOKEN_HEADER];
      if (
        !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        typeof given !== 'string' ||
        !sameSecret(given, token)
      ) {
        return reply.code(404).send({ error: 'ROUTE_NOT_FOUND' });
      }
      const found = findOpsCommand(commands, request.body.words);
      const answer: OpsEndpointAnswer = found
        ? await runOpsCommand(ctx, found.command, { positional: found.positional, flags: request.body.flags })
        : { kind: 'unknown' };
      return reply.send(answer);
    },
  );
};
