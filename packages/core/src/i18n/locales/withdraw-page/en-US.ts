import type { WithdrawalEvent, WithdrawalReceipt } from '../../../domain/withdrawal/withdrawal-timeline.js';

/** Texts of the `withdrawPage` namespace in en-US: the reference whose keys the other languages mirror. */
export const withdrawPageEnUS = {
  form: {
    withdrawableNow: 'You can withdraw up to {{amount}} now.',
    bankAccount: 'Bank account',
    cryptoAddress: 'Crypto address',
    noBankAccount: 'You have no bank account yet. Add one to withdraw by wire transfer.',
    noCryptoAddress:
      'You have no {{currency}} address on the {{network}} network yet. Add one to withdraw in crypto.',
    submitting: 'Submitting…',
    answerLost:
      'We could not confirm that your request arrived. Check the history below. To try again, apply with the same details: the request is filed at most once.',
  },
  quote: {
    title: 'Summary',
    enterAmount: 'Enter an amount to see the fee and what you receive.',
    rate: '1 USD = {{rate}} {{currency}}',
    destination: 'Paid to',
    noDestination: 'Choose where the money goes.',
    remaining: 'Withdrawable after this request',
    processing:
      'Processing takes {{min}} to {{max}} business days after approval. The fee is part of the amount.',
  },
  kycGate: {
    title: 'Identity verification not passed',
    current: 'Current state:',
    viewStatus: 'View identity verification',
  },
  history: {
    caption: 'Your withdrawals, newest first',
    filters: 'Filter the withdrawal history',
    allStatuses: 'All statuses',
    clearFilters: 'Clear filters',
    live: 'Updates live',
    offline: 'Live updates paused: reconnecting…',
    emptyTitle: 'No withdrawals yet',
    emptyText: 'Your withdrawal requests appear here, and their status updates by itself.',
    emptyFilteredTitle: 'No matching withdrawals',
    emptyFiltered: 'No withdrawal matches these filters. Choose another status or other dates.',
    columns: {
      applied: 'Applied',
      method: 'Method and destination',
      amount: 'Amount',
      fee: 'Fee',
      receive: 'Received',
      status: 'Status',
    },
    id: 'ID {{id}}',
    receipt: {
      paid: 'Paid',
      estimated: 'Estimated',
      none: 'Not paid',
    } satisfies Record<WithdrawalReceipt['kind'], string>,
    events: {
      applied: 'Applied',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      completed: 'Completed',
    } satisfies Record<WithdrawalEvent, string>,
    comment: 'Comment: {{comment}}',
    changed: 'Withdrawal of {{amount}}: {{status}}',
  },
  cancel: {
    text: 'Cancelling cannot be undone. {{amount}} returns to your withdrawable balance.',
    keep: 'Keep it',
    buttonLabel: 'Cancel the withdrawal of {{amount}} applied {{date}}',
  },
} as const;
