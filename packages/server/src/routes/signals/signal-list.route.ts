import { API_ROUTES, fail, type CursorPage, type Signal } from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute, REPLIED } from '../../http/route.js';
import { withFigures } from '../../signals/signal-figures.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import { UnwrittenMemo } from '../../storage/unwritten-memo.js';
import { listPageFingerprint, listSignals, type ListSignalsQuery } from '../../storage/signals.repository.js';
import { ListAnswerCache } from './signal-list-answers.js';
import {
  decodeSignalCursor,
  encodeSignalCursor,
  signalCursorKeyOf,
  type SignalListScope,
} from './signal-list-cursor.js';
import { signalListQuery } from './schemas.js';

/** A page of the provider's list with every computed field at `now`, and the next page's cursor. */
export const readSignalListPage = async (
  db: SqlExecutor,
  cursorKey: Buffer,
  scope: SignalListScope,
  query: ListSignalsQuery,
  /** The total of the walk when the page is read by cursor (not recounted). */
  walkTotal: number | undefined,
  now: Date,
): Promise<CursorPage<Signal>> => {
  const { list, total, next } = await listSignals(db, query);
  const counted = walkTotal ?? total ?? 0;
  const nextCursor =
    next === null
      ? null
      : encodeSignalCursor(cursorKey, scope, { page: query.page + 1, after: next, total: counted });
  // Every computed field of the page in one query, not per signal.
  const filled = await withFigures(db, list, now);
  return {
    list: filled.map((listed) => listed.signal),
    total: counted,
    page: query.page,
    pageSize: query.pageSize,
    nextCursor,
  };
};

/**
 * GET /signal: the provider's signals, a page by number or by cursor. The session and site token are
 * checked on every request (request-context.ts) before this runs; then one small query tells whether
 * the answer kept for this page is still the answer (ListAnswerCache), else it is computed and kept.
 * On a database that is its only writer (PGlite) that query's answer is itself kept until the next
 * write or the next time it would change by itself (UnwrittenMemo).
 */
export const registerSignalListRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  const cursorKey = signalCursorKeyOf(ctx.secrets.siteTokenKey);
  const answers = new ListAnswerCache();
  const fingerprints = new UnwrittenMemo<string>(ctx.db);
  const { field } = API_ROUTES['GET /signal'];
  defineRoute(app, 'GET /signal', { schema: { querystring: signalListQuery } }, async (input) => {
    const { query, member } = input;
    const pageSize = query.pageSize ?? 20;
    const scope = { siteId: member.siteId, userId: member.userId, view: query.view ?? 'all', pageSize };
    // A cursor names the page and carries the walk's total; a page number is counted.
    const cursor =
      query.cursor === undefined ? undefined : decodeSignalCursor(cursorKey, scope, query.cursor);
    if (cursor?.error) return fail(cursor.value);
    const listQuery: ListSignalsQuery = {
      siteId: member.siteId,
      userId: member.userId,
      ...(query.view ? { view: query.view } : {}),
      page: cursor ? cursor.value.page : (query.page ?? 1),
      pageSize,
      ...(cursor ? { after: cursor.value.after } : {}),
    };
    const now = nowOf(ctx);
    const key = JSON.stringify([
      scope.siteId,
      scope.userId,
      scope.view,
      pageSize,
      query.cursor ?? listQuery.page,
    ]);
    const fingerprint = await fingerprints.read(key, now, async () => {
      const { fingerprint: value, changesAt } = await listPageFingerprint(
        ctx.db,
        { ...listQuery, siteId: member.siteId, userId: member.userId },
        now,
      );
      return { value, until: changesAt };
    });
    const body =
      answers.get(key, fingerprint) ??
      answers.set(
        key,
        fingerprint,
        JSON.stringify({
          [field]: await readSignalListPage(ctx.db, cursorKey, scope, listQuery, cursor?.value.total, now),
        }),
      );
    // The bytes Fastify would have sent for the same value (its default serialiser is JSON.stringify).
    input.reply.code(200).type('application/json; charset=utf-8').send(body);
    return REPLIED;
  });
};
