import { httpStatusOf, type Http, type HttpRequest, type HttpResponse } from '@signal-portal/core';

/** What the retry needs of the run's site token (RunSiteToken). */
export interface RefreshableSiteToken {
  readonly current: string;
  /** Reads the token again after the API refused `refused`; true when another one stands in its place. */
  refresh(refused: string): Promise<boolean>;
}

const REFUSED_STATUS = httpStatusOf('JWT_FORMAT');
const BEARER = /^Bearer\s+(\S+)$/i;

/** The site token a request carries in its Authorization header, whatever the header's spelling. */
const tokenOf = (request: HttpRequest): string | undefined => {
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() === 'authorization') return BEARER.exec(value)?.[1];
  }
  return undefined;
};

const withToken = (request: HttpRequest, token: string): HttpRequest => ({
  ...request,
  headers: Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) =>
      name.toLowerCase() === 'authorization' ? [name, `Bearer ${token}`] : [name, value],
    ),
  ),
});

const isSiteTokenRefusal = (body: string): boolean => {
  try {
    return (JSON.parse(body) as { error?: unknown } | null)?.error === 'JWT_FORMAT';
  } catch {
    return false;
  }
};

/** The answer again, its body already read (a refusal that is not the site token's). */
const replay = (response: HttpResponse, body: string): HttpResponse => ({
  status: response.status,
  headers: response.headers,
  text: () => Promise.resolve(body),
  stream: async function* () {
    yield await Promise.resolve(Buffer.from(body, 'utf8'));
  },
});

/**
 * The transport of a run whose site token may come from the cache: a call the API refuses with
 * JWT_FORMAT (401, before any route runs, so nothing was done) while carrying the cached token is sent
 * once more with the token the portal page names now. Any other answer passes untouched; only 401
 * bodies are read here, and handed on as read.
 */
export class SiteTokenRetryHttp implements Http {
  constructor(
    private readonly inner: Http,
    private readonly token: RefreshableSiteToken,
  ) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    const response = await this.inner.send(request);
    const sent = tokenOf(request);
    if (response.status !== REFUSED_STATUS || sent === undefined || sent === '') return response;
    const body = await response.text();
    if (!isSiteTokenRefusal(body)) return replay(response, body);
    if (!(await this.token.refresh(sent)) || this.token.current === sent) return replay(response, body);
    return this.inner.send(withToken(request, this.token.current));
  }

  /** Closes the inner transport's connections, as the run's end expects. */
  async close(): Promise<void> {
    const close = (this.inner as { close?: unknown }).close;
    if (typeof close === 'function') await Promise.resolve(close.call(this.inner));
  }
}
