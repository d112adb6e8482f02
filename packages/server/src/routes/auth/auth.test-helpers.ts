import { HOUR_MS } from '@signal-portal/core';
import type { LightMyRequestResponse } from 'fastify';
import { VERIFY_COOKIE } from '../../auth/cookies.js';
import { SESSION_COOKIE } from '../../http/session.js';
import type { TestServer } from '../../test-support/harness.test-helpers.js';

let counter = 0;
/** A fresh suffix per call, so tests sharing a server never share a contact, name or IP. */
export const unique = (): number => {
  counter += 1;
  return counter;
};

export const freshEmail = (): string => `user${unique()}-${Date.now().toString(36)}@example.com`;
export const freshUsername = (): string => `member${unique()}x${Date.now().toString(36).slice(-5)}`;
/** TW mobile numbers: +8869 and 8 digits. */
export const freshPhone = (): string =>
  `+8869${String(10_000_000 + unique() * 7_919 + (Date.now() % 1_000)).slice(-8)}`;
/** A client address of its own (the limits count per IP). */
export const freshIp = (): string => {
  const n = unique();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined =>
  res.cookies.find((c) => c.name === name)?.value;

/** `name=value` for a request's Cookie header, from a response that set it. */
export const cookieHeader = (res: LightMyRequestResponse, name: string): string => {
  const value = cookieOf(res, name);
  if (value === undefined) throw new Error(`response set no ${name} cookie`);
  return `${name}=${value}`;
};

export const verifyCookie = (res: LightMyRequestResponse): string => cookieHeader(res, VERIFY_COOKIE);
export const sessionCookie = (res: LightMyRequestResponse): string => cookieHeader(res, SESSION_COOKIE);

/** Moves the platform clock forward. */
export const advance = (server: TestServer, ms: number): void => {
  server.clock.setOffset(server.clock.offset + ms);
};

/** Moves the clock forward to just after the start of the next hour (a fresh rate-limit window). */
export const startOfNextHour = (server: TestServer): void => {
  const now = server.clock.now();
  advance(server, HOUR_MS - (now % HOUR_MS) + 1_000);
};

export const registerByEmail = (
  server: TestServer,
  input: { email: string; username: string; referrer?: string; ip?: string; siteId?: string },
): Promise<LightMyRequestResponse> =>
  server.call({
    method: 'POST',
    url: '/api/auth/register_by_email',
    ...(input.ip ? { remoteAddress: input.ip } : {}),
    ...(input.siteId ? { siteId: input.siteId } : {}),
    payload: {
      method: 'email',
      email: input.email,
      username: input.username,
      ...(input.referrer === undefined ? {} : { referrer: input.referrer }),
      over18: true,
      acceptTerms: true,
      language: 'en-US',
    },
  });

export const loginByEmail = (
  server: TestServer,
  email: string,
  options: { ip?: string; siteId?: string } = {},
): Promise<LightMyRequestResponse> =>
  server.call({
    method: 'POST',
    url: '/api/auth/login_by_email',
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.siteId ? { siteId: options.siteId } : {}),
    payload: { method: 'email', email },
  });

export const verifyEmailCode = (
  server: TestServer,
  input: { email: string; code: string; cookie?: string; ip?: string; siteId?: string },
): Promise<LightMyRequestResponse> =>
  server.call({
    method: 'PATCH',
    url: '/api/auth/verify',
    ...(input.cookie ? { cookie: input.cookie } : {}),
    ...(input.ip ? { remoteAddress: input.ip } : {}),
    ...(input.siteId ? { siteId: input.siteId } : {}),
    payload: { method: 'email', email: input.email, code: input.code },
  });

export const codeFor = (server: TestServer, to: string): string => {
  const code = server.notifier.lastCodeFor(to);
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
};

/** A code that is not `code` (for wrong tries). */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Signs up by email through the API; answers the session cookie header and the user's id. */
export const signUpByEmail = async (
  server: TestServer,
  input: { email?: string; username?: string; referrer?: string; siteId?: string } = {},
): Promise<{ cookie: string; userId: string; email: string; username: string }> => {
  const email = input.email ?? freshEmail();
  const username = input.username ?? freshUsername();
  const ip = freshIp();
  const sent = await registerByEmail(server, { ...input, email, username, ip });
  if (sent.statusCode !== 200) throw new Error(`register failed: ${sent.body}`);
  const verified = await verifyEmailCode(server, {
    email,
    code: codeFor(server, email),
    cookie: verifyCookie(sent),
    ip,
    ...(input.siteId ? { siteId: input.siteId } : {}),
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const { user } = verified.json<{ user: { id: string } }>();
  return { cookie: sessionCookie(verified), userId: user.id, email, username };
};
