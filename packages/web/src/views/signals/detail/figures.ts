import {
  lastTradingDayOf,
  SHARPE_MIN_HISTORY_DAYS,
  type AbsentableFigure,
  type Language,
  type MetricAbsenceReason,
  type PerformanceReport,
  type Signal,
  type TradeHighlight,
} from '@signal-portal/core';
import type { TFunction } from 'i18next';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../../../format.js';

// Every figure of the detail page: where its value comes from, how it is written, which window and
// annualisation apply, and why it is absent when the core says so. The tiles, the statistics, the
// tips and the definitions section all read this one table, so a figure is written the same way
// wherever it appears.

export const FIGURE_GROUPS = {
  returns: ['return7', 'return30', 'return180', 'apr7', 'apr30', 'apr180', 'rateOfReturn', 'sharpeRatio'],
  risk: ['drawdownRatio', 'maxDrawdown', 'recoveryFactor'],
  trades: [
    'tradesTotal',
    'winRate',
    'winningTrades',
    'losingTrades',
    'profitFactor',
    'expectancy',
    'averageProfit',
    'averageLoss',
    'bestTrade',
    'worstTrade',
    'longestWinStreak',
    'longestLossStreak',
    'avgHoldingTime',
    'weeklyTrades',
    'volTotal',
    'volAvg',
    'volMin',
    'volMax',
  ],
  money: ['principal', 'profit', 'grossProfit', 'grossLoss', 'finalBalance'],
  time: ['tradingDuration', 'historyDays', 'lastActive', 'lastUpdated'],
  followers: ['followers', 'investedFund', 'profitShare'],
} as const;

export type FigureGroup = keyof typeof FIGURE_GROUPS;
export type FigureId = (typeof FIGURE_GROUPS)[FigureGroup][number];
export const FIGURE_GROUP_ORDER = Object.keys(FIGURE_GROUPS) as FigureGroup[];
export const ALL_FIGURES: readonly FigureId[] = FIGURE_GROUP_ORDER.flatMap((group) => FIGURE_GROUPS[group]);

/** The strip of tiles under the header (the design's key figures). */
export const TILE_FIGURES: readonly FigureId[] = [
  'return7',
  'return30',
  'return180',
  'drawdownRatio',
  'sharpeRatio',
  'winRate',
  'followers',
  'investedFund',
  'profitShare',
];

/** The figures of the platform's followers: live on the signal, not part of the performance report. */
const FOLLOWER_FIGURES: ReadonlySet<FigureId> = new Set(FIGURE_GROUPS.followers);
export const isReportFigure = (id: FigureId): boolean => !FOLLOWER_FIGURES.has(id);

type WindowId = 'last7' | 'last30' | 'last180' | 'history' | 'trades';

const WINDOW: Partial<Record<FigureId, WindowId>> = {
  return7: 'last7',
  apr7: 'last7',
  return30: 'last30',
  apr30: 'last30',
  return180: 'last180',
  apr180: 'last180',
  rateOfReturn: 'history',
  sharpeRatio: 'history',
  drawdownRatio: 'history',
  maxDrawdown: 'history',
  recoveryFactor: 'history',
  principal: 'history',
  profit: 'history',
  finalBalance: 'history',
  tradingDuration: 'history',
  historyDays: 'history',
  lastActive: 'history',
  tradesTotal: 'trades',
  winRate: 'trades',
  winningTrades: 'trades',
  losingTrades: 'trades',
  profitFactor: 'trades',
  expectancy: 'trades',
  averageProfit: 'trades',
  averageLoss: 'trades',
  bestTrade: 'trades',
  worstTrade: 'trades',
  longestWinStreak: 'trades',
  longestLossStreak: 'trades',
  avgHoldingTime: 'trades',
  weeklyTrades: 'trades',
  volTotal: 'trades',
  volAvg: 'trades',
  volMin: 'trades',
  volMax: 'trades',
  grossProfit: 'trades',
  grossLoss: 'trades',
};

