import {
  hyperlinkContextFor,
  type ErrorCode,
  type Language,
  type SessionService,
  type SiteInfo,
} from '@signal-portal/core';
import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { DocumentHead } from '../adapters/document-head.js';
import { settled } from './settled.js';
import type { UiStore } from './ui.store.js';

export interface SiteStoreDeps {
  readonly session: SessionService;
  readonly head: DocumentHead;
  readonly ui: UiStore;
  /** The interface language, for the hyperlink's text (the LanguageStore). */
  readonly language: { readonly language: Language };
}

/** The site's info from GET /entry: its branding (name, logo, favicon) and the header's hyperlink. */
export class SiteStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  info: SiteInfo | null = null;

  constructor(private readonly deps: SiteStoreDeps) {
    makeAutoObservable<SiteStore, 'deps'>(this, { deps: false, info: observable.ref }, { autoBind: true });
    deps.session.subscribe((state) => this.setInfo(state.siteInfo));
    // The page's title and favicon follow the site's branding.
    reaction(
      () => this.info,
      (info) => {
        if (!info) return;
        deps.head.setTitle(info.siteName);
        deps.head.setFavicon(info.favicon);
      },
    );
  }

  /**
   * The header's external link, unless the site hides it or has none; its text in the interface
   * language when the site gives one, else the site's one text.
   */
  get hyperlink(): { readonly text: string; readonly url: string } | null {
    const info = this.info;
    if (!info || info.hyperlinkHide || info.hyperlinkUrl === '') return null;
    const text = hyperlinkContextFor(info, this.deps.language.language);
    return text === '' ? null : { text, url: info.hyperlinkUrl };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await settled(this.deps.ui.track(this.deps.session.loadSiteInfo()));
    runInAction(() => {
      this.status = result.error ? 'failed' : 'ready';
      this.errorCode = result.error ? result.value : null;
    });
    if (result.error) await this.deps.ui.showError(result.value);
  }

  /** The connection came back: a failed load is tried again. */
  recover(): void {
    if (this.status === 'failed') void this.load();
  }

  private setInfo(info: SiteInfo | null): void {
    this.info = info;
  }
}
