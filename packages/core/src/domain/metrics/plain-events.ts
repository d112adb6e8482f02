import type { BalanceOperation, Trade } from '../trading/trade.js';

/**
 * A trade as kept in a stored performance state: only the fields of `Trade`, so that whatever else
 * the caller's objects carry (a signal id, a storage row's columns) is not copied into it.
 */
export const plainTrade = (trade: Trade): Trade => ({
  ticket: trade.ticket,
  symbol: trade.symbol,
  side: trade.side,
  volume: trade.volume,
  openTime: trade.openTime,
  closeTime: trade.closeTime,
  openPrice: trade.openPrice,
  closePrice: trade.closePrice,
  commission: trade.commission,
  swap: trade.swap,
  profit: trade.profit,
});

/** A balance operation as kept in a stored performance state: only the fields of `BalanceOperation`. */
export const plainBalanceOperation = (operation: BalanceOperation): BalanceOperation => ({
  id: operation.id,
  kind: operation.kind,
  time: operation.time,
  amount: operation.amount,
});
