import {
  checkSignalAction,
  fail,
  fromIso,
  MINUTE_MS,
  type IsoDateTime,
  type Result,
} from '@signal-portal/core';
import type { ServerContext } from '../context.js';
import { scheduleJob } from '../jobs/job-runner.js';
import type { SqlExecutor } from '../storage/database.port.js';
import type { StoredSignal } from '../storage/signals.repository.js';
import { lostReasonOf, markSignalLost } from './connection-health.js';
import { SIGNAL_SYMBOL_SYNC_JOB } from './signal-connection.js';
import { applyToStored } from './signal-store.js';
import { matchBrokerSymbols } from './symbol-matching.js';

/** Spec: a failed symbol sync is tried again after 2 minutes. */
export const SYMBOL_SYNC_RETRY_MS = 2 * MINUTE_MS;

/**
 * Reads the account's symbols from the broker and matches them. An unreachable broker gives
 * MT_BROKER_ERROR and queues the retry (in the caller's transaction, so it commits with it). A broker
 * that refuses the account's credentials gives the lost reason, and the signal is saved LOST in the
 * caller's transaction (connection-health.ts): retrying would not help, the provider must reconnect.
 */
export const syncSymbols = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const allowed = checkSignalAction(stored.signal, 'matchSymbols');
  if (allowed.error) return allowed;
  const account = stored.link.account;
  if (account === null || stored.signal.connStatus === 'DISCONNECTED') return fail('SIGNAL_NOT_CONNECTED');
  let brokerSymbols: string[];
  try {
    brokerSymbols = [...(await ctx.broker.brokerSymbols(account))];
  } catch (error) {
    const reason = lostReasonOf(error);
    if (reason !== null) {
      // A signal already lost (or disconnected meanwhile) stays as it is; the answer is the same.
      await markSignalLost(tx, stored, reason, now);
      return fail(reason);
    }
    await scheduleJob(tx, {
      siteId: stored.siteId,
      kind: SIGNAL_SYMBOL_SYNC_JOB,
      runAt: new Date(fromIso(now) + SYMBOL_SYNC_RETRY_MS),
      payload: { signalId: stored.signal.id },
    });
    return fail('MT_BROKER_ERROR');
  }
  const symbols = matchBrokerSymbols(stored.signal.platform, brokerSymbols, stored.signal.symbols);
  const matched = applyToStored(stored, { type: 'matchSymbols', symbols }, now);
  return matched.error
    ? matched
    : { ...matched, value: { ...matched.value, brokerSymbols, symbolsSyncedAt: now } };
};
