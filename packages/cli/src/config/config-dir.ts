import { join, win32 } from 'node:path';

export const APP_DIR_NAME = 'signal-portal';
export const CONFIG_FILE_NAME = 'config.json';
export const SESSION_FILE_NAME = 'session.json';
export const SITE_TOKENS_FILE_NAME = 'site-tokens.json';

/**
 * Where the CLI keeps its files: settings (`config.json`), the session's cookies (`session.json`) and
 * the site tokens read from portal pages (`site-tokens.json`: a cache, not settings).
 */
export interface ConfigPaths {
  readonly dir: string;
  readonly configFile: string;
  readonly sessionFile: string;
  readonly siteTokensFile: string;
}

export interface ConfigDirInput {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  readonly homeDir: string;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/**
 * The config directory: `$SIGNAL_PORTAL_CONFIG_DIR` when set; otherwise the platform's place for
 * user settings: `%APPDATA%\signal-portal` on Windows, `~/Library/Preferences/signal-portal` on
 * macOS, `$XDG_CONFIG_HOME/signal-portal` (default `~/.config`) elsewhere.
 */
export const configDirOf = ({ env, platform, homeDir }: ConfigDirInput): string => {
  const explicit = nonEmpty(env['SIGNAL_PORTAL_CONFIG_DIR']);
  if (explicit !== undefined) return explicit;
  if (platform === 'win32') {
    return win32.join(nonEmpty(env['APPDATA']) ?? win32.join(homeDir, 'AppData', 'Roaming'), APP_DIR_NAME);
  }
  if (platform === 'darwin') return join(homeDir, 'Library', 'Preferences', APP_DIR_NAME);
  return join(nonEmpty(env['XDG_CONFIG_HOME']) ?? join(homeDir, '.config'), APP_DIR_NAME);
};

export const configPathsOf = (input: ConfigDirInput): ConfigPaths => {
  const dir = configDirOf(input);
  const joinIn = (...parts: string[]): string =>
    input.platform === 'win32' ? win32.join(...parts) : join(...parts);
  return {
    dir,
    configFile: joinIn(dir, CONFIG_FILE_NAME),
    sessionFile: joinIn(dir, SESSION_FILE_NAME),
    siteTokensFile: joinIn(dir, SITE_TOKENS_FILE_NAME),
  };
};
