import type { Result } from '@signal-portal/core';
import type { SiteTokenCache } from '../config/site-token-cache.js';

/** Where this run's site token came from: configured (flag, env, file), the cache, or the page now. */
export type SiteTokenSource = 'configured' | 'cache' | 'page';

export interface RunSiteTokenDeps {
  readonly apiUrl: string;
  /** The token given by --site-token, the environment or the config file; never cached or replaced. */
  readonly configured: string | undefined;
  readonly cache: SiteTokenCache;
  /** Reads the token from the portal page (discoverSiteToken over the run's transport). */
  readonly readPage: () => Promise<Result<string>>;
}

/**
 * The site token of one run. A configured token is used as given. Otherwise the cached token of the
 * API address is used, and the portal page is read only when there is none; when the API refuses a
 * cached token (JWT_FORMAT: the platform's key or the site changed), the page is read again, once per
 * run, and the refused call is sent again with what it names (SiteTokenRetryHttp).
 */
export class RunSiteToken {
  private value = '';
  private from: SiteTokenSource = 'page';
  private refreshing: Promise<boolean> | undefined;

  constructor(private readonly deps: RunSiteTokenDeps) {}

  /** The token every call sends (read at each call by the ApiClient). */
  get current(): string {
    return this.value;
  }

  get source(): SiteTokenSource {
    return this.from;
  }

  /** Before the first call: the configured token, the cached one, or the page's (then cached). */
  async resolve(): Promise<Result<string>> {
    const { configured, cache, apiUrl } = this.deps;
    if (configured !== undefined) return this.use(configured, 'configured');
    const cached = await cache.get(apiUrl);
    if (cached !== undefined) return this.use(cached, 'cache');
    const found = await this.deps.readPage();
    if (found.error) return found;
    await cache.set(apiUrl, found.value);
    return this.use(found.value, 'page');
  }

  /**
   * The API refused `refused`: when it was the cached token, reads the page again (once per run, shared
   * by calls refused together) and answers whether a different token now stands in its place.
   */
  refresh(refused: string): Promise<boolean> {
    if (this.refreshing !== undefined) return this.refreshing;
    if (this.from !== 'cache' || refused !== this.value) return Promise.resolve(false);
    this.refreshing = this.reread(refused);
    return this.refreshing;
  }

  private async reread(refused: string): Promise<boolean> {
    const found = await this.deps.readPage();
    if (found.error || found.value === refused) return false;
    await this.deps.cache.set(this.deps.apiUrl, found.value);
    this.use(found.value, 'page');
    return true;
  }

  private use(token: string, from: SiteTokenSource): Result<string> {
    this.value = token;
    this.from = from;
    return { error: false, value: token };
  }
}
