import {
  computePerformance,
  fail,
  DAY_MS,
  fromIso,
  toIso,
  type IsoDateTime,
  type Result,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import type { StoredSignal } from '../storage/signals.repository.js';
import { applyToStored } from './signal-store.js';

/** Spec: performance is computed over the 90 days before connecting. */
export const PERFORMANCE_WINDOW_DAYS = 90;

/**
 * The performance of the connection that began at `connectedAt`: the account's history of the 90 days
 * before it, through core's `computePerformance` with the signal's platform, stored by core
 * `calculated` (CALCULATING -> CONNECTED). The broker's history opens with the balance at the window's
 * start as a deposit, which the metrics need as the starting capital (docs/metrics.md section 1).
 */
export const calculatePerformance = async (
  ctx: ServerContext,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const { account } = stored.link;
  const { connectedAt } = stored;
  if (account === null || connectedAt === null) return fail('SIGNAL_NOT_CONNECTED');
  const from = toIso(fromIso(connectedAt) - PERFORMANCE_WINDOW_DAYS * DAY_MS);
  const history = await ctx.broker.history(account, from, connectedAt);
  const performance = computePerformance(history.trades, history.balanceOperations, connectedAt, {
    platform: stored.signal.platform,
  });
  return applyToStored(stored, { type: 'calculated', performance }, now);
};
