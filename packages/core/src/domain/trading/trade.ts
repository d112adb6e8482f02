import type { DecimalString } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';

export const TRADE_SIDES = ['BUY', 'SELL'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];

/**
 * A closed trade of a trading account, as the broker reports it. `profit` is the net result in the
 * account currency after commission and swap (both also given, so they can be shown).
 */
export interface Trade {
  readonly ticket: string;
  readonly symbol: string;
  readonly side: TradeSide;
  /** Lots (MT4/MT5), contracts (BINANCE) or shares (TWSE). */
  readonly volume: DecimalString;
  readonly openTime: IsoDateTime;
  readonly closeTime: IsoDateTime;
  readonly openPrice: DecimalString;
  readonly closePrice: DecimalString;
  readonly commission: DecimalString;
  readonly swap: DecimalString;
  readonly profit: DecimalString;
}

export const BALANCE_OPERATION_KINDS = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type BalanceOperationKind = (typeof BALANCE_OPERATION_KINDS)[number];

/** Money moved in or out of the trading account; not trading result, so excluded from returns. */
export interface BalanceOperation {
  readonly id: string;
  readonly kind: BalanceOperationKind;
  readonly time: IsoDateTime;
  /** Always positive; the kind says the direction. */
  readonly amount: DecimalString;
}
