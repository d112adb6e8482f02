import { runningStateOf, type Signal, type TranslationKey } from '@signal-portal/core';
import { text, type Block } from '../../output/blocks.js';
import { ABSENT } from '../../output/format.js';
import type { ViewContext } from '../../runner/command.js';

/** What a watch line can name: the fields people follow, each as it is shown. */
export const WATCHED_FIELDS = ['review', 'running', 'connection', 'followers', 'invested', 'profit'] as const;
export type WatchedField = (typeof WATCHED_FIELDS)[number];

export interface FieldChange {
  readonly field: WatchedField;
  readonly from: string;
  readonly to: string;
}

const LABELS: Readonly<Record<WatchedField, TranslationKey>> = {
  review: 'cli.fields.review',
  running: 'cli.fields.running',
  connection: 'cli.fields.connection',
  followers: 'performance.followers',
  invested: 'performance.investedFund',
  profit: 'performance.profit',
};

/** Each watched field as the line shows it: translated states, money at cents. */
export const shownFields = (signal: Signal, { t, format }: ViewContext): Record<WatchedField, string> => ({
  review: t(`signal.status.${signal.status}`),
  running: t(`signal.runningState.${runningStateOf(signal)}`),
  connection: t(`signal.connStatus.${signal.connStatus}`),
  followers: String(signal.numOfFollowers),
  invested: format.usd(signal.investmentOfFollow),
  profit: signal.performance ? format.usd(signal.performance.profit) : ABSENT,
});

/**
 * The watched fields that look different from `before` to `after`. Empty when a push changed nothing a
 * person sees (a repeat, a figure not shown): such a push prints no line.
 */
export const changesBetween = (before: Signal, after: Signal, view: ViewContext): FieldChange[] => {
  const from = shownFields(before, view);
  const to = shownFields(after, view);
  return WATCHED_FIELDS.filter((field) => from[field] !== to[field]).map((field) => ({
    field,
    from: from[field],
    to: to[field],
  }));
};

/** One line of `signals watch`: when, and each change as 'Review: Pending → Approved'. */
export const changeLine = (at: string, changes: readonly FieldChange[], { t }: ViewContext): Block =>
  text(
    [
      at,
      ...changes.map((change) =>
        t('cliRun.watch.change', { field: t(LABELS[change.field]), from: change.from, to: change.to }),
      ),
    ].join(' | '),
  );
