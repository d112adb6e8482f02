import { dec, sumDecimals, toDecimalString, toMoneyString, type DecimalString } from '../../shared/money.js';
import type { FollowOrderRecord, ProfitShareRecord } from './profit-share-record.js';

/**
 * Totals of a profit-share report (the report page's summary, `signal-portal report summary`).
 * Only amounts that add up across records are summed: a record's `profit` is its robot's cumulative
 * profit at that settlement, so two settlements of one robot would count it twice.
 */
export interface ProfitShareTotals {
  readonly records: number;
  /** USD at cents. */
  readonly profitShare: DecimalString;
  readonly fee: DecimalString;
  readonly receive: DecimalString;
}

/** Totals of the copied-orders report. */
export interface FollowOrderTotals {
  readonly records: number;
  readonly followOrders: number;
  /** Lots, exactly as summed (no rounding). */
  readonly followVolume: DecimalString;
  /** USD at cents. */
  readonly profit: DecimalString;
}

export const EMPTY_PROFIT_SHARE_TOTALS: ProfitShareTotals = {
  records: 0,
  profitShare: '0.00',
  fee: '0.00',
  receive: '0.00',
};

export const EMPTY_FOLLOW_ORDER_TOTALS: FollowOrderTotals = {
  records: 0,
  followOrders: 0,
  followVolume: '0',
  profit: '0.00',
};

const addMoney = (total: DecimalString, values: readonly DecimalString[]): DecimalString =>
  toMoneyString(sumDecimals([dec(total), ...values.map((value) => dec(value))]));

/**
 * Adds a page of records to running totals, so a report of any length is summed one page at a time.
 * Decimal throughout: 0.1 + 0.2 is 0.30.
 */
export const addProfitShares = (
  totals: ProfitShareTotals,
  records: readonly ProfitShareRecord[],
): ProfitShareTotals => ({
  records: totals.records + records.length,
  profitShare: addMoney(
    totals.profitShare,
    records.map((r) => r.profitShare),
  ),
  fee: addMoney(
    totals.fee,
    records.map((r) => r.fee),
  ),
  receive: addMoney(
    totals.receive,
    records.map((r) => r.receive),
  ),
});

export const addFollowOrders = (
  totals: FollowOrderTotals,
  records: readonly FollowOrderRecord[],
): FollowOrderTotals => ({
  records: totals.records + records.length,
  followOrders: totals.followOrders + records.reduce((sum, r) => sum + r.followOrders, 0),
  followVolume: toDecimalString(
    sumDecimals([dec(totals.followVolume), ...records.map((r) => dec(r.followVolume))]),
  ),
  profit: addMoney(
    totals.profit,
    records.map((r) => r.profit),
  ),
});
