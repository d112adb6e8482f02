import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An opaque page cursor signed by the server: base64url(JSON payload) + "." + a truncated
 * HMAC-SHA256 over the scope the cursor was issued for and the body. A cursor is short-lived and only
 * read back by the server that issued it (or another process of the same deployment), so an altered
 * cursor, or one issued for another scope or by another deployment, opens as undefined.
 */

/** What a cursor can be bound to: any JSON value, the same on signing and on opening. */
export type CursorScopeValue =
  | null
  | boolean
  | number
  | string
  | readonly CursorScopeValue[]
  | { readonly [key: string]: CursorScopeValue };

/** The fields a cursor carries, serialized with JSON (so plain data only). */
export type CursorPayload = Readonly<Record<string, unknown>>;

const VERSION = 1;
/** 128 bits: unforgeable, and short in a URL. */
const SIGNATURE_BYTES = 16;

/** A signing key for one purpose, derived so that it never equals the site-token key or another purpose's. */
export const cursorKeyFor = (siteTokenKey: string, purpose: string): Buffer =>
  createHmac('sha256', siteTokenKey).update(purpose).digest();

const signatureOf = (key: Buffer, scope: CursorScopeValue, body: string): string =>
  createHmac('sha256', key)
    .update(JSON.stringify([scope, body]))
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');

export const signCursor = (key: Buffer, scope: CursorScopeValue, payload: CursorPayload): string => {
  const body = Buffer.from(JSON.stringify({ ...payload, v: VERSION })).toString('base64url');
  return `${body}.${signatureOf(key, scope, body)}`;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload of a cursor this key signed for this scope (without its version field), or undefined
 * for any other text. Never throws; the caller still checks every field it reads.
 */
export const openCursor = (
  key: Buffer,
  scope: CursorScopeValue,
  text: string,
  maxLength: number,
): CursorPayload | undefined => {
  if (text.length > maxLength) return undefined;
  const [body, signature, extra] = text.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return undefined;
  // Compared as text: base64 decoding ignores the spare bits of the last character.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, scope, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(payload) || payload['v'] !== VERSION) return undefined;
  const { v: _version, ...fields } = payload;
  return fields;
};