/** Annualised by the platform's periods per year (docs/metrics.md section 4). */
const ANNUALISED: ReadonlySet<FigureId> = new Set(['apr7', 'apr30', 'apr180', 'sharpeRatio']);

/** The report's name of a figure that can be absent, where it differs from ours or is one. */
const ABSENT_AS: Partial<Record<FigureId, AbsentableFigure>> = {
  return7: 'return7',
  return30: 'return30',
  return180: 'return180',
  apr7: 'apr7',
  apr30: 'apr30',
  apr180: 'apr180',
  rateOfReturn: 'rateOfReturn',
  sharpeRatio: 'sharpeRatio',
  drawdownRatio: 'drawdownRatio',
  recoveryFactor: 'recoveryFactor',
  winRate: 'winRate',
  profitFactor: 'profitFactor',
  expectancy: 'expectancy',
  averageProfit: 'averageProfit',
  averageLoss: 'averageLoss',
  bestTrade: 'bestTrade',
  worstTrade: 'worstTrade',
  avgHoldingTime: 'avgHoldingDuration',
  weeklyTrades: 'tradePerWeek',
  volAvg: 'volAvg',
  volMin: 'volMin',
  volMax: 'volMax',
};

/** The history a figure needs, for its INSUFFICIENT_HISTORY reason (docs/metrics.md section 8). */
const HISTORY_NEEDED_DAYS: Partial<Record<FigureId, number>> = {
  return7: 7,
  apr7: 7,
  return30: 30,
  apr30: 30,
  return180: 180,
  apr180: 180,
  sharpeRatio: SHARPE_MIN_HISTORY_DAYS,
  // Trades per week needs one week (604,800 s) of history.
  weeklyTrades: 7,
};

export type Tone = 'positive' | 'negative' | null;

export type FigureValue =
  | { readonly present: true; readonly text: string; readonly tone: Tone; readonly secondary?: string }
  | { readonly present: false; readonly reason: string };

export interface FigureContext {
  readonly signal: Signal;
  readonly report: PerformanceReport | null;
  readonly language: Language;
  readonly t: TFunction;
}

const toneOf = (sign: number): Tone => (sign > 0 ? 'positive' : sign < 0 ? 'negative' : null);
const decimalSign = (value: string): number => (value.startsWith('-') ? -1 : /[1-9]/.test(value) ? 1 : 0);

/** A decimal (a volume) with its own digits, up to 8 places, grouped per language. */
export const formatDecimal = (value: string, language: Language): string => {
  const fraction = value.split('.')[1]?.length ?? 0;
  return formatMoney(value, language, Math.min(8, fraction));
};

/** Statistics (Sharpe, factors, trades per week) with two decimals. */
export const formatStatistic = (value: number, language: Language): string =>
  formatNumber(value, language, 2);

const shown = (text: string, tone: Tone = null, secondary?: string): FigureValue =>
  secondary === undefined ? { present: true, text, tone } : { present: true, text, tone, secondary };

/** The translated reason of an absent figure ("Needs 30 days of history (12 so far).") */
export const absentReasonText = (
  id: FigureId,
  reason: MetricAbsenceReason,
  report: PerformanceReport | null,
  t: TFunction,
): string => {
  const days = HISTORY_NEEDED_DAYS[id];
  if (reason === 'INSUFFICIENT_HISTORY' && days !== undefined && report !== null) {
    return t('signalDetail.absentNeedsDays', { days, has: report.historyDays });
  }
  return t(`performance.absent.${reason}`);
};

const signedPercent = (value: number, language: Language): FigureValue =>
  shown(formatPercent(value, language, { signed: true }), toneOf(value));

const money = (value: string, language: Language, signed = false): FigureValue =>
  shown(formatMoney(value, language), signed ? toneOf(decimalSign(value)) : null);

