import { fail, ok, type IsoDateTime, type Result } from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import {
  readEaSnapshot,
  summariseEaHistory,
  type EaAccountSnapshot,
  type EaHistorySummary,
} from '../storage/ea-terminal.repository.js';
import { readHistoryState, type SignalKey } from '../storage/signal-history.repository.js';
import { findSignal } from '../storage/signals.repository.js';
import { eaSignalState, type EaSignalState } from './ea-account.js';

export interface EaStatus extends EaSignalState {
  readonly lastHeartbeatAt: IsoDateTime | null;
  readonly snapshot: EaAccountSnapshot | null;
  /** What the platform holds: an EA resumes after `lastCloseTime` instead of sending everything again. */
  readonly history: EaHistorySummary;
}

/**
 * What the platform knows of the signal, for its EA: the connection, the last snapshot and heartbeat,
 * and how much history it holds. Read-only (it is not a heartbeat); any state, archived included.
 */
export const readEaStatus = async (ctx: ServerContext, key: SignalKey): Promise<Result<EaStatus>> => {
  const stored = await findSignal(ctx.db, { siteId: key.siteId }, key.signalId);
  if (!stored) return fail('EA_TOKEN_INVALID');
  if (stored.signal.connMethod !== 'EA') return fail('EA_NOT_EA_SIGNAL');
  const state = await readHistoryState(ctx.db, key);
  return ok({
    ...eaSignalState(stored),
    lastHeartbeatAt: state.lastHeartbeatAt,
    snapshot: (await readEaSnapshot(ctx.db, key)) ?? null,
    history: await summariseEaHistory(ctx.db, key),
  });
};
