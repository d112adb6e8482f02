import { isDeepStrictEqual } from 'node:util';
import {
  Decimal,
  type PerformanceReport,
  type TradeHighlight,
  type TranslationKey,
} from '@signal-portal/core';
import { fields, type Block, type TableBlock } from '../../output/blocks.js';
import { ABSENT } from '../../output/format.js';
import type { ViewContext } from '../../runner/command.js';

/**
 * Every figure of a signal's performance report, once: `signals performance` shows them with the
 * reason of each absent one, and `signals stats --recompute` compares them with a local computation.
 */

type FigureKind = 'usd' | 'amount' | 'percent' | 'ratio' | 'duration' | 'count' | 'time' | 'trade' | 'text';

/** The figures with one value each, in the order people read them. */
type ScalarFigure = Exclude<
  keyof PerformanceReport,
  'annualisation' | 'monthlyReturns' | 'bySymbol' | 'profitDatas' | 'absent'
>;

interface FigureDefinition {
  readonly key: ScalarFigure;
  readonly label: TranslationKey;
  readonly kind: FigureKind;
}

const figure = (key: ScalarFigure, label: TranslationKey, kind: FigureKind): FigureDefinition => ({
  key,
  label,
  kind,
});

export const SCALAR_FIGURES: readonly FigureDefinition[] = [
  figure('formulaVersion', 'cliFigures.formulaVersion', 'text'),
  figure('updatedAt', 'cliFigures.calculatedAt', 'time'),
  figure('startedAt', 'cliFigures.labels.startedAt', 'time'),
  figure('historyDays', 'cliFigures.labels.historyDays', 'count'),
  figure('duration', 'performance.tradingDuration', 'duration'),
  figure('principal', 'performance.principal', 'usd'),
  figure('profit', 'performance.profit', 'usd'),
  figure('finalBalance', 'cliFigures.labels.finalBalance', 'usd'),
  figure('rateOfReturn', 'performance.rateOfReturn', 'percent'),
  figure('return7', 'performance.return7', 'percent'),
  figure('return30', 'performance.return30', 'percent'),
  figure('return180', 'performance.return180', 'percent'),
  figure('apr7', 'cliFigures.labels.apr7', 'percent'),
  figure('apr30', 'cliFigures.labels.apr30', 'percent'),
  figure('apr180', 'cliFigures.labels.apr180', 'percent'),
  figure('drawdown', 'performance.maxDrawdown', 'usd'),
  figure('drawdownRatio', 'performance.drawdownRatio', 'percent'),
  figure('sharpeRatio', 'performance.sharpeRatio', 'ratio'),
  figure('profitFactor', 'performance.profitFactor', 'ratio'),
  figure('recoveryFactor', 'performance.recoveryFactor', 'ratio'),
  figure('winRate', 'performance.winRate', 'percent'),
  figure('tradesTotal', 'performance.tradesTotal', 'count'),
  figure('winningTrades', 'cliFigures.labels.winningTrades', 'count'),
  figure('losingTrades', 'cliFigures.labels.losingTrades', 'count'),
  figure('breakEvenTrades', 'cliFigures.labels.breakEvenTrades', 'count'),
  figure('tradePerWeek', 'performance.weeklyTrades', 'ratio'),
  figure('avgHoldingDuration', 'performance.avgHoldingTime', 'duration'),
  figure('grossProfit', 'cliFigures.labels.grossProfit', 'usd'),
  figure('grossLoss', 'cliFigures.labels.grossLoss', 'usd'),
  figure('averageProfit', 'performance.averageProfit', 'usd'),
  figure('averageLoss', 'performance.averageLoss', 'usd'),
  figure('expectancy', 'performance.expectancy', 'usd'),
  figure('bestTrade', 'performance.bestTrade', 'trade'),
  figure('worstTrade', 'performance.worstTrade', 'trade'),
  figure('longestWinStreak', 'performance.longestWinStreak', 'count'),
  figure('longestLossStreak', 'performance.longestLossStreak', 'count'),
  figure('volMin', 'performance.volMin', 'amount'),
  figure('volMax', 'performance.volMax', 'amount'),
  figure('volAvg', 'performance.volAvg', 'amount'),
  figure('volTotal', 'performance.volTotal', 'amount'),
];

