import type { IsoDateTime } from '../../shared/time.js';
import type { Platform } from '../platform/platform.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { epochDayOf, type EpochDay } from './calendar.js';
import { DaySeries } from './daily-series.js';
import { DoubleDouble } from './double-double.js';
import { FORMULA_VERSION } from './formula-version.js';
import { plainScale, type MinorUnits } from './minor-units.js';
import {
  DEFAULT_PERFORMANCE_PLATFORM,
  reportOfPass,
  reportTimeMs,
  seriesLastDay,
  withExactUnits,
} from './performance.js';
import { PerformancePass, snapshotAmounts, type PerformancePassSnapshot } from './performance-pass.js';
import type { PerformanceOptions, PerformanceReport } from './performance-report.types.js';
import { plainBalanceOperation, plainTrade } from './plain-events.js';
import type { DoubleDoubleSnapshot } from './returns.js';
import { buildTimeline, NO_PLACES, type Scales } from './timeline.js';

/**
 * How a PerformanceState is laid out; a state of another layout cannot be extended (the caller
 * starts over). 2: the index as a double-double [hi, lo] instead of decimal text.
 */
export const PERFORMANCE_STATE_LAYOUT = 2;

/** One closed UTC day of the series, as stored (amounts as exact text, the index as [hi, lo]). */
export interface StoredDay {
  readonly day: EpochDay;
  readonly profit: string;
  readonly cumulativeProfit: string;
  readonly balance: string;
  readonly index: DoubleDoubleSnapshot;
}

/**
 * Everything needed to report the performance of a history without walking it again: the running
 * totals of the one pass and one entry per closed UTC day, not the trades. JSON-serialisable (stored
 * as jsonb by the server): plain objects, arrays, strings, numbers, booleans and null only.
 *
 * Its size grows with the days of the history (the daily series is part of every report), the
 * symbols traded and the events of the latest instant, never with the number of trades.
 */
export interface PerformanceState {
  /** The formulas (docs/metrics.md) the totals were accumulated with. */
  readonly formulaVersion: string;
  readonly layout: number;
  readonly platform: Platform;
  /** The earliest deposit, withdrawal, trade open or trade close (epoch ms); null before any. */
  readonly firstActivityMs: number | null;
  /** The latest deposit, withdrawal or trade close (epoch ms): the latest instant. */
  readonly lastEventMs: number | null;
  /**
   * The events of the latest instant, not applied yet: all events of one instant apply together
   * (its deposits first, then its trades as one step), and another event of that instant may still
   * come with the next refresh.
   */
  readonly pendingTrades: readonly Trade[];
  readonly pendingBalanceOperations: readonly BalanceOperation[];
  /** The pass over every instant before the latest; null before any activity. */
  readonly pass: PerformancePassSnapshot | null;
  /** The days that pass has closed, oldest first. */
  readonly days: readonly StoredDay[];
}

/** A state that has absorbed nothing: its report is the report of an empty history. */
export const startPerformanceState = (options: PerformanceOptions = {}): PerformanceState => ({
  formulaVersion: FORMULA_VERSION,
  layout: PERFORMANCE_STATE_LAYOUT,
  platform: options.platform ?? DEFAULT_PERFORMANCE_PLATFORM,
  firstActivityMs: null,
  lastEventMs: null,
  pendingTrades: [],
  pendingBalanceOperations: [],
  pass: null,
  days: [],
});

const isCurrent = (state: PerformanceState): boolean =>
  state.formulaVersion === FORMULA_VERSION && state.layout === PERFORMANCE_STATE_LAYOUT;

/** The days a pass closed, as stored. */
const storedDays = <M>(days: DaySeries<M>, scales: Scales): StoredDay[] => {
  const { units } = days;
  const stored: StoredDay[] = [];
  for (let position = 0; position < days.length; position += 1) {
    stored.push({
      day: days.day[position] ?? 0,
      profit: units.text(days.profit[position] as M, scales.money),
      cumulativeProfit: units.text(days.cumulativeProfit[position] as M, scales.money),
      balance: units.text(days.balance[position] as M, scales.money),
      index: [days.indexHi[position] ?? 1, days.indexLo[position] || 0],
    });
  }
  return stored;
};

/** The stored days, then the days a pass closed since: the whole series, in the pass's units. */
const seriesOf = <M>(
  units: MinorUnits<M>,
  scales: Scales,
  stored: readonly StoredDay[],
  closed: DaySeries<M>,
) => {
  const series = new DaySeries(units, Math.max(1, stored.length + closed.length));
  const index = new DoubleDouble();
  const money = (text: string) => units.parse(text, scales.money);
  for (const day of stored) {
    series.push(
      day.day,
      money(day.profit),
      money(day.cumulativeProfit),
      money(day.balance),
      index.set(...day.index),
    );
  }
  for (let position = 0; position < closed.length; position += 1) {
    series.push(
      closed.day[position] ?? 0,
      closed.profit[position] as M,
      closed.cumulativeProfit[position] as M,
      closed.balance[position] as M,
      closed.indexAt(position, index),
    );
  }
  return series;
};

