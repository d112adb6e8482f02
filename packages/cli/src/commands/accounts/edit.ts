import type { BankAccount, CryptoAddress } from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import {
  accountFields,
  BANK_OPTIONS,
  CRYPTO_OPTIONS,
  findAccount,
  givenFields,
  kindOf,
} from './account-fields.js';

export interface EditInput {
  readonly id: string;
  readonly bank: Readonly<Record<string, string>>;
  readonly crypto: Readonly<Record<string, string>>;
}

const ALL_FLAGS = [...BANK_OPTIONS, ...CRYPTO_OPTIONS].map(({ flag }) => flag).join(', ');

/**
 * `accounts edit <id>`: the fields given replace the account's, the others stay; the whole account is
 * then checked by core's rules (and a crypto address against the platform's currencies) and saved.
 */
export const accountsEdit: CommandModule<EditInput, BankAccount | CryptoAddress> = {
  needsApi: true,
  parse(raw) {
    const id = idValue(raw.args[0]);
    if (id.error) return id;
    const bank = givenFields(raw, 'bank');
    const crypto = givenFields(raw, 'crypto');
    if (Object.keys(bank).length + Object.keys(crypto).length === 0)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cliMoney.accounts.nothingToChange',
        params: { options: ALL_FLAGS },
      });
    return succeed({ id: id.value, bank, crypto });
  },
  async run(context, { id, bank, crypto }) {
    const found = await findAccount(context, id);
    if (found.error) return found;
    const { kind } = found.value;
    const [own, other, otherOptions] =
      kind === 'bank' ? [bank, crypto, CRYPTO_OPTIONS] : [crypto, bank, BANK_OPTIONS];
    const foreign = otherOptions.filter(({ field }) => other[field] !== undefined);
    if (foreign.length > 0)
      return usageRefusal('INVALID_PARAMETERS', {
        key: 'cliMoney.accounts.wrongFields',
        params: {
          id,
          kind: context.format.t(`cliMoney.accounts.${kind}`),
          options: foreign.map(({ flag }) => flag).join(', '),
        },
      });
    const { accounts } = context.services;
    if (found.value.kind === 'bank') {
      const { id: _id, ...current } = found.value.account;
      return accounts.updateBankAccount(id, { ...current, ...own });
    }
    const { id: _id, ...current } = found.value.account;
    const currencies = await accounts.withdrawalCurrencies();
    if (currencies.error) return currencies;
    return accounts.updateCryptoAddress(id, { ...current, ...own }, currencies.value);
  },
  render: (account, view) => {
    const found = kindOf(account);
    return [
      text(view.t('cliMoney.accounts.saved', { kind: view.t(`cliMoney.accounts.${found.kind}`) }), 'success'),
      accountFields(found, view),
    ];
  },
};
