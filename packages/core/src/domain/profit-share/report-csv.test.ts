import { describe, expect, it } from 'vitest';
import type { FollowOrderRecord, ProfitShareRecord } from './profit-share-record.js';
import fc from 'fast-check';
import {
  FOLLOW_ORDER_CSV_COLUMNS,
  neutraliseCsvCell,
  PROFIT_SHARE_CSV_COLUMNS,
  reportFileName,
} from './report-csv.js';
import { SETTLEMENT_OUTCOME_CSV_COLUMNS, type SettlementOutcomeRecord } from './settlement-outcome.js';

const TODAY = Date.parse('2026-05-01T12:00:00.000Z');

describe('reportFileName', () => {
  it('names the report and the days it covers, the last day being the one before the exclusive end', () => {
    expect(reportFileName('settlement', { from: '2026-04-01', to: '2026-05-01' }, TODAY)).toBe(
      'settlement-report-2026-04-01-to-2026-04-30.csv',
    );
    expect(
      reportFileName('order', { from: '2026-04-01T08:00:00.000Z', to: '2026-04-03T10:00:00.000Z' }, TODAY),
    ).toBe('order-report-2026-04-01-to-2026-04-03.csv');
    expect(reportFileName('unsettled', { from: '2026-04-01' }, TODAY)).toBe(
      'unsettled-report-from-2026-04-01.csv',
    );
    expect(reportFileName('order', { to: '2026-04-02' }, TODAY)).toBe('order-report-to-2026-04-01.csv');
  });

  it('says a report without a range holds everything as of today', () => {
    expect(reportFileName('settlement', {}, TODAY)).toBe('settlement-report-all-as-of-2026-05-01.csv');
  });
});

describe('the CSV columns', () => {
  it('are every field of the record, each once', () => {
    const share: Required<ProfitShareRecord> = {
      id: '',
      signalId: '',
      signalName: '',
      robotId: '',
      robotName: '',
      followType: 'FULL_SIGNAL',
      settleTime: '',
      profit: '',
      hwm: '',
      profitShare: '',
      fee: '',
      receive: '',
      status: 'SETTLED',
      reason: '',
      currency: '',
      accountProfitShare: '',
      exchangeRate: null,
      outcome: null,
      outcomeReason: null,
    };
    const outcome: Required<SettlementOutcomeRecord> = {
      id: '',
      runId: '',
      signalId: '',
      signalName: '',
      robotId: '',
      robotName: '',
      followType: 'FULL_SIGNAL',
      settleTime: '',
      outcome: 'SETTLED',
      reason: 'PROFIT_ABOVE_HWM',
      currency: '',
      profit: '',
      hwmBefore: '',
      hwmAfter: '',
      accountProfitShare: '',
      exchangeRate: null,
      profitShare: '',
      fee: '',
      receive: '',
      recordId: null,
    };
    const order: Required<FollowOrderRecord> = {
      id: '',
      signalId: '',
      signalName: '',
      orderId: '',
      ticket: '',
      symbol: '',
      side: 'BUY',
      impactVolume: '',
      followOrders: 0,
      followVolume: '',
      profit: '',
      openTime: '',
      closeTime: null,
    };
    expect([...PROFIT_SHARE_CSV_COLUMNS].sort()).toEqual(Object.keys(share).sort());
    expect([...FOLLOW_ORDER_CSV_COLUMNS].sort()).toEqual(Object.keys(order).sort());
    expect([...SETTLEMENT_OUTCOME_CSV_COLUMNS].sort()).toEqual(Object.keys(outcome).sort());
  });
});

describe('neutraliseCsvCell', () => {
  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    for (const cell of ['-A1-A2', '=HYPERLINK("x")', '+1+1', '@SUM(A1)', '\tx', '\rx', '＝1+1', '-']) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves numbers (negative amounts included) and ordinary text as they are', () => {
    for (const cell of ['-12.50', '-3', '0.00', '1234.5', 'GoldTrend.Pro', 'EURUSD', '', "'quoted"]) {
      expect(neutraliseCsvCell(cell)).toBe(cell);
    }
  });

  it('never leaves a cell that starts a formula, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = neutraliseCsvCell(text);
        const plainNumber = /^-?\d+(?:\.\d+)?$/.test(text);
        expect(plainNumber || !/^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(cell)).toBe(true);
        expect(cell.endsWith(text)).toBe(true);
      }),
    );
  });
});
