import type { Setting } from '../../config/settings-types.js';
import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed, usageRefusal } from '../../runner/usage.js';
import { isConfigKey } from './set.js';
import type { ConfigKey } from '../../config/settings.js';

export interface ConfigValue {
  readonly key: ConfigKey;
  /** Null: the site token is not set anywhere, and is read from the portal page when needed. */
  readonly value: string | null;
  readonly source: Setting<string>['source'] | 'discovered';
}

/**
 * `config get <key>`: the value in effect (flag, environment, config file or default), alone on
 * stdout so a script can use it; `config show` explains every setting.
 */
export const configGet: CommandModule<ConfigKey, ConfigValue> = {
  needsApi: false,
  parse(raw) {
    const [key] = raw.args;
    return isConfigKey(key) ? succeed(key) : usageRefusal('INVALID_PARAMETERS', { key: 'cli.usageError' });
  },
  run(context, key) {
    const { settings } = context;
    if (settings.error) return Promise.resolve(settings);
    const setting: Setting<string> | undefined = settings.value[key];
    if (setting === undefined) context.notify({ key: 'cliFramework.configNotSet', params: { key } });
    return Promise.resolve(
      succeed(
        setting === undefined
          ? { key, value: null, source: 'discovered' as const }
          : { key, value: setting.value, source: setting.source },
      ),
    );
  },
  render: (entry) => (entry.value === null ? [] : [text(entry.value)]),
};
