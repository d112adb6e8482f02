import type { FollowersPoint, FollowersQuery } from '@signal-portal/core';
import type { CommandModule } from '../../runner/command.js';
import { dateRangeOptions, idValue } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';

export interface FollowersInput {
  readonly id: string;
  readonly query: FollowersQuery;
}

/** `signals followers <id>`: followers and their invested fund on each day of a period. */
export const signalsFollowers: CommandModule<FollowersInput, readonly FollowersPoint[]> = {
  needsApi: true,
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const range = dateRangeOptions(raw);
    if (range.error) return range;
    return succeed({ id: id.value, query: range.value });
  },
  run: (context, { id, query }) => context.services.signals.followers(id, query),
  render: (points, { t, format }) => [
    {
      kind: 'table',
      head: [t('cliFigures.followers.date'), t('performance.followers'), t('performance.investedFund')],
      align: ['left', 'right', 'right'],
      rows: points.map((point) => [point.date, String(point.followers), format.usd(point.investment)]),
      empty: t('cliFigures.followers.empty'),
    },
  ],
};
