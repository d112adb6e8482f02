import { fail, ok, toIso, type IsoDateTime, type Result, type Signal } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { writeHistoryState, type SignalKey } from '../storage/signal-history.repository.js';
import { findSignal, saveSignal, type StoredSignal } from '../storage/signals.repository.js';
import { queueSignalRefresh } from './refresh-schedule.js';
import { publishSignal } from './signal-store.js';

/** Whether the EA of this signal may report at all: an EA signal, not archived, not disconnected. */
export const eaMayReport = (signal: Signal): Result<void> => {
  if (signal.connMethod !== 'EA') return fail('EA_NOT_EA_SIGNAL');
  if (signal.archivedAt !== null) return fail('SIGNAL_ARCHIVED');
  // The provider disconnected it in the portal: nothing is taken until they connect it again.
  if (signal.connStatus === 'DISCONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  return ok(undefined);
};

/** What an EA call decided: the signal afterwards (the same object when unchanged) and the answer. */
export interface EaOutcome<T> {
  readonly stored: StoredSignal;
  readonly answer: T;
  /** New history arrived: the figures are to be refreshed. */
  readonly refresh?: boolean;
}

export type EaWork<T> = (
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
) => Promise<Result<EaOutcome<T>>>;

/**
 * One EA call on its signal, in one transaction with the signal locked (so two calls of one EA never
 * interleave): the signal must take EA reports, `work` decides, a changed signal is saved and told on
 * the live feed after the commit. Any call that reached `work` proves the terminal alive, refused or
 * not, so the EA's last heartbeat and the history's source (EA) are written with it.
 *
 * The refresh that new history asks for is queued after the commit, in a transaction of its own: the
 * job runner locks a refresh job before its signal, so queueing it while holding the signal could
 * deadlock with a refresh starting on another process. A crash in between leaves the history stored
 * and its figures to the periodic refresh.
 */
export const onEaSignal = async <T>(
  ctx: ServerContext,
  key: SignalKey,
  work: EaWork<T>,
): Promise<Result<T>> => {
  const now = toIso(ctx.clock.now());
  const result = await ctx.db.transaction(
    async (tx): Promise<Result<EaOutcome<T> & { changed: boolean }>> => {
      const current = await findSignal(tx, { siteId: key.siteId }, key.signalId, { forUpdate: true });
      if (!current) return fail('EA_TOKEN_INVALID');
      const allowed = eaMayReport(current.signal);
      if (allowed.error) return allowed;
      const done = await work(tx, current, now);
      // After the work: linking another account starts the history (and this bookkeeping) over.
      await writeHistoryState(tx, key, { source: 'EA', lastHeartbeatAt: now });
      if (done.error) return done;
      const changed = done.value.stored !== current;
      if (changed) await saveSignal(tx, done.value.stored);
      return ok({ ...done.value, changed });
    },
  );
  if (result.error) return result;
  if (result.value.refresh === true) {
    await ctx.db.transaction((tx) => queueSignalRefresh(tx, key, new Date(now)));
  }
  if (result.value.changed) await publishSignal(ctx, result.value.stored);
  return ok(result.value.answer);
};
