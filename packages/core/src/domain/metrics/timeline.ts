import { dec, type Decimal } from '../../shared/money.js';
import { fromIso, type IsoDateTime } from '../../shared/time.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';

export interface TimedTrade {
  readonly trade: Trade;
  readonly openMs: number;
  readonly closeMs: number;
  readonly profit: Decimal;
  readonly volume: Decimal;
}

export interface TimedFlow {
  readonly atMs: number;
  /** + for a deposit, - for a withdrawal. */
  readonly signedAmount: Decimal;
  readonly operation: BalanceOperation;
}

/** Trades by close time and balance operations by time, each sorted, ready to be merged. */
export interface Timeline {
  readonly trades: readonly TimedTrade[];
  readonly flows: readonly TimedFlow[];
  /** The earliest deposit, withdrawal, trade open or trade close; null without any. */
  readonly firstActivityMs: number | null;
  /** The latest deposit, withdrawal or trade close; null without any. */
  readonly lastEventMs: number | null;
}

/** Trades and balance operations come from storage, already validated: a bad one is a bug. */
const epochMsOf = (iso: IsoDateTime, what: string): number => {
  const ms = fromIso(iso);
  if (Number.isNaN(ms)) throw new TypeError(`computePerformance(): ${what} is not a date: ${iso}`);
  return ms;
};

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Any two distinct trades get the same order whatever order they came in (same close time: by ticket). */
const compareTrades = (a: TimedTrade, b: TimedTrade): number =>
  a.closeMs - b.closeMs ||
  compareText(a.trade.ticket, b.trade.ticket) ||
  a.openMs - b.openMs ||
  compareText(a.trade.symbol, b.trade.symbol) ||
  a.profit.comparedTo(b.profit) ||
  a.volume.comparedTo(b.volume) ||
  compareText(a.trade.side, b.trade.side);

const compareFlows = (a: TimedFlow, b: TimedFlow): number =>
  a.atMs - b.atMs || compareText(a.operation.id, b.operation.id) || a.signedAmount.comparedTo(b.signedAmount);

/** A trade with its times and amounts parsed. */
export const timedTradeOf = (trade: Trade): TimedTrade => ({
  trade,
  openMs: epochMsOf(trade.openTime, `openTime of trade ${trade.ticket}`),
  closeMs: epochMsOf(trade.closeTime, `closeTime of trade ${trade.ticket}`),
  profit: dec(trade.profit),
  volume: dec(trade.volume),
});

export const buildTimeline = (
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
): Timeline => {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  const timedTrades = trades.map((trade): TimedTrade => {
    const timed = timedTradeOf(trade);
    first = Math.min(first, timed.openMs, timed.closeMs);
    last = Math.max(last, timed.closeMs);
    return timed;
  });
  const flows = balanceOperations.map((operation): TimedFlow => {
    const atMs = epochMsOf(operation.time, `time of balance operation ${operation.id}`);
    first = Math.min(first, atMs);
    last = Math.max(last, atMs);
    const amount = dec(operation.amount);
    return { atMs, signedAmount: operation.kind === 'DEPOSIT' ? amount : amount.negated(), operation };
  });
  const any = timedTrades.length + flows.length > 0;
  return {
    trades: timedTrades.sort(compareTrades),
    flows: flows.sort(compareFlows),
    firstActivityMs: any ? first : null,
    lastEventMs: any ? last : null,
  };
};
