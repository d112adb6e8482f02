import { fail, ok, type Result } from '@signal-portal/core';
import { cursorKeyFor, openCursor, signCursor, type CursorScopeValue } from '../../http/signed-cursor.js';
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
const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The scope as signed: its entries in key order, so the order they were written in does not matter. */
const signedScopeOf = (scope: CursorScope): CursorScopeValue =>
  Object.entries(scope)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, value ?? null]);

/** The signing key of cursors, derived so that it never equals a key used elsewhere. */
export const cursorKeyOf = (siteTokenKey: string): Buffer => cursorKeyFor(siteTokenKey, 'report-cursor/v1');

export const encodeCursor = <Totals>(key: Buffer, scope: CursorScope, cursor: ReportCursor<Totals>): string =>
  signCursor(key, signedScopeOf(scope), {
    p: cursor.page,
    t: cursor.key.t,
    i: cursor.key.id,
    n: cursor.total,
    x: cursor.totals,
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cursor, when this server signed it for this scope; else REPORT_CURSOR_INVALID. */
export const decodeCursor = <Totals>(
  key: Buffer,
  scope: CursorScope,
  text: string,
): Result<ReportCursor<Totals>> => {
  const invalid = fail('REPORT_CURSOR_INVALID');
  const payload = openCursor(key, signedScopeOf(scope), text, MAX_CURSOR_LENGTH);
  if (payload === undefined) return invalid;
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
