/** What the entry page tells the app through its meta tags (the server writes them). */
export interface PageConfig {
  /** The API's base URL, e.g. `https://portal.example/api`. */
  readonly apiDomain: string;
  /** The live feed's URL, e.g. `wss://portal.example/ws`. */
  readonly wsDomain: string;
  /** The site token sent as `Authorization: Bearer`. */
  readonly siteToken: string;
}
export const PageConfig = Symbol('PageConfig');

type MetaSource = Pick<Document, 'querySelector'>;

const metaContent = (source: MetaSource, name: string): string =>
  source.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

/** Reads the meta tags; without them (a page not served by the server) the page's own origin is used. */
export const readPageConfig = (source: MetaSource, origin: string): PageConfig => ({
  apiDomain: metaContent(source, 'api-domain') || `${origin}/api`,
  wsDomain: metaContent(source, 'ws-domain') || `${origin.replace(/^http/, 'ws')}/ws`,
  siteToken: metaContent(source, 'site-token'),
});
