import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePerformance } from '../domain/metrics/performance.js';
import { deposit, trade } from '../domain/metrics/performance.test-helpers.js';
import type { Trade } from '../domain/trading/trade.js';
import { DAY_MS, toIso } from '../shared/time.js';
import { applyFiguresPatch, figuresPatchOf, isSignalFiguresPatch } from './signal-figures.js';

const START_MS = Date.UTC(2026, 0, 5);
const opening = deposit('D0', toIso(START_MS), '10000');
const signal = { id: 's1', updatedAt: '2026-04-01T00:00:00.000Z' };

/** A trade `day` days after the start, at noon, with a profit in cents. */
const tradeOn = (day: number, cents: number): Trade =>
  trade({
    ticket: `t${day}-${cents}`,
    close: toIso(START_MS + day * DAY_MS + DAY_MS / 2),
    profit: String(cents / 100),
  });

const reportAt = (trades: readonly Trade[], day: number) =>
  computePerformance(trades, [opening], toIso(START_MS + day * DAY_MS + DAY_MS - 1));

describe('the figures patch of a refresh', () => {
  it('carries every figure but only the days of the series that changed', () => {
    const before = reportAt([tradeOn(0, 500), tradeOn(20, -300)], 40);
    const after = reportAt([tradeOn(0, 500), tradeOn(20, -300), tradeOn(41, 900)], 42);
    const patch = figuresPatchOf(signal, before, after);
    expect(isSignalFiguresPatch(patch)).toBe(true);
    expect(patch.figures).not.toHaveProperty('profitDatas');
    expect(patch.figures.tradesTotal).toBe(3);
    // Days 0..40 were known and did not change: the patch starts at day 41.
    expect(patch.profitDatasFrom).toBe(toIso(START_MS + 41 * DAY_MS).slice(0, 10));
    expect(patch.profitDatasTail).toHaveLength(2);
    expect(applyFiguresPatch(before, patch)).toEqual(after);
  });

  it('turns any earlier performance into the new one, whatever changed (property)', () => {
    const tradesArb = fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 60 }), cents: fc.integer({ min: -5000, max: 5000 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(tradesArb, tradesArb, fc.integer({ min: 0, max: 70 }), (a, b, extra) => {
        const first = a.map(({ day, cents }) => tradeOn(day, cents));
        const more = b.map(({ day, cents }) => tradeOn(day, cents));
        const before = reportAt(first, 60);
        const after = reportAt([...first, ...more], 60 + extra);
        expect(applyFiguresPatch(before, figuresPatchOf(signal, before, after))).toEqual(after);
        expect(applyFiguresPatch(null, figuresPatchOf(signal, null, after))).toEqual(after);
      }),
      { numRuns: 60 },
    );
  });

  it('is told apart from whole signals and other patches', () => {
    expect(isSignalFiguresPatch({ id: 's1', numOfFollowers: 3 })).toBe(false);
    expect(isSignalFiguresPatch({ kind: 'figures', id: 's1' })).toBe(false);
    expect(isSignalFiguresPatch('figures')).toBe(false);
  });

  it('starts at the first day that differs in any of its fields, even far back in the series', () => {
    const before = reportAt([tradeOn(0, 500), tradeOn(5, -300), tradeOn(9, 700)], 12);
    const days = before.profitDatas;
    const fifth = days.findIndex((day) => day.date === toIso(START_MS + 5 * DAY_MS).slice(0, 10));
    for (const field of ['profit', 'cumulativeProfit', 'equity', 'dailyReturn'] as const) {
      const changed = days.map((day, at) => (at === fifth ? { ...day, [field]: `${day[field]}1` } : day));
      const after = { ...before, profitDatas: changed };
      const patch = figuresPatchOf(signal, before, after);
      expect(patch.profitDatasFrom, field).toBe(days[fifth]?.date);
      expect(applyFiguresPatch(before, patch)).toEqual(after);
    }
  });

  it('counts a day as changed when only its date differs: a series moved a day earlier goes whole', () => {
    const before = reportAt([tradeOn(0, 500)], 4); // one profit, then flat days alike but for the date
    const earlier = before.profitDatas.map((day) => ({
      ...day,
      date: toIso(Date.parse(`${day.date}T00:00:00.000Z`) - DAY_MS).slice(0, 10),
    }));
    const after = { ...before, profitDatas: earlier };
    const patch = figuresPatchOf(signal, before, after);
    expect(patch.profitDatasFrom).toBe(earlier[0]?.date);
    expect(patch.profitDatasTail).toEqual(earlier);
    expect(applyFiguresPatch(before, patch)).toEqual(after);
  });

  it('still names the last day when nothing in the series changed, and nothing when it is empty', () => {
    const before = reportAt([tradeOn(0, 500), tradeOn(3, 200)], 6);
    const same = figuresPatchOf(signal, before, before);
    expect(same.profitDatasTail).toEqual(before.profitDatas.slice(-1));
    expect(same.profitDatasFrom).toBe(before.profitDatas.at(-1)?.date);
    expect(applyFiguresPatch(before, same)).toEqual(before);
    const empty = figuresPatchOf(signal, null, { ...before, profitDatas: [] });
    expect(empty.profitDatasFrom).toBe('');
    expect(empty.profitDatasTail).toEqual([]);
  });

  it('is refused when any one of the fields it needs is missing or of another type', () => {
    const valid = figuresPatchOf(signal, null, reportAt([tradeOn(0, 500)], 2));
    expect(isSignalFiguresPatch(valid)).toBe(true);
    const broken: unknown[] = [
      null,
      [valid],
      { ...valid, kind: 'signal' },
      { ...valid, id: 7 },
      { ...valid, updatedAt: null },
      { ...valid, figures: null },
      { ...valid, figures: [valid.figures] },
      { ...valid, figures: { ...valid.figures, updatedAt: 1 } },
      { ...valid, figures: { ...valid.figures, formulaVersion: undefined } },
      { ...valid, profitDatasFrom: 20260105 },
      { ...valid, profitDatasTail: {} },
    ];
    for (const data of broken)
      expect(isSignalFiguresPatch(data), JSON.stringify(data)?.slice(0, 60)).toBe(false);
  });
});
