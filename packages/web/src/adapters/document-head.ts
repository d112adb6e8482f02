import { LANGUAGE_COOKIE, type Language } from '@signal-portal/core';

/** The parts of the page outside the React tree: title, favicon and the `lang` of <html>. */
export interface DocumentHead {
  setTitle(title: string): void;
  setFavicon(href: string): void;
  setLanguage(language: Language): void;
}
export const DocumentHead = Symbol('DocumentHead');

/** A tab's title: "<page> · <site name>", either alone when the other is empty. */
export const tabTitle = (page: string, siteName: string): string =>
  [page, siteName].filter((part) => part !== '').join(' · ');

/** DocumentHead over the browser's document. */
export class BrowserDocumentHead implements DocumentHead {
  constructor(private readonly doc: Document = document) {}

  setTitle(title: string): void {
    if (title !== '') this.doc.title = title;
  }

  setFavicon(href: string): void {
    if (href === '') return;
    let link = this.doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = this.doc.createElement('link');
      link.rel = 'icon';
      this.doc.head.append(link);
    }
    if (link.getAttribute('href') !== href) link.href = href;
  }

  setLanguage(language: Language): void {
    this.doc.documentElement.lang = language;
    // Repeated for the server, which sends a guest's next first view in it (a year, like the saved choice).
    this.doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}
