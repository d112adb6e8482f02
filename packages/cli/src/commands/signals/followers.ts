import type { FollowersPoint, FollowersQuery } from '@signal-portal/core';
import { dateRangeOptions, idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { listCommand } from '../list-command.js';

export interface FollowersInput {
  readonly id: string;
  readonly query: FollowersQuery;
}

/** The columns of `signals followers --format csv|tsv`: the fields of a day, as in the JSON. */
export const FOLLOWERS_COLUMNS = [
  'date',
  'followers',
  'investment',
] as const satisfies readonly (keyof FollowersPoint)[];

/**
 * `signals followers <id>`: followers and their invested fund on each day of a period, as a table or
 * (`--format`, `-o`) JSON, CSV or TSV. One answer holds the whole period, so there are no pages.
 */
export const signalsFollowers = listCommand<FollowersInput, readonly FollowersPoint[], FollowersPoint>({
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const range = dateRangeOptions(raw);
    if (range.error) return range;
    return succeed({ id: id.value, query: range.value });
  },
  fetch: (context, { id, query }) => context.services.signals.followers(id, query),
  pageOf: (points) => ({ list: [...points], total: points.length, page: 1, pageSize: points.length }),
  render: (points, { t, format }) => [
    {
      kind: 'table',
      head: [t('cliFigures.followers.date'), t('performance.followers'), t('performance.investedFund')],
      align: ['left', 'right', 'right'],
      rows: points.map((point) => [point.date, String(point.followers), format.usd(point.investment)]),
      empty: t('cliFigures.followers.empty'),
    },
  ],
  columns: FOLLOWERS_COLUMNS,
  services: ['signals'],
});
