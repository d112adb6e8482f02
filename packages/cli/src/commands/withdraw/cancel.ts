import type { Withdrawal } from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import { PromptCancelled } from '../../prompts/prompter.port.js';
import type { CommandModule } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { usageRefusal } from '../../runner/usage.js';
import { withdrawalFields } from './withdrawal-view.js';

/**
 * `withdraw cancel <id>`: cancelling cannot be undone, so a person confirms after the warning; a
 * script says `--yes` (without it, and without a terminal, nothing is called).
 */
export const withdrawCancel: CommandModule<string, Withdrawal> = {
  needsApi: true,
  parse(raw, { interactive }) {
    if (!interactive && raw.options['yes'] !== true) {
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usage.needsYes', params: { option: '--yes' } });
    }
    return idValue(raw.args[0]);
  },
  async run(context, id) {
    if (context.prompter) {
      const sure = await context.prompter.confirm(context.format.t('cli.cancelWarning', { id }));
      if (!sure) throw new PromptCancelled();
    } else {
      context.notify({ key: 'withdraw.cancelWarning' });
    }
    return context.services.withdrawals.cancel(id);
  },
  render: (withdrawal, view) => [
    text(view.t('toast.withdrawalCancelled'), 'success'),
    withdrawalFields(withdrawal, view),
  ],
};
