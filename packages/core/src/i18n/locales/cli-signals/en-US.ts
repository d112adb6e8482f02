/**
 * Texts of the `cliSignals` namespace in en-US: what the CLI's signal lifecycle commands (create, edit,
 * connect, symbols, submit, enable, disable, archive, delete) print and ask. The reference whose keys
 * the other languages mirror.
 */
export const cliSignalsEnUS = {
  done: {
    created: 'Created the signal {{name}} (ID {{id}}). Next: connect it with "signals connect {{id}}".',
    updated: 'Saved the changes to {{name}}.',
    submitted: 'Submitted {{name}} for review.',
    enabled: '{{name}} is live: members can follow it.',
    disabled: '{{name}} is off: no one can start following it.',
    archived: 'Archived {{name}}. Its track record stays viewable.',
    deleted: 'Deleted the signal {{name}}.',
    connecting: 'The platform is linking {{name}}. Follow it with "signals watch {{id}}".',
    disconnected: 'Disconnected {{name}} from its trading account.',
    symbolsSaved: 'Saved the symbol matching of {{name}}: {{count}} matched.',
    symbolsSynced: 'Read the symbols of the trading account of {{name}} again.',
  },
  confirm: {
    disable: 'Disable {{name}}? No one can start following it until it is enabled again.',
    archive:
      'Archive {{name}}? An archived signal cannot be changed or enabled again; this cannot be undone.',
    delete: 'Delete {{name}}? This cannot be undone.',
    disconnect: 'Disconnect {{name}}? The platform stops reading its trading account.',
  },
  ask: {
    platform: 'Platform:',
    method: 'Connection method:',
    name: 'Signal name (4 to 20 letters, digits, dots, dashes or underscores; it cannot be changed later):',
    description: 'Description (may be empty):',
    server: 'Broker server (exact name):',
    account: 'Trading account number:',
    investorPassword: 'Investor password (read-only; not shown):',
    apiKey: 'Read-only API key (not shown):',
    apiSecret: 'API secret (not shown):',
  },
  ea: {
    title: 'Sync tool (EA)',
    token: 'Signal token',
    howTo:
      'Paste the signal token into the sync tool (EA) on your MetaTrader terminal; the signal connects when the tool reports in. The protocol: docs/ea-protocol.md.',
    keepSecret: 'Keep the token private: it is the only credential the sync tool needs.',
  },
  symbols: {
    matched: 'Matched symbols',
    unmatched: 'Symbols not matched yet',
    providerSymbol: 'Account symbol',
    platformSymbol: 'Platform symbol',
    contractSize: 'Contract size',
    noneMatched: 'No symbol is matched yet.',
    noneUnmatched: 'Every symbol of the account is matched.',
  },
  usage: {
    required: 'Give {{option}}: there is no terminal to ask you on.',
    badPlatform: 'Unknown platform {{value}}. Choose one of {{choices}}.',
    badMethod: 'Unknown connection method {{value}}. Choose one of {{choices}}.',
    methodNotOffered: '{{platform}} does not connect by {{method}}. It offers: {{methods}}.',
    followIncomplete: 'The follow settings go together: give all of {{options}}.',
    nothingToChange: 'Nothing to change. Give at least one of {{options}}.',
    cannotRead: 'Cannot read the file {{path}}.',
    badPair:
      'A match is written ACCOUNT_SYMBOL=PLATFORM_SYMBOL (for example EURUSD.m=EURUSD), not {{value}}.',
    badSymbolFile:
      'The symbol file {{path}} cannot be read: use JSON (a list of providerSymbol + platformSymbol) or CSV with the header providerSymbol,platformSymbol.',
    oneSymbolAction: 'Give either {{sync}} or matches ({{match}}, {{file}}), not both.',
    passwordMissing:
      'No investor password was read from standard input. Pipe it in on one line; it is never taken as an option, which would keep it in your shell history.',
    apiKeyMissing:
      'No API key and secret were read from standard input. Pipe them in, the key on the first line and the secret on the second; they are never taken as options, which would keep them in your shell history.',
    accountLinkOptions:
      'An account link needs {{server}} and {{account}}; the investor password is read from standard input.',
  },
} as const;
