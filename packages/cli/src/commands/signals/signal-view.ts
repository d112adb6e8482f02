import {
  runningStateOf,
  type PerformanceReport,
  type Signal,
  type SignalPerformance,
} from '@signal-portal/core';
import { fields, text, type Block, type FieldsBlock } from '../../output/blocks.js';
import { ABSENT } from '../../output/format.js';
import type { ViewContext } from '../../runner/command.js';

/** The server sends the full report; the trailing returns are read when present. */
type ShownPerformance = SignalPerformance &
  Partial<Pick<PerformanceReport, 'return7' | 'return30' | 'return180'>>;

export const stateFields = (signal: Signal, { t, format }: ViewContext): FieldsBlock =>
  fields(
    [
      [t('signal.fields.name'), signal.name],
      [t('cli.fields.id'), signal.id],
      [t('signal.fields.platform'), t(`signal.platform.${signal.platform}`)],
      [t('cli.fields.review'), t(`signal.status.${signal.status}`)],
      [t('cli.fields.running'), t(`signal.runningState.${runningStateOf(signal)}`)],
      [t('signal.fields.submittedAt'), format.dateTime(signal.submittedAt)],
      [t('signal.fields.reviewedAt'), format.dateTime(signal.reviewedAt)],
      [t('signal.fields.enabledAt'), format.dateTime(signal.enabledAt)],
      ...(signal.comment === '' ? [] : [[t('signal.fields.comment'), signal.comment] as const]),
    ],
    t('cli.headings.state'),
  );

export const connectionFields = (signal: Signal, { t }: ViewContext): FieldsBlock =>
  fields(
    [
      [t('cli.fields.connection'), t(`signal.connStatus.${signal.connStatus}`)],
      [t('signal.fields.connMethod'), t(`signal.connMethod.${signal.connMethod}`)],
      [t('signal.fields.account'), signal.info.number || ABSENT],
      [t('signal.fields.server'), signal.info.server || ABSENT],
      [t('signal.fields.timezone'), signal.info.timezone || ABSENT],
      ...(signal.info.reason === '' ? [] : [[t('signal.fields.reason'), signal.info.reason] as const]),
    ],
    t('cli.headings.connection'),
  );

export const performanceFields = (signal: Signal, view: ViewContext): Block => {
  const { t, format } = view;
  const followers: [string, string][] = [
    [t('performance.followers'), String(signal.numOfFollowers)],
    [t('performance.investedFund'), format.usd(signal.investmentOfFollow)],
  ];
  const performance: ShownPerformance | null = signal.performance;
  if (performance === null) {
    return fields(
      [...followers, [t('performance.title'), t('performance.notCalculated')]],
      t('performance.title'),
    );
  }
  return fields(
    [
      ...followers,
      [t('performance.return7'), format.percent(performance.return7)],
      [t('performance.return30'), format.percent(performance.return30)],
      [t('performance.return180'), format.percent(performance.return180)],
      [t('performance.rateOfReturn'), format.percent(performance.rateOfReturn)],
      [t('performance.principal'), format.usd(performance.principal)],
      [t('performance.profit'), format.usd(performance.profit)],
      [t('performance.maxDrawdown'), format.usd(performance.drawdown)],
      [t('performance.drawdownRatio'), format.percent(performance.drawdownRatio)],
      [t('performance.winRate'), format.percent(performance.winRate)],
      [t('performance.sharpeRatio'), format.ratio(performance.sharpeRatio)],
      [t('performance.tradesTotal'), String(performance.tradesTotal)],
      [t('performance.weeklyTrades'), format.ratio(performance.tradePerWeek)],
      [t('performance.avgHoldingTime'), format.duration(performance.avgHoldingDuration)],
      [t('performance.tradingDuration'), format.duration(performance.duration)],
      [t('performance.lastUpdated'), format.dateTime(performance.updatedAt)],
    ],
    t('performance.title'),
  );
};

/** The whole of `signals show`: state, connection, performance. */
export const signalBlocks = (signal: Signal, view: ViewContext): readonly Block[] => [
  stateFields(signal, view),
  connectionFields(signal, view),
  performanceFields(signal, view),
];

/** One line of `signals watch`: when, and what the signal looks like now. */
export const signalUpdateLine = (signal: Signal, at: string, view: ViewContext): Block => {
  const { t, format } = view;
  return text(
    [
      at,
      `${t('cli.fields.connection')}: ${t(`signal.connStatus.${signal.connStatus}`)}`,
      `${t('cli.fields.running')}: ${t(`signal.runningState.${runningStateOf(signal)}`)}`,
      `${t('performance.followers')}: ${signal.numOfFollowers}`,
      `${t('performance.investedFund')}: ${format.usd(signal.investmentOfFollow)}`,
      `${t('performance.profit')}: ${signal.performance ? format.usd(signal.performance.profit) : ABSENT}`,
    ].join(' | '),
  );
};
