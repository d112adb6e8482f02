import type { Language } from '@signal-portal/core';
import type { LocaleBundle, LocaleGroup } from './locale-groups.js';

/** Where each language's group of texts is (the build writes one JSON file per pair). */
export type LocaleManifest = Readonly<Record<Language, Readonly<Record<LocaleGroup, string>>>>;

/** Fetches the texts of one group of namespaces in one language. */
export interface LocaleLoader {
  load(language: Language, group: LocaleGroup): Promise<LocaleBundle>;
}
export const LocaleLoader = Symbol('LocaleLoader');
