import { PLATFORM_FEE_RATE, type FollowType, type ProfitShareStatus } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';
import { usdRateSql } from './exchange-rates.repository.js';

/** A profit-share record as settlement writes it (money as decimal strings). */
export interface NewProfitShareRecord {
  readonly siteId: string;
  readonly id: string;
  /** The provider who receives the share. */
  readonly userId: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly robotId: string;
  readonly robotName: string;
  readonly followType: FollowType;
  readonly settleTime: Date;
  readonly profit: string;
  readonly shareBase: string;
  readonly hwm: string;
  readonly profitShare: string;
  readonly fee: string;
  readonly receive: string;
  readonly status: Extract<ProfitShareStatus, 'SETTLED' | 'RESETTLEMENT'>;
  readonly reason: string;
  readonly paidAt: Date | null;
  /** The account's currency (profit, hwm and accountProfitShare are in it); the share, fee and receive are USD. */
  readonly currency: string;
  readonly accountProfitShare: string;
  /** USD per unit of `currency` at settlement time ('1' for USD). */
  readonly exchangeRate: string;
}

export const insertProfitShareRecord = async (
  tx: SqlExecutor,
  record: NewProfitShareRecord,
): Promise<void> => {
  await tx.query(
    `INSERT INTO profit_share_records (site_id, id, user_id, signal_id, signal_name, robot_id, robot_name,
       follow_type, settle_time, profit, share_base, hwm, profit_share, fee, receive, status, reason, paid_at,
       currency, account_profit_share, exchange_rate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      record.siteId,
      record.id,
      record.userId,
      record.signalId,
      record.signalName,
      record.robotId,
      record.robotName,
      record.followType,
      record.settleTime,
      record.profit,
      record.shareBase,
      record.hwm,
      record.profitShare,
      record.fee,
      record.receive,
      record.status,
      record.reason,
      record.paidAt,
      record.currency,
      record.accountProfitShare,
      record.exchangeRate,
    ],
  );
};

/** A share held back for resettlement. */
export interface PendingShareRow {
  readonly id: string;
  readonly userId: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly robotId: string;
  readonly robotName: string;
  readonly followType: FollowType;
  readonly profit: string;
  readonly shareBase: string;
  readonly hwm: string;
  readonly profitShare: string;
  readonly fee: string;
  readonly receive: string;
  readonly currency: string;
  /** What the follower's account pays, in its currency: the funds are checked against it. */
  readonly accountProfitShare: string;
  readonly exchangeRate: string;
}

/** Held-back shares of a site, oldest first, locked for this transaction (another process skips them). */
export const lockPendingShares = async (
  tx: SqlExecutor,
  siteId: string,
  limit: number,
): Promise<PendingShareRow[]> => {
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    signal_id: string;
    signal_name: string;
    robot_id: string;
    robot_name: string;
    follow_type: FollowType;
    profit: string;
    share_base: string;
    hwm: string;
    profit_share: string;
    fee: string;
    receive: string;
    currency: string;
    account_profit_share: string;
    exchange_rate: string;
  }>(
    `SELECT id, user_id, signal_id, signal_name, robot_id, robot_name, follow_type, profit::text AS profit,
       share_base::text AS share_base, hwm::text AS hwm, profit_share::text AS profit_share, fee::text AS fee,
       receive::text AS receive, currency, coalesce(account_profit_share, profit_share)::text AS account_profit_share,
       exchange_rate::text AS exchange_rate
     FROM profit_share_records WHERE site_id = $1 AND status = 'RESETTLEMENT'
     ORDER BY settle_time, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [siteId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    signalId: row.signal_id,
    signalName: row.signal_name,
    robotId: row.robot_id,
    robotName: row.robot_name,
    followType: row.follow_type,
    profit: row.profit,
    shareBase: row.share_base,
    hwm: row.hwm,
    profitShare: row.profit_share,
    fee: row.fee,
    receive: row.receive,
    currency: row.currency,
    accountProfitShare: row.account_profit_share,
    exchangeRate: row.exchange_rate,
  }));
};

