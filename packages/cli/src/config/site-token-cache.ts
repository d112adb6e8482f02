import type { KeyValueStore } from '@signal-portal/core';

/** The cache's key of an API address: the address as configured, without trailing slashes. */
export const siteTokenKeyOf = (apiUrl: string): string => apiUrl.replace(/\/+$/, '');

/** The `exp` claim of a JWT (seconds since the epoch), undefined when it has none or is not a JWT. */
export const expiryOf = (token: string): number | undefined => {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The site token each API address's portal page named, kept between runs (`site-tokens.json` in the
 * config directory, mode 0600 like the session) so a command does not fetch the page before every
 * call. A cache, not settings: `config` never shows it and reading commands may fill it. An entry is
 * read again from the page when it is missing, when the token carries an expiry that has passed (the
 * platform's tokens carry none today), or when the API refuses it (RunSiteToken.refresh).
 */
export class SiteTokenCache {
  constructor(
    private readonly store: KeyValueStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached token of this API address, unless absent or expired. */
  async get(apiUrl: string): Promise<string | undefined> {
    const token = await this.store.get(siteTokenKeyOf(apiUrl));
    if (token === undefined || token === '') return undefined;
    const exp = expiryOf(token);
    return exp !== undefined && exp * 1000 <= this.now() ? undefined : token;
  }

  /** Keeps the token the page named; a cache that cannot be written costs the next run a page read only. */
  async set(apiUrl: string, token: string): Promise<void> {
    await this.store.set(siteTokenKeyOf(apiUrl), token).catch(() => undefined);
  }
}
