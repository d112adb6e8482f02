import type {
  BalanceOperation,
  IsoDateTime,
  SignalHistoryEntry,
  Trade,
  TradeSide,
} from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

/** Where a signal's history comes from: the broker gateway (read by the platform) or the EA protocol (pushed). */
export const HISTORY_SOURCES = ['BROKER', 'EA'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** One signal of one site. */
export interface SignalKey {
  readonly siteId: string;
  readonly signalId: string;
}

/** The engine's bookkeeping of a signal (see migration 080). */
export interface SignalHistoryState {
  readonly source: HistorySource;
  /** The history has been read from the broker up to this instant. */
  readonly syncedTo: IsoDateTime | null;
  readonly refreshedAt: IsoDateTime | null;
  readonly formulaVersion: string | null;
  /** The computation's incremental state (JSON), or null to start over. */
  readonly state: unknown;
  readonly lastHeartbeatAt: IsoDateTime | null;
}

export const EMPTY_HISTORY_STATE: SignalHistoryState = {
  source: 'BROKER',
  syncedTo: null,
  refreshedAt: null,
  formulaVersion: null,
  state: null,
  lastHeartbeatAt: null,
};

/** A stored trade, with where it came from and when the platform learned of it. */
export interface RecordedTrade extends Trade {
  readonly source: HistorySource;
  readonly recordedAt: IsoDateTime;
}

export interface RecordedBalanceOperation extends BalanceOperation {
  readonly source: HistorySource;
  readonly recordedAt: IsoDateTime;
}

interface TradeRow {
  ticket: string;
  symbol: string;
  side: TradeSide;
  volume: string;
  open_time: Date;
  close_time: Date;
  open_price: string;
  close_price: string;
  commission: string;
  swap: string;
  profit: string;
  source: HistorySource;
  recorded_at: Date;
}

interface BalanceOperationRow {
  id: string;
  kind: BalanceOperation['kind'];
  time: Date;
  amount: string;
  source: HistorySource;
  recorded_at: Date;
}

interface StateRow {
  source: HistorySource;
  synced_to: Date | null;
  refreshed_at: Date | null;
  formula_version: string | null;
  state: unknown;
  last_heartbeat_at: Date | null;
}

const iso = (value: Date | null): IsoDateTime | null => (value === null ? null : value.toISOString());

const TRADE_COLUMNS = `ticket, symbol, side, volume::text AS volume, open_time, close_time,
  open_price::text AS open_price, close_price::text AS close_price, commission::text AS commission,
  swap::text AS swap, profit::text AS profit, source, recorded_at`;

const BALANCE_OPERATION_COLUMNS = `id, kind, time, amount::text AS amount, source, recorded_at`;

const toTrade = (row: TradeRow): RecordedTrade => ({
  ticket: row.ticket,
  symbol: row.symbol,
  side: row.side,
  volume: row.volume,
  openTime: row.open_time.toISOString(),
  closeTime: row.close_time.toISOString(),
  openPrice: row.open_price,
  closePrice: row.close_price,
  commission: row.commission,
  swap: row.swap,
  profit: row.profit,
  source: row.source,
  recordedAt: row.recorded_at.toISOString(),
});

const toBalanceOperation = (row: BalanceOperationRow): RecordedBalanceOperation => ({
  id: row.id,
  kind: row.kind,
  time: row.time.toISOString(),
  amount: row.amount,
  source: row.source,
  recordedAt: row.recorded_at.toISOString(),
});

/** Rows per INSERT: a long history is written in a few statements, far below the parameter limit. */
const INSERT_BATCH = 500;

const batches = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += INSERT_BATCH) out.push(items.slice(i, i + INSERT_BATCH));
  return out;
};

/**
 * Stores closed trades of a signal; a ticket already stored is left as it was (a trade sent twice
 * counts once). Answers the trades that were new, in the order given.
 */
export const recordTrades = async (
  tx: SqlExecutor,
  key: SignalKey,
  trades: readonly Trade[],
  source: HistorySource,
  at: IsoDateTime,
): Promise<Trade[]> => {
  const added: Trade[] = [];
  for (const batch of batches(trades)) {
    const params: unknown[] = [key.siteId, key.signalId, source, at];
    const values = batch.map((trade) => {
      const n = params.length;
      params.push(
        trade.ticket,
        trade.symbol,
        trade.side,
        trade.volume,
        trade.openTime,
        trade.closeTime,
        trade.openPrice,
        trade.closePrice,
        trade.commission,
        trade.swap,
        trade.profit,
      );
      const cells = Array.from({ length: 11 }, (_, i) => `$${n + i + 1}`);
      return `($1, $2, ${cells.join(', ')}, $3, $4)`;
    });
    const { rows } = await tx.query<{ ticket: string }>(
      `INSERT INTO signal_trades (site_id, signal_id, ticket, symbol, side, volume, open_time, close_time,
         open_price, close_price, commission, swap, profit, source, recorded_at)
       VALUES ${values.join(', ')}
       ON CONFLICT (site_id, signal_id, ticket) DO NOTHING RETURNING ticket`,
      params,
    );
    const inserted = new Set(rows.map((row) => row.ticket));
    added.push(...batch.filter((trade) => inserted.has(trade.ticket)));
  }
  return added;
};