/** A held-back share is paid: RESETTLED, no reason, when. */
export const markShareResettled = async (
  tx: SqlExecutor,
  siteId: string,
  recordId: string,
  paidAt: Date,
): Promise<void> => {
  await tx.query(
    `UPDATE profit_share_records SET status = 'RESETTLED', reason = '', paid_at = $3
     WHERE site_id = $1 AND id = $2 AND status = 'RESETTLEMENT'`,
    [siteId, recordId, paidAt],
  );
};

/**
 * The currency of a signal's trading account, from the signals row `alias`: the linked account's
 * (`link.account.currency`, as the signals area stores it, or a bare account in `link`), else the
 * platform's (TWD for TWSE, USD otherwise), as followers/followed-signals.ts reads an account.
 */
export const accountCurrencySql = (alias: string): string =>
  `coalesce(${alias}.link #>> '{account,currency}', ${alias}.link ->> 'currency',
     CASE ${alias}.platform WHEN 'TWSE' THEN 'TWD' ELSE 'USD' END)`;

/** A signal as settlement needs it: its name, its provider and its account's currency. */
export interface SignalOwner {
  readonly name: string;
  readonly providerId: string;
  readonly currency: string;
}

/** Name, provider and account currency of signals, by id, within a site. */
export const signalOwners = async (
  tx: SqlExecutor,
  siteId: string,
  signalIds: readonly string[],
): Promise<Map<string, SignalOwner>> => {
  const { rows } = await tx.query<{ id: string; name: string; user_id: string; currency: string }>(
    `SELECT s.id, s.name, s.user_id, ${accountCurrencySql('s')} AS currency
     FROM signals s WHERE s.site_id = $1 AND s.id = ANY($2::text[])`,
    [siteId, [...new Set(signalIds)]],
  );
  return new Map(
    rows.map((row) => [row.id, { name: row.name, providerId: row.user_id, currency: row.currency }]),
  );
};

// ---- report reads ---------------------------------------------------------------------------------

/** Filters every report takes; `from` inclusive, `to` exclusive. */
export interface ReportFilter {
  readonly siteId: string;
  /** The provider whose report it is: nothing of another user's signals ever matches. */
  readonly userId: string;
  readonly signalId?: string;
  readonly from?: Date;
  readonly to?: Date;
}

export type ShareReportKind = 'settlement' | 'unsettled';

export interface ShareReportFilter extends ReportFilter {
  readonly statuses: readonly ProfitShareStatus[];
  /** When an UNSETTLED row is priced: the exchange rate in force then converts its share (the platform's now). */
  readonly at?: Date;
}

export interface OrderReportFilter extends ReportFilter {
  readonly symbol?: string;
}

/**
 * A report as SQL: an inner query whose rows all have `t` (the sort time) and `id`; numbers come as
 * NUMERIC (the driver gives their text, so money stays decimal). Pages are cut by OFFSET or by keyset
 * on (t, id), CSV batches by keyset, all newest first.
 */
export interface ReportSql {
  readonly inner: string;
  readonly params: readonly unknown[];
  /** Columns joined to the rows once they are cut (a page, a batch): work done only for rows sent. */
  readonly decorate?: { readonly columns: string; readonly joins: string };
}

/**
 * The report's rows, as `q` with every column, cut by `where` (on `q`) and `tail` (LIMIT, OFFSET) in
 * the report's order; decorated after the cut.
 */
export const cutReportSql = (report: ReportSql, where: string, tail: string): string => {
  const cut = `SELECT * FROM (${report.inner}) q${where} ORDER BY q.t DESC, q.id DESC${tail}`;
  if (!report.decorate) return cut;
  return `SELECT q.*, ${report.decorate.columns} FROM (${cut}) q ${report.decorate.joins}`;
};

