import {
  convertProfitShare,
  dec,
  FOLLOW_ORDER_CSV_COLUMNS,
  PROFIT_SHARE_CSV_COLUMNS,
  SETTLEMENT_OUTCOME_CSV_COLUMNS,
  settleProfitShare,
  toDecimalString,
  toIso,
  toMoneyString,
  type FollowOrderRecord,
  type FollowType,
  type ProfitShareRecord,
  type ProfitShareStatus,
  type SettlementOutcome,
  type SettlementOutcomeRecord,
  type SettlementReason,
} from '@signal-portal/core';
import type { CsvCell } from '../../storage/report-csv.repository.js';

/** A row of the settlement or unsettled report's SQL. */
export interface ShareRow {
  id: string;
  signal_id: string;
  signal_name: string;
  robot_id: string;
  robot_name: string;
  follow_type: FollowType;
  t: Date;
  profit: string;
  hwm: string;
  profit_share: string | null;
  fee: string | null;
  receive: string | null;
  status: ProfitShareStatus;
  reason: string;
  /** Set on a robot's pending (UNSETTLED) row: the percent its share would be worked out with. */
  percent: string | null;
  currency: string;
  /** Null on an UNSETTLED row (worked out here). */
  account_profit_share: string | null;
  /** The rate the record was converted at; on an UNSETTLED row the one in force now; null when none. */
  exchange_rate: string | null;
  outcome: SettlementOutcome | null;
  outcome_reason: SettlementReason | null;
}

/** A row of the settlement ledger's SQL. */
export interface OutcomeRow {
  id: string;
  run_id: string;
  signal_id: string;
  signal_name: string;
  robot_id: string;
  robot_name: string;
  follow_type: FollowType;
  t: Date;
  outcome: SettlementOutcome;
  reason: SettlementReason;
  currency: string;
  profit: string;
  hwm_before: string;
  hwm_after: string;
  account_profit_share: string;
  exchange_rate: string | null;
  profit_share: string;
  fee: string;
  receive: string;
  record_id: string | null;
}

/** A row of the order report's SQL. */
export interface OrderRow {
  id: string;
  signal_id: string;
  signal_name: string;
  order_id: string;
  ticket: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  impact_volume: string;
  follow_orders: number;
  follow_volume: string;
  profit: string;
  t: Date;
  close_time: Date | null;
}

const money = (value: string): string => toMoneyString(dec(value));
const rate = (value: string | null): string | null => (value === null ? null : toDecimalString(dec(value)));

const NOTHING_PAID = { profitShare: '0.00', fee: '0.00', receive: '0.00' } as const;

/** A robot's pending share priced now: in its account's currency, then in USD at the rate in force (none: 0). */
const pendingShareOf = (row: ShareRow & { percent: string }) => {
  const local = settleProfitShare({
    profit: dec(row.profit).toFixed(),
    hwm: dec(row.hwm).toFixed(),
    profitSharePercent: dec(row.percent).toFixed(),
  });
  const paid =
    row.exchange_rate === null ? NOTHING_PAID : convertProfitShare(local.profitShare, row.exchange_rate);
  return { ...paid, newHwm: local.newHwm, accountProfitShare: local.profitShare };
};

/**
 * A report row as the API sends it. A robot's pending row is priced by the core's settlement rules
 * (what would be shared now at the rate in force now, ignoring the broker's funds); stored records
 * keep their amounts.
 */
export const toShareRecord = (row: ShareRow): ProfitShareRecord => {
  const pending = row.percent === null ? undefined : pendingShareOf({ ...row, percent: row.percent });
  return {
    id: row.id,
    signalId: row.signal_id,
    signalName: row.signal_name,
    robotId: row.robot_id,
    robotName: row.robot_name,
    followType: row.follow_type,
    settleTime: toIso(row.t.getTime()),
    profit: money(row.profit),
    hwm: money(pending ? pending.newHwm : row.hwm),
    profitShare: pending ? pending.profitShare : money(row.profit_share ?? '0'),
    fee: pending ? pending.fee : money(row.fee ?? '0'),
    receive: pending ? pending.receive : money(row.receive ?? '0'),
    status: row.status,
    reason: row.reason,
    currency: row.currency,
    accountProfitShare: pending ? pending.accountProfitShare : money(row.account_profit_share ?? '0'),
    exchangeRate: rate(row.exchange_rate),
    outcome: row.outcome,
    outcomeReason: row.outcome_reason,
  };
};

/** A row of the settlement ledger as the API sends it: money at cents, marks and rates exact. */
export const toOutcomeRecord = (row: OutcomeRow): SettlementOutcomeRecord => ({
  id: row.id,
  runId: row.run_id,
  signalId: row.signal_id,
  signalName: row.signal_name,
  robotId: row.robot_id,
  robotName: row.robot_name,
  followType: row.follow_type,
  settleTime: toIso(row.t.getTime()),
  outcome: row.outcome,
  reason: row.reason,
  currency: row.currency,
  profit: money(row.profit),
  hwmBefore: money(row.hwm_before),
  hwmAfter: money(row.hwm_after),
  accountProfitShare: money(row.account_profit_share),
  exchangeRate: rate(row.exchange_rate),
  profitShare: money(row.profit_share),
  fee: money(row.fee),
  receive: money(row.receive),
  recordId: row.record_id,
});

