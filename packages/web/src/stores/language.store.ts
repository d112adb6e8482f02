import {
  FALLBACK_LANGUAGE,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type ErrorCode,
  type Language,
  type LanguageService,
  type SessionService,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { DocumentHead } from '../adapters/document-head.js';
import type { LocaleTexts } from '../i18n/locale-texts.js';
import type { UiStore } from './ui.store.js';

export interface LanguageOption {
  readonly value: Language;
  /** The language's own name, the same in every interface language. */
  readonly label: string;
}

export interface LanguageStoreDeps {
  readonly languages: LanguageService;
  readonly session: SessionService;
  readonly texts: LocaleTexts;
  readonly head: DocumentHead;
  readonly ui: UiStore;
}

/**
 * The interface language. The core's LanguageService decides it (saved choice, browser, en-US; a
 * member's own language at start; a pick saved locally and for members on the server); this store
 * shows it once its texts are loaded, so the screen never mixes two languages.
 */
export class LanguageStore {
  /** The language on screen. */
  language: Language = FALLBACK_LANGUAGE;
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  private shown: Promise<void> = Promise.resolve();
  private attempt = 0;

  constructor(private readonly deps: LanguageStoreDeps) {
    makeAutoObservable<LanguageStore, 'deps' | 'shown' | 'attempt'>(
      this,
      { deps: false, shown: false, attempt: false },
      { autoBind: true },
    );
  }

  get options(): readonly LanguageOption[] {
    return LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value] }));
  }

  /**
   * Resolves the initial language and starts loading its texts (`settled()` tells when they are on
   * screen); from then on every change of the service's language is followed.
   */
  async init(): Promise<void> {
    this.follow(await this.deps.languages.init());
    this.deps.languages.subscribe((language) => this.follow(language));
  }

  /** Resolves when the latest language change is on screen (or has failed). */
  settled(): Promise<void> {
    return this.shown;
  }

  /** The user picked a language in the header. */
  async choose(language: Language): Promise<void> {
    // Compared with the latest choice, not the language on screen: picking the shown language back
    // while another one is still loading must win over that one.
    if (language === this.deps.languages.language) return;
    const result = await this.deps.ui.track(this.deps.session.changeLanguage(language));
    await this.shown;
    if (result.error) await this.deps.ui.showError(result.value);
    else if (this.status === 'ready') this.deps.ui.showToast('check', 'toast.languageChanged');
  }

  /** The connection came back: a language whose texts could not be loaded is shown now. */
  recover(): void {
    if (this.status === 'failed') this.follow(this.deps.languages.language);
  }

  private follow(language: Language): void {
    this.shown = this.show(language);
  }

  private async show(language: Language): Promise<void> {
    const attempt = ++this.attempt;
    this.status = 'loading';
    try {
      await this.deps.texts.loadFor(language);
      if (attempt !== this.attempt) return; // a newer choice won
      await this.deps.texts.i18n.changeLanguage(language);
    } catch {
      if (attempt === this.attempt) await this.failed('NETWORK_ERROR');
      return;
    }
    this.deps.head.setLanguage(language);
    runInAction(() => {
      this.language = language;
      this.status = 'ready';
      this.errorCode = null;
    });
  }

  private async failed(code: ErrorCode): Promise<void> {
    this.status = 'failed';
    this.errorCode = code;
    await this.deps.ui.showError(code);
  }
}
