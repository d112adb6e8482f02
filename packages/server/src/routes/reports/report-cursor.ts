import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { fail, ok, type Result } from '@signal-portal/core';
import type { ReportKey } from '../../storage/reports.repository.js';

/**
 * A report page's cursor: where the next page starts (the key of the last row served), which page
 * that was, and the total and totals counted when the chain of pages started, so no page after the
 * first recounts every matching row. Signed by the server (HMAC-SHA256 with a key derived from the
 * site-token key, which every process of one deployment shares) and bound to the member, the report,
 * its filters and the page size, so an altered cursor or one from another query is refused
 * (REPORT_CURSOR_INVALID) instead of answering someone else's position or forged totals.
 */
export interface ReportCursor<Totals> {
  readonly page: number;
  readonly key: ReportKey;
  readonly total: number;
  readonly totals: Totals;
}

/** What a cursor is bound to: the member, the report and every filter that changes its rows or pages. */
export type CursorScope = Readonly<Record<string, string | number | undefined>>;

/** Longest cursor accepted: a signed key, a page number and a few totals fit well within it. */
const MAX_CURSOR_LENGTH = 2048;
const SIGNATURE_BYTES = 16;
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const scopeHash = (scope: CursorScope): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(scope).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
    .digest('base64url')
    .slice(0, 22);

/** The signing key of cursors, derived so that it never equals a key used elsewhere. */
export const cursorKeyOf = (siteTokenKey: string): Buffer =>
  createHmac('sha256', siteTokenKey).update('report-cursor/v1').digest();

const signatureOf = (key: Buffer, body: string): Buffer =>
  createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);

export const encodeCursor = <Totals>(
  key: Buffer,
  scope: CursorScope,
  cursor: ReportCursor<Totals>,
): string => {
  const body = Buffer.from(
    JSON.stringify({
      v: 1,
      s: scopeHash(scope),
      p: cursor.page,
      t: cursor.key.t,
      i: cursor.key.id,
      n: cursor.total,
      x: cursor.totals,
    }),
  ).toString('base64url');
  return `${body}.${signatureOf(key, body).toString('base64url')}`;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cursor, when this server signed it for this scope; else REPORT_CURSOR_INVALID. */
export const decodeCursor = <Totals>(
  key: Buffer,
  scope: CursorScope,
  text: string,
): Result<ReportCursor<Totals>> => {
  const invalid = fail('REPORT_CURSOR_INVALID');
  if (text.length > MAX_CURSOR_LENGTH) return invalid;
  const [body, signature, extra] = text.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) return invalid;
  // Compared as text: base64 decoding ignores the spare bits of the last character.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(key, body).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (!isObject(payload) || payload['v'] !== 1 || payload['s'] !== scopeHash(scope)) return invalid;
  const { p, t, i, n, x } = payload;
  if (
    !Number.isSafeInteger(p) ||
    (p as number) < 1 ||
    typeof t !== 'string' ||
    !KEY_TIME.test(t) ||
    typeof i !== 'string' ||
    !Number.isSafeInteger(n) ||
    !isObject(x)
  ) {
    return invalid;
  }
  // Signed by this server for this scope: the totals are the ones it counted.
  return ok({ page: p as number, key: { t, id: i }, total: n as number, totals: x as Totals });
};
