import type { Language } from './languages.js';
import { enUS, type LocaleResource } from './locales/en-US.js';
import { jaJP } from './locales/ja-JP.js';
import { myMM } from './locales/my-MM.js';
import { viVN } from './locales/vi-VN.js';
import { zhCN } from './locales/zh-CN.js';
import { zhTW } from './locales/zh-TW.js';

export type { DeepStringShape, LocaleResource } from './locales/en-US.js';

/** Every interface language's texts; en-US is the reference whose key set the others must match. */
export const RESOURCES: Readonly<Record<Language, LocaleResource>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  'en-US': enUS,
  'my-MM': myMM,
  'vi-VN': viVN,
  'ja-JP': jaJP,
};

/** A resource tree as i18next takes it: plain, mutable nested objects of strings. */
export type MutableResource = { [key: string]: string | MutableResource };

type ResourceTree = { readonly [key: string]: string | ResourceTree };

const copyTree = (node: ResourceTree): MutableResource => {
  const copy: MutableResource = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = typeof value === 'string' ? value : copyTree(value);
  }
  return copy;
};

/**
 * The shape i18next's `init({ resources })` expects: one `translation` namespace per language.
 * Fresh copies each call, because i18next's resource store mutates what it is given.
 */
export const toI18nextResources = (): Record<Language, { translation: MutableResource }> => {
  const result = {} as Record<Language, { translation: MutableResource }>;
  for (const [language, resource] of Object.entries(RESOURCES) as [Language, LocaleResource][]) {
    result[language] = { translation: copyTree(resource) };
  }
  return result;
};

/** Every text of a resource by its dot path ('signal.status.PASSED' -> 'Approved'), in key order. */
export const flattenResource = (resource: LocaleResource): ReadonlyMap<string, string> => {
  const entries = new Map<string, string>();
  const visit = (node: ResourceTree, prefix: string): void => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix === '' ? key : `${prefix}.${key}`;
      if (typeof value === 'string') entries.set(path, value);
      else visit(value, path);
    }
  };
  visit(resource, '');
  return entries;
};
