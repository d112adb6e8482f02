import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail, ok, type Result } from '@signal-portal/core';
import type { SignalListKey } from '../../storage/signals.repository.js';

/**
 * The cursor of a page of GET /signal: where the next page starts (the list key of the last signal
 * served), which page that is, and the total counted for the page the walk started from (so no later
 * page recounts). Signed by the server (HMAC-SHA256, a key derived from the site-token key every
 * process of a deployment shares) over the member, the view and the page size it was issued for: an
 * altered cursor, or one of another list, is SIGNAL_CURSOR_INVALID, never someone else's position or a
 * forged total.
 */
export interface SignalListCursor {
  readonly page: number;
  readonly after: SignalListKey;
  readonly total: number;
}

/** What a cursor is bound to. */
export interface SignalListScope {
  readonly siteId: string;
  readonly userId: string;
  /** The view, 'all' when none. */
  readonly view: string;
  readonly pageSize: number;
}

/** Longest cursor accepted: a key, a page number and a total fit well within it. */
export const MAX_SIGNAL_CURSOR_LENGTH = 1024;
const SIGNATURE_BYTES = 16;
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 64;

/** The signing key of signal list cursors, derived so that it never equals a key used elsewhere. */
export const signalCursorKeyOf = (siteTokenKey: string): Buffer =>
  createHmac('sha256', siteTokenKey).update('signal-list-cursor/v1').digest();

const signatureOf = (key: Buffer, scope: SignalListScope, body: string): string =>
  createHmac('sha256', key)
    .update(JSON.stringify([scope.siteId, scope.userId, scope.view, scope.pageSize, body]))
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');

export const encodeSignalCursor = (key: Buffer, scope: SignalListScope, cursor: SignalListCursor): string => {
  const body = Buffer.from(
    JSON.stringify({ v: 1, p: cursor.page, t: cursor.after.createdAt, i: cursor.after.id, n: cursor.total }),
  ).toString('base64url');
  return `${body}.${signatureOf(key, scope, body)}`;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

/** The cursor, when this server signed it for this scope; else SIGNAL_CURSOR_INVALID. */
export const decodeSignalCursor = (
  key: Buffer,
  scope: SignalListScope,
  text: string,
): Result<SignalListCursor> => {
  const invalid = fail('SIGNAL_CURSOR_INVALID');
  if (text.length > MAX_SIGNAL_CURSOR_LENGTH) return invalid;
  const [body, signature, extra] = text.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return invalid;
  // Compared as text: base64 decoding ignores the spare bits of the last character.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, scope, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (!isObject(payload) || payload['v'] !== 1) return invalid;
  const { p, t, i, n } = payload;
  if (!isCount(p, 2) || typeof t !== 'string' || !KEY_TIME.test(t) || !isCount(n, 0)) return invalid;
  if (typeof i !== 'string' || i === '' || i.length > MAX_ID_LENGTH) return invalid;
  return ok({ page: p, after: { createdAt: t, id: i }, total: n });
};
