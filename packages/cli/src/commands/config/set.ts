import { checkConfigValue, CONFIG_KEYS, type ConfigKey } from '../../config/settings.js';
import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { CONFIG_KEY_CHOICES } from '../choices.js';

export interface ConfigEntry {
  readonly key: ConfigKey;
  readonly value: string;
}

export const isConfigKey = (value: string | undefined): value is ConfigKey =>
  value !== undefined && (CONFIG_KEY_CHOICES as readonly string[]).includes(value);

/** `config set <key> <value>`: saves a checked value in the config file (mode 0600). */
export const configSet: CommandModule<ConfigEntry, ConfigEntry> = {
  needsApi: false,
  parse(raw) {
    const [key, value] = raw.args;
    if (!isConfigKey(key) || value === undefined)
      return usageRefusal('INVALID_PARAMETERS', { key: 'cli.usageError' });
    const checked = checkConfigValue(key, value);
    return checked.error ? checked : succeed({ key, value: checked.value });
  },
  async run(context, entry) {
    await context.services.config.set(CONFIG_KEYS[entry.key], entry.value);
    return succeed(entry);
  },
  render: (entry, { t }) => [text(t('cli.configSaved', { key: entry.key }), 'success')],
};