/** Builds `AND ...` conditions with numbered parameters after the ones already taken. */
class Conditions {
  readonly parts: string[] = [];
  constructor(readonly params: unknown[]) {}
  add(sqlWithPlaceholder: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.parts.push(sqlWithPlaceholder(`$${this.params.length}`));
  }
  get sql(): string {
    return this.parts.map((part) => ` AND ${part}`).join('');
  }
}

const commonConditions = (filter: ReportFilter, params: unknown[], column: string): Conditions => {
  const conditions = new Conditions(params);
  if (filter.signalId !== undefined) conditions.add((p) => `signal_id = ${p}`, filter.signalId);
  if (filter.from !== undefined) conditions.add((p) => `${column} >= ${p}`, filter.from);
  if (filter.to !== undefined) conditions.add((p) => `${column} < ${p}`, filter.to);
  return conditions;
};

const SHARE_COLUMNS = `id, signal_id, signal_name, robot_id, robot_name, follow_type, t, profit, hwm,
  profit_share, fee, receive, status, reason, percent, currency, account_profit_share, exchange_rate, outcome,
  outcome_reason`;

/** A stored record's own columns. */
const RECORD_BASE_COLUMNS = `p.id, p.signal_id, p.signal_name, p.robot_id, p.robot_name, p.follow_type,
  p.settle_time AS t, p.profit, p.hwm, p.profit_share, p.fee, p.receive, p.status, p.reason,
  NULL::numeric AS percent, p.currency, coalesce(p.account_profit_share, p.profit_share) AS account_profit_share,
  p.exchange_rate`;

/** The last line of the settlement ledger about record `<alias>.id` (of site $1). */
const lastOutcomeOf = (alias: string): string => `LEFT JOIN LATERAL (
    SELECT so.outcome, so.reason FROM settlement_outcomes so WHERE so.site_id = $1 AND so.record_id = ${alias}.id
    ORDER BY so.settled_at DESC, so.id DESC LIMIT 1) o ON true`;

/** A stored record's columns, with the last outcome of the settlement ledger that concerns it. */
const RECORD_COLUMNS = `${RECORD_BASE_COLUMNS}, o.outcome, o.reason AS outcome_reason`;

/**
 * Settled (SETTLED, RESETTLED) shares of the provider's robots. Each row's last ledger outcome is
 * joined to the rows of a page or batch only, after they are cut (a deep page's OFFSET skips records
 * without looking up their outcomes; the totals never need them).
 */
export const settlementReportSql = (filter: ShareReportFilter): ReportSql => {
  const params: unknown[] = [filter.siteId, filter.userId, filter.statuses];
  const conditions = commonConditions(filter, params, 'settle_time');
  return {
    inner: `SELECT ${RECORD_BASE_COLUMNS}
      FROM profit_share_records p
      WHERE p.site_id = $1 AND p.user_id = $2 AND p.status = ANY($3::text[])${conditions.sql}`,
    params,
    decorate: { columns: 'o.outcome, o.reason AS outcome_reason', joins: lastOutcomeOf('q') },
  };
};

/**
 * Unsettled shares: robots with profit above their HWM (status UNSETTLED, what would be shared at
 * their next due time; the amounts are worked out by the core from `profit`, `hwm`, `percent` and the
 * exchange rate in force at `filter.at`), and shares held back for resettlement (RESETTLEMENT, amounts
 * as stored). A robot whose period a run deferred for want of a rate carries that outcome.
 */
