import type { BankAccount, CryptoAddress } from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { CommandModule, ViewContext } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

export interface WithdrawalAccounts {
  readonly bankAccounts: readonly BankAccount[];
  readonly cryptoAddresses: readonly CryptoAddress[];
}

export const bankTable = (accounts: readonly BankAccount[], { t }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('accounts.bankAccounts'),
  head: [
    t('cli.fields.id'),
    t('accounts.bank.bankName'),
    t('accounts.bank.accountNumber'),
    t('accounts.bank.swiftCode'),
    t('accounts.bank.iban'),
    t('accounts.bank.beneficiaryName'),
  ],
  rows: accounts.map((a) => [a.id, a.bankName, a.accountNumber, a.swiftCode, a.iban, a.beneficiaryName]),
  empty: t('accounts.empty'),
});

export const cryptoTable = (addresses: readonly CryptoAddress[], { t }: ViewContext): TableBlock => ({
  kind: 'table',
  title: t('accounts.cryptoAddresses'),
  head: [
    t('cli.fields.id'),
    t('accounts.crypto.currency'),
    t('accounts.crypto.network'),
    t('accounts.crypto.address'),
  ],
  rows: addresses.map((a) => [a.id, a.currency, a.network, a.address]),
  empty: t('accounts.empty'),
});

/** `accounts list`: where withdrawals can go; the ids are what `withdraw apply --account` takes. */
export const accountsList: CommandModule<void, WithdrawalAccounts> = {
  needsApi: true,
  parse: () => succeed(undefined),
  async run(context) {
    const { accounts } = context.services;
    const [bankAccounts, cryptoAddresses] = await Promise.all([
      accounts.bankAccounts(),
      accounts.cryptoAddresses(),
    ]);
    if (bankAccounts.error) return bankAccounts;
    if (cryptoAddresses.error) return cryptoAddresses;
    return succeed({ bankAccounts: bankAccounts.value, cryptoAddresses: cryptoAddresses.value });
  },
  render: (value, view) => [bankTable(value.bankAccounts, view), cryptoTable(value.cryptoAddresses, view)],
};
