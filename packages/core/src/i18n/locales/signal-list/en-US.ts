/** Texts of the `signalList` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalListEnUS = {
  intro: 'Your signals by review state: connect them, submit them for review and follow their returns.',
  tabsLabel: 'Signals by review state',
  columns: {
    signal: 'Signal',
    state: 'State',
    followers: 'Followers',
    investedFund: 'Invested fund',
    returns: 'Return',
    return7: '7 days',
    return30: '30 days',
    return180: '180 days',
    lastActive: 'Last active',
    actions: 'Actions',
  },
  stateLabels: {
    review: 'Review',
    running: 'Running',
    connection: 'Connection',
  },
  lostReason: 'Reason: {{reason}}',
  absent: {
    notConnected: 'No figures yet: they are calculated once the account is connected.',
    calculating: 'The performance is being calculated.',
    noData: 'No data from the account yet.',
  },
  empty: {
    title: 'No signals yet',
    listed: 'No signal has been approved yet. Approved signals appear here.',
    pending: 'No signal is waiting for review or still being set up.',
    archived: 'No archived signals. Archived signals keep their track record here.',
  },
  menuLabel: 'Actions for {{name}}',
  actions: {
    continueSetup: 'Continue setup',
    retryConnection: 'Retry connection',
  },
  working: 'Working…',
  toast: {
    reconnecting: 'Reconnecting with the saved account details.',
  },
  /** Why an action is not available now, per refusal code of the core's signal rules. */
  reasons: {
    SIGNAL_ARCHIVED: 'An archived signal can no longer be changed.',
    SIGNAL_DELETED: 'This signal has been deleted.',
    SIGNAL_ALREADY_CONNECTED: 'The signal is already connected.',
    SIGNAL_INVALID_TRANSITION: 'Not possible in the current state of the signal.',
    SIGNAL_NOT_PASSED_REVIEW: 'The signal must be approved first.',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: 'Wait until the performance has been calculated.',
    SIGNAL_NO_TRADE_HISTORY: 'The account needs closed trades first.',
    SIGNAL_DISABLED: 'The signal is not enabled.',
    SIGNAL_ENABLED: 'Disable the signal first.',
    SIGNAL_CONNECTED: 'Disconnect the signal first.',
    SIGNAL_NOT_CONNECTED: 'Connect the account first.',
    SIGNAL_ROBOTS_FOLLOWING: 'Robots still follow this signal.',
    SIGNAL_CANNOT_DELETE: 'It has a public track record: archive it instead.',
    SIGNAL_CANNOT_SUBMIT: 'Only a draft or a rejected signal can be submitted.',
    SIGNAL_NO_MATCHED_SYMBOL: 'Match at least one symbol first.',
  },
  /** The same, worded for one action where that reads better. */
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: 'Connect the account before enabling.',
      SIGNAL_ENABLED: 'The signal is already enabled.',
      SIGNAL_NOT_PASSED_REVIEW: 'The signal must be approved before it can be enabled.',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: 'Connect the account before submitting.',
      SIGNAL_NO_MATCHED_SYMBOL: 'Match at least one symbol before submitting.',
    },
    disconnect: {
      SIGNAL_ENABLED: 'Disable the signal before disconnecting it.',
      SIGNAL_NOT_CONNECTED: 'The signal is not connected.',
    },
    archive: {
      SIGNAL_ENABLED: 'Disable the signal before archiving it.',
      SIGNAL_CONNECTED: 'Disconnect the signal before archiving it.',
    },
    delete: {
      SIGNAL_ENABLED: 'Disable the signal before deleting it.',
      SIGNAL_CONNECTED: 'Disconnect the signal before deleting it.',
    },
  },
} as const;
