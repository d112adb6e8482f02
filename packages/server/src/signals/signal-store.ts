import {
  applySignalAction,
  fail,
  LIVE_FEED_CHANNELS,
  ok,
  toIso,
  type IsoDateTime,
  type Result,
  type SignalAction,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  findSignal,
  saveSignal,
  type SignalScope,
  type StoredSignal,
} from '../storage/signals.repository.js';

/** A core signal action applied to a stored signal; the refusal as the core gives it. */
export const applyToStored = (
  stored: StoredSignal,
  action: SignalAction,
  now: IsoDateTime,
): Result<StoredSignal> => {
  const next = applySignalAction(stored.signal, action, now);
  return next.error ? next : ok({ ...stored, signal: next.value });
};

/** Tells the owner's live feed (the list and the signal's own channel); a feed hiccup fails nothing. */
export const publishSignal = async (ctx: ServerContext, stored: StoredSignal): Promise<void> => {
  for (const channel of [LIVE_FEED_CHANNELS.signals, LIVE_FEED_CHANNELS.signal(stored.signal.id)]) {
    await ctx.feed
      .publish({ siteId: stored.siteId, userId: stored.userId, channel, data: stored.signal })
      .catch(() => undefined);
  }
};

export type SignalWork = (
  tx: SqlExecutor,
  current: StoredSignal,
  now: IsoDateTime,
) => Result<StoredSignal> | Promise<Result<StoredSignal>>;

/**
 * Changes one signal of the scope in one transaction: read locked (another's signal or another site's
 * is SIGNAL_NOT_FOUND), `work` decides, the result is saved when it differs, and the live feed hears
 * of it after the commit. A refusal writes nothing of the signal (work may still have queued a retry).
 */
export const changeSignal = async (
  ctx: ServerContext,
  scope: SignalScope,
  id: string,
  work: SignalWork,
): Promise<Result<StoredSignal>> => {
  const now = toIso(ctx.clock.now());
  const result = await ctx.db.transaction(async (tx): Promise<Result<StoredSignal>> => {
    const current = await findSignal(tx, scope, id, { forUpdate: true });
    if (!current) return fail('SIGNAL_NOT_FOUND');
    const next = await work(tx, current, now);
    if (!next.error && next.value !== current) await saveSignal(tx, next.value);
    return next;
  });
  if (!result.error) await publishSignal(ctx, result.value);
  return result;
};

/** Reads one signal of the scope (no lock): the provider's own, else SIGNAL_NOT_FOUND. */
export const readSignal = async (
  ctx: ServerContext,
  scope: SignalScope,
  id: string,
): Promise<Result<StoredSignal>> => {
  const stored = await findSignal(ctx.db, scope, id);
  return stored ? ok(stored) : fail('SIGNAL_NOT_FOUND');
};