/** Stores balance operations of a signal, each id once; answers the new ones. */
export const recordBalanceOperations = async (
  tx: SqlExecutor,
  key: SignalKey,
  operations: readonly BalanceOperation[],
  source: HistorySource,
  at: IsoDateTime,
): Promise<BalanceOperation[]> => {
  const added: BalanceOperation[] = [];
  for (const batch of batches(operations)) {
    const params: unknown[] = [key.siteId, key.signalId, source, at];
    const values = batch.map((operation) => {
      const n = params.length;
      params.push(operation.id, operation.kind, operation.time, operation.amount);
      return `($1, $2, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $3, $4)`;
    });
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO signal_balance_operations (site_id, signal_id, id, kind, time, amount, source, recorded_at)
       VALUES ${values.join(', ')}
       ON CONFLICT (site_id, signal_id, id) DO NOTHING RETURNING id`,
      params,
    );
    const inserted = new Set(rows.map((row) => row.id));
    added.push(...batch.filter((operation) => inserted.has(operation.id)));
  }
  return added;
};

/** The whole stored history of a signal, in time order (trades by close time, then ticket). */
export const loadHistory = async (
  db: SqlExecutor,
  key: SignalKey,
): Promise<{ trades: RecordedTrade[]; balanceOperations: RecordedBalanceOperation[] }> => {
  const trades = await db.query<TradeRow>(
    `SELECT ${TRADE_COLUMNS} FROM signal_trades WHERE site_id = $1 AND signal_id = $2
     ORDER BY close_time, ticket`,
    [key.siteId, key.signalId],
  );
  const operations = await db.query<BalanceOperationRow>(
    `SELECT ${BALANCE_OPERATION_COLUMNS} FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2
     ORDER BY time, id`,
    [key.siteId, key.signalId],
  );
  return { trades: trades.rows.map(toTrade), balanceOperations: operations.rows.map(toBalanceOperation) };
};

/** The stored trades of a signal that closed in [from, to], in time order. */
export const tradesClosedBetween = async (
  db: SqlExecutor,
  key: SignalKey,
  from: Date,
  to: Date,
): Promise<RecordedTrade[]> => {
  const { rows } = await db.query<TradeRow>(
    `SELECT ${TRADE_COLUMNS} FROM signal_trades WHERE site_id = $1 AND signal_id = $2
       AND close_time >= $3 AND close_time <= $4
     ORDER BY close_time, ticket`,
    [key.siteId, key.signalId, from, to],
  );
  return rows.map(toTrade);
};

/** One page of a signal's trades in time order, and how many there are. */
export const pageTrades = async (
  db: SqlExecutor,
  key: SignalKey,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ list: RecordedTrade[]; total: number }> => {
  const { rows } = await db.query<TradeRow>(
    `SELECT ${TRADE_COLUMNS} FROM signal_trades WHERE site_id = $1 AND signal_id = $2
     ORDER BY close_time, ticket OFFSET $3 LIMIT $4`,
    [key.siteId, key.signalId, page.offset, page.limit],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM signal_trades WHERE site_id = $1 AND signal_id = $2`,
    [key.siteId, key.signalId],
  );
  return { list: rows.map(toTrade), total: count.rows[0]?.n ?? 0 };
};

