import {
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  matchLanguage,
  resolveLanguage,
  type Language,
} from '@signal-portal/core';
import type { Outcome } from '../runner/command.js';
import { usageRefusal } from '../runner/usage.js';
import type { Setting, Settings } from './settings-types.js';

export const DEFAULT_API_URL = 'http://localhost:8080/api';

/** The config file's keys; `language` is core's LANGUAGE_STORAGE_KEY, saved by the language service. */
export const CONFIG_KEYS = {
  api: 'api',
  ws: 'ws',
  siteToken: 'siteToken',
  language: LANGUAGE_STORAGE_KEY,
} as const;
export type ConfigKey = keyof typeof CONFIG_KEYS;

export const ENV_VARS = {
  api: 'SIGNAL_PORTAL_API',
  ws: 'SIGNAL_PORTAL_WS',
  siteToken: 'SIGNAL_PORTAL_SITE_TOKEN',
  language: 'SIGNAL_PORTAL_LANG',
} as const satisfies Record<ConfigKey, string>;

/** The system's locale variables, most specific first (POSIX). */
const SYSTEM_LANGUAGE_VARS = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

export interface SettingsInput {
  readonly flags: {
    readonly api?: string;
    readonly ws?: string;
    readonly siteToken?: string;
    readonly lang?: string;
  };
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The config file's entries. */
  readonly file: ReadonlyMap<string, string>;
}

const given = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** flag > environment > config file, or undefined when none says anything. */
const pick = (
  input: SettingsInput,
  key: ConfigKey,
  flag: string | undefined,
): Setting<string> | undefined => {
  const fromFlag = given(flag);
  if (fromFlag !== undefined) return { value: fromFlag, source: 'flag' };
  const fromEnv = given(input.env[ENV_VARS[key]]);
  if (fromEnv !== undefined) return { value: fromEnv, source: 'env' };
  const fromFile = given(input.file.get(CONFIG_KEYS[key]));
  return fromFile === undefined ? undefined : { value: fromFile, source: 'file' };
};

const hasScheme = (url: string, schemes: readonly string[]): boolean => {
  try {
    return schemes.includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

/** `http://host:8080/api` -> `ws://host:8080/ws`, as the server names its endpoints. */
export const wsUrlOf = (apiUrl: string): string => {
  const base = apiUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${base.replace(/^http/i, 'ws')}/ws`;
};

/** 'ja_JP.UTF-8' -> 'ja-JP'; 'C' and 'POSIX' say nothing. */
const systemLanguages = (env: SettingsInput['env']): string[] =>
  SYSTEM_LANGUAGE_VARS.map((name) => given(env[name]))
    .filter((value): value is string => value !== undefined && value !== 'C' && value !== 'POSIX')
    .map((value) => value.split(/[.@]/)[0] ?? '');

const resolveLanguageSetting = (
  input: SettingsInput,
  flag: string | undefined,
): Outcome<Setting<Language>> => {
  const chosen = pick(input, 'language', flag);
  if (chosen !== undefined && chosen.source !== 'file') {
    // A language asked for on this run must exist; a short tag ('ja') is understood.
    const language = matchLanguage(chosen.value);
    return language === undefined
      ? usageRefusal('LANGUAGE_UNSUPPORTED', {
          key: 'cli.usage.badLanguage',
          params: { language: chosen.value, languages: LANGUAGES.join(', ') },
        })
      : { error: false, value: { value: language, source: chosen.source } };
  }
  const saved = chosen?.value;
  if (isLanguage(saved)) return { error: false, value: { value: saved, source: 'file' } };
  const system = systemLanguages(input.env);
  const language = resolveLanguage(undefined, system);
  const fromSystem = system.some((tag) => matchLanguage(tag) === language);
  return { error: false, value: { value: language, source: fromSystem ? 'system' : 'default' } };
};

/**
 * The run's settings: each from its flag, else its environment variable, else the config file, else
 * the default (the API at http://localhost:8080/api; the live feed beside it; the site token from the
 * portal page; the language from the system's locale, else en-US). Addresses and languages given on
 * this run are checked before anything is called.
 */
export const resolveSettings = (input: SettingsInput): Outcome<Settings> => {
  const language = resolveLanguageSetting(input, input.flags.lang);
  if (language.error) return language;

  const api = pick(input, 'api', input.flags.api) ?? { value: DEFAULT_API_URL, source: 'default' };
  if (!hasScheme(api.value, ['http:', 'https:'])) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.badUrl',
      params: { option: '--api', url: api.value },
    });
  }
  const ws = pick(input, 'ws', input.flags.ws) ?? { value: wsUrlOf(api.value), source: api.source };
  if (!hasScheme(ws.value, ['ws:', 'wss:'])) {
    return usageRefusal('INVALID_PARAMETERS', {
      key: 'cli.usage.badUrl',
      params: { option: '--ws', url: ws.value },
    });
  }
  const siteToken = pick(input, 'siteToken', input.flags.siteToken);
  return { error: false, value: { api, ws, siteToken, language: language.value } };
};

/** The settings without flags, variables or config file, in the system's language: for reporting problems. */
export const defaultSettings = (env: SettingsInput['env']): Settings => {
  const systemOnly = Object.fromEntries(SYSTEM_LANGUAGE_VARS.map((name) => [name, env[name]]));
  const resolved = resolveSettings({ flags: {}, env: systemOnly, file: new Map() });
  if (resolved.error) throw new Error('the default settings always resolve');
  return resolved.value;
};

/**
 * A value for `config set`, checked like the same value given as a flag: API and live-feed addresses
 * with their schemes, a supported language (stored in its full form), a token without spaces.
 */
export const checkConfigValue = (key: ConfigKey, value: string): Outcome<string> => {
  const trimmed = value.trim();
  switch (key) {
    case 'api':
      return hasScheme(trimmed, ['http:', 'https:'])
        ? { error: false, value: trimmed }
        : usageRefusal('INVALID_PARAMETERS', {
            key: 'cli.usage.badUrl',
            params: { option: key, url: trimmed },
          });
    case 'ws':
      return hasScheme(trimmed, ['ws:', 'wss:'])
        ? { error: false, value: trimmed }
        : usageRefusal('INVALID_PARAMETERS', {
            key: 'cli.usage.badUrl',
            params: { option: key, url: trimmed },
          });
    case 'language': {
      const language = matchLanguage(trimmed);
      return language === undefined
        ? usageRefusal('LANGUAGE_UNSUPPORTED', {
            key: 'cli.usage.badLanguage',
            params: { language: trimmed, languages: LANGUAGES.join(', ') },
          })
        : { error: false, value: language };
    }
    case 'siteToken':
      return /^\S+$/.test(trimmed) ? { error: false, value: trimmed } : usageRefusal('JWT_FORMAT');
  }
};
