import type { Page, Withdrawal, WithdrawalListQuery, WithdrawalStatus } from '@signal-portal/core';
import type { CommandModule } from '../../runner/command.js';
import { dateRangeOptions, pageOptions, stringOption } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { withdrawalsTable } from './withdrawal-view.js';

/** `withdraw list`: the withdrawal history, newest first, by status and date range. */
export const withdrawList: CommandModule<WithdrawalListQuery, Page<Withdrawal>> = {
  needsApi: true,
  parse(raw) {
    const paging = pageOptions(raw);
    if (paging.error) return paging;
    const range = dateRangeOptions(raw);
    if (range.error) return range;
    // commander already limited --status to the withdrawal statuses.
    const status = stringOption(raw, 'status') as WithdrawalStatus | undefined;
    return succeed({ ...paging.value, ...range.value, ...(status === undefined ? {} : { status }) });
  },
  run: (context, query) => context.services.withdrawals.list(query),
  render: (page, view) => [withdrawalsTable(page, view)],
};
