/**
 * Texts of the `accountsPage` namespace in en-US: the account settings' identity verification and
 * withdrawal accounts, and the bank account and crypto address editors. The reference whose keys the
 * other languages mirror; labels shared with the CLI stay in `accounts`, `kyc` and `settings`.
 */
export const accountsPageEnUS = {
  kyc: {
    view: 'View application',
    submittedAt: 'Submitted {{time}}',
    reviewedAt: 'Reviewed {{time}}',
  },
  list: {
    intro: 'Withdrawals are paid to one of these accounts. You choose which one when you withdraw.',
    actions: 'Actions',
    remove: 'Remove',
    endingIn: 'ending in {{tail}}',
    copyAddress: 'Copy address',
    fullAddress: 'Full address: {{address}}',
    editBank: 'Edit bank account {{name}} ending in {{tail}}',
    removeBank: 'Remove bank account {{name}} ending in {{tail}}',
    editCrypto: 'Edit {{currency}} address on {{network}} ending in {{tail}}',
    removeCrypto: 'Remove {{currency}} address on {{network}} ending in {{tail}}',
    bankCaption: 'Your bank accounts for wire withdrawals',
    cryptoCaption: 'Your crypto addresses for crypto withdrawals',
    bankEmptyTitle: 'No bank account yet',
    bankEmptyText: 'Add a bank account to withdraw by wire transfer.',
    cryptoEmptyTitle: 'No crypto address yet',
    cryptoEmptyText: 'Add a crypto address to withdraw in crypto.',
  },
  remove: {
    bankTitle: 'Remove this bank account?',
    cryptoTitle: 'Remove this crypto address?',
    bankWhich: '{{name}}, account ending in {{tail}}',
    cryptoWhich: '{{currency}} on {{network}}, address ending in {{tail}}',
    confirm: 'Remove',
    removing: 'Removing…',
  },
  back: {
    settings: 'Back to account settings',
    withdraw: 'Back to withdrawal',
    previous: 'Back',
  },
  form: {
    save: 'Save',
    saving: 'Saving…',
    requiredNote: 'Every field is required.',
  },
  bankForm: {
    label: 'Bank account details',
    hints: {
      bankName: 'The name of the bank that holds the account.',
      bankAddress: 'Street, city and country of the bank.',
      accountNumber: 'Letters and digits, up to 34. Spaces and dashes are ignored.',
      swiftCode: '8 or 11 letters and digits, for example DEUTDEFF.',
      iban: 'Shown in groups of four as you type, for example DE89 3704 0044 0532 0130 00.',
      beneficiaryName: 'The account holder’s name, as the bank has it.',
    },
  },
  cryptoForm: {
    label: 'Crypto address details',
    chooseCurrency: 'Choose a currency',
    chooseNetwork: 'Choose a network',
    currencyHint: 'The currencies the platform pays out in crypto.',
    networkHint: 'The network you will receive on. It must match the network of the address.',
    noCurrencies: 'The platform does not pay out in crypto at the moment.',
    addressFormat: {
      TRC20: 'A TRON address: starts with T, 34 characters.',
      ERC20: 'An Ethereum address: 0x followed by 40 hexadecimal characters.',
      BEP20: 'A BNB Smart Chain address: 0x followed by 40 hexadecimal characters.',
      BTC: 'A Bitcoin address: starts with 1, 3 or bc1.',
      none: 'Choose a network first: the address is checked against its format.',
    },
  },
  notFound: {
    bankTitle: 'This bank account was not found',
    bankText: 'It may have been removed. Your account settings list the bank accounts you have.',
    cryptoTitle: 'This crypto address was not found',
    cryptoText: 'It may have been removed. Your account settings list the crypto addresses you have.',
  },
  toast: {
    bankAdded: 'Bank account added.',
    bankSaved: 'Bank account saved.',
    bankRemoved: 'Bank account removed.',
    cryptoAdded: 'Crypto address added.',
    cryptoSaved: 'Crypto address saved.',
    cryptoRemoved: 'Crypto address removed.',
  },
} as const;
