import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

export const TRADING_TYPES = ['BUY', 'SELL'] as const;
export type TradingType = (typeof TRADING_TYPES)[number];

/** The placement screen offers market orders only (spec section 2). */
export const ORDER_TYPES = ['MARKET'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['SUBMITTED', 'PENDING'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A TWSE order (spec section 3: order). */
export interface Order {
  readonly id: string;
  readonly tradingType: TradingType;
  readonly orderType: OrderType;
  readonly symbol: string;
  readonly volume: DecimalString;
  /** Fill price; '' while pending. */
  readonly price: DecimalString;
  readonly time: IsoDateTime;
  readonly status: OrderStatus;
}
