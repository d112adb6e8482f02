import type { SiteInfo } from '@signal-portal/core';

/** Sites change rarely; a short cache keeps their look-up off the database on the hot paths. */
export const SITE_CACHE_MS = 5_000;
/** Keys come from requests (host names): past this many the cache starts over. */
const MAX_ENTRIES = 1_000;

/**
 * A site look-up remembered for SITE_CACHE_MS per key (a site id, a host name), absent sites
 * included, so an operator's change shows within seconds on every process.
 */
export const cachedSiteLookup = (
  load: (key: string) => Promise<SiteInfo | undefined>,
): ((key: string) => Promise<SiteInfo | undefined>) => {
  const cache = new Map<string, { site: SiteInfo | undefined; until: number }>();
  return async (key) => {
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.site;
    const site = await load(key);
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { site, until: Date.now() + SITE_CACHE_MS });
    return site;
  };
};
