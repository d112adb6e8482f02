import type { Http, HttpRequest, HttpResponse } from '@signal-portal/core';

/** Milliseconds since some fixed moment (performance.now in production). */
export type Stopwatch = () => number;

/**
 * The transport with `--verbose`: one line per request on stderr, `GET /api/user -> 200 (12 ms)`.
 * Only the method, the path (no query: it may hold an email or a phone number) and the status;
 * never headers or bodies, which carry the site token, the session cookie and codes.
 */
export class VerboseHttp implements Http {
  constructor(
    private readonly inner: Http,
    private readonly log: (line: string) => void,
    private readonly stopwatch: Stopwatch = () => performance.now(),
  ) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    const started = this.stopwatch();
    const what = `${request.method} ${pathOf(request.url)}`;
    const took = (): string => `(${Math.round(this.stopwatch() - started)} ms)`;
    try {
      const response = await this.inner.send(request);
      this.log(`${what} -> ${response.status} ${took()}`);
      return response;
    } catch (error) {
      this.log(`${what} -> no answer ${took()}`);
      throw error;
    }
  }

  /** Closes the inner transport's connections (the undici pool), as the run's end expects. */
  async close(): Promise<void> {
    const close = (this.inner as { close?: unknown }).close;
    if (typeof close === 'function') await Promise.resolve(close.call(this.inner));
  }
}

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return '?';
  }
};
