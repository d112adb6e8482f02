import { fromIso, MINUTE_MS, ok, type IsoDateTime, type LostReason, type Result } from '@signal-portal/core';
import { BrokerAccessError } from '../brokers/broker.port.js';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { readHistoryState, writeHistoryState } from '../storage/signal-history.repository.js';
import { saveSignal, type StoredSignal } from '../storage/signals.repository.js';
import { EA_HEARTBEAT_TIMEOUT_MS } from './ea-limits.js';
import { applyToStored } from './signal-store.js';

/**
 * An unreachable broker loses the connection only after this long without an answer, so a broker
 * restart or a short maintenance (MetaTrader servers restart weekly, for minutes) loses nothing, while
 * a broker gone for longer is told within the time the figures are refreshed anyway (10 minutes).
 */
export const BROKER_UNREACHABLE_AFTER_MS = 10 * MINUTE_MS;

/**
 * The lost reason a failed broker read proves: the broker refusing the account's credentials. Null
 * for anything else (an unreachable broker is judged over time: `checkConnection`).
 */
export const lostReasonOf = (error: unknown): LostReason | null =>
  error instanceof BrokerAccessError ? error.reason : null;

/**
 * The platform noticed the connection is gone: core `lost` with its reason (an enabled signal stays
 * enabled), saved in `tx`. Answers the saved signal, whose version has moved on (do not save it
 * again); publish it after the commit (publishSignal): the provider's list and the signal's channel,
 * which the robots' followers figures use too, hear the status and its reason. The robots copy
 * nothing while the signal is lost (followers/robot-simulation.ts) and resume once it is linked again.
 * A signal that is not connected (already lost, disconnected) is refused as core refuses it.
 */
export const markSignalLost = async (
  tx: SqlExecutor,
  stored: StoredSignal,
  reason: LostReason,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const lost = applyToStored(stored, { type: 'lost', reason }, now);
  if (lost.error) return lost;
  await saveSignal(tx, lost.value);
  return ok({ ...lost.value, version: stored.version + 1 });
};

/** What a health check found: the connection is lost, or it holds (the broker maybe unreachable since). */
export type HealthVerdict =
  { readonly lost: LostReason } | { readonly lost: null; readonly unreachableSince: IsoDateTime | null };

const HEALTHY: HealthVerdict = { lost: null, unreachableSince: null };

const later = (a: IsoDateTime | null, b: IsoDateTime | null): IsoDateTime | null =>
  a === null ? b : b === null || a > b ? a : b;

/**
 * An EA signal is alive while its sync tool reports. A tool the broker adapter simulates reports by
 * being asked (recorded as a heartbeat, as the EA protocol records a real one); once a real EA has
 * reported (history source EA) only its own calls count. The connection's start counts as a report.
 */
const checkHeartbeat = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<HealthVerdict> => {
  const key = { siteId: stored.siteId, signalId: stored.signal.id };
  const state = await readHistoryState(tx, key);
  const account = stored.link.account;
  const simulatedReports =
    state.source !== 'EA' && account !== null ? await ctx.broker.simulatedEaReports?.(account) : undefined;
  if (simulatedReports === true) {
    await writeHistoryState(tx, key, { lastHeartbeatAt: now });
    return HEALTHY;
  }
  const last = later(state.lastHeartbeatAt, stored.connectedAt);
  return last !== null && fromIso(now) - fromIso(last) > EA_HEARTBEAT_TIMEOUT_MS
    ? { lost: 'HEARTBEAT_LOST' }
    : HEALTHY;
};

/**
 * A linked account or API key is alive while the broker lets the platform read it (a cheap symbols
 * read): refused credentials lose it at once; an unreachable broker only once it has been so for
 * BROKER_UNREACHABLE_AFTER_MS since the first failed check (`unreachableSince`, carried by the caller).
 */
const checkBrokerAccess = async (
  ctx: ServerContext,
  stored: StoredSignal,
  now: IsoDateTime,
  unreachableSince: IsoDateTime | null,
): Promise<HealthVerdict> => {
  const account = stored.link.account;
  if (account === null) return HEALTHY;
  try {
    await ctx.broker.brokerSymbols(account);
    return HEALTHY;
  } catch (error) {
    const reason = lostReasonOf(error);
    if (reason !== null) return { lost: reason };
    const since = unreachableSince ?? now;
    return fromIso(now) - fromIso(since) >= BROKER_UNREACHABLE_AFTER_MS
      ? { lost: 'BROKER_UNREACHABLE' }
      : { lost: null, unreachableSince: since };
  }
};

/** Checks a connected (or calculating) signal's connection the way its method allows. */
export const checkConnection = (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
  unreachableSince: IsoDateTime | null,
): Promise<HealthVerdict> =>
  stored.signal.connMethod === 'EA'
    ? checkHeartbeat(ctx, tx, stored, now)
    : checkBrokerAccess(ctx, stored, now, unreachableSince);
