import { fail, ok, type Http, type Result } from '@signal-portal/core';

/** The portal's entry page names the site token in a meta tag; both attribute orders are accepted. */
const META_PATTERNS = [
  /<meta\s+[^>]*name=["']site-token["'][^>]*content=["']([^"']*)["'][^>]*>/i,
  /<meta\s+[^>]*content=["']([^"']*)["'][^>]*name=["']site-token["'][^>]*>/i,
];

/** The portal page beside an API: `https://host/api` -> `https://host/`. */
export const portalPageOf = (apiUrl: string): string =>
  `${apiUrl.replace(/\/+$/, '').replace(/\/api$/, '')}/`;

export const siteTokenInPage = (html: string): string | undefined => {
  for (const pattern of META_PATTERNS) {
    const token = pattern.exec(html)?.[1];
    if (token !== undefined && token !== '') return token;
  }
  return undefined;
};

/**
 * Finds the site token when none is configured, the way the web app does: from the `site-token` meta
 * tag of the portal page at the API's address. NETWORK_ERROR when the page cannot be fetched,
 * JWT_FORMAT (the API's code for a missing token) when it has no token.
 */
export const discoverSiteToken = async (http: Http, apiUrl: string): Promise<Result<string>> => {
  let html: string;
  try {
    const response = await http.send({
      method: 'GET',
      url: portalPageOf(apiUrl),
      headers: { Accept: 'text/html' },
    });
    html = await response.text();
    if (response.status < 200 || response.status >= 300) return fail('JWT_FORMAT');
  } catch {
    return fail('NETWORK_ERROR');
  }
  const token = siteTokenInPage(html);
  return token === undefined ? fail('JWT_FORMAT') : ok(token);
};
