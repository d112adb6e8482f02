import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../platform/platform.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { currencyHistoryArb } from './currency-histories.test-helpers.js';
import { computePerformance } from './performance.js';
import type { PerformanceReport } from './performance-report.types.js';
import { deposit, fundedHistoryArb, historyArb, trade, withdrawal } from './performance.test-helpers.js';
import {
  referenceComputePerformance,
  referencePeriodReturns,
} from './reference-implementation.test-helpers.js';

/**
 * The metrics engine (exact integer minor units, a double-double index) reports exactly what the
 * decimal engine it replaced reported: every money figure to the last digit, every ratio equal.
 *
 * Where they may differ (docs/metrics.md, the Sharpe ratio): where every period return is minute
 * (all below TINY_RETURNS: profits of a few minor units on a capital of 10^16 and more), the ratio
 * is at the limit of both arithmetics (a return of 1e-20 is known to 12 to 14 digits, and the ratio
 * is scaled by the returns' own spread), and where every one is a rounding trace (a trade and its
 * exact reversal) the decimal engine reported a ratio of its trace, the engine NO_VARIANCE. Only
 * there is the Sharpe ratio not compared; the comparison checks that this is the case.
 */
const TINY_RETURNS = 1e-14;

const platformArb = fc.constantFrom(...PLATFORMS);

const same = (
  trades: readonly Trade[],
  operations: readonly BalanceOperation[],
  now: string,
  platform: (typeof PLATFORMS)[number],
) => {
  const actual = computePerformance(trades, operations, now, { platform });
  const expected = referenceComputePerformance(trades, operations, now, { platform });
  expect(actual).toEqual(
    withoutSharpeOfTraces(expected, actual, () =>
      referencePeriodReturns(trades, operations, now, { platform }),
    ),
  );
};

/** The reference's report, its Sharpe ratio of minute returns (if that is what it is) as the engine has it. */
const withoutSharpeOfTraces = (
  expected: PerformanceReport,
  actual: PerformanceReport,
  periodReturns: () => number[],
): PerformanceReport => {
  const differs =
    expected.sharpeRatio !== actual.sharpeRatio || expected.absent.sharpeRatio !== actual.absent.sharpeRatio;
  if (!differs || !periodReturns().every((r) => Math.abs(r) < TINY_RETURNS)) return expected;
  const { sharpeRatio: _reason, ...absent } = expected.absent;
  const actualReason = actual.absent.sharpeRatio;
  return {
    ...expected,
    sharpeRatio: actual.sharpeRatio,
    absent: actualReason === undefined ? absent : { ...absent, sharpeRatio: actualReason },
  };
};

