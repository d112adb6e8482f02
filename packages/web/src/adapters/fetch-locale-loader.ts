import type { Language } from '@signal-portal/core';
import type { LocaleGroup } from '../i18n/locale-groups.js';
import type { LocaleBundle } from '../i18n/locale-groups.js';
import type { LocaleLoader, LocaleManifest } from '../i18n/locale-loader.js';

export type FetchText = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** The LocaleLoader of the browser: fetches a group's JSON file named by the build's manifest. */
export class FetchLocaleLoader implements LocaleLoader {
  constructor(
    private readonly manifest: LocaleManifest,
    private readonly fetchText: FetchText = (url) => fetch(url),
  ) {}

  async load(language: Language, group: LocaleGroup): Promise<LocaleBundle> {
    const url = this.manifest[language][group];
    const response = await this.fetchText(url);
    if (!response.ok) throw new Error(`texts ${language}/${group}: HTTP ${response.status} from ${url}`);
    return (await response.json()) as LocaleBundle;
  }
}
