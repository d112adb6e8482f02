import { describe, expect, it } from 'vitest';
import {
  historyCsvRecordOf,
  historyEntryOfCsvRecord,
  performanceInputsOf,
  SIGNAL_HISTORY_CSV_COLUMNS,
  type SignalHistoryEntry,
} from './signal-history.js';

const trade: SignalHistoryEntry = {
  type: 'TRADE',
  ticket: '9001',
  symbol: 'XAUUSD',
  side: 'SELL',
  volume: '0.25',
  openTime: '2025-01-02T03:04:05.000Z',
  closeTime: '2025-01-02T05:00:00.000Z',
  openPrice: '2650.10',
  closePrice: '2641.35',
  commission: '-1.75',
  swap: '-0.20',
  profit: '218.75',
};

const deposit: SignalHistoryEntry = {
  type: 'BALANCE',
  id: 'op-1',
  kind: 'DEPOSIT',
  time: '2025-01-01T00:00:00.000Z',
  amount: '10000.00',
};

const withdrawal: SignalHistoryEntry = { ...deposit, id: 'op-2', kind: 'WITHDRAWAL', amount: '250.5' };

describe('performanceInputsOf', () => {
  it('splits the entries into trades and balance operations, in their order, without their type', () => {
    const second = { ...trade, ticket: '9002' };
    const { trades, balanceOperations } = performanceInputsOf([deposit, trade, withdrawal, second]);
    expect(trades.map((t) => t.ticket)).toEqual(['9001', '9002']);
    expect(balanceOperations.map((o) => o.id)).toEqual(['op-1', 'op-2']);
    expect([...trades, ...balanceOperations].some((input) => 'type' in input)).toBe(false);
    expect(trades[0]).toEqual(Object.fromEntries(Object.entries(trade).filter(([key]) => key !== 'type')));
    expect(balanceOperations[1]).toEqual({
      id: 'op-2',
      kind: 'WITHDRAWAL',
      time: '2025-01-01T00:00:00.000Z',
      amount: '250.5',
    });
    expect(performanceInputsOf([])).toEqual({ trades: [], balanceOperations: [] });
  });
});

describe('the history CSV lines', () => {
  it('writes a trade with its ticket as id and its close time as time, the balance columns empty', () => {
    expect(historyCsvRecordOf(trade)).toEqual({
      type: 'TRADE',
      id: '9001',
      time: '2025-01-02T05:00:00.000Z',
      kind: '',
      amount: '',
      symbol: 'XAUUSD',
      side: 'SELL',
      volume: '0.25',
      openTime: '2025-01-02T03:04:05.000Z',
      closeTime: '2025-01-02T05:00:00.000Z',
      openPrice: '2650.10',
      closePrice: '2641.35',
      commission: '-1.75',
      swap: '-0.20',
      profit: '218.75',
    });
  });

  it('writes a balance operation with the trade columns empty, decimals as stored', () => {
    expect(historyCsvRecordOf(withdrawal)).toEqual({
      type: 'BALANCE',
      id: 'op-2',
      time: '2025-01-01T00:00:00.000Z',
      kind: 'WITHDRAWAL',
      amount: '250.5',
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
    });
  });

  it('writes every column, in the documented order', () => {
    for (const entry of [trade, deposit]) {
      expect(Object.keys(historyCsvRecordOf(entry)).sort()).toEqual([...SIGNAL_HISTORY_CSV_COLUMNS].sort());
    }
    expect(SIGNAL_HISTORY_CSV_COLUMNS).toEqual([
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
    ]);
  });

  it('reads back every line it writes as the same entry', () => {
    for (const entry of [trade, deposit, withdrawal, { ...trade, side: 'BUY' as const }]) {
      expect(historyEntryOfCsvRecord(historyCsvRecordOf(entry))).toEqual(entry);
    }
  });

  it('reads no entry from a line of another type, side or kind; a missing cell is empty', () => {
    const line = historyCsvRecordOf(trade);
    expect(historyEntryOfCsvRecord({ ...line, type: 'FEE' })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ ...line, type: '' })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ ...line, side: 'HOLD' })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ ...line, side: 'buy' })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ ...historyCsvRecordOf(deposit), kind: 'BONUS' })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ ...historyCsvRecordOf(deposit), kind: undefined })).toBeUndefined();
    expect(historyEntryOfCsvRecord({ type: 'BALANCE', kind: 'DEPOSIT' })).toEqual({
      type: 'BALANCE',
      id: '',
      kind: 'DEPOSIT',
      time: '',
      amount: '',
    });
    expect(historyEntryOfCsvRecord({ type: 'TRADE', side: 'BUY' })).toEqual({
      type: 'TRADE',
      ticket: '',
      symbol: '',
      side: 'BUY',
      volume: '',
      openTime: '',
      closeTime: '',
      openPrice: '',
      closePrice: '',
      commission: '',
      swap: '',
      profit: '',
    });
  });
});