export const unsettledReportSql = (filter: ShareReportFilter): ReportSql => {
  const params: unknown[] = [filter.siteId, filter.userId, filter.statuses, filter.at ?? null];
  const conditions = commonConditions(filter, params, 't');
  return {
    inner: `SELECT ${SHARE_COLUMNS} FROM (
        SELECT r.id, r.signal_id, s.name AS signal_name, r.id AS robot_id, r.name AS robot_name, r.follow_type,
          r.next_settlement_at AS t, r.profit, r.hwm, NULL::numeric AS profit_share,
          NULL::numeric AS fee, NULL::numeric AS receive, 'UNSETTLED' AS status, '' AS reason,
          r.profit_share_percent AS percent, a.currency, NULL::numeric AS account_profit_share,
          (${usdRateSql('a.currency', '$4::timestamptz')})::numeric AS exchange_rate, d.outcome,
          d.reason AS outcome_reason
        FROM robots r JOIN signals s ON s.site_id = r.site_id AND s.id = r.signal_id
        CROSS JOIN LATERAL (SELECT ${accountCurrencySql('s')} AS currency) a
        LEFT JOIN LATERAL (
          SELECT so.outcome, so.reason FROM settlement_outcomes so
          WHERE so.site_id = r.site_id AND so.robot_id = r.id AND so.due_at = r.next_settlement_at
            AND so.outcome = 'DEFERRED' AND so.record_id IS NULL
          ORDER BY so.settled_at DESC, so.id DESC LIMIT 1) d ON true
        WHERE r.site_id = $1 AND s.user_id = $2 AND NOT r.settled_final AND r.profit > r.hwm
        UNION ALL
        SELECT ${RECORD_COLUMNS}
        FROM profit_share_records p ${lastOutcomeOf('p')}
        WHERE p.site_id = $1 AND p.user_id = $2 AND p.status = 'RESETTLEMENT'
      ) shares WHERE status = ANY($3::text[])${conditions.sql}`,
    params,
  };
};

/** Orders copied from the provider's signals. */
export const orderReportSql = (filter: OrderReportFilter): ReportSql => {
  const params: unknown[] = [filter.siteId, filter.userId];
  const conditions = commonConditions(filter, params, 't');
  if (filter.symbol !== undefined) conditions.add((p) => `symbol = ${p}`, filter.symbol);
  return {
    inner: `SELECT * FROM (
        SELECT f.id, f.signal_id, s.name AS signal_name, f.order_id, f.ticket, f.symbol, f.side,
          f.impact_volume, f.follow_orders, f.follow_volume, f.profit, f.open_time AS t, f.close_time
        FROM follow_orders f JOIN signals s ON s.site_id = f.site_id AND s.id = f.signal_id
        WHERE f.site_id = $1 AND s.user_id = $2
      ) orders WHERE true${conditions.sql}`,
    params,
  };
};

/**
 * Where a row stands in a report's order: its time exactly as stored (ISO 8601 UTC with microseconds:
 * a Date would cut them to milliseconds and a keyset on it could skip rows) and its id.
 */
export interface ReportKey {
  readonly t: string;
  readonly id: string;
}

/** A row's `t` as a ReportKey time: the same text whatever the session's time zone or date style. */
export const REPORT_KEY_SQL = `to_char(q.t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(q.t, q.id) < key` with the key's two parameters appended to `params`: the rows after the key. */
export const keysetCondition = (params: unknown[], after: ReportKey | { t: Date; id: string }): string => {
  params.push(after.t, after.id);
  return `(q.t, q.id) < ($${params.length - 1}::timestamptz, $${params.length}::text)`;
};

/** The cut of a report: a page (OFFSET) or the rows after a keyset position. */
export type ReportCut =
  | { readonly kind: 'page'; readonly offset: number; readonly limit: number }
  | {
      readonly kind: 'after';
      readonly after: ReportKey | { t: Date; id: string } | undefined;
      readonly limit: number;
    };

/** Rows of a report in its order, each with its ReportKey time (`key_t`). */
export const readReportRows = async <Row extends { t: Date; id: string }>(
  db: SqlExecutor,
  report: ReportSql,
  cut: ReportCut,
): Promise<(Row & { key_t: string })[]> => {
  const params = [...report.params];
  const where = cut.kind === 'after' && cut.after ? ` WHERE ${keysetCondition(params, cut.after)}` : '';
  params.push(cut.limit);
  let tail = ` LIMIT $${params.length}`;
  if (cut.kind === 'page') {
    params.push(cut.offset);
    tail += ` OFFSET $${params.length}`;
  }
  const { rows } = await db.query<Row & { key_t: string }>(
    `SELECT q.*, ${REPORT_KEY_SQL} AS key_t FROM (${cutReportSql(report, where, tail)}) q ORDER BY q.t DESC, q.id DESC`,
    params,
  );
  return rows;
};

