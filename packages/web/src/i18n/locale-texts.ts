import type { Language } from '@signal-portal/core';
import type { i18n } from 'i18next';
import type { LocaleGroup } from './locale-groups.js';
import type { LocaleLoader } from './locale-loader.js';

/**
 * The texts i18next holds: which groups of namespaces the app needs so far (the shell from the start,
 * others when a screen asks), loaded per language before that language is shown.
 */
export class LocaleTexts {
  private readonly needed = new Set<LocaleGroup>(['shell']);
  private readonly loads = new Map<string, Promise<void>>();

  constructor(
    readonly i18n: i18n,
    private readonly loader: LocaleLoader,
  ) {}

  /** The language i18next shows now. */
  get language(): Language {
    return this.i18n.language as Language;
  }

  /** Loads every needed group of a language (each once); rejects when a chunk cannot be fetched. */
  async loadFor(language: Language): Promise<void> {
    await Promise.all([...this.needed].map((group) => this.loadGroup(language, group)));
  }

  /** From now on the group is needed in every language; resolves once it is there in the current one. */
  async require(group: LocaleGroup): Promise<void> {
    this.needed.add(group);
    await this.loadGroup(this.language, group);
  }

  private loadGroup(language: Language, group: LocaleGroup): Promise<void> {
    const key = `${language}/${group}`;
    let load = this.loads.get(key);
    if (!load) {
      load = this.loader.load(language, group).then((bundle) => {
        this.i18n.addResourceBundle(language, 'translation', bundle, true, true);
      });
      // A failed fetch (e.g. offline) may be tried again later.
      load.catch(() => this.loads.delete(key));
      this.loads.set(key, load);
    }
    return load;
  }
}
