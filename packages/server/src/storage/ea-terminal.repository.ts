import type { DecimalString, IsoDateTime, TradeSide } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';
import type { SignalKey } from './signal-history.repository.js';

/** The trading account as the EA last described it (migration 082). */
export interface EaAccountSnapshot {
  readonly number: string;
  readonly server: string;
  readonly currency: string;
  /** Broker server timezone ('UTC+2'), or '' when the EA did not say. */
  readonly timezone: string;
  readonly balance: DecimalString;
  readonly equity: DecimalString;
  /** When the platform received it. */
  readonly receivedAt: IsoDateTime;
}

/** What the EA says about its terminal (free-form, bounded by the route's schema). */
export type EaTerminalInfo = Readonly<Record<string, string>>;

/** A position the EA reported opened and has not reported closed yet. */
export interface OpenPosition {
  readonly ticket: string;
  readonly symbol: string;
  readonly side: TradeSide;
  readonly volume: DecimalString;
  readonly openTime: IsoDateTime;
  readonly openPrice: DecimalString;
}

/** The token's signal, if the token names a live (not deleted) one of any site. */
export const findSignalKeyByToken = async (
  db: SqlExecutor,
  token: string,
): Promise<SignalKey | undefined> => {
  const { rows } = await db.query<{ site_id: string; id: string }>(
    'SELECT site_id, id FROM signals WHERE token = $1 AND deleted_at IS NULL',
    [token],
  );
  const row = rows[0];
  return row ? { siteId: row.site_id, signalId: row.id } : undefined;
};

interface SnapshotRow {
  number: string;
  server: string;
  currency: string;
  timezone: string;
  balance: string;
  equity: string;
  snapshot_at: Date;
}

/** The last account snapshot of the signal's EA, if it sent one. */
export const readEaSnapshot = async (
  db: SqlExecutor,
  key: SignalKey,
): Promise<EaAccountSnapshot | undefined> => {
  const { rows } = await db.query<SnapshotRow>(
    `SELECT number, server, currency, timezone, balance::text AS balance, equity::text AS equity, snapshot_at
     FROM signal_ea_terminals WHERE site_id = $1 AND signal_id = $2`,
    [key.siteId, key.signalId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    number: row.number,
    server: row.server,
    currency: row.currency,
    timezone: row.timezone,
    balance: row.balance,
    equity: row.equity,
    receivedAt: row.snapshot_at.toISOString(),
  };
};

/** Keeps the EA's latest account snapshot (one per signal; a newer one replaces it). */
export const writeEaSnapshot = async (
  tx: SqlExecutor,
  key: SignalKey,
  snapshot: EaAccountSnapshot,
): Promise<void> => {
  await tx.query(
    `INSERT INTO signal_ea_terminals
       (site_id, signal_id, number, server, currency, timezone, balance, equity, snapshot_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (site_id, signal_id) DO UPDATE SET number = $3, server = $4, currency = $5, timezone = $6,
       balance = $7, equity = $8, snapshot_at = $9`,
    [
      key.siteId,
      key.signalId,
      snapshot.number,
      snapshot.server,
      snapshot.currency,
      snapshot.timezone,
      snapshot.balance,
      snapshot.equity,
      snapshot.receivedAt,
    ],
  );
};

/** Keeps what the EA last said about its terminal; only once a snapshot made the row. */
export const writeEaTerminalInfo = async (
  tx: SqlExecutor,
  key: SignalKey,
  terminal: EaTerminalInfo,
): Promise<void> => {
  await tx.query('UPDATE signal_ea_terminals SET terminal = $3 WHERE site_id = $1 AND signal_id = $2', [
    key.siteId,
    key.signalId,
    JSON.stringify(terminal),
  ]);
};

/**
 * Stores positions reported opened; a ticket already open, or already closed (in signal_trades), is
 * left alone. Answers the tickets that were new. The caller holds the signal's lock.
 */
export const recordOpenPositions = async (
  tx: SqlExecutor,
  key: SignalKey,
  positions: readonly OpenPosition[],
  at: IsoDateTime,
): Promise<string[]> => {
  if (positions.length === 0) return [];
  const { rows: closed } = await tx.query<{ ticket: string }>(
    'SELECT ticket FROM signal_trades WHERE site_id = $1 AND signal_id = $2 AND ticket = ANY($3::text[])',
    [key.siteId, key.signalId, positions.map((p) => p.ticket)],
  );
  const closedTickets = new Set(closed.map((row) => row.ticket));
  const fresh = positions.filter((p) => !closedTickets.has(p.ticket));
  if (fresh.length === 0) return [];
  const params: unknown[] = [key.siteId, key.signalId, at];
  const values = fresh.map((p) => {
    const n = params.length;
    params.push(p.ticket, p.symbol, p.side, p.volume, p.openTime, p.openPrice);
    const cells = Array.from({ length: 6 }, (_, i) => `$${n + i + 1}`);
    return `($1, $2, ${cells.join(', ')}, $3)`;
  });
  const { rows } = await tx.query<{ ticket: string }>(
    `INSERT INTO signal_open_positions
       (site_id, signal_id, ticket, symbol, side, volume, open_time, open_price, recorded_at)
     VALUES ${values.join(', ')}
     ON CONFLICT (site_id, signal_id, ticket) DO NOTHING RETURNING ticket`,
    params,
  );
  return rows.map((row) => row.ticket);
};

/** Forgets open positions that have closed. */
export const closeOpenPositions = async (
  tx: SqlExecutor,
  key: SignalKey,
  tickets: readonly string[],
): Promise<void> => {
  if (tickets.length === 0) return;
  await tx.query(
    'DELETE FROM signal_open_positions WHERE site_id = $1 AND signal_id = $2 AND ticket = ANY($3::text[])',
    [key.siteId, key.signalId, [...tickets]],
  );
};

export const countOpenPositions = async (db: SqlExecutor, key: SignalKey): Promise<number> => {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM signal_open_positions WHERE site_id = $1 AND signal_id = $2',
    [key.siteId, key.signalId],
  );
  return rows[0]?.n ?? 0;
};

