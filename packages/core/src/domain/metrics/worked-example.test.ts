import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade, withdrawal } from './performance.test-helpers.js';

/**
 * Exactly the worked example of docs/metrics.md ("Worked example"): if a figure here changes, the
 * document must change with it (and FORMULA_VERSION, when a definition changed).
 */
const TRADES = [
  trade({
    ticket: '1001',
    symbol: 'BTCUSDT',
    volume: '0.5',
    open: '2026-01-02T08:00:00.000Z',
    close: '2026-01-02T10:00:00.000Z',
    profit: '1000',
  }),
  trade({
    ticket: '1002',
    symbol: 'ETHUSDT',
    volume: '4',
    open: '2026-01-05T09:00:00.000Z',
    close: '2026-01-05T15:00:00.000Z',
    profit: '1100',
  }),
  trade({
    ticket: '1003',
    symbol: 'BTCUSDT',
    volume: '1',
    open: '2026-01-07T12:00:00.000Z',
    close: '2026-01-09T12:00:00.000Z',
    profit: '-2420',
  }),
  trade({
    ticket: '1004',
    symbol: 'SOLUSDT',
    volume: '50',
    open: '2026-01-14T10:00:00.000Z',
    close: '2026-01-14T18:00:00.000Z',
    profit: '-1000',
  }),
  trade({
    ticket: '1005',
    symbol: 'ETHUSDT',
    volume: '2',
    open: '2026-01-26T11:00:00.000Z',
    close: '2026-01-26T12:00:00.000Z',
    profit: '0',
  }),
  trade({
    ticket: '1006',
    symbol: 'BTCUSDT',
    volume: '0.5',
    open: '2026-01-30T16:00:00.000Z',
    close: '2026-02-02T16:00:00.000Z',
    profit: '1800',
  }),
];
const OPERATIONS = [
  deposit('D1', '2026-01-01T00:00:00.000Z', '10000'),
  deposit('D2', '2026-01-12T00:00:00.000Z', '10320'),
  withdrawal('W1', '2026-01-20T00:00:00.000Z', '1000'),
];
const NOW = '2026-02-04T00:00:00.000Z';

