/**
 * Texts of the `cliMoney` namespace in en-US: the CLI's account, withdrawal, KYC and referral commands,
 * and the output options every list command shares (--all, --format, -o).
 */
export const cliMoneyEnUS = {
  lists: {
    badFormat: 'Unknown format: {{format}}. Choose one of {{formats}}.',
    allWithPage: '{{all}} reads every page from the first, so leave out {{page}}.',
    jsonNeedsFile:
      'With {{json}} the result goes to standard output, so write the {{format}} rows to a file with {{option}}.',
    interruptedStdout: 'Interrupted after {{rows}} rows had been written to standard output.',
    saved: 'Saved {{rows}} rows to {{path}}.',
  },
  accounts: {
    bank: 'bank account',
    crypto: 'crypto address',
    added: 'The {{kind}} was added.',
    saved: 'The {{kind}} was saved.',
    removed: 'The {{kind}} {{id}} was removed.',
    removeConfirm: 'Remove the {{kind}} {{account}}? You will no longer be able to withdraw to it.',
    notFound: 'You have no bank account or crypto address with the ID {{id}} (see "accounts list").',
    missing: 'Give {{options}}: there is no terminal to ask you on.',
    nothingToChange: 'Give at least one field to change: {{options}}.',
    wrongFields: '{{id}} is a {{kind}}, so {{options}} cannot be changed on it.',
  },
  withdraw: {
    quote: 'Quote',
    dryRun: 'Dry run: nothing was filed. Run the command again without {{option}} to apply.',
    notFound: 'You have no withdrawal with the ID {{id}} (see "withdraw list").',
    replayed:
      'This withdrawal had already been filed by an earlier run of the same request; nothing new was filed.',
  },
} as const;
