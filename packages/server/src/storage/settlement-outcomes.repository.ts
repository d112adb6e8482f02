import type { FollowType, SettlementOutcome, SettlementReason } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';
import type { ReportFilter, ReportSql } from './reports.repository.js';

/** One robot's outcome in one settlement run, as the run writes it (money as decimal strings). */
export interface NewSettlementOutcome {
  readonly siteId: string;
  readonly id: string;
  readonly runId: string;
  /** The provider of the signal. */
  readonly userId: string;
  readonly signalId: string;
  readonly signalName: string;
  readonly robotId: string;
  readonly robotName: string;
  readonly followType: FollowType;
  /** The profit-share record created or paid; null when there is none (nothing due, no rate). */
  readonly recordId: string | null;
  readonly outcome: SettlementOutcome;
  readonly reason: SettlementReason;
  /** The robot's due time this run settled; null for a resettlement (not tied to a period). */
  readonly dueAt: Date | null;
  readonly settledAt: Date;
  readonly currency: string;
  readonly profit: string;
  readonly hwmBefore: string;
  readonly hwmAfter: string;
  readonly accountProfitShare: string;
  readonly exchangeRate: string | null;
  readonly profitShare: string;
  readonly fee: string;
  readonly receive: string;
}

export const insertSettlementOutcome = async (tx: SqlExecutor, row: NewSettlementOutcome): Promise<void> => {
  await tx.query(
    `INSERT INTO settlement_outcomes (site_id, id, run_id, user_id, signal_id, signal_name, robot_id, robot_name,
       follow_type, record_id, outcome, reason, due_at, settled_at, currency, profit, hwm_before, hwm_after,
       account_profit_share, exchange_rate, profit_share, fee, receive)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)`,
    [
      row.siteId,
      row.id,
      row.runId,
      row.userId,
      row.signalId,
      row.signalName,
      row.robotId,
      row.robotName,
      row.followType,
      row.recordId,
      row.outcome,
      row.reason,
      row.dueAt,
      row.settledAt,
      row.currency,
      row.profit,
      row.hwmBefore,
      row.hwmAfter,
      row.accountProfitShare,
      row.exchangeRate,
      row.profitShare,
      row.fee,
      row.receive,
    ],
  );
};

/**
 * Whether the robot's period due at `dueAt` already has an outcome with this reason: a robot that
 * stays due (no exchange rate yet) is tried by every run but recorded once per period.
 */
export const hasOutcomeForPeriod = async (
  tx: SqlExecutor,
  robot: { siteId: string; robotId: string },
  dueAt: Date,
  reason: SettlementReason,
): Promise<boolean> => {
  const { rows } = await tx.query(
    'SELECT 1 FROM settlement_outcomes WHERE site_id = $1 AND robot_id = $2 AND due_at = $3 AND reason = $4 LIMIT 1',
    [robot.siteId, robot.robotId, dueAt, reason],
  );
  return rows.length > 0;
};

export interface OutcomeReportFilter extends ReportFilter {
  readonly outcome?: SettlementOutcome;
}

/** The settlement ledger of a provider's robots (rows with `t`, the settlement time, and `id`). */
export const outcomeReportSql = (filter: OutcomeReportFilter): ReportSql => {
  const params: unknown[] = [filter.siteId, filter.userId];
  const where: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.signalId !== undefined) add((p) => `signal_id = ${p}`, filter.signalId);
  if (filter.outcome !== undefined) add((p) => `outcome = ${p}`, filter.outcome);
  if (filter.from !== undefined) add((p) => `settled_at >= ${p}`, filter.from);
  if (filter.to !== undefined) add((p) => `settled_at < ${p}`, filter.to);
  return {
    inner: `SELECT id, run_id, signal_id, signal_name, robot_id, robot_name, follow_type, settled_at AS t,
        outcome, reason, currency, profit::text AS profit, hwm_before::text AS hwm_before,
        hwm_after::text AS hwm_after, account_profit_share::text AS account_profit_share,
        exchange_rate::text AS exchange_rate, profit_share::text AS profit_share, fee::text AS fee,
        receive::text AS receive, record_id
      FROM settlement_outcomes
      WHERE site_id = $1 AND user_id = $2${where.map((part) => ` AND ${part}`).join('')}`,
    params,
  };
};

/** Counts of each outcome and what the paid rows (SETTLED, RESETTLED) gave, over every matching row. */
export interface OutcomeTotalsRow {
  readonly records: number;
  readonly settled: number;
  readonly nothingDue: number;
  readonly deferred: number;
  readonly resettled: number;
  readonly receive: string;
}

export const sumOutcomeReport = async (db: SqlExecutor, report: ReportSql): Promise<OutcomeTotalsRow> => {
  const { rows } = await db.query<{
    records: number;
    settled: number;
    nothing_due: number;
    deferred: number;
    resettled: number;
    receive: string;
  }>(
    `SELECT count(*)::int AS records,
       count(*) FILTER (WHERE q.outcome = 'SETTLED')::int AS settled,
       count(*) FILTER (WHERE q.outcome = 'NOTHING_DUE')::int AS nothing_due,
       count(*) FILTER (WHERE q.outcome = 'DEFERRED')::int AS deferred,
       count(*) FILTER (WHERE q.outcome = 'RESETTLED')::int AS resettled,
       coalesce(sum(round(q.receive::numeric, 2)) FILTER (WHERE q.outcome IN ('SETTLED', 'RESETTLED')), 0)::text
         AS receive
     FROM (${report.inner}) q`,
    report.params,
  );
  const row = rows[0];
  return {
    records: row?.records ?? 0,
    settled: row?.settled ?? 0,
    nothingDue: row?.nothing_due ?? 0,
    deferred: row?.deferred ?? 0,
    resettled: row?.resettled ?? 0,
    receive: row?.receive ?? '0',
  };
};