/** The figures made of many values, compared as a whole. */
const SERIES_FIGURES = [
  ['annualisation', 'cliFigures.labels.annualisation'],
  ['monthlyReturns', 'performance.monthlyReturns'],
  ['bySymbol', 'performance.perSymbol'],
  ['profitDatas', 'cliFigures.labels.dailySeries'],
  ['absent', 'cliFigures.labels.absentReasons'],
] as const satisfies readonly (readonly [keyof PerformanceReport, TranslationKey])[];

const NUMERIC_KINDS: ReadonlySet<FigureKind> = new Set([
  'usd',
  'amount',
  'percent',
  'ratio',
  'duration',
  'count',
]);

/** Why a figure is absent, or undefined when it has a value. */
const absenceOf = (report: PerformanceReport, key: ScalarFigure): string | undefined =>
  (report.absent as Readonly<Record<string, string | undefined>>)[key];

/** A scalar as text; anything else (never expected) as its JSON. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

const shownValue = (value: unknown, kind: FigureKind, { t, format }: ViewContext): string => {
  if (value === null || value === undefined) return ABSENT;
  switch (kind) {
    case 'usd':
      return format.usd(textOf(value));
    case 'amount':
    case 'text':
    case 'count':
      return textOf(value);
    case 'percent':
      return format.percent(Number(value));
    case 'ratio':
      return format.ratio(Number(value));
    case 'duration':
      return format.duration(Number(value));
    case 'time':
      return format.dateTime(textOf(value));
    case 'trade': {
      const trade = value as TradeHighlight;
      return t('cliFigures.tradeHighlight', {
        profit: format.usd(trade.profit),
        symbol: trade.symbol,
        ticket: trade.ticket,
        time: format.dateTime(trade.closeTime),
      });
    }
  }
};

/** A figure as people read it: '-' when it is absent (a placeholder 0 included). */
const figureText = (report: PerformanceReport, definition: FigureDefinition, view: ViewContext): string =>
  absenceOf(report, definition.key) === undefined
    ? shownValue(report[definition.key], definition.kind, view)
    : ABSENT;

/** `signals performance`: the report's header, every figure with its absence reason, the monthly returns. */
export const performanceBlocks = (report: PerformanceReport, view: ViewContext): readonly Block[] => {
  const { t, format } = view;
  const figures: TableBlock = {
    kind: 'table',
    head: [t('cliFigures.figure'), t('cliFigures.value'), t('cliFigures.whyAbsent')],
    align: ['left', 'right', 'left'],
    rows: SCALAR_FIGURES.map((definition) => {
      const reason = absenceOf(report, definition.key);
      return [
        t(definition.label),
        figureText(report, definition, view),
        reason === undefined ? '' : t(`performance.absent.${reason}` as TranslationKey),
      ];
    }),
    empty: t('cli.nothingToShow'),
  };
  const months: TableBlock = {
    kind: 'table',
    title: t('performance.monthlyReturns'),
    head: [t('cliFigures.labels.month'), t('cliFigures.labels.monthReturn'), t('performance.profit')],
    align: ['left', 'right', 'right'],
    rows: report.monthlyReturns.map((month) => [
      month.month,
      format.percent(month.return),
      format.usd(month.profit),
    ]),
    empty: report.absent.monthlyReturns
      ? t(`performance.absent.${report.absent.monthlyReturns}`)
      : t('cli.nothingToShow'),
  };
  const symbols: TableBlock = {
    kind: 'table',
    title: t('performance.perSymbol'),
    head: [
      t('performance.symbol'),
      t('performance.trades'),
      t('performance.profit'),
      t('performance.winRate'),
      t('performance.volTotal'),
    ],
    align: ['left', 'right', 'right', 'right', 'right'],
    rows: report.bySymbol.map((symbol) => [
      symbol.symbol,
      String(symbol.trades),
      format.usd(symbol.profit),
      format.percent(symbol.winRate),
      symbol.volume,
    ]),
    empty: t('performance.absent.NO_TRADES'),
  };
  const annualisation = fields(
    [
      [t('signal.fields.platform'), report.annualisation.platform],
      [
        t('cliFigures.labels.annualisation'),
        t('cliFigures.annualisation', { periods: report.annualisation.periodsPerYear }),
      ],
    ],
    t('performance.title'),
  );
  return [annualisation, figures, months, symbols];
};

