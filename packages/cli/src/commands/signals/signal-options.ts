import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  CONN_METHODS,
  PLATFORMS,
  connMethodsFor,
  isPlatform,
  platformOffers,
  validateFollowSetting,
  validateImage,
  type ConnMethod,
  type DecimalString,
  type FollowSetting,
  type MultipartFile,
  type Platform,
} from '@signal-portal/core';
import type { Outcome, RawInput } from '../../runner/command.js';
import { stringOption } from '../../runner/options.js';
import { asUsage, succeed, usageRefusal } from '../../runner/usage.js';

/** How the command line names a connection method: `account-link`, `ea`, `api-key` (any case, `_` or `-`). */
export const METHOD_CHOICES = ['account-link', 'ea', 'api-key'] as const;

const methodOfChoice = (value: string): ConnMethod | undefined =>
  CONN_METHODS.find((method) => method === value.trim().toUpperCase().replace(/-/g, '_'));

const choicesText = (choices: readonly string[]): string => choices.join(', ');

export const platformValue = (value: string): Outcome<Platform> => {
  const platform = value.trim().toUpperCase();
  return isPlatform(platform)
    ? succeed(platform)
    : usageRefusal('PLATFORM_UNSUPPORTED', {
        key: 'cliSignals.usage.badPlatform',
        params: { value, choices: choicesText(PLATFORMS) },
      });
};

export const methodValue = (value: string): Outcome<ConnMethod> => {
  const method = methodOfChoice(value);
  return method !== undefined
    ? succeed(method)
    : usageRefusal('INVALID_PARAMETERS', {
        key: 'cliSignals.usage.badMethod',
        params: { value, choices: choicesText(METHOD_CHOICES) },
      });
};

/** The command line's name of a method, for messages. */
export const methodChoiceOf = (method: ConnMethod): string => method.toLowerCase().replace(/_/g, '-');

/** Core's platformOffers: the web offers only these pairs, and the server refuses the others. */
export const offeredMethod = (platform: Platform, method: ConnMethod): Outcome<ConnMethod> =>
  platformOffers(platform, method)
    ? succeed(method)
    : usageRefusal('PLATFORM_UNSUPPORTED', {
        key: 'cliSignals.usage.methodNotOffered',
        params: {
          platform,
          method: methodChoiceOf(method),
          methods: choicesText(connMethodsFor(platform).map(methodChoiceOf)),
        },
      });

/** The method when the platform offers only one (Binance: API key; TWSE: account link). */
export const onlyMethodOf = (platform: Platform): ConnMethod | undefined => {
  const methods = connMethodsFor(platform);
  return methods.length === 1 ? methods[0] : undefined;
};

export const FOLLOW_OPTIONS = ['--min-investment', '--max-investment', '--profit-share'] as const;

/** `--min-investment`, `--max-investment`, `--profit-share` as typed, each possibly absent. */
export type FollowSettingFlags = Partial<FollowSetting>;

export const followSettingFlags = (raw: RawInput): FollowSettingFlags => {
  const investmentMin = stringOption(raw, 'minInvestment');
  const investmentMax = stringOption(raw, 'maxInvestment');
  const profitSharePercent = stringOption(raw, 'profitShare');
  return {
    ...(investmentMin === undefined ? {} : { investmentMin }),
    ...(investmentMax === undefined ? {} : { investmentMax }),
    ...(profitSharePercent === undefined ? {} : { profitSharePercent }),
  };
};

export const hasFollowFlags = (flags: FollowSettingFlags): boolean => Object.keys(flags).length > 0;

/**
 * The follow setting the flags give over `base` (the saved one when editing), checked by core's
 * validateFollowSetting against the signal's max drawdown. Without a base all three are needed.
 */
export const followSettingOf = (
  flags: FollowSettingFlags,
  base: FollowSetting | undefined,
  maxDrawdown: DecimalString,
): Outcome<FollowSetting> => {
  const merged = { ...base, ...flags };
  if (
    merged.investmentMin === undefined ||
    merged.investmentMax === undefined ||
    merged.profitSharePercent === undefined
  ) {
    return usageRefusal('FIELD_REQUIRED', {
      key: 'cliSignals.usage.followIncomplete',
      params: { options: FOLLOW_OPTIONS.join(', ') },
    });
  }
  return asUsage(validateFollowSetting(merged as FollowSetting, { maxDrawdown }));
};

/** The image file for the signal: read, then checked as the web's picker does (PNG, JPEG or WebP, 2 MB). */
export const readSignalImage = async (
  path: string,
): Promise<Outcome<Pick<MultipartFile, 'filename' | 'data'>>> => {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(path));
  } catch {
    return usageRefusal('FILE_UPLOAD', { key: 'cliSignals.usage.cannotRead', params: { path } });
  }
  const image = validateImage(data);
  return image.error ? image : succeed({ filename: basename(path), data });
};
