/** Texts of the `signalWizard` namespace in en-US: the reference whose keys the other languages mirror. */
export const signalWizardEnUS = {
  intro:
    'Set up a signal step by step: how it connects, its name, your trading account, its symbols, then the review.',
  resumeIntro: 'Continue setting up {{name}} where you left off.',
  stepper: {
    label: 'Setup steps',
    done: 'done',
    current: 'current step',
    upcoming: 'not started',
  },
  steps: {
    connectApiKey: 'Connect API key',
    connectTool: 'Connect sync tool',
  },
  method: {
    platformLegend: 'Platform',
    platformText: {
      MT4: 'Forex, metals and indices with a MetaTrader 4 broker.',
      MT5: 'Forex, metals and indices with a MetaTrader 5 broker.',
      BINANCE: 'USDT-margined perpetual futures on Binance.',
      TWSE: 'Taiwan stocks and ETFs through your brokerage.',
    },
    methodLegend: 'Connection method',
    choosePlatformFirst: 'Choose a platform first: the connection methods depend on it.',
    accountLinkTwse: 'Link your brokerage account with its server, account number and read-only password.',
    chooseBoth: 'Choose a platform and a connection method to continue.',
  },
  details: {
    charCount: '{{count}} / {{max}} characters',
    createAndContinue: 'Create signal and continue',
    createdNote: 'The signal has been created. Try the image again, or remove it and continue without one.',
  },
  connect: {
    text: {
      ACCOUNT_LINK:
        'Search for your broker’s server (at least 4 characters), then enter the account number and its read-only investor password.',
      API_KEY: 'Enter a read-only API key and its secret. We only read your positions and trades.',
      EA: 'Start the connection. The signal connects as soon as the sync tool reports in with your token.',
    },
    connectFirst: 'Connect the account to continue.',
  },
  install: {
    steps: {
      download: 'Download the sync tool for {{platform}}.',
      copy: 'In MetaTrader, open the data folder from the File menu and copy the tool into MQL4/Experts (MQL5/Experts for MetaTrader 5).',
      allow: 'Restart MetaTrader and allow algorithmic trading in the options.',
      attach:
        'Attach the sync tool to any chart. On the next step you paste your signal token into its settings.',
    },
    downloadUnavailable:
      'The download is not available on this site yet. Ask the site operator for the sync tool.',
  },
  token: {
    keepSecret: 'Anyone with this token could send trades in your signal’s name. Do not share it.',
  },
  symbols: {
    text: 'Your account’s symbols are read once it is connected, and those we recognise are matched for you. Match the others by hand; at least one symbol must be matched.',
    waitingTool:
      'Waiting for the sync tool to report in with your token. Your symbols appear as soon as it does.',
    waitingAccount: 'Your account is being read. Your symbols appear in a moment.',
    saveFirst: 'Save your matching to continue.',
  },
  review: {
    summary: 'Your signal',
    connection: 'Connection',
    matchedSymbols: 'Matched symbols',
    noDescription: 'No description',
    noImage: 'No image',
    imageAlt: 'Image of {{name}}',
    waitingConnection:
      'Your account is connected and its performance is being calculated. You can submit as soon as that is done.',
  },
  submitted: {
    title: 'Submitted for review',
    toList: 'Go to my signals',
    toSignal: 'View this signal',
  },
  notDraft: {
    title: 'This signal is already set up',
    submitted: 'The setup of {{name}} is finished; its review status is “{{status}}”. Follow it on its page.',
    archived: '{{name}} is archived. Its performance stays visible on its page.',
    open: 'Open the signal',
  },
} as const;
