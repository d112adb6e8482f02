import {
  validateBankAccount,
  validateCryptoAddress,
  type BankAccount,
  type BankAccountInput,
  type CryptoAddress,
  type CryptoAddressInput,
} from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { CommandContext, CommandModule, Outcome } from '../../runner/command.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';
import type { AccountKindChoice } from '../choices.js';
import {
  accountFields,
  askMissing,
  givenFields,
  kindOf,
  optionsOf,
  type AccountKind,
} from './account-fields.js';

export interface AddInput {
  readonly kind: AccountKind;
  /** The fields given as options; the rest is asked on a terminal. */
  readonly given: Readonly<Record<string, string>>;
}

/**
 * The account checked by core's rules (as the web's form), so a bad SWIFT, IBAN or address is a usage
 * error before any call. Crypto is checked once more in `run` against the currencies the platform pays.
 */
const checked = (kind: AccountKind, values: Readonly<Record<string, string>>): Outcome<unknown> =>
  kind === 'bank'
    ? asUsage(validateBankAccount(values as unknown as BankAccountInput))
    : asUsage(validateCryptoAddress(values as unknown as CryptoAddressInput));

const add = async (
  context: CommandContext<never>,
  kind: AccountKind,
  values: Readonly<Record<string, string>>,
): Promise<Outcome<BankAccount | CryptoAddress>> => {
  const valid = checked(kind, values);
  if (valid.error) return valid;
  const { accounts } = context.services;
  if (kind === 'bank') return accounts.addBankAccount(values as unknown as BankAccountInput);
  const currencies = await accounts.withdrawalCurrencies();
  if (currencies.error) return currencies;
  return accounts.addCryptoAddress(values as unknown as CryptoAddressInput, currencies.value);
};

/**
 * `accounts add bank|crypto`: a bank account for wire withdrawals or a crypto address. Every field is
 * an option; on a terminal the missing ones are asked, without one they are a usage error.
 */
export const accountsAdd: CommandModule<AddInput, BankAccount | CryptoAddress> = {
  needsApi: true,
  parse(raw, { interactive }) {
    const kind = raw.args[0] as AccountKindChoice;
    const given = givenFields(raw, kind);
    const missing = optionsOf(kind).filter(({ field }) => given[field] === undefined);
    if (missing.length === 0) {
      const valid = checked(kind, given);
      if (valid.error) return valid;
    } else if (!interactive) {
      return usageRefusal('FIELD_REQUIRED', {
        key: 'cliMoney.accounts.missing',
        params: { options: missing.map(({ flag }) => flag).join(', ') },
      });
    }
    return succeed({ kind, given });
  },
  async run(context, { kind, given }) {
    return add(context, kind, await askMissing(context, kind, given));
  },
  render: (account, view) => {
    const found = kindOf(account);
    return [
      text(view.t('cliMoney.accounts.added', { kind: view.t(`cliMoney.accounts.${found.kind}`) }), 'success'),
      accountFields(found, view),
    ];
  },
};
