import { jwtVerify, SignJWT } from 'jose';
import { newId } from '../ids.js';

const AUDIENCE = 'signal-portal-ws';
/** A ws token only opens the live feed, once, within a minute. */
export const WS_TOKEN_TTL_SECONDS = 60;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** What a ws token names: the member and the session it was issued under (by hash, never its id). */
export interface WsTokenClaims {
  readonly siteId: string;
  readonly userId: string;
  readonly sessionHash: string;
}

/**
 * Issued by POST /auth/ws_token to a member; sent on the socket as `auth#Auth@{token}`. It names the
 * session it was issued under, so the end of that session (logout, expiry, a new log-in) refuses the
 * token and ends the sockets it opened.
 */
export const issueWsToken = (member: WsTokenClaims, secret: string, nowMs: number): Promise<string> =>
  new SignJWT({ site: member.siteId, sid: member.sessionHash })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(member.userId)
    // Unique per issue, so two tokens of one member in the same second are still two one-time tokens.
    .setJti(newId())
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(nowMs / 1000) + WS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));

/**
 * The member and session a ws token names, or undefined when it is forged, expired, garbled or names no
 * session (whether that session is still live is the caller's check).
 */
export const readWsToken = async (
  token: string,
  secret: string,
  nowMs: number,
): Promise<WsTokenClaims | undefined> => {
  if (token.length > 2_048) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    const { site, sub, sid } = payload as { site?: unknown; sub?: unknown; sid?: unknown };
    if (typeof site !== 'string' || typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    return { siteId: site, userId: sub, sessionHash: sid };
  } catch {
    return undefined;
  }
};
