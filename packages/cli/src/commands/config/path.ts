import { text } from '../../output/blocks.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

export interface ConfigPathsView {
  readonly dir: string;
  readonly configFile: string;
  readonly sessionFile: string;
}

/**
 * `config path`: where the config file is (`$EDITOR "$(signal-portal config path)"`); with --json
 * also the directory and the session file. It reads no file, so it works when the config is damaged.
 */
export const configPath: CommandModule<void, ConfigPathsView> = {
  needsApi: false,
  parse: () => succeed(undefined),
  run: ({ paths }) =>
    Promise.resolve(
      succeed({ dir: paths.dir, configFile: paths.configFile, sessionFile: paths.sessionFile }),
    ),
  render: (view) => [text(view.configFile)],
};
