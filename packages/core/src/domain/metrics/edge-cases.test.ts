import { describe, expect, it } from 'vitest';
import { Decimal } from '../../shared/money.js';
import { computePerformance } from './performance.js';
import { deposit, numbersIn, trade, withdrawal } from './performance.test-helpers.js';

const NOW = '2026-06-30T00:00:00.000Z';
const START = deposit('D0', '2026-03-01T00:00:00.000Z', '1000');

describe('edge cases', () => {
  it('an empty history: zeros where a figure is a count or a sum, absent everywhere else', () => {
    const report = computePerformance([], [], NOW);
    expect(report).toMatchObject({
      principal: '0',
      profit: '0',
      drawdown: '0',
      drawdownRatio: 0,
      duration: 0,
      tradesTotal: 0,
      volTotal: '0',
      volMin: '0',
      startedAt: null,
      historyDays: 0,
      profitDatas: [],
      monthlyReturns: [],
      bySymbol: [],
      rateOfReturn: null,
      sharpeRatio: null,
      winRate: null,
    });
    expect(report.absent).toMatchObject({
      drawdownRatio: 'NO_TRADES',
      rateOfReturn: 'NO_TRADES',
      apr7: 'NO_TRADES',
      sharpeRatio: 'NO_TRADES',
      tradePerWeek: 'NO_TRADES',
      volMin: 'NO_TRADES',
      winRate: 'NO_TRADES',
      bestTrade: 'NO_TRADES',
      monthlyReturns: 'NO_TRADES',
    });
    expect(report.absent.dailyReturn).toBeUndefined(); // there is no day to carry a placeholder
  });

  it('deposits only: a return of 0, which does not vary', () => {
    const report = computePerformance([], [START], NOW);
    expect(report).toMatchObject({
      rateOfReturn: 0,
      drawdownRatio: 0,
      apr30: 0,
      tradePerWeek: 0,
      principal: '1000',
    });
    expect(report.absent).toMatchObject({ sharpeRatio: 'NO_VARIANCE', winRate: 'NO_TRADES' });
  });

  it('trades without capital: money figures, but no returns', () => {
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '50' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '-20' }),
      ],
      [],
      NOW,
    );
    expect(report).toMatchObject({
      profit: '30',
      drawdown: '20',
      winRate: 0.5,
      rateOfReturn: null,
      drawdownRatio: 0,
    });
    expect(report.absent).toMatchObject({
      rateOfReturn: 'NO_CAPITAL',
      drawdownRatio: 'NO_CAPITAL',
      dailyReturn: 'NO_CAPITAL',
      apr30: 'NO_CAPITAL',
      sharpeRatio: 'NO_CAPITAL',
      monthlyReturns: 'NO_CAPITAL',
    });
    expect(report.profitDatas.every((day) => day.dailyReturn === 0)).toBe(true);
  });

  it('a withdrawal and nothing else has no capital', () => {
    const report = computePerformance([], [withdrawal('W', '2026-03-01T00:00:00.000Z', '10')], NOW);
    expect(report.principal).toBe('-10');
    expect(report.absent.rateOfReturn).toBe('NO_CAPITAL');
  });

  it('all winning: no loss to divide by, no drawdown to recover from', () => {
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '10' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '20' }),
      ],
      [START],
      NOW,
    );
    expect(report).toMatchObject({
      winRate: 1,
      longestWinStreak: 2,
      longestLossStreak: 0,
      averageProfit: '15',
    });
    expect(report.absent).toMatchObject({
      profitFactor: 'NO_LOSSES',
      averageLoss: 'NO_LOSSES',
      recoveryFactor: 'NO_DRAWDOWN',
    });
  });

  it('all losing: a profit factor of 0 and a negative recovery factor', () => {
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '-100' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '-200' }),
      ],
      [START],
      NOW,
    );
    // drawdown 300 (0 -> -300); recovery -300 / 300 = -1; index 1 -> 0.9 -> 0.7
    expect(report).toMatchObject({ winRate: 0, profitFactor: 0, recoveryFactor: -1, averageLoss: '-150' });
    expect(report).toMatchObject({ drawdownRatio: 0.3, rateOfReturn: -0.3, longestLossStreak: 2 });
    expect(report.absent.averageProfit).toBe('NO_WINS');
  });

  it('a break-even trade counts as a trade, not a win, and ends a streak', () => {
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '10' }),
        trade({ ticket: 'b', close: '2026-03-03T10:00:00.000Z', profit: '0.00' }),
        trade({ ticket: 'c', close: '2026-03-04T10:00:00.000Z', profit: '10' }),
      ],
      [START],
      NOW,
    );
    expect(report).toMatchObject({
      winRate: 0.666667,
      breakEvenTrades: 1,
      longestWinStreak: 1,
      tradesTotal: 3,
    });
  });

  it('trades at the same instant move the index together, whatever their order', () => {
    // +500 and -500 closing at the same second: one step of 0 / 1000, no drawdown inside the instant
    const a = trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '500' });
    const b = trade({ ticket: 'b', close: '2026-03-02T10:00:00.000Z', profit: '-500' });
    const forward = computePerformance([a, b], [START], NOW);
    expect(forward).toMatchObject({ drawdownRatio: 0, drawdown: '0', rateOfReturn: 0 });
    // streaks follow the ticket order: a wins, then b loses
    expect(forward).toMatchObject({ longestWinStreak: 1, longestLossStreak: 1 });
    expect(computePerformance([b, a], [START], NOW)).toEqual(forward);
  });

  it('losing more than the balance is a total loss that stays one', () => {
    // 1000 - 1500: index max(0, 1 - 1.5) = 0; a new deposit and a gain cannot bring it back
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '-1500' }),
        trade({ ticket: 'b', close: '2026-03-20T10:00:00.000Z', profit: '100' }),
      ],
      [START, deposit('D1', '2026-03-10T00:00:00.000Z', '1000')],
      NOW,
    );
    expect(report).toMatchObject({
      rateOfReturn: -1,
      drawdownRatio: 1,
      finalBalance: '600',
      drawdown: '1500',
    });
    expect(report.absent).toMatchObject({ apr30: 'NO_CAPITAL', apr7: 'NO_CAPITAL' });
    expect(numbersIn(report).every(Number.isFinite)).toBe(true);
  });

  it('an index that leaves the range of numbers is OUT_OF_RANGE, not Infinity', () => {
    // each trade multiplies the balance by 1e8 + 1: after 13 the index is past 1e100
    let balance = new Decimal(1);
    const trades = Array.from({ length: 13 }, (_, i) => {
      const profit = balance.times('1e8');
      balance = balance.plus(profit);
      return trade({
        ticket: `t${i}`,
        close: `2026-03-${String(i + 2).padStart(2, '0')}T10:00:00.000Z`,
        profit: profit.toFixed(),
      });
    });
    const report = computePerformance(trades, [deposit('D', '2026-03-01T00:00:00.000Z', '1')], NOW);
    expect(report.rateOfReturn).toBeNull();
    expect(report.absent).toMatchObject({ rateOfReturn: 'OUT_OF_RANGE', sharpeRatio: 'OUT_OF_RANGE' });
    expect(numbersIn(report).every(Number.isFinite)).toBe(true);
  });

  it('events after now still count; the duration does not go negative', () => {
    const report = computePerformance(
      [trade({ ticket: 'a', close: '2026-03-05T10:00:00.000Z', profit: '10' })],
      [START],
      '2026-02-01T00:00:00.000Z',
    );
    expect(report).toMatchObject({ duration: 0, profit: '10', historyDays: 5 });
  });

  it('a holding time counts from open to close; a close before its open counts 0', () => {
    const report = computePerformance(
      [
        trade({
          ticket: 'a',
          open: '2026-03-02T09:00:00.000Z',
          close: '2026-03-02T10:00:00.000Z',
          profit: '1',
        }),
        trade({
          ticket: 'b',
          open: '2026-03-02T11:00:00.000Z',
          close: '2026-03-02T10:00:00.000Z',
          profit: '1',
        }),
      ],
      [START],
      NOW,
    );
    expect(report.avgHoldingDuration).toBe(1800); // (3600 + 0) / 2
  });

  it('a date that is not a date is a bug', () => {
    expect(() =>
      computePerformance([trade({ ticket: 'a', close: 'yesterday', profit: '1' })], [], NOW),
    ).toThrow(TypeError);
    expect(() => computePerformance([], [], 'now')).toThrow(TypeError);
  });
});
