import {
  applySignalAction,
  checkSignalAction,
  fail,
  ok,
  validateConnectRequest,
  type ConnectRequest,
  type IsoDateTime,
  type Result,
  type SignalAccountRef,
} from '@signal-portal/core';
import type { LinkedAccount } from '../brokers/broker.port.js';
import type { ServerContext } from '../context.js';
import { scheduleJob } from '../jobs/job-runner.js';
import type { SqlExecutor } from '../storage/database.port.js';
import { clearHistory } from '../storage/signal-history.repository.js';
import type { SignalScope, StoredSignal } from '../storage/signals.repository.js';
import { ensureHealthCheck } from './connection-health-job.js';
import { changeSignal } from './signal-store.js';

/** Background work of a connection (registered by jobs/signal-jobs.ts). */
export const SIGNAL_CALCULATE_JOB = 'signal.calculate';
export const SIGNAL_SYMBOL_SYNC_JOB = 'signal.symbol-sync';
/** A refresh of the signal's history and figures (new trades arrived, or the periodic refresh is due). */
export const SIGNAL_REFRESH_JOB = 'signal.refresh';

const accountRef = (account: LinkedAccount): SignalAccountRef => ({
  number: account.number,
  server: account.server,
  timezone: account.timezone,
});

const isSameAccount = (a: LinkedAccount, b: LinkedAccount): boolean =>
  a.platform === b.platform && a.server === b.server && a.number === b.number;

/**
 * The broker knows the account: the signal starts calculating (core `connected`), the connection's
 * start is fixed as the end of the performance window, and the calculation and the symbol sync are
 * queued in the same transaction. (Also the EA protocol's link, signals/ea-account.ts.)
 */
export const accountLinked = async (
  tx: SqlExecutor,
  stored: StoredSignal,
  account: LinkedAccount,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const calculating = applySignalAction(stored.signal, { type: 'connected' }, now);
  if (calculating.error) return calculating;
  const signal = { ...calculating.value, info: { ...calculating.value.info, ...accountRef(account) } };
  const payload = { signalId: signal.id };
  // Another account's trades are not this signal's track record: its history starts over. The same
  // account reconnecting keeps it, and the calculation reads only what is missing.
  const previous = stored.link.account;
  if (previous !== null && !isSameAccount(previous, account)) {
    await clearHistory(tx, { siteId: stored.siteId, signalId: signal.id });
  }
  await scheduleJob(tx, {
    siteId: stored.siteId,
    kind: SIGNAL_CALCULATE_JOB,
    runAt: new Date(now),
    payload: { ...payload, connectedAt: now },
  });
  await scheduleJob(tx, {
    siteId: stored.siteId,
    kind: SIGNAL_SYMBOL_SYNC_JOB,
    runAt: new Date(now),
    payload,
  });
  // From now on the platform watches the connection (lost with a reason: connection-health.ts).
  await ensureHealthCheck(tx, stored.siteId, signal.id, now);
  return ok({ ...stored, signal, link: { account }, connectedAt: now });
};

/**
 * Connect or reconnect. The state rule is checked before the broker is asked; account link and API key
 * are linked at once (the broker's refusal as it is) and go on to CALCULATING; EA waits CONNECTING for
 * the sync tool's heartbeat. Without a request a reconnect uses the stored link.
 */
export const startConnection = async (
  ctx: ServerContext,
  tx: SqlExecutor,
  stored: StoredSignal,
  action: 'connect' | 'reconnect',
  request: ConnectRequest | undefined,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const allowed = checkSignalAction(stored.signal, action);
  if (allowed.error) return allowed;
  const { signal } = stored;
  if (request !== undefined && request.method !== signal.connMethod) return fail('SIGNAL_WRONG_INFO');
  if (signal.connMethod === 'EA') {
    const connecting = applySignalAction(signal, { type: action }, now);
    return connecting.error ? connecting : ok({ ...stored, signal: connecting.value });
  }
  let account = stored.link.account;
  if (request !== undefined) {
    const valid = validateConnectRequest(request);
    if (valid.error) return valid;
    const linked = await ctx.broker.link(signal.platform, valid.value, signal.token);
    if (linked.error) return linked;
    account = linked.value;
  }
  if (account === null) return fail('SIGNAL_WRONG_INFO');
  const connecting = applySignalAction(signal, { type: action, account: accountRef(account) }, now);
  if (connecting.error) return connecting;
  return accountLinked(tx, { ...stored, signal: connecting.value }, account, now);
};

/**
 * The EA sync tool reporting in with the signal's token (the simulator's heartbeat: ops
 * `signal heartbeat`, the demo seed and tests call this). A CONNECTING signal learns its account and
 * starts calculating; a repeated heartbeat of a linked signal changes nothing.
 */
export const receiveEaHeartbeat = (
  ctx: ServerContext,
  scope: SignalScope,
  signalId: string,
): Promise<Result<StoredSignal>> =>
  changeSignal(ctx, scope, signalId, async (tx, stored, now) => {
    const { signal } = stored;
    if (signal.connMethod !== 'EA') return fail('SIGNAL_WRONG_INFO');
    const alreadyLinked = signal.connStatus === 'CALCULATING' || signal.connStatus === 'CONNECTED';
    if (alreadyLinked && stored.link.account !== null) return ok(stored);
    const linked = await ctx.broker.link(signal.platform, { method: 'EA' }, signal.token);
    if (linked.error) return linked;
    return accountLinked(tx, stored, linked.value, now);
  });
