import { describe, expect, it } from 'vitest';
import { configDirOf, configPathsOf } from './config-dir.js';

const home = '/home/ada';

describe('configDirOf', () => {
  it('takes SIGNAL_PORTAL_CONFIG_DIR first, on every platform', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(configDirOf({ env: { SIGNAL_PORTAL_CONFIG_DIR: '/tmp/sp' }, platform, homeDir: home })).toBe(
        '/tmp/sp',
      );
    }
  });

  it('follows XDG on Linux, with ~/.config as the default', () => {
    expect(configDirOf({ env: { XDG_CONFIG_HOME: '/xdg' }, platform: 'linux', homeDir: home })).toBe(
      '/xdg/signal-portal',
    );
    expect(configDirOf({ env: {}, platform: 'linux', homeDir: home })).toBe(
      '/home/ada/.config/signal-portal',
    );
    expect(configDirOf({ env: { XDG_CONFIG_HOME: ' ' }, platform: 'linux', homeDir: home })).toBe(
      '/home/ada/.config/signal-portal',
    );
  });

  it('uses ~/Library/Preferences on macOS and %APPDATA% on Windows', () => {
    expect(configDirOf({ env: { XDG_CONFIG_HOME: '/xdg' }, platform: 'darwin', homeDir: home })).toBe(
      '/home/ada/Library/Preferences/signal-portal',
    );
    expect(
      configDirOf({
        env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
        platform: 'win32',
        homeDir: 'C:\\Users\\ada',
      }),
    ).toBe('C:\\Users\\ada\\AppData\\Roaming\\signal-portal');
  });

  it('names the config, session and site-token files in that directory', () => {
    expect(
      configPathsOf({ env: { SIGNAL_PORTAL_CONFIG_DIR: '/tmp/sp' }, platform: 'linux', homeDir: home }),
    ).toEqual({
      dir: '/tmp/sp',
      configFile: '/tmp/sp/config.json',
      sessionFile: '/tmp/sp/session.json',
      siteTokensFile: '/tmp/sp/site-tokens.json',
    });
  });
});
