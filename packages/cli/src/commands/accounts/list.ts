import type { BankAccount, CryptoAddress, Page } from '@signal-portal/core';
import type { TableBlock } from '../../output/blocks.js';
import type { ViewContext } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';
import { listCommand } from '../list-command.js';

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

/** One account as a row of `accounts list --format`: its kind, then the fields of that kind. */
export type AccountRow = { readonly kind: 'bank' | 'crypto'; readonly id: string } & Partial<
  Omit<BankAccount, 'id'> & Omit<CryptoAddress, 'id'>
>;

const ACCOUNT_COLUMNS = [
  'kind',
  'id',
  'bankName',
  'bankAddress',
  'accountNumber',
  'swiftCode',
  'iban',
  'beneficiaryName',
  'currency',
  'network',
  'address',
] as const satisfies readonly (keyof AccountRow)[];

/** Bank accounts first, then crypto addresses, as one list: the list is never paged. */
const accountRows = ({ bankAccounts, cryptoAddresses }: WithdrawalAccounts): Page<AccountRow> => {
  const list: AccountRow[] = [
    ...bankAccounts.map((account) => ({ kind: 'bank' as const, ...account })),
    ...cryptoAddresses.map((address) => ({ kind: 'crypto' as const, ...address })),
  ];
  return { list, total: list.length, page: 1, pageSize: Math.max(1, list.length) };
};

/** `accounts list`: where withdrawals can go; the ids are what `withdraw apply --account` takes. */
export const accountsList = listCommand<void, WithdrawalAccounts, AccountRow>({
  parse: () => succeed(undefined),
  async fetch(context) {
    const { accounts } = context.services;
    const [bankAccounts, cryptoAddresses] = await Promise.all([
      accounts.bankAccounts(),
      accounts.cryptoAddresses(),
    ]);
    if (bankAccounts.error) return bankAccounts;
    if (cryptoAddresses.error) return cryptoAddresses;
    return succeed({ bankAccounts: bankAccounts.value, cryptoAddresses: cryptoAddresses.value });
  },
  pageOf: accountRows,
  render: (value, view) => [bankTable(value.bankAccounts, view), cryptoTable(value.cryptoAddresses, view)],
  columns: ACCOUNT_COLUMNS,
  services: ['accounts'],
});
