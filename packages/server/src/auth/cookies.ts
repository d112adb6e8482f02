import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../http/session.js';
import { CODE_TTL_MS } from './verification-code.js';

/** Names the pending code request of this browser: a code only works with the request it was sent for. */
export const VERIFY_COOKIE = 'sp_verify';

/** Secure whenever the portal is served over https; HttpOnly and SameSite=Lax always. */
const baseOptions = (ctx: Pick<ServerContext, 'config'>): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: ctx.config.publicUrl.startsWith('https:'),
  path: '/',
});

export const setSessionCookie = (
  reply: FastifyReply,
  ctx: Pick<ServerContext, 'config'>,
  id: string,
): void => {
  reply.setCookie(SESSION_COOKIE, id, { ...baseOptions(ctx), maxAge: SESSION_TTL_MS / 1_000 });
};

export const clearSessionCookie = (reply: FastifyReply, ctx: Pick<ServerContext, 'config'>): void => {
  reply.clearCookie(SESSION_COOKIE, baseOptions(ctx));
};

export const setVerifyCookie = (
  reply: FastifyReply,
  ctx: Pick<ServerContext, 'config'>,
  id: string,
): void => {
  reply.setCookie(VERIFY_COOKIE, id, { ...baseOptions(ctx), maxAge: CODE_TTL_MS / 1_000 });
};

export const clearVerifyCookie = (reply: FastifyReply, ctx: Pick<ServerContext, 'config'>): void => {
  reply.clearCookie(VERIFY_COOKIE, baseOptions(ctx));
};

/** The pending request id of this browser, if it carries a plausible one. */
export const readVerifyCookie = (request: FastifyRequest): string | undefined => {
  const value = request.cookies[VERIFY_COOKIE];
  return value !== undefined && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;
};