const highlight = (trade: TradeHighlight, { language, t }: FigureContext): FigureValue =>
  shown(
    t('signalDetail.tradeHighlight', {
      profit: formatMoney(trade.profit, language),
      symbol: trade.symbol,
      date: formatDate(trade.closeTime, language),
    }),
    toneOf(decimalSign(trade.profit)),
  );

const count = (value: number, language: Language): FigureValue => shown(formatNumber(value, language, 0));

/** The value of a present figure of the report (absence is handled before). */
const reportValue = (id: FigureId, report: PerformanceReport, context: FigureContext): FigureValue | null => {
  const { language, t } = context;
  const annualised = (value: number | null): string | undefined =>
    value === null
      ? undefined
      : t('signalDetail.perYear', { value: formatPercent(value, language, { signed: true }) });
  switch (id) {
    case 'return7':
      return report.return7 === null
        ? null
        : { ...signedPercent(report.return7, language), ...withSecondary(annualised(report.apr7)) };
    case 'return30':
      return report.return30 === null
        ? null
        : { ...signedPercent(report.return30, language), ...withSecondary(annualised(report.apr30)) };
    case 'return180':
      return report.return180 === null
        ? null
        : { ...signedPercent(report.return180, language), ...withSecondary(annualised(report.apr180)) };
    case 'apr7':
      return report.apr7 === null ? null : signedPercent(report.apr7, language);
    case 'apr30':
      return report.apr30 === null ? null : signedPercent(report.apr30, language);
    case 'apr180':
      return report.apr180 === null ? null : signedPercent(report.apr180, language);
    case 'rateOfReturn':
      return report.rateOfReturn === null ? null : signedPercent(report.rateOfReturn, language);
    case 'sharpeRatio':
      return report.sharpeRatio === null
        ? null
        : shown(formatStatistic(report.sharpeRatio, language), toneOf(report.sharpeRatio));
    case 'drawdownRatio':
      return shown(formatPercent(report.drawdownRatio, language));
    case 'maxDrawdown':
      return money(report.drawdown, language);
    case 'recoveryFactor':
      return report.recoveryFactor === null ? null : shown(formatStatistic(report.recoveryFactor, language));
    case 'tradesTotal':
      return count(report.tradesTotal, language);
    case 'winRate':
      return report.winRate === null ? null : shown(formatPercent(report.winRate, language));
    case 'winningTrades':
      return count(report.winningTrades, language);
    case 'losingTrades':
      return count(report.losingTrades, language);
    case 'profitFactor':
      return report.profitFactor === null ? null : shown(formatStatistic(report.profitFactor, language));
    case 'expectancy':
      return report.expectancy === null ? null : money(report.expectancy, language, true);
    case 'averageProfit':
      return report.averageProfit === null ? null : money(report.averageProfit, language, true);
    case 'averageLoss':
      return report.averageLoss === null ? null : money(report.averageLoss, language, true);
    case 'bestTrade':
      return report.bestTrade === null ? null : highlight(report.bestTrade, context);
    case 'worstTrade':
      return report.worstTrade === null ? null : highlight(report.worstTrade, context);
    case 'longestWinStreak':
      return count(report.longestWinStreak, language);
    case 'longestLossStreak':
      return count(report.longestLossStreak, language);
    case 'avgHoldingTime':
      return report.avgHoldingDuration === null
        ? null
        : shown(formatDuration(report.avgHoldingDuration, language));
    case 'weeklyTrades':
      return report.tradePerWeek === null ? null : shown(formatStatistic(report.tradePerWeek, language));
    case 'volTotal':
      return shown(formatDecimal(report.volTotal, language));
    case 'volAvg':
      return shown(formatDecimal(report.volAvg, language));
    case 'volMin':
      return shown(formatDecimal(report.volMin, language));
    case 'volMax':
      return shown(formatDecimal(report.volMax, language));
    case 'principal':
      return money(report.principal, language);
    case 'profit':
      return money(report.profit, language, true);
    case 'grossProfit':
      return money(report.grossProfit, language, true);
    case 'grossLoss':
      return money(report.grossLoss, language, true);
    case 'finalBalance':
      return money(report.finalBalance, language);
    case 'tradingDuration':
      return shown(formatDuration(report.duration, language));
    case 'historyDays':
      return count(report.historyDays, language);
    case 'lastActive': {
      const day = lastTradingDayOf(report.profitDatas);
      return day === null ? null : shown(formatDate(`${day}T00:00:00.000Z`, language, 'UTC'));
    }
    case 'lastUpdated':
      return shown(formatDateTime(report.updatedAt, language));
    case 'followers':
    case 'investedFund':
    case 'profitShare':
      return null;
  }
};

