import { dec, type Order, type OrderStatus, type OrderType, type TradingType } from '@signal-portal/core';
import type { SqlExecutor } from './database.port.js';

interface TwOrderRow {
  id: string;
  trading_type: TradingType;
  order_type: OrderType;
  symbol: string;
  volume: string;
  price: string;
  status: OrderStatus;
  time: Date;
}

const toOrder = (row: TwOrderRow): Order => ({
  id: row.id,
  tradingType: row.trading_type,
  orderType: row.order_type,
  symbol: row.symbol,
  // numeric(38,18) comes back with trailing zeros; shares are whole.
  volume: dec(row.volume).toFixed(0),
  price: row.price,
  time: row.time.toISOString(),
  status: row.status,
});

export const insertTwOrder = async (
  tx: SqlExecutor,
  order: Order & { siteId: string; signalId: string },
): Promise<void> => {
  await tx.query(
    `INSERT INTO tw_orders (site_id, id, signal_id, trading_type, order_type, symbol, volume, price, status, time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      order.siteId,
      order.id,
      order.signalId,
      order.tradingType,
      order.orderType,
      order.symbol,
      order.volume,
      order.price,
      order.status,
      order.time,
    ],
  );
};

/** A page of a signal's orders, newest first. */
export const listTwOrders = async (
  db: SqlExecutor,
  query: { siteId: string; signalId: string; page: number; pageSize: number },
): Promise<{ list: Order[]; total: number }> => {
  const total = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM tw_orders WHERE site_id = $1 AND signal_id = $2',
    [query.siteId, query.signalId],
  );
  const { rows } = await db.query<TwOrderRow>(
    `SELECT id, trading_type, order_type, symbol, volume::text AS volume, price, status, time FROM tw_orders
     WHERE site_id = $1 AND signal_id = $2 ORDER BY time DESC, id LIMIT $3 OFFSET $4`,
    [query.siteId, query.signalId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { list: rows.map(toOrder), total: Number(total.rows[0]?.total ?? 0) };
};