/** The days before the first activity known so far: nothing had happened (no money, index 1). */
const quietDaysBetween = (from: EpochDay, before: EpochDay): StoredDay[] =>
  Array.from({ length: Math.max(0, before - from) }, (_, offset) => ({
    day: from + offset,
    profit: '0',
    cumulativeProfit: '0',
    balance: '0',
    index: [1, 0],
  }));

/** The places of a stored state's amounts: new units must be at least as fine to restore it. */
const storedScales = (state: PerformanceState, withDays: boolean): Scales => {
  const largest = (texts: readonly string[], atLeast: number) =>
    texts.reduce((scale, text) => Math.max(scale, plainScale(text)), atLeast);
  const amounts = state.pass === null ? { money: [], volume: [] } : snapshotAmounts(state.pass);
  const money = largest(amounts.money, NO_PLACES.money);
  return {
    money: withDays
      ? state.days.reduce(
          (scale, day) => largest([day.profit, day.cumulativeProfit, day.balance], scale),
          money,
        )
      : money,
    volume: largest(amounts.volume, NO_PLACES.volume),
  };
};

/** The first position of `times` (sorted) at or after `ms`. */
const firstAtOrAfter = (times: Float64Array, ms: number): number => {
  let position = times.length;
  while (position > 0 && (times[position - 1] ?? 0) >= ms) position -= 1;
  return position;
};

/**
 * Absorbs new events: trades (placed at their close) and balance operations, each once, in any
 * order among themselves. Costs O(new events + the days they move the series on by), plus copying
 * the list of day references. Never mutates `state`.
 *
 * Returns null when the new events cannot extend the state: an event earlier than the latest one it
 * absorbed, or a state of another formula version or layout. The caller then starts over with a
 * fresh state over the whole history. An event at the same instant as the latest is fine.
 */
export const extendPerformanceState = (
  state: PerformanceState,
  trades: readonly Trade[],
  balanceOperations: readonly BalanceOperation[],
): PerformanceState | null => {
  if (!isCurrent(state)) return null;
  if (trades.length === 0 && balanceOperations.length === 0) return state;
  return withExactUnits((units): PerformanceState | null => {
    const timeline = buildTimeline(
      units,
      [...state.pendingTrades, ...trades],
      [...state.pendingBalanceOperations, ...balanceOperations],
      storedScales(state, false),
    );
    const { scales } = timeline;
    const earliestMs = Math.min(timeline.trades.closeMs[0] ?? Infinity, timeline.flows.atMs[0] ?? Infinity);
    if (state.lastEventMs !== null && earliestMs < state.lastEventMs) return null;
    // Not null: there is at least one event.
    const lastEventMs = timeline.lastEventMs ?? earliestMs;
    const firstActivityMs = Math.min(state.firstActivityMs ?? Infinity, timeline.firstActivityMs ?? Infinity);
    const firstDay = epochDayOf(firstActivityMs);

    // A trade opened before everything known so far moves the series' first day back.
    const earlierDays =
      state.pass === null || state.firstActivityMs === null
        ? []
        : quietDaysBetween(firstDay, epochDayOf(state.firstActivityMs));
    const pass =
      state.pass === null
        ? PerformancePass.start(units, scales, firstDay)
        : PerformancePass.restore(units, scales, state.pass);
    // Every instant but the latest: that one waits for the rest of its events (they are sorted, so
    // the latest instant's events are the last ones).
    const tradeEnd = firstAtOrAfter(timeline.trades.closeMs, lastEventMs);
    const flowEnd = firstAtOrAfter(timeline.flows.atMs, lastEventMs);
    pass.absorb(timeline, tradeEnd, flowEnd);
    return {
      ...state,
      firstActivityMs,
      lastEventMs,
      pendingTrades: timeline.trades.trades.slice(tradeEnd).map(plainTrade),
      pendingBalanceOperations: timeline.flows.operations.slice(flowEnd).map(plainBalanceOperation),
      pass: pass.snapshot(),
      days: [...earlierDays, ...state.days, ...storedDays(pass.closedDays, scales)],
    };
  });
};

/**
 * The report at `now`: deep-equal to computePerformance(every absorbed trade, every absorbed
 * operation, now, { platform }). Costs O(days of history + events of the latest instant), not
 * O(trades). A state of another formula version or layout is a bug here (extend it first: null
 * says to start over), so it throws.
 */
export const reportFromState = (state: PerformanceState, now: IsoDateTime): PerformanceReport => {
  if (!isCurrent(state)) {
    throw new RangeError(
      `reportFromState(): a state of formulas ${state.formulaVersion} (layout ${state.layout}), not ${FORMULA_VERSION}`,
    );
  }
  const nowMs = reportTimeMs(now);
  return withExactUnits((units) => {
    const timeline = buildTimeline(
      units,
      state.pendingTrades,
      state.pendingBalanceOperations,
      storedScales(state, true),
    );
    const { scales } = timeline;
    const pass =
      state.pass === null
        ? PerformancePass.start(units, scales, 0)
        : PerformancePass.restore(units, scales, state.pass);
    pass.absorb(timeline);
    pass.closeDaysThrough(seriesLastDay(nowMs, state.lastEventMs));
    return reportOfPass(
      {
        pass,
        days: seriesOf(units, scales, state.days, pass.closedDays),
        firstActivityMs: state.firstActivityMs,
      },
      now,
      { platform: state.platform },
    );
  });
};
