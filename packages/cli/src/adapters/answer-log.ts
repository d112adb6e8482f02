import type { Http, HttpRequest, HttpResponse } from '@signal-portal/core';

/** What an address answered: enough to tell a person it was not the portal's API. */
export interface HttpAnswer {
  /** The address asked, without its query (a CSV link carries the site token there). */
  readonly url: string;
  readonly status: number;
  /** The media type alone, e.g. 'text/html'. */
  readonly contentType: string;
}

const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/**
 * Notes the last answer the API's transport got, so a refusal that only says `apiError` (an answer
 * that was not the API's) can say which address answered what. It never reads the body.
 */
export class AnswerLog {
  private latest: HttpAnswer | undefined;

  get last(): HttpAnswer | undefined {
    return this.latest;
  }

  /** The same transport, noting each answer before handing it on. */
  watch(http: Http): Http {
    return new AnswerNotingHttp(http, (answer) => (this.latest = answer));
  }
}

/** Http that notes each answer; `close` ends the wrapped transport's connections (RunContainer.dispose). */
class AnswerNotingHttp implements Http {
  constructor(
    private readonly inner: Http,
    private readonly note: (answer: HttpAnswer) => void,
  ) {}

  async send(request: HttpRequest): Promise<HttpResponse> {
    const response = await this.inner.send(request);
    const type = response.headers['content-type'] ?? '';
    this.note({
      url: withoutQuery(request.url),
      status: response.status,
      contentType: (type.split(';')[0] ?? '').trim().toLowerCase(),
    });
    return response;
  }

  async close(): Promise<void> {
    const close = (this.inner as { close?: unknown }).close;
    if (typeof close === 'function') await Promise.resolve(close.call(this.inner));
  }
}
