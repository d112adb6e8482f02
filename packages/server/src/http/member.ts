import type { FastifyRequest } from 'fastify';
import { Refusal } from './reply.js';
import type { Member } from './session.js';

/**
 * The member of a request that must have one, for code that holds only the request (a handler gets
 * it typed as `input.member` from defineRoute, which has refused guests already).
 */
export const memberOf = (request: FastifyRequest): Member => {
  if (!request.member) throw new Refusal('NOT_SIGNED_IN');
  return request.member;
};
