import type { Language } from '../../i18n/languages.js';
import type { IsoDateTime } from '../../shared/time.js';

/** The header hyperlink's text in some interface languages (language -> text). */
export type HyperlinkContextByLanguage = Readonly<Partial<Record<Language, string>>>;

/** The longest hyperlink text a site may set, in each language. */
export const HYPERLINK_CONTEXT_MAX_LENGTH = 100;

/** A site (white-label tenant) as returned by `GET /entry` (spec section 3). */
export interface SiteInfo {
  readonly id: string;
  readonly name: string;
  readonly domain: string;
  readonly apiDomain: string;
  readonly wsDomain: string;
  readonly siteName: string;
  readonly favicon: string;
  readonly lightLogo: string;
  /** The header hyperlink's text (the spec's one text; shown in any language without its own). */
  readonly hyperlinkContext: string;
  /**
   * Not in the spec, optional so the call stays compatible: the hyperlink's text per interface
   * language. A language missing here (or an older server leaving the field out) shows `hyperlinkContext`.
   */
  readonly hyperlinkContextByLanguage?: HyperlinkContextByLanguage;
  readonly hyperlinkUrl: string;
  readonly hyperlinkHide: boolean;
  readonly enable: boolean;
  readonly certificateIsReady: boolean;
  readonly ingressIsReady: boolean;
  readonly createdAt: IsoDateTime;
  readonly updatedAt: IsoDateTime;
}

/** The hyperlink's text in a language: the site's own text for it when set, else its one text. */
export const hyperlinkContextFor = (
  site: Pick<SiteInfo, 'hyperlinkContext' | 'hyperlinkContextByLanguage'>,
  language: Language,
): string => {
  const own = site.hyperlinkContextByLanguage?.[language];
  return typeof own === 'string' && own.trim() !== '' ? own.trim() : site.hyperlinkContext;
};