/** Forgets every open position of the signal (another account was linked). */
export const clearOpenPositions = async (tx: SqlExecutor, key: SignalKey): Promise<void> => {
  await tx.query('DELETE FROM signal_open_positions WHERE site_id = $1 AND signal_id = $2', [
    key.siteId,
    key.signalId,
  ]);
};

/** What the platform holds of the signal's EA history: counts and the latest times, for GET /ea/v1/status. */
export interface EaHistorySummary {
  readonly trades: number;
  readonly lastCloseTime: IsoDateTime | null;
  readonly balanceOperations: number;
  readonly lastBalanceOperationTime: IsoDateTime | null;
  readonly openPositions: number;
}

export const summariseEaHistory = async (db: SqlExecutor, key: SignalKey): Promise<EaHistorySummary> => {
  const { rows } = await db.query<{
    trades: number;
    last_close: Date | null;
    operations: number;
    last_operation: Date | null;
    positions: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM signal_trades WHERE site_id = $1 AND signal_id = $2) AS trades,
       (SELECT max(close_time) FROM signal_trades WHERE site_id = $1 AND signal_id = $2) AS last_close,
       (SELECT count(*)::int FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2) AS operations,
       (SELECT max(time) FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2) AS last_operation,
       (SELECT count(*)::int FROM signal_open_positions WHERE site_id = $1 AND signal_id = $2) AS positions`,
    [key.siteId, key.signalId],
  );
  const row = rows[0];
  return {
    trades: row?.trades ?? 0,
    lastCloseTime: row?.last_close ? row.last_close.toISOString() : null,
    balanceOperations: row?.operations ?? 0,
    lastBalanceOperationTime: row?.last_operation ? row.last_operation.toISOString() : null,
    openPositions: row?.positions ?? 0,
  };
};
