import {
  dec,
  defaultSignal,
  toMoneyString,
  type ConnMethod,
  type ConnStatus,
  type FollowSetting,
  type Platform,
  type Signal,
  type SignalAccountInfo,
  type SignalListView,
  type SignalPerformance,
  type SignalStatus,
  type SymbolPairing,
} from '@signal-portal/core';
import type { LinkedAccount } from '../brokers/broker.port.js';
import type { SqlExecutor } from './database.port.js';

/** How the signal reaches its account; only what finds the account again, never a password or secret. */
export interface SignalLink {
  readonly account: LinkedAccount | null;
}

/** A signal as stored: the core entity plus what the platform keeps beside it. */
export interface StoredSignal {
  readonly siteId: string;
  readonly userId: string;
  readonly signal: Signal;
  readonly link: SignalLink;
  /** What the last symbol sync read from the broker (matched or not). */
  readonly brokerSymbols: readonly string[];
  readonly symbolsSyncedAt: string | null;
  /** When the current connection began: the end of the performance window. */
  readonly connectedAt: string | null;
  readonly version: number;
}

interface SignalRow {
  site_id: string;
  id: string;
  user_id: string;
  token: string;
  name: string;
  describe: string;
  headshot: string;
  status: SignalStatus;
  enable: boolean;
  comment: string;
  platform: Platform;
  conn_status: ConnStatus;
  conn_method: ConnMethod;
  enabled_before: boolean;
  created_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  enabled_at: Date | null;
  archived_at: Date | null;
  deleted_at: Date | null;
  info: SignalAccountInfo;
  follow_setting: FollowSetting;
  symbols: SymbolPairing[];
  performance: SignalPerformance | null;
  link: SignalLink | Record<string, never>;
  broker_symbols: string[];
  symbols_synced_at: Date | null;
  connected_at: Date | null;
  version: number;
  running_robots: number;
  invested: string;
  was_followed: boolean;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const toStored = (row: SignalRow): StoredSignal => ({
  siteId: row.site_id,
  userId: row.user_id,
  signal: defaultSignal({
    id: row.id,
    token: row.token,
    name: row.name,
    describe: row.describe,
    headshot: row.headshot,
    status: row.status,
    enable: row.enable,
    comment: row.comment,
    platform: row.platform,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    submittedAt: iso(row.submitted_at),
    reviewedAt: iso(row.reviewed_at),
    enabledAt: iso(row.enabled_at),
    archivedAt: iso(row.archived_at),
    deletedAt: iso(row.deleted_at),
    connStatus: row.conn_status,
    connMethod: row.conn_method,
    enabledBefore: row.enabled_before,
    symbols: row.symbols,
    numOfFollowers: Number(row.running_robots),
    investmentOfFollow: toMoneyString(dec(row.invested)),
    wasFollowed: row.was_followed,
    info: row.info,
    followSetting: row.follow_setting,
    performance: row.performance,
  }),
  link: { account: 'account' in row.link ? row.link.account : null },
  brokerSymbols: row.broker_symbols,
  symbolsSyncedAt: iso(row.symbols_synced_at),
  connectedAt: iso(row.connected_at),
  version: row.version,
});

// Followers are counted from the robots table (the followers area owns it), so they are never stale.
/** The stored columns of a signal (what insert and save write). */
const COLUMNS = [
  'site_id',
  'id',
  'user_id',
  'token',
  'name',
  'describe',
  'headshot',
  'status',
  'enable',
  'comment',
  'platform',
  'conn_status',
  'conn_method',
  'enabled_before',
  'created_at',
  'updated_at',
  'submitted_at',
  'reviewed_at',
  'enabled_at',
  'archived_at',
  'deleted_at',
  'info',
  'follow_setting',
  'symbols',
  'performance',
  'link',
  'broker_symbols',
  'symbols_synced_at',
  'connected_at',
] as const;

/**
 * The followers' figures of each signal, in one pass over its robots, so every read signal has them.
 * The other computed fields (robots per follow type, profits, profit share, the followers series) need
 * the platform's clock and settlements: signals/signal-figures.ts fills all of them, these included and
 * equal, where a signal is answered or published.
 */
const ROBOT_FIGURES = `rf.running_robots, rf.invested, rf.was_followed`;
const FROM_SIGNALS = `FROM signals s LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE r.status = 'RUNNING')::int AS running_robots,
    coalesce(sum(r.investment) FILTER (WHERE r.status = 'RUNNING'), 0)::text AS invested,
    count(*) > 0 AS was_followed
  FROM robots r WHERE r.site_id = s.site_id AND r.signal_id = s.id) rf ON true`;

const SELECT_SIGNAL = `SELECT s.*, ${ROBOT_FIGURES} ${FROM_SIGNALS}`;

/**
 * The list's columns: the performance without its series (the daily curve, monthly returns and
 * per-symbol breakdown are most of its size; GET /signal/{id}/performance carries them), cut in SQL
 * so the large value is never read out. The series read as empty in list items.
 */
const SELECT_SIGNAL_SUMMARY = `SELECT ${[...COLUMNS.filter((column) => column !== 'performance'), 'version']
  .map((column) => `s.${column}`)
  .join(', ')},
  CASE WHEN s.performance IS NULL THEN NULL
    ELSE (s.performance - 'profitDatas' - 'monthlyReturns' - 'bySymbol')
      || '{"profitDatas": [], "monthlyReturns": [], "bySymbol": []}'::jsonb END AS performance,
  ${ROBOT_FIGURES} ${FROM_SIGNALS}`;

/** Who may see a signal: its site always; its owner when the caller is a provider. */
export interface SignalScope {
  readonly siteId: string;
  /** The provider; undefined for the platform itself (jobs, operators). */
  readonly userId?: string;
}

/** A live (not deleted) signal of the scope, locked for the caller's transaction with `forUpdate`. */
export const findSignal = async (
  db: SqlExecutor,
  scope: SignalScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredSignal | undefined> => {
  const params: unknown[] = [scope.siteId, id];
  let where = 's.site_id = $1 AND s.id = $2 AND s.deleted_at IS NULL';
  if (scope.userId !== undefined) {
    params.push(scope.userId);
    where += ' AND s.user_id = $3';
  }
  const { rows } = await db.query<SignalRow>(
    `${SELECT_SIGNAL} WHERE ${where}${options.forUpdate ? ' FOR UPDATE OF s' : ''}`,
    params,
  );
  const row = rows[0];
  return row ? toStored(row) : undefined;
};

/** A live signal of any site by id: for operators, whose commands name signals by their global id. */
export const findSignalAnySite = async (db: SqlExecutor, id: string): Promise<StoredSignal | undefined> => {
  const { rows } = await db.query<SignalRow>(`${SELECT_SIGNAL} WHERE s.id = $1 AND s.deleted_at IS NULL`, [
    id,
  ]);
  const row = rows[0];
  return row ? toStored(row) : undefined;
};

const VIEW_FILTERS: Readonly<Record<SignalListView | 'all', string>> = {
  all: '',
  listed: " AND s.status = 'PASSED' AND s.archived_at IS NULL",
  pending: " AND s.status <> 'PASSED' AND s.archived_at IS NULL",
  archived: ' AND s.archived_at IS NOT NULL',
};

/** A page of a provider's live signals, newest first. */
export const listSignals = async (
  db: SqlExecutor,
  query: {
    /** Undefined only for operators, who look across sites. */
    siteId: string | undefined;
    userId?: string;
    view?: SignalListView;
    status?: SignalStatus;
    page: number;
    pageSize: number;
  },
): Promise<{ list: StoredSignal[]; total: number }> => {
  const params: unknown[] = [];
  let where = `s.deleted_at IS NULL${VIEW_FILTERS[query.view ?? 'all']}`;
  if (query.siteId !== undefined) {
    params.push(query.siteId);
    where += ` AND s.site_id = $${params.length}`;
  }
  if (query.userId !== undefined) {
    params.push(query.userId);
    where += ` AND s.user_id = $${params.length}`;
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` AND s.status = $${params.length}`;
  }
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM signals s WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<SignalRow>(
    `${SELECT_SIGNAL_SUMMARY} WHERE ${where} ORDER BY s.created_at DESC, s.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { list: rows.map(toStored), total: Number(total.rows[0]?.total ?? 0) };
};

/** Whether the provider already has a live signal of this name (names are compared without case). */
export const signalNameTaken = async (
  db: SqlExecutor,
  scope: Required<SignalScope>,
  name: string,
): Promise<boolean> => {
  const { rows } = await db.query(
    'SELECT 1 FROM signals WHERE site_id = $1 AND user_id = $2 AND lower(name) = lower($3) AND deleted_at IS NULL',
    [scope.siteId, scope.userId, name],
  );
  return rows.length > 0;
};

const valuesOf = (stored: Omit<StoredSignal, 'version'>): unknown[] => {
  const s = stored.signal;
  return [
    stored.siteId,
    s.id,
    stored.userId,
    s.token,
    s.name,
    s.describe,
    s.headshot,
    s.status,
    s.enable,
    s.comment,
    s.platform,
    s.connStatus,
    s.connMethod,
    s.enabledBefore,
    s.createdAt,
    s.updatedAt,
    s.submittedAt,
    s.reviewedAt,
    s.enabledAt,
    s.archivedAt,
    s.deletedAt,
    JSON.stringify(s.info),
    JSON.stringify(s.followSetting),
    JSON.stringify(s.symbols),
    s.performance === null ? null : JSON.stringify(s.performance),
    JSON.stringify(stored.link),
    JSON.stringify(stored.brokerSymbols),
    stored.symbolsSyncedAt,
    stored.connectedAt,
  ];
};

/** PostgreSQL's unique_violation on the per-provider name index: the caller answers NAME_EXISTS. */
export const isSignalNameConflict = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  // pg names the constraint; PGlite may only mention it in the message.
  return code === '23505' && String(constraint ?? message).includes('signals_name_per_provider');
};

export const insertSignal = async (tx: SqlExecutor, stored: Omit<StoredSignal, 'version'>): Promise<void> => {
  const placeholders = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
  await tx.query(`INSERT INTO signals (${COLUMNS.join(', ')}) VALUES (${placeholders})`, valuesOf(stored));
};

/**
 * Writes a signal back. The row was read FOR UPDATE in the same transaction, so the version check is a
 * guard against a caller that forgot to lock; a lost update throws (a bug, not a refusal).
 */
export const saveSignal = async (tx: SqlExecutor, stored: StoredSignal): Promise<void> => {
  const assignments = COLUMNS.slice(3)
    .map((column, i) => `${column} = $${i + 4}`)
    .join(', ');
  const values = valuesOf(stored);
  const { rowCount } = await tx.query(
    `UPDATE signals SET ${assignments}, version = version + 1
     WHERE site_id = $1 AND id = $2 AND user_id = $3 AND version = $${COLUMNS.length + 1}`,
    [...values, stored.version],
  );
  if (rowCount !== 1)
    throw new Error(`signal ${stored.signal.id} changed underneath (version ${stored.version})`);
};
