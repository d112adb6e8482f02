import type { ApiClient } from '../api/api-client.js';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  type Language,
} from '../i18n/languages.js';
import type { KeyValueStore } from '../ports/key-value-store.port.js';
import { fail, ok, type Result } from '../shared/result.js';

export interface LanguageServiceDeps {
  readonly store: KeyValueStore;
  /** Needed to send a member's choice to the server. */
  readonly api?: ApiClient;
  /** The browser's (or the CLI's LANG) preferred languages, best first. */
  readonly preferredLanguages?: () => readonly string[];
}

/**
 * The interface language (spec section 4): initially the one saved locally, else the first supported
 * preferred language, else en-US; a choice is saved locally and, for members, sent to the server.
 */
export class LanguageService {
  private current: Language = FALLBACK_LANGUAGE;
  private readonly listeners = new Set<(language: Language) => void>();

  constructor(private readonly deps: LanguageServiceDeps) {}

  get language(): Language {
    return this.current;
  }

  subscribe(listener: (language: Language) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves and applies the initial language. */
  async init(): Promise<Language> {
    const saved = await this.deps.store.get(LANGUAGE_STORAGE_KEY);
    this.set(resolveLanguage(saved, this.deps.preferredLanguages?.() ?? []));
    return this.current;
  }

  /** Applies and saves a language locally without telling the server (e.g. the user's own). */
  async apply(language: Language): Promise<void> {
    this.set(language);
    await this.deps.store.set(LANGUAGE_STORAGE_KEY, language);
  }

  /**
   * The user picked a language: applied and saved at once, then for a member PUT /user/language.
   * The local choice stands even when the server call fails; the failure is returned for a toast.
   */
  async choose(language: string, options: { readonly member: boolean }): Promise<Result<Language>> {
    if (!isLanguage(language)) return fail('LANGUAGE_UNSUPPORTED');
    await this.apply(language);
    if (!options.member || this.deps.api === undefined) return ok(language);
    const saved = await this.deps.api.call('PUT /user/language', { body: { language } });
    return saved.error ? saved : ok(language);
  }

  private set(language: Language): void {
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener(language);
  }
}
