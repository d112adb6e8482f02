/** Texts of the `walletPage` namespace in en-US (the /user-assets screen and `signal-portal wallet`). */
export const walletPageEnUS = {
  intro: 'What you hold, what pending withdrawals hold, and every movement of your funds and reward tokens.',
  switchLabel: 'Wallet view',
  live: 'Updates live',
  offline: 'Live updates paused: reconnecting…',
  tokenUnit: 'tokens',
  figures: {
    total: {
      label: 'Total balance',
      tip: 'All the money in your wallet: what you can withdraw plus what pending withdrawals hold.',
    },
    frozen: {
      label: 'Frozen in pending withdrawals',
      tip: 'Held by withdrawals under review or processing. It returns to your withdrawable balance when a withdrawal is cancelled or rejected.',
    },
    withdrawable: {
      label: 'Withdrawable',
      tip: 'What you can withdraw now.',
    },
    tokenBalance: {
      label: 'Token balance',
      tip: 'Reward tokens for signing up, your first signal, ten followers and referrals. Tokens are not US dollars and cannot be withdrawn.',
    },
    net: {
      label: 'Net value',
      tip: 'What your wallet has earned: profit shares and platform credits, less platform deductions and the fees of completed withdrawals.',
    },
    cash: {
      label: 'Cash',
      tip: 'Money you can withdraw now: the same as Withdrawable.',
    },
    securities: {
      label: 'Securities',
      tip: 'The value of positions the wallet holds. The wallet holds no positions, so this is 0.',
    },
    transactionCost: {
      label: 'Transaction cost',
      tip: 'The fees of your completed withdrawals.',
    },
    totalFunds: {
      label: 'Total funds',
      tip: 'Cash, plus money frozen in pending withdrawals, plus securities: the same as Total balance.',
    },
    realFunds: {
      label: 'Real funds',
      tip: 'Your money in US dollars. Reward tokens are not counted.',
    },
  },
  records: {
    heading: 'Records',
    tabsLabel: 'Which records',
    caption: {
      real: 'Fund records, newest first',
      token: 'Token records, newest first',
    },
    filters: {
      label: 'Filter the records',
      type: 'Type',
      allTypes: 'All types',
      from: 'From',
      to: 'To (inclusive)',
      direction: 'Money in or out',
      bothDirections: 'In and out',
      in: 'Money in',
      out: 'Money out',
      clear: 'Clear filters',
    },
    empty: {
      title: 'No records yet',
      real: 'Profit shares, withdrawals and platform credits appear here as they happen.',
      token: 'Rewards appear here when you earn them.',
      filteredTitle: 'No records match these filters',
      filteredText: 'Change or clear the filters to see more.',
      rangeText: 'Choose a start date on or before the end date, at most a year apart.',
    },
    totals: {
      label: 'Totals of what the filters show',
      count: 'Records',
      moneyIn: 'Money in',
      moneyOut: 'Money out',
      net: 'Net',
    },
  },
} as const;
