import {
  historyCsvRecordOf,
  ok,
  SIGNAL_HISTORY_CSV_COLUMNS,
  type SignalHistoryCsvRecord,
  type SignalHistoryEntry,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute, REPLIED } from '../../http/route.js';
import { keyOf, usedHistoryMark } from '../../signals/performance-refresh.js';
import { readSignal } from '../../signals/signal-store.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import {
  historyEntriesAfter,
  pageHistoryEntries,
  readHistoryState,
  type HistoryMark,
  type HistoryPosition,
  type SignalKey,
} from '../../storage/signal-history.repository.js';
import { CSV_BATCH_SIZE, sendCsv } from '../reports/csv-stream.js';
import { historyQuery, idParams } from './schemas.js';

/**
 * Every entry up to `mark` in the engine's order, read in keyset batches: the stream holds one batch
 * at a time however long the history, and no transaction stays open while the client reads.
 */
export async function* historyEntriesInBatches(
  db: SqlExecutor,
  key: SignalKey,
  mark: HistoryMark,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<SignalHistoryEntry> {
  let after: HistoryPosition | undefined;
  for (;;) {
    const batch = await historyEntriesAfter(db, key, mark, after, batchSize);
    for (const { entry } of batch) yield entry;
    const last = batch[batch.length - 1];
    if (batch.length < batchSize || last === undefined) return;
    after = last.position;
  }
}

async function* csvRecords(
  entries: AsyncIterable<SignalHistoryEntry>,
): AsyncGenerator<SignalHistoryCsvRecord> {
  for await (const entry of entries) yield historyCsvRecordOf(entry);
}

/**
 * GET /signal/{id}/history: the provider's own signal's trades and balance operations exactly as the
 * performance engine used them for the stored figures (those up to the engine's mark, in its order),
 * with the platform, the formula version and the refresh time, so anyone can recompute every figure.
 * A page as JSON, or `format=csv`: all of them streamed as CSV, the formula version and the refresh
 * time in the `X-Formula-Version` and `X-Refreshed-At` headers and the file name.
 */
export const registerHistoryRoute = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'GET /signal/{id}/history',
    { schema: { params: idParams, querystring: historyQuery } },
    async ({ member, params, query, reply }) => {
      const found = await readSignal(ctx, member, params.id);
      if (found.error) return found;
      const key = keyOf(found.value);
      const { platform } = found.value.signal;
      const state = await readHistoryState(ctx.db, key);
      const mark = usedHistoryMark(state);
      if (query.format === 'csv') {
        const asOf = (state.refreshedAt ?? 'never').slice(0, 10);
        reply
          .header('x-platform', platform)
          .header('x-formula-version', state.formulaVersion ?? '')
          .header('x-refreshed-at', state.refreshedAt ?? '');
        sendCsv(
          reply,
          `signal-${params.id}-history-${asOf}.csv`,
          SIGNAL_HISTORY_CSV_COLUMNS,
          csvRecords(historyEntriesInBatches(ctx.db, key, mark)),
        );
        return REPLIED;
      }
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 100;
      const { list, total } = await pageHistoryEntries(ctx.db, key, mark, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return ok({
        list,
        total,
        page,
        pageSize,
        platform,
        source: state.source,
        formulaVersion: state.formulaVersion,
        refreshedAt: state.refreshedAt,
        syncedTo: state.syncedTo,
      });
    },
  );
};
