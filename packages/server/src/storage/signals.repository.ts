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

/** The columns a Signal is read from (a list row has only these). */
interface SignalFieldsRow {
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
}

interface SignalRow extends SignalFieldsRow {
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

/** The signal of a row; the followers' figures as given (zero for a list row: withFigures fills them). */
const signalOf = (
  row: SignalFieldsRow,
  followers: Pick<Signal, 'numOfFollowers' | 'investmentOfFollow' | 'wasFollowed'>,
): Signal =>
  defaultSignal({
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
    ...followers,
    info: row.info,
    followSetting: row.follow_setting,
    performance: row.performance,
  });

const toStored = (row: SignalRow): StoredSignal => ({
  siteId: row.site_id,
  userId: row.user_id,
  signal: signalOf(row, {
    numOfFollowers: Number(row.running_robots),
    investmentOfFollow: toMoneyString(dec(row.invested)),
    wasFollowed: row.was_followed,
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

const SELECT_SIGNAL = `SELECT ${[...COLUMNS, 'version'].map((column) => `s.${column}`).join(', ')},
  ${ROBOT_FIGURES} ${FROM_SIGNALS}`;

/** A signal as the list reads it: what its API answer needs, nothing the platform keeps beside it. */
export type ListedSignal = Pick<StoredSignal, 'siteId' | 'userId' | 'signal'>;

const toListed = (row: SignalFieldsRow): ListedSignal => ({
  siteId: row.site_id,
  userId: row.user_id,
  signal: signalOf(row, { numOfFollowers: 0, investmentOfFollow: '0.00', wasFollowed: false }),
});

/**
 * The list's columns: the signal's own, with the stored summary of the performance (migration 086: the
 * document without its series, which read as empty in list items; GET /signal/{id}/performance carries
 * them) instead of the document; not the link, the broker's symbols nor the followers' figures (the
 * caller fills every computed field for the page at once).
 */
const LIST_COLUMNS = COLUMNS.slice(0, COLUMNS.indexOf('performance'))
  .map((column) => `s.${column}`)
  .concat('s.performance_summary AS performance')
  .join(', ');

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

/**
 * A signal's place in the list's order (newest first, then id): its creation time at the database's
 * precision (microseconds, UTC, `YYYY-MM-DDTHH:MM:SS.ffffffZ`) and id. A page by key starts after it.
 */
export interface SignalListKey {
  readonly createdAt: string;
  readonly id: string;
}

/** The list key of a row, at the column's full precision (a JavaScript Date keeps milliseconds only). */
const KEY_TIME = `to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface SignalListPage {
  /** The page's signals, without their computed figures (withFigures fills them). */
  readonly list: ListedSignal[];
  /** Every signal the filters match; null for a page read after a key (not recounted). */
  readonly total: number | null;
  /** The key of the page's last signal when more follow it; null on the last page. */
  readonly next: SignalListKey | null;
}

/** What a page of the list is chosen by. */
export interface ListSignalsQuery {
  /** Undefined only for operators, who look across sites. */
  readonly siteId: string | undefined;
  readonly userId?: string;
  readonly view?: SignalListView;
  readonly status?: SignalStatus;
  readonly pageSize: number;
  /** 1-based; ignored when `after` is given. */
  readonly page: number;
  readonly after?: SignalListKey;
}

/**
 * The `page` CTE of a list query: the ids and creation times of the page's signals (and one more,
 * which says whether another page follows) with `columns` of the index beside them, and the count of
 * every match when the page is chosen by number. Its parameters come first; `param` adds more.
 */
const pageOfList = (query: ListSignalsQuery, columns = '') => {
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  let where = `s.deleted_at IS NULL${VIEW_FILTERS[query.view ?? 'all']}`;
  if (query.siteId !== undefined) where += ` AND s.site_id = ${param(query.siteId)}`;
  if (query.userId !== undefined) where += ` AND s.user_id = ${param(query.userId)}`;
  if (query.status !== undefined) where += ` AND s.status = ${param(query.status)}`;
  const { after } = query;
  if (after !== undefined) {
    const time = param(after.createdAt);
    // The first condition alone is what an index range scan can start from.
    where += ` AND s.created_at <= ${time}::timestamptz
      AND (s.created_at < ${time}::timestamptz OR s.id > ${param(after.id)})`;
  }
  const counted = after === undefined;
  const filters = [...params];
  const limit = param(query.pageSize + 1);
  const offset = counted ? ` OFFSET ${param((query.page - 1) * query.pageSize)}` : '';
  const cte = `page AS (
    SELECT s.id, s.created_at${counted ? ', count(*) OVER () AS total' : ', NULL::bigint AS total'}${columns}
    FROM signals s WHERE ${where}
    ORDER BY s.created_at DESC, s.id LIMIT ${limit}${offset})`;
  return { cte, where, params, filters, counted, param };
};

/**
 * A page of live signals, newest first: the `page`-th of `pageSize` (an OFFSET over the order index,
 * counted in the same query), or the `pageSize` after `after` (a keyset page: it starts at its key
 * however deep it is, and counts nothing). Only the page's rows are read whole: the page's ids are
 * found first (ids, creation times and the view's columns are all in the order index), then joined.
 */
export const listSignals = async (db: SqlExecutor, query: ListSignalsQuery): Promise<SignalListPage> => {
  const { cte, where, params, filters, counted } = pageOfList(query);
  const { rows } = await db.query<SignalFieldsRow & { total: number | string | null; key_time: string }>(
    `WITH ${cte}
     SELECT ${LIST_COLUMNS}, page.total, ${KEY_TIME} AS key_time
     FROM page JOIN signals s ON s.id = page.id
     ORDER BY page.created_at DESC, page.id`,
    params,
  );
  const pageRows = rows.slice(0, query.pageSize);
  const last = pageRows[pageRows.length - 1];
  const next = rows.length > query.pageSize && last ? { createdAt: last.key_time, id: last.id } : null;
  return {
    list: pageRows.map(toListed),
    total: counted ? await totalOf(db, rows[0]?.total, where, filters) : null,
    next,
  };
};

/**
 * What a page of the list and its figures at `now` are computed from, as one text that changes
 * whenever any of it does: each listed signal's row version (`xmin`, new on every write of the row,
 * whoever writes it) in the page's order, the count, the row versions of their robots and of the
 * provider's paid shares on them (hashed), how many of the robots' starts and stops are at or before
 * `now`, and the UTC day of `now` (the followers' days). Equal texts mean equal answers, so an answer
 * made for one can be sent again for the other; one small query, whatever the page's size.
 * `changesAt`: the first time after `now` at which the text changes with no write (the next start or
 * stop of one of those robots, else the next UTC midnight).
 */
export const listPageFingerprint = async (
  db: SqlExecutor,
  query: ListSignalsQuery & { readonly siteId: string; readonly userId: string },
  now: Date,
): Promise<{ readonly fingerprint: string; readonly changesAt: Date }> => {
  const { cte, where, params, param, counted } = pageOfList(query, ', s.xmin::text AS row_version');
  // A page past the end carries no count, yet its answer tells it: counted apart (COALESCE stops at
  // the first value, so only then).
  const total = counted
    ? `coalesce((SELECT max(total) FROM page), (SELECT count(*) FROM signals s WHERE ${where}))`
    : `(SELECT max(total) FROM page)`;
  const site = param(query.siteId);
  const at = param(now);
  const { rows } = await db.query<{ fingerprint: string; changes_at: Date | string | null }>(
    `WITH ${cte}
     SELECT (SELECT min(t.at) FROM robots r, LATERAL (VALUES (r.created_at), (r.stopped_at)) AS t(at)
             WHERE r.site_id = ${site} AND r.signal_id IN (SELECT id FROM page) AND t.at > ${at}) AS changes_at,
       concat_ws('|',
       (SELECT string_agg(id || '@' || row_version, ',' ORDER BY created_at DESC, id) FROM page),
       ${total},
       (SELECT concat_ws(':', md5(string_agg(r.id || '@' || r.xmin::text, ',' ORDER BY r.id)),
          count(*) FILTER (WHERE r.created_at <= ${at}), count(*) FILTER (WHERE r.stopped_at <= ${at}))
        FROM robots r WHERE r.site_id = ${site} AND r.signal_id IN (SELECT id FROM page)),
       (SELECT md5(string_agg(p.id || '@' || p.xmin::text, ',' ORDER BY p.id))
        FROM profit_share_records p
        WHERE p.site_id = ${site} AND p.user_id = ${param(query.userId)} AND p.signal_id IN (SELECT id FROM page)),
       to_char(${at}::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD')) AS fingerprint`,
    params,
  );
  const row = rows[0];
  const nextDay = new Date(now);
  nextDay.setUTCHours(24, 0, 0, 0);
  const robotMove = row?.changes_at ? new Date(row.changes_at) : undefined;
  return {
    fingerprint: row?.fingerprint ?? '',
    changesAt: robotMove && robotMove < nextDay ? robotMove : nextDay,
  };
};

/** The count the page's query carried, or (a page past the end has no row to carry it) a count. */
const totalOf = async (
  db: SqlExecutor,
  carried: number | string | null | undefined,
  where: string,
  filters: readonly unknown[],
): Promise<number> => {
  if (carried !== undefined && carried !== null) return Number(carried);
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM signals s WHERE ${where}`,
    filters,
  );
  return Number(rows[0]?.total ?? 0);
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
