import { fail, ok, type Result } from '@signal-portal/core';
import { cursorKeyFor, openCursor, signCursor, type CursorScopeValue } from '../../http/signed-cursor.js';
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
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_ID_LENGTH = 64;

/** The signing key of signal list cursors, derived so that it never equals a key used elsewhere. */
export const signalCursorKeyOf = (siteTokenKey: string): Buffer =>
  cursorKeyFor(siteTokenKey, 'signal-list-cursor/v1');

const signedScopeOf = (scope: SignalListScope): CursorScopeValue => [
  scope.siteId,
  scope.userId,
  scope.view,
  scope.pageSize,
];

export const encodeSignalCursor = (key: Buffer, scope: SignalListScope, cursor: SignalListCursor): string =>
  signCursor(key, signedScopeOf(scope), {
    p: cursor.page,
    t: cursor.after.createdAt,
    i: cursor.after.id,
    n: cursor.total,
  });

const isCount = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

/** The cursor, when this server signed it for this scope; else SIGNAL_CURSOR_INVALID. */
export const decodeSignalCursor = (
  key: Buffer,
  scope: SignalListScope,
  text: string,
): Result<SignalListCursor> => {
  const invalid = fail('SIGNAL_CURSOR_INVALID');
  const payload = openCursor(key, signedScopeOf(scope), text, MAX_SIGNAL_CURSOR_LENGTH);
  if (payload === undefined) return invalid;
  const { p, t, i, n } = payload;
  if (!isCount(p, 2) || typeof t !== 'string' || !KEY_TIME.test(t) || !isCount(n, 0)) return invalid;
  if (typeof i !== 'string' || i === '' || i.length > MAX_ID_LENGTH) return invalid;
  return ok({ page: p, after: { createdAt: t, id: i }, total: n });
};
