import type { IsoDateTime } from '../../shared/time.js';
import type { Platform } from '../platform/platform.js';
import {
  BALANCE_OPERATION_KINDS,
  TRADE_SIDES,
  type BalanceOperation,
  type BalanceOperationKind,
  type Trade,
  type TradeSide,
} from './trade.js';

/** Where a signal's history comes from: read from the broker by the platform, or pushed by the EA. */
export const SIGNAL_HISTORY_SOURCES = ['BROKER', 'EA'] as const;
export type SignalHistorySource = (typeof SIGNAL_HISTORY_SOURCES)[number];

/**
 * One input of a signal's performance: a closed trade (at its close time) or a balance operation.
 * GET /signal/{id}/history lists them in the order the engine applies them: by time, and at one
 * instant the balance operations before the trades.
 */
export type SignalHistoryEntry =
  ({ readonly type: 'TRADE' } & Trade) | ({ readonly type: 'BALANCE' } & BalanceOperation);

/**
 * A page of the inputs the performance engine used, with what is needed to recompute every figure:
 * `computePerformance(trades, balanceOperations, refreshedAt, { platform })` over all pages gives the
 * signal's stored performance, formula version `formulaVersion`.
 */
export interface SignalHistory {
  readonly list: readonly SignalHistoryEntry[];
  /** Entries in all pages. */
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly platform: Platform;
  readonly source: SignalHistorySource;
  /** Version of the formulas of the stored figures; null before the first calculation. */
  readonly formulaVersion: string | null;
  /** The instant the stored figures were computed at (their `updatedAt`); null before the first. */
  readonly refreshedAt: IsoDateTime | null;
  /** The history has been read from the broker up to this instant; null before the first read. */
  readonly syncedTo: IsoDateTime | null;
}

/** The inputs of `computePerformance` in a list of history entries. */
export const performanceInputsOf = (
  entries: readonly SignalHistoryEntry[],
): { trades: Trade[]; balanceOperations: BalanceOperation[] } => {
  const trades: Trade[] = [];
  const balanceOperations: BalanceOperation[] = [];
  for (const entry of entries) {
    if (entry.type === 'TRADE') {
      const { type: _type, ...trade } = entry;
      trades.push(trade);
    } else {
      const { type: _type, ...operation } = entry;
      balanceOperations.push(operation);
    }
  }
  return { trades, balanceOperations };
};

/**
 * Columns of the history's CSV file (docs/api.md, GET /signal/{id}/history?format=csv). A trade fills
 * `id` with its ticket and `time` with its close time, and leaves `kind` and `amount` empty; a balance
 * operation fills `id`, `time`, `kind`, `amount` and leaves the trade's columns empty. Decimals are
 * written exactly as stored.
 */
export const SIGNAL_HISTORY_CSV_COLUMNS = [
  'type',
  'id',
  'time',
  'kind',
  'amount',
  'symbol',
  'side',
  'volume',
  'openTime',
  'closeTime',
  'openPrice',
  'closePrice',
  'commission',
  'swap',
  'profit',
] as const;
export type SignalHistoryCsvColumn = (typeof SIGNAL_HISTORY_CSV_COLUMNS)[number];
export type SignalHistoryCsvRecord = Readonly<Record<SignalHistoryCsvColumn, string>>;

const EMPTY_TRADE_CELLS = {
  symbol: '',
  side: '',
  volume: '',
  openTime: '',
  closeTime: '',
  openPrice: '',
  closePrice: '',
  commission: '',
  swap: '',
  profit: '',
} as const;

/** One line of the history's CSV file. */
export const historyCsvRecordOf = (entry: SignalHistoryEntry): SignalHistoryCsvRecord =>
  entry.type === 'TRADE'
    ? {
        type: 'TRADE',
        id: entry.ticket,
        time: entry.closeTime,
        kind: '',
        amount: '',
        symbol: entry.symbol,
        side: entry.side,
        volume: entry.volume,
        openTime: entry.openTime,
        closeTime: entry.closeTime,
        openPrice: entry.openPrice,
        closePrice: entry.closePrice,
        commission: entry.commission,
        swap: entry.swap,
        profit: entry.profit,
      }
    : {
        type: 'BALANCE',
        id: entry.id,
        time: entry.time,
        kind: entry.kind,
        amount: entry.amount,
        ...EMPTY_TRADE_CELLS,
      };

const isTradeSide = (value: string): value is TradeSide => (TRADE_SIDES as readonly string[]).includes(value);
const isOperationKind = (value: string): value is BalanceOperationKind =>
  (BALANCE_OPERATION_KINDS as readonly string[]).includes(value);

/** A line of the history's CSV file read back (header names as keys); undefined when it is none. */
export const historyEntryOfCsvRecord = (
  record: Readonly<Record<string, string | undefined>>,
): SignalHistoryEntry | undefined => {
  const cell = (column: SignalHistoryCsvColumn): string => record[column] ?? '';
  if (cell('type') === 'BALANCE') {
    const kind = cell('kind');
    if (!isOperationKind(kind)) return undefined;
    return { type: 'BALANCE', id: cell('id'), kind, time: cell('time'), amount: cell('amount') };
  }
  if (cell('type') !== 'TRADE') return undefined;
  const side = cell('side');
  if (!isTradeSide(side)) return undefined;
  return {
    type: 'TRADE',
    ticket: cell('id'),
    symbol: cell('symbol'),
    side,
    volume: cell('volume'),
    openTime: cell('openTime'),
    closeTime: cell('closeTime'),
    openPrice: cell('openPrice'),
    closePrice: cell('closePrice'),
    commission: cell('commission'),
    swap: cell('swap'),
    profit: cell('profit'),
  };
};
