import { describe, expect, it } from 'vitest';
import {
  checkConfigValue,
  DEFAULT_API_URL,
  resolveSettings,
  wsUrlOf,
  type SettingsInput,
} from './settings.js';

const input = (partial: Partial<SettingsInput>): SettingsInput => ({
  flags: {},
  env: {},
  file: new Map(),
  ...partial,
});

const settingsOf = (partial: Partial<SettingsInput>) => {
  const resolved = resolveSettings(input(partial));
  if (resolved.error) throw new Error(`refused: ${resolved.value}`);
  return resolved.value;
};

describe('resolveSettings: precedence flag > environment > config file > default', () => {
  const file = new Map([
    ['api', 'http://file.example/api'],
    ['siteToken', 'file-token'],
  ]);
  const env = { SIGNAL_PORTAL_API: 'http://env.example/api', SIGNAL_PORTAL_SITE_TOKEN: 'env-token' };

  it('takes the flag over everything', () => {
    const settings = settingsOf({
      flags: { api: 'https://flag.example/api', siteToken: 'flag-token' },
      env,
      file,
    });
    expect(settings.api).toEqual({ value: 'https://flag.example/api', source: 'flag' });
    expect(settings.siteToken).toEqual({ value: 'flag-token', source: 'flag' });
  });

  it('takes the environment over the config file', () => {
    const settings = settingsOf({ env, file });
    expect(settings.api).toEqual({ value: 'http://env.example/api', source: 'env' });
    expect(settings.siteToken).toEqual({ value: 'env-token', source: 'env' });
  });

  it('takes the config file over the default', () => {
    expect(settingsOf({ file }).api).toEqual({ value: 'http://file.example/api', source: 'file' });
  });

  it('defaults to the local API, the live feed beside it, and a site token from the page', () => {
    const settings = settingsOf({});
    expect(settings.api).toEqual({ value: DEFAULT_API_URL, source: 'default' });
    expect(settings.ws.value).toBe('ws://localhost:8080/ws');
    expect(settings.siteToken).toBeUndefined();
  });

  it('ignores blank values at any level', () => {
    expect(settingsOf({ flags: { api: ' ' }, env: { SIGNAL_PORTAL_API: '' }, file }).api.source).toBe('file');
  });

  it('refuses an address that is not http(s) for the API or ws(s) for the live feed, before any call', () => {
    const api = resolveSettings(input({ flags: { api: 'ftp://x/api' } }));
    expect(api).toMatchObject({ error: true, value: 'INVALID_PARAMETERS', usage: true });
    const ws = resolveSettings(input({ env: { SIGNAL_PORTAL_WS: 'http://x/ws' } }));
    expect(ws).toMatchObject({ error: true, value: 'INVALID_PARAMETERS', usage: true });
  });
});

describe('resolveSettings: language', () => {
  it('takes --lang, then SIGNAL_PORTAL_LANG, then the saved language, then LANG, then en-US', () => {
    const file = new Map([['language', 'vi-VN']]);
    const env = { SIGNAL_PORTAL_LANG: 'zh-TW', LANG: 'ja_JP.UTF-8' };
    expect(settingsOf({ flags: { lang: 'my-MM' }, env, file }).language).toEqual({
      value: 'my-MM',
      source: 'flag',
    });
    expect(settingsOf({ env, file }).language).toEqual({ value: 'zh-TW', source: 'env' });
    expect(settingsOf({ env: { LANG: 'ja_JP.UTF-8' }, file }).language).toEqual({
      value: 'vi-VN',
      source: 'file',
    });
    expect(settingsOf({ env: { LANG: 'ja_JP.UTF-8' } }).language).toEqual({
      value: 'ja-JP',
      source: 'system',
    });
    expect(settingsOf({ env: { LANG: 'C' } }).language).toEqual({ value: 'en-US', source: 'default' });
  });

  it('understands short and Chinese tags the way core matches browser languages', () => {
    expect(settingsOf({ flags: { lang: 'ja' } }).language.value).toBe('ja-JP');
    expect(settingsOf({ env: { LC_ALL: 'zh_HK.UTF-8' } }).language.value).toBe('zh-TW');
  });

  it('refuses a language it does not have when asked for it on this run', () => {
    expect(resolveSettings(input({ flags: { lang: 'fr-FR' } }))).toMatchObject({
      error: true,
      value: 'LANGUAGE_UNSUPPORTED',
      usage: true,
    });
  });
});

describe('wsUrlOf and checkConfigValue', () => {
  it('puts the live feed beside the API, as the server names them', () => {
    expect(wsUrlOf('http://localhost:8080/api')).toBe('ws://localhost:8080/ws');
    expect(wsUrlOf('https://portal.example/api/')).toBe('wss://portal.example/ws');
  });

  it('checks config values like flags and stores languages in full', () => {
    expect(checkConfigValue('api', 'https://portal.example/api')).toEqual({
      error: false,
      value: 'https://portal.example/api',
    });
    expect(checkConfigValue('api', 'portal.example')).toMatchObject({ error: true, usage: true });
    expect(checkConfigValue('language', 'vi')).toEqual({ error: false, value: 'vi-VN' });
    expect(checkConfigValue('siteToken', 'a b')).toMatchObject({ error: true, value: 'JWT_FORMAT' });
  });
});
