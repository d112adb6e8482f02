/**
 * Texts of the `cliFigures` namespace in en-US: the CLI's signal figures commands (`signals
 * performance`, `followers`, `robots`, `history`, `stats --recompute`) and `profit-share simulate`.
 * The reference whose keys the other languages mirror.
 */
export const cliFiguresEnUS = {
  figure: 'Figure',
  value: 'Value',
  whyAbsent: 'Why it is absent',
  formulaVersion: 'Formula version',
  calculatedAt: 'Calculated at',
  tradeHighlight: '{{profit}} USD ({{symbol}}, ticket {{ticket}}, closed {{time}})',
  annualisation: '{{periods}} return periods a year',
  labels: {
    startedAt: 'First activity',
    historyDays: 'Days of history',
    finalBalance: 'Final balance',
    apr7: '7-day annualised return',
    apr30: '30-day annualised return',
    apr180: '180-day annualised return',
    grossProfit: 'Gross profit',
    grossLoss: 'Gross loss',
    winningTrades: 'Winning trades',
    losingTrades: 'Losing trades',
    breakEvenTrades: 'Break-even trades',
    annualisation: 'Annualisation',
    dailySeries: 'Daily series',
    absentReasons: 'Reasons for absent figures',
    otherFields: 'Other fields',
    month: 'Month',
    monthReturn: 'Return',
  },
  history: {
    title: 'The trades and balance operations the figures were computed from',
    source: 'Source',
    syncedTo: 'Read from the account up to',
    sources: {
      BROKER: 'read from the broker',
      EA: 'sent by the EA',
    },
    types: {
      TRADE: 'Trade',
      BALANCE: 'Balance',
    },
    kinds: {
      DEPOSIT: 'Deposit',
      WITHDRAWAL: 'Withdrawal',
    },
    columns: {
      type: 'Type',
      id: 'Ticket or ID',
      time: 'Time',
      detail: 'Symbol, side or kind',
      volume: 'Volume',
      prices: 'Open → close price',
      amount: 'Profit or amount',
    },
    empty: 'No trades or balance operations yet.',
    csvIsWhole: 'The CSV is always the whole history, so leave out {{option}}; for one page use {{format}}.',
  },
  stats: {
    server: 'Server',
    recomputed: 'Recomputed',
    difference: 'Difference',
    same: 'same',
    differs: 'differs',
    allEqual:
      'All {{count}} figures recomputed from {{entries}} history entries equal the server’s (formula {{version}}, calculated at {{time}}).',
    someDiffer: '{{count}} figures recomputed from the history differ from the server’s.',
    refreshedWhileReading:
      'The figures were refreshed again and again while the history was read. Please run the command again.',
  },
  followers: {
    date: 'Date',
    empty: 'No followers in this period.',
  },
  robots: {
    empty: 'No robots follow this signal yet.',
    startedAt: 'Started',
    hwm: 'High-water mark',
  },
  simulate: {
    equityAfter: 'Equity after',
    totals:
      'In total the follower pays {{share}} USD, the platform keeps {{fee}} USD and you receive {{receive}} USD; the equity ends at {{equity}} USD.',
    oneSource: 'Give the monthly returns one way only: {{options}}.',
    noReturns: 'Give the monthly returns with {{returns}}, {{file}} or {{signal}}.',
    percentRequired: 'Give the profit share with {{option}}, or {{signal}} to use that signal’s.',
    cannotRead: 'Cannot read {{path}}.',
    signalHasNoReturns: 'This signal has no monthly returns yet.',
  },
} as const;
