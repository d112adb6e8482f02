import {
  applySignalAction,
  fail,
  LIVE_FEED_CHANNELS,
  ok,
  signalForFeed,
  toIso,
  type IsoDateTime,
  type Result,
  type SignalAction,
} from '@signal-portal/core';
import { nowOf, type ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  findSignal,
  saveSignal,
  type SignalScope,
  type StoredSignal,
} from '../storage/signals.repository.js';
import { withFiguresOf } from './signal-figures.js';

/** A core signal action applied to a stored signal; the refusal as the core gives it. */
export const applyToStored = (
  stored: StoredSignal,
  action: SignalAction,
  now: IsoDateTime,
): Result<StoredSignal> => {
  const next = applySignalAction(stored.signal, action, now);
  return next.error ? next : ok({ ...stored, signal: next.value });
};

/** The signal with its computed fields (followers, robots, profit share) as they stand now. */
export const signalWithFigures = (ctx: ServerContext, stored: StoredSignal): Promise<StoredSignal> =>
  withFiguresOf(ctx.db, stored, nowOf(ctx));

/**
 * Tells the owner's live feed (the list and the signal's own channel); a feed hiccup fails nothing.
 * The whole signal replaces the client's copy, so its computed fields are read afresh first (a message
 * never wipes the followers' figures); its performance goes without the series (core signalForFeed:
 * clients keep theirs, or read them again for a new calculation). Answers the signal, series included.
 */
export const publishSignalAsRead = async (
  ctx: ServerContext,
  stored: StoredSignal,
): Promise<StoredSignal> => {
  const filled = await signalWithFigures(ctx, stored);
  const data = signalForFeed(filled.signal);
  for (const channel of [LIVE_FEED_CHANNELS.signals, LIVE_FEED_CHANNELS.signal(filled.signal.id)]) {
    await ctx.feed
      .publish({ siteId: filled.siteId, userId: filled.userId, channel, data })
      .catch(() => undefined);
  }
  return filled;
};

/** `publishSignalAsRead` for callers that only tell the feed. */
export const publishSignal = async (ctx: ServerContext, stored: StoredSignal): Promise<void> => {
  await publishSignalAsRead(ctx, stored);
};

export type SignalWork = (
  tx: SqlExecutor,
  current: StoredSignal,
  now: IsoDateTime,
) => Result<StoredSignal> | Promise<Result<StoredSignal>>;

/**
 * Changes one signal of the scope in one transaction: read locked (another's signal or another site's
 * is SIGNAL_NOT_FOUND), `work` decides, the result is saved when it differs, and the live feed hears
 * of it after the commit; the answer and the message carry its computed fields as they stand then.
 * A refusal writes nothing of the signal (work may still have queued a retry).
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
  return result.error ? result : ok(await publishSignalAsRead(ctx, result.value));
};

/** Reads one signal of the scope (no lock) with its computed fields: the provider's own, else SIGNAL_NOT_FOUND. */
export const readSignal = async (
  ctx: ServerContext,
  scope: SignalScope,
  id: string,
): Promise<Result<StoredSignal>> => {
  const stored = await findSignal(ctx.db, scope, id);
  return stored ? ok(await signalWithFigures(ctx, stored)) : fail('SIGNAL_NOT_FOUND');
};
