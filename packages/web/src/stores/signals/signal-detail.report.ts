import {
  withSeriesKept,
  type PerformanceReport,
  type Signal,
  type SignalPerformance,
} from '@signal-portal/core';

// What arrives for the detail page, read with care: the contract types the stored performance as the
// spec's SignalPerformance, while the server stores (and sends) every field of the core's
// PerformanceReport; and the signal's live channel carries either a whole Signal, only its
// followers' fields (the robot simulation's patch), or a refresh's figures (a SignalFiguresPatch,
// which the store merges with core applyFiguresPatch).

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumberOrNull = (value: unknown): boolean => value === null || typeof value === 'number';

/** The extra fields of a PerformanceReport, each with the check of its wire shape. */
const REPORT_FIELD_CHECKS: Readonly<
  Record<Exclude<keyof PerformanceReport, keyof SignalPerformance>, (v: unknown) => boolean>
> = {
  annualisation: (v) => isRecord(v) && typeof v.periodsPerYear === 'number' && typeof v.platform === 'string',
  startedAt: (v) => v === null || typeof v === 'string',
  historyDays: (v) => typeof v === 'number',
  finalBalance: (v) => typeof v === 'string',
  grossProfit: (v) => typeof v === 'string',
  grossLoss: (v) => typeof v === 'string',
  winningTrades: (v) => typeof v === 'number',
  losingTrades: (v) => typeof v === 'number',
  breakEvenTrades: (v) => typeof v === 'number',
  return7: isNumberOrNull,
  return30: isNumberOrNull,
  return180: isNumberOrNull,
  profitFactor: isNumberOrNull,
  recoveryFactor: isNumberOrNull,
  expectancy: (v) => v === null || typeof v === 'string',
  bestTrade: (v) => v === null || isRecord(v),
  worstTrade: (v) => v === null || isRecord(v),
  longestWinStreak: (v) => typeof v === 'number',
  longestLossStreak: (v) => typeof v === 'number',
  monthlyReturns: Array.isArray,
  bySymbol: Array.isArray,
};

/**
 * The stored performance as the full report, or null when it is missing or lacks a field of the
 * report (an older answer): the page then says it cannot show it rather than inventing figures.
 */
export const asPerformanceReport = (
  performance: SignalPerformance | null | undefined,
): PerformanceReport | null => {
  if (!isRecord(performance)) return null;
  if (!Array.isArray(performance.profitDatas) || !isRecord(performance.absent)) return null;
  for (const [field, check] of Object.entries(REPORT_FIELD_CHECKS)) {
    if (!check(performance[field])) return null;
  }
  // Every field of the report was checked above.
  return performance as unknown as PerformanceReport;
};

/** The Signal fields the robot simulation publishes on its own. */
const FOLLOWER_FIELD_CHECKS = {
  numOfFollowers: (v: unknown) => typeof v === 'number',
  investmentOfFollow: (v: unknown) => typeof v === 'string',
  wasFollowed: (v: unknown) => typeof v === 'boolean',
  runningRobotData: Array.isArray,
  totalTradingRobotData: Array.isArray,
  profitShare: (v: unknown) => typeof v === 'string',
  profitOfSymbolsStrategy: (v: unknown) => typeof v === 'string',
  profitOfCompletedFollowing: (v: unknown) => typeof v === 'string',
  followersDatas: Array.isArray,
} as const satisfies Partial<Record<keyof Signal, (v: unknown) => boolean>>;

const looksLikeWholeSignal = (data: Fields): boolean =>
  typeof data.name === 'string' &&
  typeof data.status === 'string' &&
  typeof data.connStatus === 'string' &&
  typeof data.enable === 'boolean' &&
  'performance' in data &&
  isRecord(data.info);

/**
 * The signal after a message of its live channel: the message itself when it is the whole signal
 * (which comes without its performance series: the ones shown are kept for the same calculation;
 * for another, the caller loads the report again), the current one with the followers' fields it
 * carries otherwise; null when the message is not about this signal or carries nothing readable.
 */
export const mergeSignalUpdate = (current: Signal, data: unknown): Signal | null => {
  if (!isRecord(data) || data.id !== current.id) return null;
  if (looksLikeWholeSignal(data)) {
    const whole = data as unknown as Signal;
    return withSeriesKept(current, whole) ?? whole;
  }
  const patch: Partial<Record<keyof typeof FOLLOWER_FIELD_CHECKS, unknown>> = {};
  for (const [field, check] of Object.entries(FOLLOWER_FIELD_CHECKS)) {
    if (field in data && check(data[field])) patch[field as keyof typeof FOLLOWER_FIELD_CHECKS] = data[field];
  }
  return Object.keys(patch).length === 0 ? null : ({ ...current, ...patch } as Signal);
};

/** Whether the stored performance is another calculation than the one shown. */
export const performanceChanged = (before: Signal, after: Signal): boolean =>
  before.performance?.updatedAt !== after.performance?.updatedAt ||
  before.performance?.formulaVersion !== after.performance?.formulaVersion ||
  before.performance?.tradesTotal !== after.performance?.tradesTotal;

/** Whether the followers' figures moved (new robots, new funds). */
export const followersChanged = (before: Signal, after: Signal): boolean =>
  before.numOfFollowers !== after.numOfFollowers ||
  before.investmentOfFollow !== after.investmentOfFollow ||
  JSON.stringify(before.totalTradingRobotData) !== JSON.stringify(after.totalTradingRobotData) ||
  JSON.stringify(before.runningRobotData) !== JSON.stringify(after.runningRobotData) ||
  before.profitShare !== after.profitShare ||
  JSON.stringify(before.followersDatas) !== JSON.stringify(after.followersDatas);
