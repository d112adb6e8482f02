import { jwtVerify, SignJWT } from 'jose';
import { newId } from '../ids.js';

const AUDIENCE = 'signal-portal-ws';
/** A ws token only opens the live feed, once, within a minute. */
export const WS_TOKEN_TTL_SECONDS = 60;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/**
 * Issued by POST /auth/ws_token to a member; sent on the socket as `auth#Auth@{token}`. It names the
 * session it was issued under (the session's hash, never its id), so logging out ends the sockets
 * that session opened.
 */
export const issueWsToken = (
  member: { siteId: string; userId: string; sessionHash?: string },
  secret: string,
  nowMs: number,
): Promise<string> =>
  new SignJWT({ site: member.siteId, ...(member.sessionHash ? { sid: member.sessionHash } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(member.userId)
    // Unique per issue, so two tokens of one member in the same second are still two one-time tokens.
    .setJti(newId())
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(nowMs / 1000) + WS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));

/** The member a ws token names, or undefined when it is forged, expired or garbled. */
export const readWsToken = async (
  token: string,
  secret: string,
  nowMs: number,
): Promise<{ siteId: string; userId: string; sessionHash?: string } | undefined> => {
  if (token.length > 2_048) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    if (typeof payload.site !== 'string' || typeof payload.sub !== 'string') return undefined;
    return typeof payload['sid'] === 'string'
      ? { siteId: payload.site, userId: payload.sub, sessionHash: payload['sid'] }
      : { siteId: payload.site, userId: payload.sub };
  } catch {
    return undefined;
  }
};