// ---- comparing with a recomputation ----

/** One figure of the server beside the recomputed one. */
export interface FigureComparison {
  /** The report's field name. */
  readonly figure: string;
  readonly server: unknown;
  readonly recomputed: unknown;
  /** recomputed - server, as exact decimal text, for numbers present on both sides; else null. */
  readonly difference: string | null;
  readonly same: boolean;
}

/** The value as JSON carries it: what the server sent and what the recomputation would send. */
const asOnTheWire = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

const numericDifference = (recomputed: unknown, server: unknown): string | null => {
  const isNumber = (value: unknown): value is number | string =>
    (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string';
  if (!isNumber(recomputed) || !isNumber(server)) return null;
  try {
    // Through the decimal text of each side: a float subtraction would invent a difference.
    return new Decimal(String(recomputed)).minus(new Decimal(String(server))).toFixed();
  } catch {
    return null;
  }
};

const compare = (figureName: string, server: unknown, recomputed: unknown, numeric: boolean) => {
  const wireServer = asOnTheWire(server);
  const wireRecomputed = asOnTheWire(recomputed);
  return {
    figure: figureName,
    server: wireServer ?? null,
    recomputed: wireRecomputed ?? null,
    difference: numeric ? numericDifference(wireRecomputed, wireServer) : null,
    same: isDeepStrictEqual(wireServer, wireRecomputed),
  };
};

const COMPARED_FIELDS: ReadonlySet<string> = new Set([
  ...SCALAR_FIGURES.map((definition) => definition.key),
  ...SERIES_FIGURES.map(([key]) => key),
]);

/**
 * Every figure of the server's report beside the recomputed one, then the series, then any other
 * field (a field of a newer server that this CLI does not know is still compared, never skipped).
 */
export const compareReports = (
  server: PerformanceReport,
  recomputed: PerformanceReport,
): readonly FigureComparison[] => {
  const scalars = SCALAR_FIGURES.map((definition) =>
    compare(
      definition.key,
      server[definition.key],
      recomputed[definition.key],
      NUMERIC_KINDS.has(definition.kind),
    ),
  );
  const series = SERIES_FIGURES.map(([key]) => compare(key, server[key], recomputed[key], false));
  const serverFields = server as unknown as Readonly<Record<string, unknown>>;
  const recomputedFields = recomputed as unknown as Readonly<Record<string, unknown>>;
  const others = [...new Set([...Object.keys(serverFields), ...Object.keys(recomputedFields)])]
    .filter((key) => !COMPARED_FIELDS.has(key))
    .map((key) => compare(key, serverFields[key], recomputedFields[key], false));
  return [...scalars, ...series, ...others];
};

const labelOf = (figureName: string, t: ViewContext['t']): string => {
  const scalar = SCALAR_FIGURES.find((definition) => definition.key === figureName);
  if (scalar) return t(scalar.label);
  const series = SERIES_FIGURES.find(([key]) => key === figureName);
  return series ? t(series[1]) : figureName;
};

const comparedText = (comparison: FigureComparison, view: ViewContext): readonly [string, string] => {
  const scalar = SCALAR_FIGURES.find((definition) => definition.key === comparison.figure);
  if (scalar === undefined) return [ABSENT, ABSENT];
  return [
    shownValue(comparison.server, scalar.kind, view),
    shownValue(comparison.recomputed, scalar.kind, view),
  ];
};

/** The comparison as a table: figure, server, recomputed, difference (a number, or same/differs). */
export const comparisonTable = (comparisons: readonly FigureComparison[], view: ViewContext): TableBlock => {
  const { t } = view;
  return {
    kind: 'table',
    head: [
      t('cliFigures.figure'),
      t('cliFigures.stats.server'),
      t('cliFigures.stats.recomputed'),
      t('cliFigures.stats.difference'),
    ],
    align: ['left', 'right', 'right', 'right'],
    rows: comparisons.map((comparison) => {
      const [server, recomputed] = comparedText(comparison, view);
      const verdict = t(comparison.same ? 'cliFigures.stats.same' : 'cliFigures.stats.differs');
      return [labelOf(comparison.figure, t), server, recomputed, comparison.difference ?? verdict];
    }),
    empty: t('cli.nothingToShow'),
  };
};