describe('the worked example of docs/metrics.md', () => {
  const report = computePerformance(TRADES, OPERATIONS, NOW, { platform: 'BINANCE' });

  it('has the documented money figures', () => {
    expect(report).toMatchObject({
      formulaVersion: '2026.11-1',
      principal: '19320', // 10000 + 10320 - 1000
      profit: '480', // 1000 + 1100 - 2420 - 1000 + 0 + 1800
      finalBalance: '19800', // 19320 + 480
      grossProfit: '3900', // 1000 + 1100 + 1800
      grossLoss: '-3420', // -2420 - 1000
      drawdown: '3420', // cumulative result: peak 2100 (after 1002), trough -1320 (after 1004)
      averageProfit: '1300', // 3900 / 3
      averageLoss: '-1710', // -3420 / 2
      expectancy: '80', // 480 / 6
      volTotal: '58', // 0.5 + 4 + 1 + 50 + 2 + 0.5
      volMin: '0.5',
      volMax: '50',
      volAvg: '9.66666667', // 58 / 6 = 9.6666..., 8 places half-up
    });
  });

  it('has the documented counts, durations and trade statistics', () => {
    expect(report).toMatchObject({
      tradesTotal: 6,
      winningTrades: 3,
      losingTrades: 2,
      breakEvenTrades: 1, // 1005
      winRate: 0.5, // 3 / 6
      startedAt: '2026-01-01T00:00:00.000Z',
      historyDays: 35, // 1 Jan .. 4 Feb
      duration: 2_937_600, // 34 days * 86400
      tradePerWeek: 1.235294, // 6 / (2937600 / 604800) = 42 / 34
      avgHoldingDuration: 82_200, // (7200 + 21600 + 172800 + 28800 + 3600 + 259200) / 6
      profitFactor: 1.140351, // 3900 / 3420
      recoveryFactor: 0.140351, // 480 / 3420
      longestWinStreak: 2, // 1001, 1002
      longestLossStreak: 2, // 1003, 1004
      bestTrade: { ticket: '1006', symbol: 'BTCUSDT', profit: '1800', closeTime: '2026-02-02T16:00:00.000Z' },
      worstTrade: {
        ticket: '1003',
        symbol: 'BTCUSDT',
        profit: '-2420',
        closeTime: '2026-01-09T12:00:00.000Z',
      },
    });
  });

  it('has the documented time-weighted returns (BINANCE: 365 calendar-day periods)', () => {
    expect(report).toMatchObject({
      annualisation: { platform: 'BINANCE', periodsPerYear: 365, returnPeriod: 'CALENDAR_DAY' },
      // index: 1 -> 1.1 -> 1.21 -> 0.968 -> 0.9196 -> 0.9196 -> 1.01156
      rateOfReturn: 0.01156,
      drawdownRatio: 0.24, // (1.21 - 0.9196) / 1.21
      return7: 0.1, // 1.01156 / 0.9196 - 1 (index at the end of 28 Jan)
      apr7: 5.214286, // 0.1 * 365 / 7
      return30: -0.164, // 1.01156 / 1.21 - 1 (index at the end of 5 Jan)
      apr30: -1.995333, // -0.164 * 365 / 30
      return180: null,
      apr180: null,
      sharpeRatio: 0.591334, // 35 daily returns, see the document
      monthlyReturns: [
        { month: '2026-01', return: -0.0804, profit: '-1320' }, // 0.9196 / 1 - 1
        { month: '2026-02', return: 0.1, profit: '1800' }, // 1.01156 / 0.9196 - 1
      ],
    });
    expect(report.absent).toEqual({ return180: 'INSUFFICIENT_HISTORY', apr180: 'INSUFFICIENT_HISTORY' });
  });

  it('has the documented per-symbol breakdown', () => {
    expect(report.bySymbol).toEqual([
      { symbol: 'BTCUSDT', trades: 3, profit: '380', winRate: 0.666667, volume: '2' },
      { symbol: 'ETHUSDT', trades: 2, profit: '1100', winRate: 0.5, volume: '6' },
      { symbol: 'SOLUSDT', trades: 1, profit: '-1000', winRate: 0, volume: '50' },
    ]);
  });

  it('has the documented daily series', () => {
    expect(report.profitDatas).toHaveLength(35);
    const byDate = new Map(report.profitDatas.map((day) => [day.date, day]));
    expect(byDate.get('2026-01-01')).toEqual({
      date: '2026-01-01',
      profit: '0',
      cumulativeProfit: '0',
      equity: '10000',
      dailyReturn: 0,
    });
    expect(byDate.get('2026-01-09')).toEqual({
      date: '2026-01-09',
      profit: '-2420',
      cumulativeProfit: '-320',
      equity: '9680',
      dailyReturn: -0.2, // 0.968 / 1.21 - 1
    });
    // The deposit of 12 Jan moves the equity, not the return.
    expect(byDate.get('2026-01-12')).toMatchObject({ profit: '0', equity: '20000', dailyReturn: 0 });
    expect(byDate.get('2026-01-14')).toMatchObject({ profit: '-1000', equity: '19000', dailyReturn: -0.05 });
    expect(byDate.get('2026-01-20')).toMatchObject({ profit: '0', equity: '18000', dailyReturn: 0 });
    expect(byDate.get('2026-02-04')).toMatchObject({
      cumulativeProfit: '480',
      equity: '19800',
      dailyReturn: 0,
    });
    const nonZeroReturns = report.profitDatas
      .filter((day) => day.dailyReturn !== 0)
      .map((d) => d.dailyReturn);
    expect(nonZeroReturns).toEqual([0.1, 0.1, -0.2, -0.05, 0.1]);
  });

  it('has the documented figures on MT4 (252 weekday periods)', () => {
    const mt4 = computePerformance(TRADES, OPERATIONS, NOW, { platform: 'MT4' });
    expect(mt4).toMatchObject({
      annualisation: { platform: 'MT4', periodsPerYear: 252, returnPeriod: 'WEEKDAY' },
      apr7: 5.04, // 0.1 * 252 / 5 weekdays (29 Jan .. 4 Feb)
      apr30: -1.878545, // -0.164 * 252 / 22 weekdays (6 Jan .. 4 Feb)
      sharpeRatio: 0.578052, // 25 weekday returns, see the document
      rateOfReturn: 0.01156,
      drawdownRatio: 0.24,
    });
  });

  it('is also what MT4 gives when no platform is named', () => {
    expect(computePerformance(TRADES, OPERATIONS, NOW)).toEqual(
      computePerformance(TRADES, OPERATIONS, NOW, { platform: 'MT4' }),
    );
  });
});
