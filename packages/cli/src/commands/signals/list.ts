import {
  runningStateOf,
  type Page,
  type PageQuery,
  type Signal,
  type SignalListQuery,
} from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { pageOptions, stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { SIGNAL_STATUS_CHOICES } from '../choices.js';
import { pageFooter } from '../paging.js';

const isStatusChoice = (value: string): value is (typeof SIGNAL_STATUS_CHOICES)[number] =>
  (SIGNAL_STATUS_CHOICES as readonly string[]).includes(value);

export const signalsTable = (page: Page<Signal>, view: ViewContext): TableBlock => {
  const { t, format } = view;
  return {
    kind: 'table',
    head: [
      t('cli.fields.id'),
      t('signal.fields.name'),
      t('signal.fields.platform'),
      t('cli.fields.review'),
      t('cli.fields.running'),
      t('cli.fields.connection'),
      t('performance.followers'),
      t('performance.investedFund'),
    ],
    align: ['left', 'left', 'left', 'left', 'left', 'left', 'right', 'right'],
    rows: page.list.map((signal) => [
      signal.id,
      signal.name,
      signal.platform,
      t(`signal.status.${signal.status}`),
      t(`signal.runningState.${runningStateOf(signal)}`),
      t(`signal.connStatus.${signal.connStatus}`),
      String(signal.numOfFollowers),
      format.usd(signal.investmentOfFollow),
    ]),
    empty: t('signal.empty'),
    footer: pageFooter(page, view),
  };
};

/** `signals list`: the provider's signals, all or one of the lists (listed, pending, archived). */
export const signalsList: CommandModule<SignalListQuery, Page<Signal>> = {
  needsApi: true,
  parse(raw) {
    const status = stringOption(raw, 'status') ?? 'all';
    if (!isStatusChoice(status)) return usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usageError' });
    const page = pageOptions(raw);
    if (page.error) return page;
    const paging: PageQuery = page.value;
    return succeed(status === 'all' ? paging : { ...paging, view: status });
  },
  run: (context, query) => context.services.signals.list(query),
  render: (page, view) => [signalsTable(page, view)],
};
