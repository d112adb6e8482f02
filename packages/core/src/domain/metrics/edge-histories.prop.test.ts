import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../platform/platform.js';
import { toIso } from '../../shared/time.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { unitsToDecimal } from './currency-histories.test-helpers.js';
import { computePerformance } from './performance.js';
import { HISTORY_START_MS } from './performance.test-helpers.js';
import {
  referenceComputePerformance,
  referencePeriodReturns,
} from './reference-implementation.test-helpers.js';

/*
 * Histories aimed at what the generated histories of performance-vs-reference.prop.test.ts rarely
 * hold, compared with the decimal reference the same way: more symbols than the per-symbol slots
 * start with, amounts written in exponent form ("1234e-2", "+5"), trades of one ticket closed at one
 * instant (ordered by their open time, then by the other fields), balance operations of one id at
 * one instant, and amounts beyond 2^53 minor units (bigint units).
 */

const MINUTE = 60_000;
const SYMBOLS = Array.from({ length: 12 }, (_, n) => `SYM${n}`);

/** A decimal of `units` at `places`, plain or in one of the other forms decimal.js reads. */
const writtenArb = (units: bigint, places: number): fc.Arbitrary<string> => {
  const plain = unitsToDecimal(units, places);
  const exponent = `${units}e-${places}`;
  return fc.constantFrom(plain, exponent, units >= 0n ? `+${plain}` : plain, exponent.toUpperCase());
};

const amountUnitsArb = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: 100_000n }), weight: 4 },
  { arbitrary: fc.bigInt({ min: 0n, max: 10n ** 22n }), weight: 1 },
);

const edgeHistoryArb = fc
  .record({
    places: fc.constantFrom(0, 2, 8),
    /** Few instants: ties of close times (and of balance operations) are common. */
    instants: fc.integer({ min: 1, max: 12 }),
    trades: fc.array(
      fc.record({
        instant: fc.nat(),
        openOffset: fc.integer({ min: 0, max: 600 }),
        ticket: fc.constantFrom('T0', 'T1', 'T2'),
        symbol: fc.constantFrom(...SYMBOLS),
        side: fc.constantFrom('BUY' as const, 'SELL' as const),
        profit: fc.tuple(amountUnitsArb, fc.boolean()),
        volume: fc.bigInt({ min: 1n, max: 10_000n }),
      }),
      { minLength: 10, maxLength: 40, size: 'max' },
    ),
    operations: fc.array(
      fc.record({
        instant: fc.nat(),
        id: fc.constantFrom('B0', 'B1'),
        withdraw: fc.boolean(),
        amount: amountUnitsArb,
      }),
      { maxLength: 6 },
    ),
    initial: fc.bigInt({ min: 1n, max: 10n ** 20n }),
    now: fc.integer({ min: 0, max: 120 * 24 * 60 }),
  })
  .chain((shape) => {
    const at = (instant: number) => HISTORY_START_MS + (instant % shape.instants) * 3 * 24 * 60 * MINUTE;
    const trades = fc.tuple(
      ...shape.trades.map((t) =>
        fc
          .tuple(writtenArb(t.profit[1] ? -t.profit[0] : t.profit[0], shape.places), writtenArb(t.volume, 2))
          .map(([profit, volume]): Trade => ({
            ticket: t.ticket,
            symbol: t.symbol,
            side: t.side,
            volume,
            openTime: toIso(at(t.instant) - t.openOffset * MINUTE),
            closeTime: toIso(at(t.instant)),
            openPrice: '1.1',
            closePrice: '1.1',
            commission: '0',
            swap: '0',
            profit,
          })),
      ),
    );
    const operations = fc.tuple(
      ...shape.operations.map((o) =>
        writtenArb(o.amount, shape.places).map((amount): BalanceOperation => ({
          id: o.id,
          kind: o.withdraw ? 'WITHDRAWAL' : 'DEPOSIT',
          time: toIso(at(o.instant) + MINUTE),
          amount,
        })),
      ),
    );
    return fc.record({
      trades: trades.chain((list) => fc.shuffledSubarray(list, { minLength: list.length })),
      operations: operations.chain((list) => fc.shuffledSubarray(list, { minLength: list.length })),
      initial: fc.constant<BalanceOperation>({
        id: 'B-initial',
        kind: 'DEPOSIT',
        time: toIso(HISTORY_START_MS - MINUTE),
        amount: unitsToDecimal(shape.initial, shape.places),
      }),
      now: fc.constant(toIso(HISTORY_START_MS + shape.now * MINUTE)),
      platform: fc.constantFrom(...PLATFORMS),
    });
  });

/** Where every period return is a rounding trace, the Sharpe ratio is not compared (performance-vs-reference.prop.test.ts). */
const TINY_RETURNS = 1e-14;

describe('computePerformance against its decimal reference, at the edges', () => {
  it('many symbols, amounts in other forms, same-instant tickets and operation ids, amounts beyond 2^53: the same report', () => {
    fc.assert(
      fc.property(edgeHistoryArb, ({ trades, operations, initial, now, platform }) => {
        const flows = [initial, ...operations];
        const actual = computePerformance(trades, flows, now, { platform });
        const expected = referenceComputePerformance(trades, flows, now, { platform });
        const traces = referencePeriodReturns(trades, flows, now, { platform }).every(
          (r) => Math.abs(r) < TINY_RETURNS,
        );
        if (traces) {
          expect({
            ...actual,
            sharpeRatio: null,
            absent: { ...actual.absent, sharpeRatio: undefined },
          }).toEqual({
            ...expected,
            sharpeRatio: null,
            absent: { ...expected.absent, sharpeRatio: undefined },
          });
        } else expect(actual).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });
});