describe('computePerformance against its decimal reference', () => {
  it('any history of any currency: the same report', () => {
    fc.assert(
      fc.property(currencyHistoryArb, platformArb, (history, platform) =>
        same(history.trades, history.operations, history.now, platform),
      ),
      { numRuns: 400 },
    );
  });

  it('the existing history shapes (any, and always funded): the same report', () => {
    fc.assert(
      fc.property(fc.oneof(historyArb, fundedHistoryArb), platformArb, (history, platform) =>
        same(history.trades, history.operations, history.now, platform),
      ),
      { numRuns: 200 },
    );
  });

  it('the same report in any input order', () => {
    const arb = currencyHistoryArb.chain((history) =>
      fc.record({
        history: fc.constant(history),
        trades: fc.shuffledSubarray(history.trades, { minLength: history.trades.length }),
        operations: fc.shuffledSubarray(history.operations, { minLength: history.operations.length }),
      }),
    );
    fc.assert(
      fc.property(arb, ({ history, trades, operations }) => same(trades, operations, history.now, 'MT4')),
      { numRuns: 100 },
    );
  });

  const AT = '2025-03-03T10:00:00.000Z';
  const NOW = '2025-09-01T00:00:00.000Z';

  it('a trade and its exact reversal: NO_VARIANCE, where the decimal engine made a ratio of its rounding trace', () => {
    const trades = [
      trade({ ticket: 'a', close: '2025-03-03T10:00:00.000Z', profit: '1' }),
      trade({ ticket: 'b', close: '2025-03-03T11:00:00.000Z', profit: '-1' }),
    ];
    const operations = [deposit('D', '2025-03-01T00:00:00.000Z', '300')];
    const report = computePerformance(trades, operations, NOW);
    expect(report.sharpeRatio).toBeNull();
    expect(report.absent.sharpeRatio).toBe('NO_VARIANCE');
    expect(report.rateOfReturn).toBe(0);
    // 301/300 x 300/301 is 1; in 34 digits it is 1 - 3e-34, and the reference made a ratio of that.
    const traces = referencePeriodReturns(trades, operations, NOW).filter((r) => r !== 0);
    expect(traces).toEqual([-3e-34]);
    expect(referenceComputePerformance(trades, operations, NOW).sharpeRatio).not.toBeNull();
    same(trades, operations, NOW, 'MT4');
  });

  it.each([
    ['no trades, no operations', [], []],
    ['no trades, a deposit', [], [deposit('D', AT, '100')]],
    ['one trade without capital', [trade({ ticket: 'a', close: AT, profit: '5' })], []],
    [
      'one trade',
      [trade({ ticket: 'a', close: AT, profit: '-5' })],
      [deposit('D', '2025-03-01T00:00:00.000Z', '100')],
    ],
    [
      'a total loss, then trades on a later deposit',
      [
        trade({ ticket: 'a', close: AT, profit: '-150' }),
        trade({ ticket: 'b', close: '2025-04-01T00:00:00.000Z', profit: '10' }),
      ],
      [deposit('D', '2025-03-01T00:00:00.000Z', '100'), deposit('E', '2025-03-20T00:00:00.000Z', '100')],
    ],
    [
      'withdrawn to zero, then a trade: no capital',
      [trade({ ticket: 'a', close: AT, profit: '1' })],
      [deposit('D', '2025-03-01T00:00:00.000Z', '100'), withdrawal('W', '2025-03-02T00:00:00.000Z', '100')],
    ],
    [
      'a negative balance',
      [trade({ ticket: 'a', close: AT, profit: '-1' })],
      [deposit('D', '2025-03-01T00:00:00.000Z', '100'), withdrawal('W', '2025-03-02T00:00:00.000Z', '250')],
    ],
    [
      // Up to 34 significant digits: where the decimal reference is exact too.
      'amounts of 30 digits and more, beyond what a number holds exactly',
      [
        trade({ ticket: 'a', close: AT, profit: '1234567890123456.789012345678901234' }),
        trade({ ticket: 'b', close: '2025-03-04T10:00:00.000Z', profit: '-0.000000000000000001' }),
        trade({ ticket: 'c', close: '2025-03-05T10:00:00.000Z', profit: '-617283945061728.4' }),
      ],
      [deposit('D', '2025-03-01T00:00:00.000Z', '8765432109876543.21')],
    ],
    [
      'an index beyond 1e100: out of range',
      Array.from({ length: 40 }, (_, n) =>
        trade({
          ticket: `t${n}`,
          close: `2025-03-${String((n % 28) + 1).padStart(2, '0')}T1${n % 10}:00:00.000Z`,
          profit: '1000000000',
        }),
      ),
      [deposit('D', '2025-03-01T00:00:00.000Z', '0.01')],
    ],
    [
      // Found by the property above: a return of 376455506.1487825 needs 16 digits at 6 places,
      // more than a double has; it is rounded from the double-double's both parts.
      'a return of nine digits before the point',
      [
        trade({ ticket: 'a', close: '2025-01-01T00:00:00Z', profit: '588754200741.884' }),
        trade({ ticket: 'b', close: '2025-01-01T00:00:00Z', profit: '-0.051' }),
      ],
      [
        deposit('D', '2025-01-01T00:00:00.000Z', '1563.941'),
        withdrawal('W', '2025-01-01T00:00:00.001Z', '588754202305.774'),
      ],
    ],
    [
      'two hundred trades at one instant',
      Array.from({ length: 200 }, (_, n) =>
        trade({ ticket: `t${n}`, close: AT, profit: String((n % 7) - 3) }),
      ),
      [deposit('D', AT, '1000')],
    ],
  ] as const)('%s: the same report', (_, trades, operations) => {
    for (const platform of PLATFORMS) same(trades, operations, NOW, platform);
  });
});
