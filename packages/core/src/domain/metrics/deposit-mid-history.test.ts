import { describe, expect, it } from 'vitest';
import { computePerformance } from './performance.js';
import { deposit, trade, withdrawal } from './performance.test-helpers.js';

const NOW = '2026-03-31T00:00:00.000Z';
const START = deposit('D0', '2026-03-01T00:00:00.000Z', '1000');

describe('deposits and withdrawals are not performance', () => {
  it('a deposit in the middle does not change the return', () => {
    // Without the deposit: 1000 -> +100 (10%) -> 1100 -> +110 (10%) -> 1210; return 1.1 * 1.1 - 1 = 0.21
    const plain = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '100' }),
        trade({ ticket: 'b', close: '2026-03-04T10:00:00.000Z', profit: '110' }),
      ],
      [START],
      NOW,
    );
    // With 1100 deposited in between the trader still makes 10%: 2200 -> +220 -> 2420.
    // A money-weighted view would say 320 / 2100 = 15.2%; the time-weighted return is still 21%.
    const withDeposit = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '100' }),
        trade({ ticket: 'b', close: '2026-03-04T10:00:00.000Z', profit: '220' }),
      ],
      [START, deposit('D1', '2026-03-03T00:00:00.000Z', '1100')],
      NOW,
    );
    expect(plain.rateOfReturn).toBe(0.21);
    expect(withDeposit.rateOfReturn).toBe(0.21);
    expect(withDeposit.principal).toBe('2100');
    expect(withDeposit.profit).toBe('320');
    expect(withDeposit.profitDatas.find((day) => day.date === '2026-03-03')).toMatchObject({
      equity: '2200',
      dailyReturn: 0, // the deposit day: equity doubled, return 0
    });
  });

  it('a withdrawal does not create a drawdown', () => {
    // balance 1000 -> 1100 (trade) -> 600 (withdrawal of 500) -> 660 (trade, +10%)
    // The balance fell 45% from its peak, but no trade lost anything.
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '100' }),
        trade({ ticket: 'b', close: '2026-03-04T10:00:00.000Z', profit: '60' }),
      ],
      [START, withdrawal('W1', '2026-03-03T00:00:00.000Z', '500')],
      NOW,
    );
    expect(report.drawdown).toBe('0');
    expect(report.drawdownRatio).toBe(0);
    expect(report.rateOfReturn).toBe(0.21); // 1.1 * (1 + 60 / 600) - 1
    expect(report.recoveryFactor).toBeNull();
    expect(report.absent.recoveryFactor).toBe('NO_DRAWDOWN');
  });

  it('a deposit does not hide a drawdown', () => {
    // balance 1000 -> 800 (-200) -> 1600 (deposit 800) -> 1440 (-160, -10%)
    // The balance ends above the start, yet the trader lost 200 + 160 = 360 in a row:
    // cumulative result 0 -> -200 -> -360; index 1 -> 0.8 -> 0.72.
    const report = computePerformance(
      [
        trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '-200' }),
        trade({ ticket: 'b', close: '2026-03-04T10:00:00.000Z', profit: '-160' }),
      ],
      [START, deposit('D1', '2026-03-03T00:00:00.000Z', '800')],
      NOW,
    );
    expect(report.drawdown).toBe('360');
    expect(report.drawdownRatio).toBe(0.28); // 1 - 0.72
    expect(report.finalBalance).toBe('1440');
  });

  it('a deposit at the same instant as a trade is capital for that trade', () => {
    // 1000 + 1000 deposited at 10:00, a trade closing at 10:00 makes 200: 200 / 2000 = 10%
    const report = computePerformance(
      [trade({ ticket: 'a', close: '2026-03-02T10:00:00.000Z', profit: '200' })],
      [START, deposit('D1', '2026-03-02T10:00:00.000Z', '1000')],
      NOW,
    );
    expect(report.rateOfReturn).toBe(0.1);
  });
});