/** One page of a signal's balance operations in time order, and how many there are. */
export const pageBalanceOperations = async (
  db: SqlExecutor,
  key: SignalKey,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ list: RecordedBalanceOperation[]; total: number }> => {
  const { rows } = await db.query<BalanceOperationRow>(
    `SELECT ${BALANCE_OPERATION_COLUMNS} FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2
     ORDER BY time, id OFFSET $3 LIMIT $4`,
    [key.siteId, key.signalId, page.offset, page.limit],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2`,
    [key.siteId, key.signalId],
  );
  return { list: rows.map(toBalanceOperation), total: count.rows[0]?.n ?? 0 };
};

/** Forgets a signal's stored history and bookkeeping (a new account was linked: its history starts over). */
export const clearHistory = async (tx: SqlExecutor, key: SignalKey): Promise<void> => {
  for (const table of ['signal_trades', 'signal_balance_operations', 'signal_history_state']) {
    await tx.query(`DELETE FROM ${table} WHERE site_id = $1 AND signal_id = $2`, [key.siteId, key.signalId]);
  }
};

/** The engine's bookkeeping of a signal; a signal never refreshed has the empty state. */
export const readHistoryState = async (
  db: SqlExecutor,
  key: SignalKey,
  options: { forUpdate?: boolean } = {},
): Promise<SignalHistoryState> => {
  const { rows } = await db.query<StateRow>(
    `SELECT source, synced_to, refreshed_at, formula_version, state, last_heartbeat_at
     FROM signal_history_state WHERE site_id = $1 AND signal_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [key.siteId, key.signalId],
  );
  const row = rows[0];
  if (!row) return EMPTY_HISTORY_STATE;
  return {
    source: row.source,
    syncedTo: iso(row.synced_to),
    refreshedAt: iso(row.refreshed_at),
    formulaVersion: row.formula_version,
    state: row.state,
    lastHeartbeatAt: iso(row.last_heartbeat_at),
  };
};

/** Writes the fields given of a signal's bookkeeping (the others keep their stored or empty value). */
export const writeHistoryState = async (
  tx: SqlExecutor,
  key: SignalKey,
  change: Partial<SignalHistoryState>,
): Promise<void> => {
  const next = { ...(await readHistoryState(tx, key)), ...change };
  await tx.query(
    `INSERT INTO signal_history_state
       (site_id, signal_id, source, synced_to, refreshed_at, formula_version, state, last_heartbeat_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (site_id, signal_id) DO UPDATE SET source = $3, synced_to = $4, refreshed_at = $5,
       formula_version = $6, state = $7, last_heartbeat_at = $8`,
    [
      key.siteId,
      key.signalId,
      next.source,
      next.syncedTo,
      next.refreshedAt,
      next.formulaVersion,
      next.state === null || next.state === undefined ? null : JSON.stringify(next.state),
      next.lastHeartbeatAt,
    ],
  );
};

/**
 * How far the performance engine has read a signal's stored rows: the highest `seq` (the order rows
 * were recorded in, migration 085) of each table it has used. Rows above the mark are new to it.
 */
export interface HistoryMark {
  readonly trades: number;
  readonly operations: number;
}

export const NO_HISTORY_MARK: HistoryMark = { trades: 0, operations: 0 };

/** What is stored for a signal: how many rows of each kind, and the mark just above all of them. */
export interface HistoryExtent {
  readonly trades: number;
  readonly operations: number;
  readonly mark: HistoryMark;
}

export const readHistoryExtent = async (db: SqlExecutor, key: SignalKey): Promise<HistoryExtent> => {
  const { rows } = await db.query<{ trades: number; operations: number; trade_seq: string; op_seq: string }>(
    `SELECT
       (SELECT count(*)::int FROM signal_trades WHERE site_id = $1 AND signal_id = $2) AS trades,
       (SELECT count(*)::int FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2) AS operations,
       (SELECT coalesce(max(seq), 0)::text FROM signal_trades WHERE site_id = $1 AND signal_id = $2) AS trade_seq,
       (SELECT coalesce(max(seq), 0)::text FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2)
         AS op_seq`,
    [key.siteId, key.signalId],
  );
  const row = rows[0];
  return {
    trades: row?.trades ?? 0,
    operations: row?.operations ?? 0,
    mark: { trades: Number(row?.trade_seq ?? 0), operations: Number(row?.op_seq ?? 0) },
  };
};

/**
 * The rows recorded after `mark` (all of them from NO_HISTORY_MARK), in time order, and the mark after
 * them (the given one when there are none).
 */
export const loadHistorySince = async (
  db: SqlExecutor,
  key: SignalKey,
  mark: HistoryMark,
): Promise<{ trades: RecordedTrade[]; balanceOperations: RecordedBalanceOperation[]; mark: HistoryMark }> => {
  const trades = await db.query<TradeRow & { seq: string }>(
    `SELECT ${TRADE_COLUMNS}, seq::text AS seq FROM signal_trades
     WHERE site_id = $1 AND signal_id = $2 AND seq > $3 ORDER BY close_time, ticket`,
    [key.siteId, key.signalId, mark.trades],
  );
  const operations = await db.query<BalanceOperationRow & { seq: string }>(
    `SELECT ${BALANCE_OPERATION_COLUMNS}, seq::text AS seq FROM signal_balance_operations
     WHERE site_id = $1 AND signal_id = $2 AND seq > $3 ORDER BY time, id`,
    [key.siteId, key.signalId, mark.operations],
  );
  const highest = (rows: readonly { seq: string }[], from: number): number =>
    rows.reduce((max, row) => Math.max(max, Number(row.seq)), from);
  return {
    trades: trades.rows.map(toTrade),
    balanceOperations: operations.rows.map(toBalanceOperation),
    mark: {
      trades: highest(trades.rows, mark.trades),
      operations: highest(operations.rows, mark.operations),
    },
  };
};