/** Sums of a profit-share report as the database gives them (numeric as text, unrounded). */
export interface ShareTotalsRow {
  readonly records: number;
  readonly profitShare: string;
  readonly fee: string;
  readonly receive: string;
}

/**
 * How many shares a report's filters match and the sums of their amounts, over every row (not a page).
 * Each amount is rounded to cents before it is added, as each row is shown, so the totals are the sum
 * of the rows of the CSV. A robot's pending (UNSETTLED) row carries no amounts: it is priced here as
 * the core's settleProfitShare and convertProfitShare price it for the row (share = percent x
 * max(0, profit - hwm) rounded down to cents in the account's currency, times the rate in force, rounded
 * down to cents, 0 without a rate; fee = 10% of it, half away from zero; receive = share - fee); a test
 * holds the two together.
 */
export const sumShareReport = async (db: SqlExecutor, report: ReportSql): Promise<ShareTotalsRow> => {
  const { rows } = await db.query<{ records: number; profit_share: string; fee: string; receive: string }>(
    `SELECT count(*)::int AS records, coalesce(sum(share), 0)::text AS profit_share,
       coalesce(sum(fee), 0)::text AS fee, coalesce(sum(share - fee), 0)::text AS receive
     FROM (
       SELECT share, CASE WHEN p.percent IS NULL THEN round(p.fee::numeric, 2) ELSE round(share * ${PLATFORM_FEE_RATE}, 2) END AS fee
       FROM (
         SELECT q.percent, q.fee, CASE WHEN q.percent IS NULL THEN round(q.profit_share::numeric, 2)
           ELSE coalesce(trunc(trunc(greatest(q.profit::numeric - q.hwm::numeric, 0) * q.percent::numeric / 100, 2)
             * q.exchange_rate::numeric, 2), 0) END AS share
         FROM (${report.inner}) q
       ) p
     ) priced`,
    report.params,
  );
  const row = rows[0];
  return {
    records: row?.records ?? 0,
    profitShare: row?.profit_share ?? '0',
    fee: row?.fee ?? '0',
    receive: row?.receive ?? '0',
  };
};

/** Sums of the copied-orders report as the database gives them. */
export interface OrderTotalsRow {
  readonly records: number;
  readonly followOrders: string;
  readonly followVolume: string;
  readonly profit: string;
}

/**
 * How many copied orders a report's filters match and their sums: follow orders, follow volume
 * (exact, as each row shows it) and profit (each row rounded to cents, as shown, then added).
 */
export const sumOrderReport = async (db: SqlExecutor, report: ReportSql): Promise<OrderTotalsRow> => {
  const { rows } = await db.query<{
    records: number;
    follow_orders: string;
    follow_volume: string;
    profit: string;
  }>(
    `SELECT count(*)::int AS records, coalesce(sum(q.follow_orders), 0)::text AS follow_orders,
       coalesce(sum(q.follow_volume::numeric), 0)::text AS follow_volume,
       coalesce(sum(round(q.profit::numeric, 2)), 0)::text AS profit
     FROM (${report.inner}) q`,
    report.params,
  );
  const row = rows[0];
  return {
    records: row?.records ?? 0,
    followOrders: row?.follow_orders ?? '0',
    followVolume: row?.follow_volume ?? '0',
    profit: row?.profit ?? '0',
  };
};

/** A provider's own signal that is not deleted, or undefined (another user's or site's is not found). */
export const findOwnSignal = async (
  db: SqlExecutor,
  siteId: string,
  userId: string,
  signalId: string,
): Promise<{ id: string; name: string } | undefined> => {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM signals WHERE site_id = $1 AND id = $2 AND user_id = $3 AND deleted_at IS NULL',
    [siteId, signalId, userId],
  );
  return rows[0];
};
