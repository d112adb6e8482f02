import type { SiteInfo } from '@signal-portal/core';

/** What the page tells the web app (meta tags) and shows before it loads (branding). */
export interface EntryPageData {
  readonly apiDomain: string;
  readonly wsDomain: string;
  readonly siteToken: string;
  readonly site: Pick<SiteInfo, 'siteName' | 'favicon' | 'lightLogo'>;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML (both quote styles). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Only images a browser may load without running anything: http(s) URLs and image data URIs. */
export const safeImageUrl = (value: string): string =>
  /^(https?:\/\/|data:image\/(png|jpeg|webp|gif|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]|\/)/i.test(value)
    ? value
    : '';

/** `http://host:8080` -> `http://host:8080/api` and `ws://host:8080/ws` (https -> wss). */
export const endpointsOf = (publicUrl: string): { apiDomain: string; wsDomain: string } => {
  const base = publicUrl.replace(/\/+$/, '');
  return { apiDomain: `${base}/api`, wsDomain: `${base.replace(/^http/i, 'ws')}/ws` };
};

/** The head tags every entry page carries: the web app's configuration and the site's branding. */
export const entryHeadTags = (data: EntryPageData): string => {
  const favicon = safeImageUrl(data.site.favicon);
  return [
    `<meta name="api-domain" content="${escapeHtml(data.apiDomain)}">`,
    `<meta name="ws-domain" content="${escapeHtml(data.wsDomain)}">`,
    `<meta name="site-token" content="${escapeHtml(data.siteToken)}">`,
    ...(favicon ? [`<link rel="icon" href="${escapeHtml(favicon)}">`] : []),
  ].join('\n    ');
};

/**
 * Puts the entry tags into an HTML template (the built web app's index.html): the title becomes the
 * site's name, and the tags (replacing any meta of the same names) go at the end of <head>.
 */
export const injectEntryTags = (template: string, data: EntryPageData): string => {
  const title = `<title>${escapeHtml(data.site.siteName)}</title>`;
  let html = template
    .replace(/<meta\s+name="(api-domain|ws-domain|site-token)"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="(icon|shortcut icon)"[^>]*>\s*/gi, '');
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${entryHeadTags(data)}\n  </head>`);
};

/** The page served until the web app is built: the same tags and branding, and a short note. */
export const PLAIN_ENTRY_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title></title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: #0f172a; background: #f8fafc; }
      header { height: 64px; display: flex; align-items: center; padding: 0 24px; background: #fff;
        border-bottom: 1px solid #e2e8f0; }
      main { max-width: 40rem; margin: 4rem auto; padding: 0 24px; }
    </style>
  </head>
  <body>
    <header><!--logo--></header>
    <main>
      <h1><!--site-name--></h1>
      <p>The portal is coming soon. The API and the live feed are already running.</p>
    </main>
  </body>
</html>
`;

export const plainEntryPage = (data: EntryPageData): string => {
  const logo = safeImageUrl(data.site.lightLogo);
  const name = escapeHtml(data.site.siteName);
  return injectEntryTags(PLAIN_ENTRY_TEMPLATE, data)
    .replace('<!--logo-->', () => (logo ? `<img src="${escapeHtml(logo)}" alt="${name}" height="40">` : name))
    .replace('<!--site-name-->', () => name);
};

/**
 * The page's Content-Security-Policy: scripts only from this server, connections to the API and the
 * live feed, images also as data URIs (logos, favicons); nothing may frame the page.
 */
export const entryPageCsp = (data: Pick<EntryPageData, 'apiDomain' | 'wsDomain'>): string => {
  const origin = (url: string): string => {
    try {
      return new URL(url).origin;
    } catch {
      return '';
    }
  };
  const wsOrigin = (() => {
    try {
      const url = new URL(data.wsDomain);
      return `${url.protocol}//${url.host}`;
    } catch {
      return '';
    }
  })();
  const connect = ["'self'", origin(data.apiDomain), wsOrigin].filter((s) => s !== '' && s !== 'null');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // blob: for previews of images picked on the device (the signal image's crop) before upload.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
};

/** The hint a fresh server without any site shows (SEED_DEMO=0 on an empty database). */
export const NO_SITE_HINT =
  'No site is configured on this server yet. Create one with: ' +
  'npm run ops -- site create --name <name> --domain <host name> --site-name "<shown name>"';

/** The page served while no site exists: what to do, instead of an error. */
export const noSitePage = (): string =>
  PLAIN_ENTRY_TEMPLATE.replace('<title></title>', '<title>Signal portal</title>')
    .replace('<!--logo-->', 'Signal portal')
    .replace('<!--site-name-->', 'No site yet')
    .replace(/<p>[^<]*<\/p>/, () => `<p>${escapeHtml(NO_SITE_HINT)}</p>`);
