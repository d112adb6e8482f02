import { CONFIG_KEYS, type ConfigKey } from '../../config/settings.js';
import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { isConfigKey } from './set.js';

/** `config unset <key>`: removes a setting from the config file; its default applies again. */
export const configUnset: CommandModule<ConfigKey, { readonly key: ConfigKey }> = {
  needsApi: false,
  parse(raw) {
    const [key] = raw.args;
    return isConfigKey(key) ? succeed(key) : usageRefusal('INVALID_PARAMETERS', { key: 'cli.usageError' });
  },
  async run(context, key) {
    await context.services.config.remove(CONFIG_KEYS[key]);
    return succeed({ key });
  },
  render: (entry, { t }) => [text(t('cli.configRemoved', { key: entry.key }), 'success')],
};
