import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePerformance } from '../domain/metrics/performance.js';
import { deposit, trade } from '../domain/metrics/performance.test-helpers.js';
import type { SignalPerformance } from '../domain/metrics/performance.types.js';
import { defaultSignal, type Signal } from '../domain/signal/signal.js';
import { DAY_MS, toIso } from '../shared/time.js';
import { sameCalculation, signalForFeed, withSeriesKept } from './signal-push.js';

const START_MS = Date.UTC(2026, 0, 5);
const opening = deposit('D0', toIso(START_MS), '10000');

/** A stored performance (the whole report) of trades on the given days, at the end of `day`. */
const performanceOf = (trades: readonly { day: number; cents: number }[], day: number): SignalPerformance =>
  computePerformance(
    trades.map(({ day: on, cents }, i) =>
      trade({
        ticket: `t${i}`,
        close: toIso(START_MS + on * DAY_MS + DAY_MS / 2),
        profit: String(cents / 100),
      }),
    ),
    [opening],
    toIso(START_MS + day * DAY_MS + DAY_MS - 1),
  );

const tradesArb = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 60 }), cents: fc.integer({ min: -5000, max: 5000 }) }),
  { minLength: 1, maxLength: 12 },
);
const changeArb = fc.record({
  name: fc.string({ maxLength: 20 }),
  enable: fc.boolean(),
  connStatus: fc.constantFrom('CONNECTED', 'LOST', 'DISCONNECTED' as const),
  numOfFollowers: fc.nat(50),
});

describe('a whole Signal on the live feed', () => {
  it('goes without its series; a client that has them keeps them, the rest is the push (property)', () => {
    fc.assert(
      fc.property(tradesArb, changeArb, (trades, change) => {
        const performance = performanceOf(trades, 61);
        const shown = defaultSignal({ id: 's1', performance });
        const now = { ...shown, ...change, updatedAt: '2026-03-10T00:00:00.000Z' } as Signal;

        const pushed = signalForFeed(now);

        const report = pushed.performance as unknown as Record<string, unknown>;
        expect(report['profitDatas']).toEqual([]);
        expect(report['monthlyReturns']).toEqual([]);
        expect(report['bySymbol']).toEqual([]);
        expect(JSON.stringify(pushed).length).toBeLessThanOrEqual(JSON.stringify(now).length);
        // Every figure is still there; over what the client shows it is the new signal, series and all.
        expect({ ...pushed.performance, profitDatas: performance.profitDatas }).toMatchObject({
          ...performance,
          monthlyReturns: [],
          bySymbol: [],
        });
        expect(withSeriesKept(shown, JSON.parse(JSON.stringify(pushed)) as Signal)).toEqual(now);
      }),
      { numRuns: 60 },
    );
  });

  it('asks the client to read the series again when the push is another calculation', () => {
    const before = performanceOf([{ day: 1, cents: 500 }], 30);
    const after = performanceOf(
      [
        { day: 1, cents: 500 },
        { day: 31, cents: -200 },
      ],
      32,
    );
    expect(sameCalculation(before, after)).toBe(false);
    const shown = defaultSignal({ id: 's1', performance: before });
    expect(withSeriesKept(shown, signalForFeed({ ...shown, performance: after }))).toBeUndefined();
    // A first calculation is another one too; none at all (not calculated) needs no series.
    expect(withSeriesKept(defaultSignal({ id: 's1' }), signalForFeed(shown))).toBeUndefined();
    const none = { ...shown, performance: null };
    expect(signalForFeed(none)).toBe(none);
    expect(withSeriesKept(shown, none)).toBe(none);
  });
});

describe('sameCalculation', () => {
  const performance = performanceOf([{ day: 1, cents: 500 }], 30);

  it('is the same calculation for the same performance, or none on both sides', () => {
    expect(sameCalculation(null, null)).toBe(true);
    expect(sameCalculation(performance, performance)).toBe(true);
    expect(sameCalculation(performance, { ...performance, profitDatas: [] })).toBe(true);
  });

  it('is another one when either side has none, or the time, formula or trade count differs', () => {
    expect(sameCalculation(performance, null)).toBe(false);
    expect(sameCalculation(null, performance)).toBe(false);
    const others: SignalPerformance[] = [
      { ...performance, updatedAt: '2026-05-01T00:00:00.000Z' },
      { ...performance, formulaVersion: `${performance.formulaVersion}-next` },
      { ...performance, tradesTotal: performance.tradesTotal + 1 },
    ];
    for (const other of others) {
      expect(sameCalculation(performance, other)).toBe(false);
      expect(sameCalculation(other, performance)).toBe(false);
    }
  });
});

describe('withSeriesKept', () => {
  it('keeps the pushed empty series where the signal shown has none of its own', () => {
    const performance = performanceOf([{ day: 1, cents: 500 }], 30);
    // Shown from a source that left bySymbol out: the other series are its own.
    const withoutBySymbol = Object.fromEntries(
      Object.entries(performance).filter(([field]) => field !== 'bySymbol'),
    ) as unknown as SignalPerformance;
    const shown = defaultSignal({ id: 's1', performance: withoutBySymbol });
    const kept = withSeriesKept(shown, signalForFeed(defaultSignal({ id: 's1', performance })));
    const report = kept?.performance as unknown as Record<string, unknown>;
    expect(report['profitDatas']).toEqual(performance.profitDatas);
    expect(report['bySymbol']).toEqual([]);
  });
});
