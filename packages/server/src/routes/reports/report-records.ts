import {
  dec,
  FOLLOW_ORDER_CSV_COLUMNS,
  PROFIT_SHARE_CSV_COLUMNS,
  settleProfitShare,
  toDecimalString,
  toIso,
  toMoneyString,
  type FollowOrderRecord,
  type FollowType,
  type ProfitShareRecord,
  type ProfitShareStatus,
} from '@signal-portal/core';

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

/**
 * A report row as the API sends it. A robot's pending row is priced by the core's settlement rule
 * (what would be shared now, ignoring the broker's funds); stored records keep their amounts.
 */
export const toShareRecord = (row: ShareRow): ProfitShareRecord => {
  const pending =
    row.percent === null
      ? undefined
      : settleProfitShare({
          profit: dec(row.profit).toFixed(),
          hwm: dec(row.hwm).toFixed(),
          profitSharePercent: dec(row.percent).toFixed(),
        });
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
  };
};

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
