import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers of every API answer: member data is never kept by a browser or a shared cache (`no-store`),
 * and a browser never reads an answer as anything but its declared type (`nosniff`).
 */
export const API_ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * An answer of the API: anything under /api (JSON and CSV alike), and every error answer wherever it
 * comes from (the router's refusals, an unknown path). The page, its hashed assets and public images
 * keep the caching their own routes give them.
 */
const isApiAnswer = (request: FastifyRequest, reply: FastifyReply): boolean =>
  API_PATH.test(request.url) || reply.statusCode >= 400;

/** Adds API_ANSWER_HEADERS to the API's answers; register on the root instance, before the routes. */
export const registerApiHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiAnswer(request, reply)) reply.headers(API_ANSWER_HEADERS);
    return payload;
  });
};
