import { text } from '../../output/blocks.js';
import { PromptCancelled } from '../../prompts/prompter.port.js';
import type { CommandModule } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { usageRefusal } from '../../runner/usage.js';
import { accountLabel, findAccount, type AccountKind } from './account-fields.js';

export interface Removed {
  readonly id: string;
  readonly kind: AccountKind;
}

/**
 * `accounts remove <id>`: cannot be undone, so a person confirms (the account named); a script says
 * `--yes`, and without it and without a terminal nothing is called.
 */
export const accountsRemove: CommandModule<string, Removed> = {
  needsApi: true,
  parse(raw, { interactive }) {
    if (!interactive && raw.options['yes'] !== true)
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.needsYes', params: { option: '--yes' } });
    return idValue(raw.args[0]);
  },
  async run(context, id) {
    const found = await findAccount(context, id);
    if (found.error) return found;
    const { kind } = found.value;
    if (context.prompter) {
      const question = context.format.t('cliMoney.accounts.removeConfirm', {
        kind: context.format.t(`cliMoney.accounts.${kind}`),
        account: accountLabel(found.value),
      });
      if (!(await context.prompter.confirm(question))) throw new PromptCancelled();
    }
    const { accounts } = context.services;
    const removed =
      kind === 'bank' ? await accounts.removeBankAccount(id) : await accounts.removeCryptoAddress(id);
    return removed.error ? removed : { error: false, value: { id, kind } };
  },
  render: ({ id, kind }, { t }) => [
    text(t('cliMoney.accounts.removed', { kind: t(`cliMoney.accounts.${kind}`), id }), 'success'),
  ],
};
