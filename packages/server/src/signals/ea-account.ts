import { fail, ok, SECOND_MS, type ConnStatus, type IsoDateTime, type Result } from '@signal-portal/core';
import type { LinkedAccount } from '../brokers/broker.port.js';
import type { ServerContext } from '../context.js';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  clearOpenPositions,
  readEaSnapshot,
  writeEaSnapshot,
  writeEaTerminalInfo,
  type EaAccountSnapshot,
  type EaTerminalInfo,
} from '../storage/ea-terminal.repository.js';
import type { SignalKey } from '../storage/signal-history.repository.js';
import type { StoredSignal } from '../storage/signals.repository.js';
import { EA_HEARTBEAT_INTERVAL_MS, EA_HEARTBEAT_TIMEOUT_MS } from './ea-limits.js';
import { onEaSignal, type EaOutcome } from './ea-signal-work.js';
import { accountLinked } from './signal-connection.js';

/** The account snapshot as the EA sends it (validated by the route's schema). */
export interface AccountSnapshotInput {
  readonly number: string;
  readonly server: string;
  readonly balance: string;
  readonly equity: string;
  readonly currency?: string;
  readonly timezone?: string;
}

/** MetaTrader accounts of this platform are in USD unless the EA says otherwise. */
const DEFAULT_CURRENCY = 'USD';

/** Where the signal stands, as every EA answer tells it. */
export interface EaSignalState {
  readonly signalId: string;
  readonly connStatus: ConnStatus;
  /** Why the connection was lost, as a code, or ''. */
  readonly reason: string;
  /** The linked account, or null until a snapshot linked one. */
  readonly account: { readonly number: string; readonly server: string } | null;
}

export interface HeartbeatAnswer extends EaSignalState {
  readonly receivedAt: IsoDateTime;
  /** Send the next heartbeat within this many seconds. */
  readonly heartbeatIntervalSeconds: number;
  /** Without any call for this long the platform takes the connection as lost. */
  readonly lostAfterSeconds: number;
}

export interface SnapshotAnswer extends EaSignalState {
  readonly snapshot: EaAccountSnapshot;
}

export const eaSignalState = (stored: StoredSignal): EaSignalState => {
  const account = stored.link.account;
  return {
    signalId: stored.signal.id,
    connStatus: stored.signal.connStatus,
    reason: stored.signal.info.reason,
    account: account === null ? null : { number: account.number, server: account.server },
  };
};

const keyOf = (stored: StoredSignal): SignalKey => ({ siteId: stored.siteId, signalId: stored.signal.id });

const sameAccount = (
  a: Pick<LinkedAccount, 'number' | 'server'>,
  b: Pick<LinkedAccount, 'number' | 'server'>,
) => a.number === b.number && a.server === b.server;

/**
 * A CONNECTING signal links the account of the EA's snapshot and starts calculating (the same step as
 * any connection: signal-connection.ts `accountLinked`). Another account than the one linked before
 * has another history: what was stored of the old one is forgotten (there).
 */
const linkSnapshotAccount = async (
  tx: SqlExecutor,
  stored: StoredSignal,
  snapshot: EaAccountSnapshot,
  now: IsoDateTime,
): Promise<Result<StoredSignal>> => {
  const previous = stored.link.account;
  const same = previous !== null && sameAccount(previous, snapshot);
  // accountLinked starts the stored history over for another account; its open positions go too.
  if (previous !== null && !same) await clearOpenPositions(tx, keyOf(stored));
  const account: LinkedAccount = {
    platform: stored.signal.platform,
    server: snapshot.server,
    number: snapshot.number,
    timezone: snapshot.timezone,
    currency: snapshot.currency,
    openedAt: same ? previous.openedAt : now,
  };
  return accountLinked(tx, stored, account, now);
};

const outcome = <T>(stored: StoredSignal, answer: T): Result<EaOutcome<T>> => ok({ stored, answer });

/**
 * The EA describes the account it runs on. The snapshot is kept (the newest replaces the last). A
 * CONNECTING signal links that account and starts calculating; a linked signal only takes snapshots
 * of its own account (another one: EA_ACCOUNT_MISMATCH; the provider disconnects and reconnects to
 * switch, and the snapshot kept here is then what the next heartbeat links).
 */
export const receiveAccountSnapshot = (
  ctx: ServerContext,
  key: SignalKey,
  input: AccountSnapshotInput,
): Promise<Result<SnapshotAnswer>> =>
  onEaSignal(ctx, key, async (tx, stored, now) => {
    const snapshot: EaAccountSnapshot = {
      number: input.number,
      server: input.server,
      currency: input.currency ?? DEFAULT_CURRENCY,
      timezone: input.timezone ?? '',
      balance: input.balance,
      equity: input.equity,
      receivedAt: now,
    };
    await writeEaSnapshot(tx, key, snapshot);
    if (stored.signal.connStatus === 'CONNECTING') {
      const linked = await linkSnapshotAccount(tx, stored, snapshot, now);
      return linked.error ? linked : outcome(linked.value, { ...eaSignalState(linked.value), snapshot });
    }
    const account = stored.link.account;
    if (account !== null && !sameAccount(account, snapshot)) return fail('EA_ACCOUNT_MISMATCH');
    return outcome(stored, { ...eaSignalState(stored), snapshot });
  });

/**
 * The terminal is alive (onEaSignal records the time). A CONNECTING signal whose EA has sent a snapshot
 * links that account now; without one it keeps waiting for it.
 */
export const receiveHeartbeat = (
  ctx: ServerContext,
  key: SignalKey,
  terminal: EaTerminalInfo | undefined,
): Promise<Result<HeartbeatAnswer>> =>
  onEaSignal(ctx, key, async (tx, stored, now) => {
    if (terminal !== undefined) await writeEaTerminalInfo(tx, key, terminal);
    const answer = (signal: StoredSignal): HeartbeatAnswer => ({
      ...eaSignalState(signal),
      receivedAt: now,
      heartbeatIntervalSeconds: EA_HEARTBEAT_INTERVAL_MS / SECOND_MS,
      lostAfterSeconds: EA_HEARTBEAT_TIMEOUT_MS / SECOND_MS,
    });
    if (stored.signal.connStatus !== 'CONNECTING') return outcome(stored, answer(stored));
    const snapshot = await readEaSnapshot(tx, key);
    if (snapshot === undefined) return outcome(stored, answer(stored));
    const linked = await linkSnapshotAccount(tx, stored, snapshot, now);
    return linked.error ? linked : outcome(linked.value, answer(linked.value));
  });
