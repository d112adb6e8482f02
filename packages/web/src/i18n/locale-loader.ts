import type { Language } from '@signal-portal/core';
import type { LocaleGroup } from './locale-groups.js';

/** A part of a language's text tree: some namespaces, each a nested record of strings. */
export type LocaleBundle = { readonly [key: string]: string | LocaleBundle };

/** Where each language's group of texts is (the build writes one JSON file per pair). */
export type LocaleManifest = Readonly<Record<Language, Readonly<Record<LocaleGroup, string>>>>;

/** Fetches the texts of one group of namespaces in one language. */
export interface LocaleLoader {
  load(language: Language, group: LocaleGroup): Promise<LocaleBundle>;
}
export const LocaleLoader = Symbol('LocaleLoader');