export const toOrderRecord = (row: OrderRow): FollowOrderRecord => ({
  id: row.id,
  signalId: row.signal_id,
  signalName: row.signal_name,
  orderId: row.order_id,
  ticket: row.ticket,
  symbol: row.symbol,
  side: row.side,
  impactVolume: toDecimalString(dec(row.impact_volume)),
  followOrders: row.follow_orders,
  followVolume: toDecimalString(dec(row.follow_volume)),
  profit: money(row.profit),
  openTime: toIso(row.t.getTime()),
  closeTime: row.close_time === null ? null : toIso(row.close_time.getTime()),
});

/** CSV columns, in order: the record's fields, named as in the JSON (the core's lists). */
export const SHARE_CSV_COLUMNS: readonly (keyof ProfitShareRecord)[] = PROFIT_SHARE_CSV_COLUMNS;

export const ORDER_CSV_COLUMNS: readonly (keyof FollowOrderRecord)[] = FOLLOW_ORDER_CSV_COLUMNS;

export const OUTCOME_CSV_COLUMNS: readonly (keyof SettlementOutcomeRecord)[] = SETTLEMENT_OUTCOME_CSV_COLUMNS;

// ---- the same cells written by the database (report-csv.repository.ts), for the CSV streams -------

const text = (column: string): CsvCell => ({ column, kind: 'text' });
const moneyCell = (column: string): CsvCell => ({ column, kind: 'money' });
const decimalCell = (column: string): CsvCell => ({ column, kind: 'decimal' });
const timeCell = (column: string): CsvCell => ({ column, kind: 'time' });

/**
 * How each field of a stored profit-share record (settlement report) is written from its row, as
 * toShareRecord writes it: amounts at cents (none: 0.00), the rate exact (none: empty).
 */
const SHARE_CELLS: { readonly [K in keyof ProfitShareRecord]: CsvCell } = {
  id: text('id'),
  signalId: text('signal_id'),
  signalName: text('signal_name'),
  robotId: text('robot_id'),
  robotName: text('robot_name'),
  followType: text('follow_type'),
  settleTime: timeCell('t'),
  profit: moneyCell('profit'),
  hwm: moneyCell('hwm'),
  profitShare: moneyCell('profit_share'),
  fee: moneyCell('fee'),
  receive: moneyCell('receive'),
  status: text('status'),
  reason: text('reason'),
  currency: text('currency'),
  accountProfitShare: moneyCell('account_profit_share'),
  exchangeRate: decimalCell('exchange_rate'),
  outcome: text('outcome'),
  outcomeReason: text('outcome_reason'),
};

const OUTCOME_CELLS: { readonly [K in keyof SettlementOutcomeRecord]: CsvCell } = {
  id: text('id'),
  runId: text('run_id'),
  signalId: text('signal_id'),
  signalName: text('signal_name'),
  robotId: text('robot_id'),
  robotName: text('robot_name'),
  followType: text('follow_type'),
  settleTime: timeCell('t'),
  outcome: text('outcome'),
  reason: text('reason'),
  currency: text('currency'),
  profit: moneyCell('profit'),
  hwmBefore: moneyCell('hwm_before'),
  hwmAfter: moneyCell('hwm_after'),
  accountProfitShare: moneyCell('account_profit_share'),
  exchangeRate: decimalCell('exchange_rate'),
  profitShare: moneyCell('profit_share'),
  fee: moneyCell('fee'),
  receive: moneyCell('receive'),
  recordId: text('record_id'),
};

const ORDER_CELLS: { readonly [K in keyof FollowOrderRecord]: CsvCell } = {
  id: text('id'),
  signalId: text('signal_id'),
  signalName: text('signal_name'),
  orderId: text('order_id'),
  ticket: text('ticket'),
  symbol: text('symbol'),
  side: text('side'),
  impactVolume: decimalCell('impact_volume'),
  followOrders: { column: 'follow_orders', kind: 'integer' },
  followVolume: decimalCell('follow_volume'),
  profit: moneyCell('profit'),
  openTime: timeCell('t'),
  closeTime: timeCell('close_time'),
};

/** The CSV cells of each report whose rows the database writes, in the columns' order. */
export const SETTLEMENT_CSV_CELLS: readonly CsvCell[] = SHARE_CSV_COLUMNS.map((key) => SHARE_CELLS[key]);
export const OUTCOME_CSV_CELLS: readonly CsvCell[] = OUTCOME_CSV_COLUMNS.map((key) => OUTCOME_CELLS[key]);
export const ORDER_CSV_CELLS: readonly CsvCell[] = ORDER_CSV_COLUMNS.map((key) => ORDER_CELLS[key]);
