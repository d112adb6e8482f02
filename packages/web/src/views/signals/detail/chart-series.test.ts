import { computePerformance, type BalanceOperation, type DailyProfit, type Trade } from '@signal-portal/core';
import { describe, expect, it } from 'vitest';
import {
  dailyProfitBars,
  growthInRange,
  growthPoints,
  lastDays,
  monthlyRows,
  symbolBars,
} from './chart-series.js';

const trade = (ticket: string, symbol: string, open: string, close: string, profit: string): Trade => ({
  ticket,
  symbol,
  side: 'BUY',
  volume: '1',
  openTime: open,
  closeTime: close,
  openPrice: '1',
  closePrice: '1',
  commission: '0',
  swap: '0',
  profit,
});
const flow = (
  id: string,
  kind: 'DEPOSIT' | 'WITHDRAWAL',
  time: string,
  amount: string,
): BalanceOperation => ({
  id,
  kind,
  time,
  amount,
});

/** The worked example of docs/metrics.md (BINANCE, reported at 2026-02-04). */
const WORKED = computePerformance(
  [
    trade('1001', 'BTCUSDT', '2026-01-02T08:00:00.000Z', '2026-01-02T10:00:00.000Z', '1000'),
    trade('1002', 'ETHUSDT', '2026-01-05T09:00:00.000Z', '2026-01-05T15:00:00.000Z', '1100'),
    trade('1003', 'BTCUSDT', '2026-01-07T12:00:00.000Z', '2026-01-09T12:00:00.000Z', '-2420'),
    trade('1004', 'SOLUSDT', '2026-01-14T10:00:00.000Z', '2026-01-14T18:00:00.000Z', '-1000'),
    trade('1005', 'ETHUSDT', '2026-01-26T11:00:00.000Z', '2026-01-26T12:00:00.000Z', '0'),
    trade('1006', 'BTCUSDT', '2026-01-30T16:00:00.000Z', '2026-02-02T16:00:00.000Z', '1800'),
  ],
  [
    flow('D1', 'DEPOSIT', '2026-01-01T00:00:00.000Z', '10000'),
    flow('D2', 'DEPOSIT', '2026-01-12T00:00:00.000Z', '10320'),
    flow('W1', 'WITHDRAWAL', '2026-01-20T00:00:00.000Z', '1000'),
  ],
  '2026-02-04T00:00:00.000Z',
  { platform: 'BINANCE' },
);

const pointOn = <T extends { date: string }>(points: readonly T[], date: string): T => {
  const found = points.find((point) => point.date === date);
  if (!found) throw new Error(`no point on ${date}`);
  return found;
};

describe('growthPoints', () => {
  const points = growthPoints(WORKED.profitDatas);

  it("ends at the report's rate of return: deposits and withdrawals are not growth", () => {
    expect(points).toHaveLength(35);
    expect(points.at(-1)?.growth).toBeCloseTo(WORKED.rateOfReturn ?? Number.NaN, 9); // 0.01156
    // The deposit of 01-12 doubles the balance and leaves the growth at 0.968 - 1.
    expect(pointOn(points, '2026-01-12').growth).toBeCloseTo(-0.032, 9);
    expect(pointOn(points, '2026-01-12').equity).toBe('20000');
  });

  it("is underwater from the 1.21 peak, deepest where the report's max drawdown ratio is", () => {
    expect(pointOn(points, '2026-01-05').drawdown).toBe(0);
    expect(pointOn(points, '2026-01-09').drawdown).toBeCloseTo(0.968 / 1.21 - 1, 9); // -0.2
    const deepest = Math.min(...points.map((point) => point.drawdown));
    expect(deepest).toBeCloseTo(-WORKED.drawdownRatio, 9); // -0.24 on 01-14
    expect(points.every((point) => point.drawdown <= 0)).toBe(true);
  });

  it('stays at -100 % once everything is lost, with nothing left to fall from', () => {
    const day = (date: string, dailyReturn: number): DailyProfit => ({
      date,
      dailyReturn,
      profit: '0',
      cumulativeProfit: '0',
      equity: '0',
    });
    const lost = growthPoints([day('2026-01-01', 0.5), day('2026-01-02', -1), day('2026-01-03', 0)]);
    expect(lost.map((point) => point.growth)).toEqual([0.5, -1, -1]);
    expect(lost.map((point) => point.drawdown)).toEqual([0, -1, -1]);
  });
});

describe('ranges', () => {
  const points = growthPoints(WORKED.profitDatas);

  it('keeps the last 30 days for 1M, everything for ALL and for a range longer than the history', () => {
    expect(lastDays(points, '1M').map((point) => point.date)[0]).toBe('2026-01-06');
    expect(lastDays(points, '1M')).toHaveLength(30);
    expect(lastDays(points, 'ALL')).toHaveLength(35);
    expect(lastDays(points, '1Y')).toHaveLength(35);
    expect(lastDays([], '1M')).toEqual([]);
  });

  it("measures a range's growth from its start: the last 30 days give the report's 30-day return", () => {
    const month = growthInRange(points, '1M');
    expect(month.at(-1)?.growth).toBeCloseTo(WORKED.return30 ?? Number.NaN, 9); // -0.164
    expect(month.at(-1)?.drawdown).toBe(points.at(-1)?.drawdown);
    expect(growthInRange(points, 'ALL')).toEqual(points);
  });
});

describe('bars and tables', () => {
  it('draws the daily profit from the exact amounts, which the table keeps', () => {
    const bars = dailyProfitBars(WORKED.profitDatas);
    expect(pointOn(bars, '2026-01-09')).toEqual({ date: '2026-01-09', profit: '-2420', value: -2420 });
  });

  it('lays the monthly returns out by year and month with the yearly total', () => {
    const [year] = monthlyRows(WORKED.monthlyReturns);
    expect(year?.year).toBe('2026');
    expect(year?.months[0]?.return).toBe(-0.0804);
    expect(year?.months[1]?.return).toBe(0.1);
    expect(year?.months.slice(2).every((month) => month === null)).toBe(true);
    expect(year?.total.return).toBe(0.01156);
  });

  it('lists the symbols by profit, largest first', () => {
    expect(symbolBars(WORKED.bySymbol).map((bar) => [bar.symbol, bar.value])).toEqual([
      ['ETHUSDT', 1100],
      ['BTCUSDT', 380],
      ['SOLUSDT', -1000],
    ]);
  });
});