const withSecondary = (secondary: string | undefined): { secondary?: string } =>
  secondary === undefined ? {} : { secondary };

/**
 * A figure as the page shows it: its text, or the reason it is absent. Never a 0 or NaN that the
 * core did not compute: a figure the report marks absent always shows its reason.
 */
export const figureValue = (id: FigureId, context: FigureContext): FigureValue => {
  const { signal, report, language, t } = context;
  if (id === 'followers') return count(signal.numOfFollowers, language);
  if (id === 'investedFund') return money(signal.investmentOfFollow, language);
  if (id === 'profitShare') return money(signal.profitShare, language);
  if (report === null) return { present: false, reason: t('performance.notCalculated') };
  const absentAs = ABSENT_AS[id];
  const reason = absentAs === undefined ? undefined : report.absent[absentAs];
  if (reason !== undefined) return { present: false, reason: absentReasonText(id, reason, report, t) };
  const value = reportValue(id, report, context);
  // A null the report gives no reason for (it always should): "no trades" is what it means.
  return value ?? { present: false, reason: t('performance.absent.NO_TRADES') };
};

/** Figures named in this page's own texts; the others keep the performance namespace's names. */
const OWN_LABELS = [
  'apr7',
  'apr30',
  'apr180',
  'winningTrades',
  'losingTrades',
  'grossProfit',
  'grossLoss',
  'finalBalance',
  'historyDays',
  'profitShare',
] as const satisfies readonly FigureId[];
type OwnLabel = (typeof OWN_LABELS)[number];
const hasOwnLabel = (id: FigureId): id is OwnLabel => (OWN_LABELS as readonly FigureId[]).includes(id);

/** The figure's name in the interface language. */
export const figureLabel = (id: FigureId, t: TFunction): string =>
  hasOwnLabel(id) ? t(`signalDetail.figures.${id}`) : t(`performance.${id}`);

export interface FigureTipLines {
  readonly definition: string;
  readonly window: string | null;
  readonly annualisation: string | null;
  readonly formulaVersion: string | null;
}

/** What the "i" of a figure says: definition, window, annualisation and formula version. */
export const figureTipLines = (
  id: FigureId,
  report: PerformanceReport | null,
  t: TFunction,
): FigureTipLines => {
  const window = WINDOW[id];
  const basis = report?.annualisation;
  const annualisation =
    !isReportFigure(id) || basis === undefined
      ? null
      : ANNUALISED.has(id)
        ? t('signalDetail.tip.annualised', {
            periods: basis.periodsPerYear,
            kind: t(`signalDetail.periodKinds.${basis.returnPeriod}`),
          })
        : t('signalDetail.tip.notAnnualised', { periods: basis.periodsPerYear });
  return {
    definition: t(`signalDetail.definitions.items.${id}`),
    window:
      window === undefined
        ? null
        : t('signalDetail.tip.window', { window: t(`signalDetail.windows.${window}`) }),
    annualisation,
    formulaVersion:
      isReportFigure(id) && report !== null
        ? t('signalDetail.tip.formulaVersion', { version: report.formulaVersion })
        : null,
  };
};

/** The anchor of a figure's definition in the "How these figures are computed" section. */
export const figureAnchor = (id: FigureId): string => `figure-${id}`;
