import { runningStateOf, type Page, type Signal, type SignalListQuery } from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { ViewContext } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { SIGNAL_STATUS_CHOICES } from '../choices.js';
import { listCommand } from '../list-command.js';
import { emptyPageText } from '../empty-page.js';
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
    empty: emptyPageText(page, t('signal.empty'), view),
    footer: pageFooter(page, view),
  };
};

/** The columns of `signals list --format csv|tsv`: a signal's own fields, as in the JSON. */
const SIGNAL_COLUMNS = [
  'id',
  'name',
  'platform',
  'status',
  'enable',
  'connStatus',
  'connMethod',
  'numOfFollowers',
  'investmentOfFollow',
  'profitShare',
  'createdAt',
  'submittedAt',
  'reviewedAt',
  'enabledAt',
  'archivedAt',
] as const satisfies readonly (keyof Signal)[];

/** `signals list`: the provider's signals, all or one of the lists (listed, pending, archived). */
export const signalsList = listCommand<SignalListQuery, Page<Signal>, Signal>({
  parse(raw) {
    const status = stringOption(raw, 'status') ?? 'all';
    if (!isStatusChoice(status)) return usageRefusal('WRONG_DATA_FORMAT', { key: 'cli.usageError' });
    return succeed(status === 'all' ? {} : { view: status });
  },
  fetch: (context, query, paging) => context.services.signals.list({ ...query, ...paging }),
  pageOf: (page) => page,
  render: (page, view) => [signalsTable(page, view)],
  columns: SIGNAL_COLUMNS,
  services: ['signals'],
});
