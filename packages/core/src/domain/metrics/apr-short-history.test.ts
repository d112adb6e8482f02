import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade } from './performance.test-helpers.js';

const HISTORY = {
  trades: [trade({ ticket: 'a', close: '2026-03-03T10:00:00.000Z', profit: '100' })],
  operations: [deposit('D0', '2026-03-01T12:00:00.000Z', '1000')],
};
const at = (now: string) =>
  computePerformance(HISTORY.trades, HISTORY.operations, now, { platform: 'BINANCE' });

describe('figures that need more history than there is', () => {
  it('apr7 is absent with 6 days of history and present with 7', () => {
    // 1 Mar .. 6 Mar: 6 UTC days
    const sixDays = at('2026-03-06T23:59:59.000Z');
    expect(sixDays.historyDays).toBe(6);
    expect(sixDays.apr7).toBeNull();
    expect(sixDays.return7).toBeNull();
    expect(sixDays.absent.apr7).toBe('INSUFFICIENT_HISTORY');
    // 1 Mar .. 7 Mar: 7 days; the window starts at the first activity (index 1): 1.1 / 1 - 1 = 0.1
    const sevenDays = at('2026-03-07T00:00:00.000Z');
    expect(sevenDays.return7).toBe(0.1);
    expect(sevenDays.apr7).toBe(5.214286); // 0.1 * 365 / 7
    expect(sevenDays.apr30).toBeNull();
    expect(sevenDays.apr180).toBeNull();
    expect(sevenDays.absent).toMatchObject({ apr30: 'INSUFFICIENT_HISTORY', apr180: 'INSUFFICIENT_HISTORY' });
  });

  it('a trade older than the window does not count in it', () => {
    // 1 Mar .. 10 Mar: the 7-day window is 4 Mar .. 10 Mar; the trade of 3 Mar is before it
    const report = at('2026-03-10T08:00:00.000Z');
    expect(report.return7).toBe(0);
    expect(report.apr7).toBe(0);
    expect(report.rateOfReturn).toBe(0.1);
  });

  it('the Sharpe ratio is absent under 30 days and present from 30', () => {
    expect(at('2026-03-29T00:00:00.000Z').absent.sharpeRatio).toBe('INSUFFICIENT_HISTORY'); // 29 days
    // 30 daily returns: one of 0.1 and 29 of 0. With one non-zero x among n: mean x/n, sample
    // variance (x^2 - n (x/n)^2) / (n - 1) = x^2 / n, so the ratio is (x/n) / (x/sqrt n) = 1/sqrt(n),
    // and Sharpe = sqrt(365 / 30) = 3.4880749 -> 3.488075
    expect(at('2026-03-30T00:00:00.000Z').sharpeRatio).toBe(3.488075);
  });

  it('trades per week needs a week', () => {
    expect(at('2026-03-08T11:59:59.000Z').absent.tradePerWeek).toBe('INSUFFICIENT_HISTORY');
    expect(at('2026-03-08T12:00:00.000Z').tradePerWeek).toBe(1); // 1 trade in exactly 604800 s
  });
});
