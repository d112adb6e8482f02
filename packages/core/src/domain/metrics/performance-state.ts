import { Decimal } from '../../shared/money.js';
import type { IsoDateTime } from '../../shared/time.js';
import type { Platform } from '../platform/platform.js';
import type { BalanceOperation, Trade } from '../trading/trade.js';
import { epochDayOf, type EpochDay } from './calendar.js';
import type { DayClose } from './daily-series.js';
import { FORMULA_VERSION } from './formula-version.js';
import { DEFAULT_PERFORMANCE_PLATFORM, reportOfPass, reportTimeMs, seriesLastDay } from './performance.js';
import { PerformancePass, type PerformancePassSnapshot } from './performance-pass.js';
import type { PerformanceOptions, PerformanceReport } from './performance-report.types.js';
import { plainBalanceOperation, plainTrade } from './plain-events.js';
import { buildTimeline } from './timeline.js';

/** How a PerformanceState is laid out; a state of another layout cannot be extended. */
export const PERFORMANCE_STATE_LAYOUT = 1;

/** One closed UTC day of the series, as stored (decimals as exact text). */
export interface StoredDay {
  readonly day: EpochDay;
  readonly profit: string;
  readonly cumulativeProfit: string;
  readonly balance: string;
  readonly index: string;
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

const storedDay = (close: DayClose): StoredDay => ({
  day: close.day,
  profit: close.profit.toString(),
  cumulativeProfit: close.cumulativeProfit.toString(),
  balance: close.balance.toString(),
  index: close.index.toString(),
});

const dayClose = (stored: StoredDay): DayClose => ({
  day: stored.day,
  profit: new Decimal(stored.profit),
  cumulativeProfit: new Decimal(stored.cumulativeProfit),
  balance: new Decimal(stored.balance),
  index: new Decimal(stored.index),
});

/** The days before the first activity known so far: nothing had happened (no money, index 1). */
const quietDaysBetween = (from: EpochDay, before: EpochDay): StoredDay[] =>
  Array.from({ length: Math.max(0, before - from) }, (_, offset) => ({
    day: from + offset,
    profit: '0',
    cumulativeProfit: '0',
    balance: '0',
    index: '1',
  }));

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
  const timeline = buildTimeline(
    [...state.pendingTrades, ...trades],
    [...state.pendingBalanceOperations, ...balanceOperations],
  );
  const earliestMs = Math.min(timeline.trades[0]?.closeMs ?? Infinity, timeline.flows[0]?.atMs ?? Infinity);
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
  const pass = state.pass === null ? PerformancePass.start(firstDay) : PerformancePass.restore(state.pass);
  // Every instant but the latest: that one waits for the rest of its events.
  pass.absorb({
    trades: timeline.trades.filter((timed) => timed.closeMs < lastEventMs),
    flows: timeline.flows.filter((flow) => flow.atMs < lastEventMs),
  });
  return {
    ...state,
    firstActivityMs,
    lastEventMs,
    pendingTrades: timeline.trades
      .filter((timed) => timed.closeMs === lastEventMs)
      .map((timed) => plainTrade(timed.trade)),
    pendingBalanceOperations: timeline.flows
      .filter((flow) => flow.atMs === lastEventMs)
      .map((flow) => plainBalanceOperation(flow.operation)),
    pass: pass.snapshot(),
    days: [...earlierDays, ...state.days, ...pass.closedDays.map(storedDay)],
  };
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
  const pass = state.pass === null ? PerformancePass.start(0) : PerformancePass.restore(state.pass);
  pass.absorb(buildTimeline(state.pendingTrades, state.pendingBalanceOperations));
  pass.closeDaysThrough(seriesLastDay(nowMs, state.lastEventMs));
  return reportOfPass(
    {
      pass,
      days: [...state.days.map(dayClose), ...pass.closedDays],
      firstActivityMs: state.firstActivityMs,
    },
    now,
    { platform: state.platform },
  );
};
