import { fail, ok, type IsoDateTime, type Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { readHistoryState } from '../storage/signal-history.repository.js';
import type { StoredSignal } from '../storage/signals.repository.js';
import { keyOf, storeFigures, syncFromBroker } from './performance-refresh.js';
import { queueSignalRefresh, REFRESH_INTERVAL_MS } from './refresh-schedule.js';

/**
 * The performance of the connection that began at `connectedAt` (job `signal.calculate`): the
 * account's history is read from the broker up to `connectedAt` into the history store (the 90 days
 * before it on a first connection, only what is missing when the same account reconnects; nothing for
 * an EA-fed history), the figures are computed over the whole stored history through core
 * `computePerformance` and stored by core `calculated` (CALCULATING -> CONNECTED), and the periodic
 * refresh is queued. A broker that fails throws, and the job runner retries the calculation.
 */
export const calculatePerformance = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const { connectedAt } = stored;
  if (stored.link.account === null || connectedAt === null) return fail('SIGNAL_NOT_CONNECTED');
  const state = await readHistoryState(tx, keyOf(stored), { forUpdate: true });
  if (state.source === 'BROKER') await syncFromBroker(ctx, tx, stored, state, connectedAt, now);
  const calculated = await storeFigures(tx, stored, now);
  await queueSignalRefresh(tx, keyOf(stored), new Date(Date.parse(now) + REFRESH_INTERVAL_MS));
  return ok(calculated);
};
