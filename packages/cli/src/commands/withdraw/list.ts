import type { Page, Withdrawal, WithdrawalListQuery, WithdrawalStatus } from '@signal-portal/core';
import { dateRangeOptions, stringOption } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import { listCommand } from '../list-command.js';
import { withdrawalsTable } from './withdrawal-view.js';

/** The columns of `withdraw list --format csv|tsv`: the fields of a withdrawal, as in the JSON. */
export const WITHDRAWAL_COLUMNS = [
  'id',
  'appliedAt',
  'type',
  'status',
  'amount',
  'fee',
  'exchangeRate',
  'estimatedReceiveAmount',
  'currency',
  'currencyType',
  'network',
  'address',
  'paidAmount',
  'comment',
  'cancelledAt',
  'approvedAt',
  'rejectedAt',
  'completedAt',
] as const satisfies readonly (keyof Withdrawal)[];

/** `withdraw list`: the withdrawal history, newest first, by status and date range. */
export const withdrawList = listCommand<
  Omit<WithdrawalListQuery, 'page' | 'pageSize'>,
  Page<Withdrawal>,
  Withdrawal
>({
  parse(raw) {
    const range = dateRangeOptions(raw);
    if (range.error) return range;
    // commander already limited --status to the withdrawal statuses.
    const status = stringOption(raw, 'status') as WithdrawalStatus | undefined;
    return succeed({ ...range.value, ...(status === undefined ? {} : { status }) });
  },
  fetch: (context, query, paging) => context.services.withdrawals.list({ ...query, ...paging }),
  pageOf: (page) => page,
  render: (page, view) => [withdrawalsTable(page, view)],
  columns: WITHDRAWAL_COLUMNS,
  services: ['withdrawals'],
});
