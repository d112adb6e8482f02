import {
  hyperlinkContextFor,
  isLanguage,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type Language,
  type SiteInfo,
} from '@signal-portal/core';
import { escapeHtml, safeImageUrl } from './entry-page.js';

/**
 * dist/first-view.json, which the web build writes (packages/web/scripts/first-view.mjs): a guest's
 * first view of some paths (the landing page), rendered by the app's components in each language and
 * each shape of branding, with placeholders for the site's values; and each language's shell texts.
 */
export interface FirstViewFile {
  readonly placeholders: {
    readonly siteName: string;
    readonly logoUrl: string;
    readonly linkText: string;
    readonly linkUrl: string;
  };
  /** Each language's URL of the shell's texts, which the app fetches first. */
  readonly texts: Readonly<Partial<Record<Language, string>>>;
  /** path -> language -> variant ('name' | 'logo' | 'name-link' | 'logo-link') -> markup of #root. */
  readonly views: Readonly<
    Record<string, Readonly<Partial<Record<Language, Readonly<Record<string, string>>>>>>
  >;
}

/** The first view for one request: the markup of #root, its language and the texts the app will fetch. */
export interface FirstView {
  readonly html: string;
  readonly language: Language;
  readonly textsUrl: string | undefined;
}

/** A value of a `Cookie` header by name, or undefined. */
export const cookieOf = (header: string | undefined, name: string): string | undefined => {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
};

/** The language tags of an `Accept-Language` header, the most wanted first (q=0 left out). */
export const acceptedLanguages = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);

/**
 * The language the app will show a guest, as its LanguageService decides it: the one on screen last
 * time (the app repeats it in a cookie), else the browser's, else en-US.
 */
export const firstViewLanguage = (
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language => {
  const saved = cookieOf(cookieHeader, LANGUAGE_COOKIE);
  return resolveLanguage(isLanguage(saved) ? saved : null, acceptedLanguages(acceptLanguage));
};

/** Only http(s) addresses for the header link. */
const isWebUrl = (value: string): boolean => /^https?:\/\//i.test(value.trim());

type Branding = Pick<
  SiteInfo,
  | 'siteName'
  | 'lightLogo'
  | 'hyperlinkContext'
  | 'hyperlinkContextByLanguage'
  | 'hyperlinkUrl'
  | 'hyperlinkHide'
>;

/**
 * A guest's first view of `path` in `language` for a site, or undefined when the path has none: the
 * variant of the site's shape of branding with its values (escaped) in place of the placeholders, the
 * header link as the app shows it (its text in the language, hidden when the site hides it).
 */
export const firstViewFor = (
  file: FirstViewFile,
  path: string,
  language: Language,
  site: Branding,
): FirstView | undefined => {
  const variants = file.views[path]?.[language];
  if (!variants) return undefined;
  const logo = safeImageUrl(site.lightLogo);
  const linkText = hyperlinkContextFor(site, language);
  const link =
    !site.hyperlinkHide && site.hyperlinkUrl !== '' && linkText !== '' && isWebUrl(site.hyperlinkUrl);
  const template = variants[`${logo ? 'logo' : 'name'}${link ? '-link' : ''}`];
  if (template === undefined) return undefined;
  const { placeholders } = file;
  const html = template
    .replaceAll(placeholders.siteName, escapeHtml(site.siteName))
    .replaceAll(placeholders.logoUrl, escapeHtml(logo))
    .replaceAll(placeholders.linkText, escapeHtml(link ? linkText : ''))
    .replaceAll(placeholders.linkUrl, escapeHtml(link ? site.hyperlinkUrl.trim() : ''));
  return { html, language, textsUrl: file.texts[language] };
};

/** The built page's preloads of the app's modules, its stylesheet links and its boot script. */
const MODULE_PRELOAD = /[ \t]*<link rel="preload" as="script" crossorigin href="([^"]+)">\n?/g;
const STYLESHEET = /[ \t]*<link rel="stylesheet" href="([^"]+)">\n?/g;
const BOOT_SCRIPT = /<script defer src="([^"]+)" data-app="([^"]+)"><\/script>/;

/**
 * With a first view, nothing the app needs is fetched before that view has painted: the preloads of its
 * modules and its whole stylesheet (the view's own CSS is inlined) leave the page and go to the boot
 * script (web scripts/boot.js), which adds them once the first contentful paint is there, then starts
 * the app. Measured: they held the parser and the first paint about 100 ms on this machine. A page
 * without a boot script (an older build) keeps them.
 */
export const deferAppFiles = (page: string): string => {
  const boot = BOOT_SCRIPT.exec(page);
  if (!boot) return page;
  const modules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const styles = [...page.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  // The values are attribute text of the built page already, so they go back as they are.
  const script =
    `<script defer src="${boot[1] ?? ''}" data-app="${boot[2] ?? ''}" data-after-paint=""` +
    ` data-styles="${styles.join(' ')}" data-modules="${modules.join(' ')}"></script>`;
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(BOOT_SCRIPT, () => script);
};

/**
 * The entry page with a first view: its markup in #root, <html lang> its language, the shell's texts of
 * that language fetched at once (the app asks for them with `fetch`, hence `crossorigin`). The page is
 * one whose app files are deferred already (deferAppFiles, done once per build by the entry route).
 */
export const injectFirstView = (page: string, view: FirstView): string => {
  const preload = view.textsUrl
    ? `  <link rel="preload" as="fetch" href="${escapeHtml(view.textsUrl)}" crossorigin>\n  `
    : '';
  return (
    page
      .replace(
        /<html([^>]*?)\slang="[^"]*"/i,
        (_match, before: string) => `<html${before} lang="${view.language}"`,
      )
      .replace(/<\/head>/i, () => `${preload}</head>`)
      // Marked until the app replaces it (web main.tsx): until then its controls are only a picture.
      .replace(/<div id="root"><\/div>/i, () => `<div id="root" data-first-view="">${view.html}</div>`)
  );
};
