import {
  validateBankAccountFields,
  validateCryptoAddressFields,
  type BankAccount,
  type BankAccountInput,
  type CryptoAddress,
  type CryptoAddressInput,
  type TranslationKey,
} from '@signal-portal/core';
import { fields, type FieldsBlock } from '../../output/blocks.js';
import type { CommandContext, Outcome, RawInput, ViewContext } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { succeed } from '../../runner/usage.js';
import type { AccountKindChoice } from '../choices.js';

/** A field of an account form: its command-line option (commander's name and the flag) and its label. */
interface FieldOption<F extends string> {
  readonly field: F;
  readonly option: string;
  readonly flag: string;
  readonly label: TranslationKey;
}

/** The bank account form's fields in form order (the order core checks them), with their options. */
export const BANK_OPTIONS: readonly FieldOption<keyof BankAccountInput>[] = [
  { field: 'bankName', option: 'bankName', flag: '--bank-name', label: 'accounts.bank.bankName' },
  { field: 'bankAddress', option: 'bankAddress', flag: '--bank-address', label: 'accounts.bank.bankAddress' },
  {
    field: 'accountNumber',
    option: 'accountNumber',
    flag: '--account-number',
    label: 'accounts.bank.accountNumber',
  },
  { field: 'swiftCode', option: 'swift', flag: '--swift', label: 'accounts.bank.swiftCode' },
  { field: 'iban', option: 'iban', flag: '--iban', label: 'accounts.bank.iban' },
  {
    field: 'beneficiaryName',
    option: 'beneficiary',
    flag: '--beneficiary',
    label: 'accounts.bank.beneficiaryName',
  },
];

export const CRYPTO_OPTIONS: readonly FieldOption<keyof CryptoAddressInput>[] = [
  { field: 'currency', option: 'currency', flag: '--currency', label: 'accounts.crypto.currency' },
  { field: 'network', option: 'network', flag: '--network', label: 'accounts.crypto.network' },
  { field: 'address', option: 'address', flag: '--address', label: 'accounts.crypto.address' },
];

export type AccountKind = AccountKindChoice;

export const optionsOf = (kind: AccountKind): readonly FieldOption<string>[] =>
  kind === 'bank' ? BANK_OPTIONS : CRYPTO_OPTIONS;

/** The fields given on the command line, by field name. */
export const givenFields = (raw: RawInput, kind: AccountKind): Record<string, string> => {
  const given: Record<string, string> = {};
  for (const { field, option } of optionsOf(kind)) {
    const value = stringOption(raw, option);
    if (value !== undefined) given[field] = value;
  }
  return given;
};

/** One of the member's accounts, with its kind. */
export type FoundAccount =
  | { readonly kind: 'bank'; readonly account: BankAccount }
  | { readonly kind: 'crypto'; readonly account: CryptoAddress };

/** The account with this id, a bank account or a crypto address (ids are unique across both). */
export const findAccount = async (
  context: CommandContext<never>,
  id: string,
): Promise<Outcome<FoundAccount>> => {
  const { accounts } = context.services;
  const [banks, addresses] = await Promise.all([accounts.bankAccounts(), accounts.cryptoAddresses()]);
  if (banks.error) return banks;
  if (addresses.error) return addresses;
  const bank = banks.value.find((account) => account.id === id);
  if (bank !== undefined) return succeed({ kind: 'bank', account: bank });
  const address = addresses.value.find((account) => account.id === id);
  if (address !== undefined) return succeed({ kind: 'crypto', account: address });
  return {
    error: true,
    value: 'BANK_ACCOUNT_NOT_FOUND',
    message: { key: 'cliMoney.accounts.notFound', params: { id } },
  };
};

/**
 * Asks for each missing field on the terminal, each answer checked as the web's form checks it as
 * typed (core's field rules), so a wrong SWIFT is asked again at once rather than refused at the end.
 */
export const askMissing = async (
  context: CommandContext<never>,
  kind: AccountKind,
  given: Readonly<Record<string, string>>,
): Promise<Record<string, string>> => {
  const answers: Record<string, string> = { ...given };
  const prompter = context.prompter;
  if (prompter === undefined) return answers;
  for (const { field, label } of optionsOf(kind)) {
    if (answers[field] !== undefined) continue;
    answers[field] = await prompter.text(context.format.t(label), (answer) => {
      const candidate = { ...emptyInput(kind), ...answers, [field]: answer };
      const errors: Record<string, string | undefined> =
        kind === 'bank'
          ? validateBankAccountFields(candidate as unknown as BankAccountInput)
          : validateCryptoAddressFields(candidate as unknown as CryptoAddressInput);
      const code = errors[field];
      return code === undefined ? undefined : context.format.error(code);
    });
  }
  return answers;
};

const emptyInput = (kind: AccountKind): Record<string, string> =>
  Object.fromEntries(optionsOf(kind).map(({ field }) => [field, '']));

export const accountLabel = (found: FoundAccount): string =>
  found.kind === 'bank'
    ? `${found.account.bankName} ${found.account.accountNumber}`
    : `${found.account.currency} ${found.account.network} ${found.account.address}`;

export const kindOf = (account: BankAccount | CryptoAddress): FoundAccount =>
  'iban' in account ? { kind: 'bank', account } : { kind: 'crypto', account };

/** An account's fields, labelled as on the web's form. */
export const accountFields = (found: FoundAccount, { t }: ViewContext): FieldsBlock => {
  const record = found.account as unknown as Readonly<Record<string, string>>;
  return fields([
    [t('cli.fields.id'), found.account.id],
    ...optionsOf(found.kind).map(({ field, label }) => [t(label), record[field] ?? ''] as const),
  ]);
};