/** Where an entry of the history sits in the engine's order: time, operations before trades, id. */
export interface HistoryPosition {
  readonly time: Date;
  readonly rank: number;
  readonly id: string;
}

interface EntryRow {
  type: 'TRADE' | 'BALANCE';
  t: Date;
  rank: number;
  id: string;
  kind: BalanceOperation['kind'] | null;
  amount: string | null;
  symbol: string | null;
  side: TradeSide | null;
  volume: string | null;
  open_time: Date | null;
  open_price: string | null;
  close_price: string | null;
  commission: string | null;
  swap: string | null;
  profit: string | null;
}

/** A signal's history entries up to a mark: balance operations (rank 0) and trades (rank 1) as one list. */
const ENTRIES_SQL = `
  SELECT 'BALANCE' AS type, time AS t, 0 AS rank, id, kind, amount::text AS amount,
    NULL AS symbol, NULL AS side, NULL AS volume, NULL::timestamptz AS open_time, NULL AS open_price,
    NULL AS close_price, NULL AS commission, NULL AS swap, NULL AS profit
  FROM signal_balance_operations WHERE site_id = $1 AND signal_id = $2 AND seq <= $4
  UNION ALL
  SELECT 'TRADE', close_time, 1, ticket, NULL, NULL, symbol, side, volume::text, open_time,
    open_price::text, close_price::text, commission::text, swap::text, profit::text
  FROM signal_trades WHERE site_id = $1 AND signal_id = $2 AND seq <= $3`;

const toEntry = (row: EntryRow): SignalHistoryEntry =>
  row.type === 'BALANCE'
    ? {
        type: 'BALANCE',
        id: row.id,
        kind: row.kind ?? 'DEPOSIT',
        time: row.t.toISOString(),
        amount: row.amount ?? '',
      }
    : {
        type: 'TRADE',
        ticket: row.id,
        symbol: row.symbol ?? '',
        side: row.side ?? 'BUY',
        volume: row.volume ?? '',
        openTime: (row.open_time ?? row.t).toISOString(),
        closeTime: row.t.toISOString(),
        openPrice: row.open_price ?? '',
        closePrice: row.close_price ?? '',
        commission: row.commission ?? '',
        swap: row.swap ?? '',
        profit: row.profit ?? '',
      };

/**
 * One page of the history entries the engine used (those up to `mark`), in its order, and how many
 * there are.
 */
export const pageHistoryEntries = async (
  db: SqlExecutor,
  key: SignalKey,
  mark: HistoryMark,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ list: SignalHistoryEntry[]; total: number }> => {
  const params = [key.siteId, key.signalId, mark.trades, mark.operations];
  const { rows } = await db.query<EntryRow>(
    `SELECT * FROM (${ENTRIES_SQL}) e ORDER BY t, rank, id OFFSET $5 LIMIT $6`,
    [...params, page.offset, page.limit],
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${ENTRIES_SQL}) e`, params);
  return { list: rows.map(toEntry), total: count.rows[0]?.n ?? 0 };
};

/**
 * The next `limit` entries up to `mark` after a position (from the first without one), each with its
 * position: a keyset read, so a stream of any length holds one batch at a time.
 */
export const historyEntriesAfter = async (
  db: SqlExecutor,
  key: SignalKey,
  mark: HistoryMark,
  after: HistoryPosition | undefined,
  limit: number,
): Promise<{ entry: SignalHistoryEntry; position: HistoryPosition }[]> => {
  const params: unknown[] = [key.siteId, key.signalId, mark.trades, mark.operations, limit];
  const where = after === undefined ? '' : 'WHERE (t, rank, id) > ($6, $7, $8)';
  if (after !== undefined) params.push(after.time, after.rank, after.id);
  const { rows } = await db.query<EntryRow>(
    `SELECT * FROM (${ENTRIES_SQL}) e ${where} ORDER BY t, rank, id LIMIT $5`,
    params,
  );
  return rows.map((row) => ({ entry: toEntry(row), position: { time: row.t, rank: row.rank, id: row.id } }));
};
