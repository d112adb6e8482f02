/** Texts of the `reportPage` namespace (the /report screen) in en-US: the reference the others mirror. */
export const reportPageEnUS = {
  intro:
    "Your profit share from followers' robots, paid and still to come, and the orders they copied. Filter, page through, and download exactly what you see as CSV.",
  tabsLabel: 'Reports',
  tabNotes: {
    ledger:
      "What each settlement run did with each of your followers' robots, and why: settled and paid, nothing due (profit not above the high-water mark), deferred (the follower's broker funds fall short, or no exchange rate yet), or resettled later. It tells you why a robot paid nothing in a month.",
    settlements:
      'Shares paid to your wallet: settled when due, or resettled later after being held back. A robot is settled 30 days after it starts and every 30 days after; the platform keeps a 10% fee.',
    unsettled:
      "Shares not paid yet. Unsettled: a robot's profit above its high-water mark, shared at the time shown (the amount moves with the robot's profit until then). Awaiting resettlement: a share that was due but held back; it is paid to your balance later.",
    orders: "Your orders that followers' robots copied, newest first, by the time each order opened.",
  },
  filters: {
    allOutcomes: 'All outcomes',
    outcome: 'Outcome',
    label: 'Filters',
    allStatuses: 'All statuses',
    from: 'From',
    to: 'To (included)',
    symbol: 'Symbol',
    symbolHint: 'Press Enter to apply.',
    clear: 'Clear filters',
    utc: 'Times are in UTC; amounts in US dollars (USD).',
  },
  columns: {
    outcome: 'Outcome and reason',
    marks: 'High-water mark before → after',
    accountShare: 'Share in account currency',
    rate: 'Rate to USD',
    settleTime: 'Settlement time (UTC)',
    openCloseTime: 'Open / close time (UTC)',
    fee: 'Platform fee (10%)',
  },
  tips: {
    hwm: 'The covered-loss high-water mark: the highest cumulative profit of the robot already shared. A share is taken only on profit above it, so after a loss nothing is shared until the loss is recovered.',
    fee: 'The platform keeps 10% of each profit share; you receive the rest.',
  },
  heldBack: 'Held back: {{reason}}',
  stillOpen: 'Open',
  captions: {
    ledger: 'Settlement runs, one row per robot, newest first',
    settlements: 'Settled profit shares, newest first',
    unsettled: 'Unsettled profit shares, latest settlement time first',
    orders: 'Copied orders, newest first',
  },
  totals: {
    title: 'Totals of the filtered records (all pages)',
    records: 'Records',
  },
  empty: {
    ledger: 'A robot appears here from its first settlement, 30 days after it starts following your signal.',
    invalidTitle: 'Check the date range',
    title: 'No records yet',
    filteredTitle: 'No records match these filters',
    filteredText: 'Try another signal, status or date range, or clear the filters.',
    settlements: "A share is settled 30 days after a follower's robot starts following your signal.",
    unsettled:
      'Nothing is owed to you now: no robot has profit above its high-water mark and no share is held back.',
    orders: "Orders appear here once followers' robots copy your trades.",
  },
  invalidRange: 'Choose a start date on or before the end date, at most 366 days apart, to see the records.',
  download: {
    label: 'Download CSV',
    hint: 'Every record the filters match, on all pages.',
    unavailable: 'Choose a valid date range to download.',
  },
  csv: {
    ledger:
      "The settlement log file has one line per robot per settlement run; profit and marks are in the currency column's currency, shares in USD.",
    about: 'About the CSV',
    lines:
      'A header line, then one line per record: every record the filters match, on all pages, in the order shown.',
    columns: 'Columns, named as in the API: {{columns}}.',
    format:
      'UTF-8, comma-separated, quoted only where needed. Times are ISO 8601 in UTC (2026-04-30T12:00:00.000Z). Amounts are US dollars with a point and two decimals, without thousands separators; volumes are lots, as recorded.',
    more: "Each column is described in docs/report-csv.md of the portal's documentation.",
  },
  ledgerTotals: {
    settled: 'Settled',
    nothingDue: 'Nothing due',
    deferred: 'Deferred',
    resettled: 'Resettled',
    receive: 'You received',
  },
  currencyNote:
    "Profit and high-water marks are in the signal account's currency (TWD for a TWSE signal); shares are paid in USD at the platform's exchange rate at settlement time.",
  converted: '{{amount}} {{currency}} at {{rate}}',
  rateMissing: 'No exchange rate yet',
  deferred: 'Deferred: {{reason}}',
  signalsUnavailable: 'Your signals could not be loaded, so the signal filter offers all signals only.',
} as const;
