import type { Http, HttpRequest, HttpResponse, KeyValueStore, MultipartBody } from '@signal-portal/core';
import { Agent, FormData, request } from 'undici';
import { CookieJar } from './cookie-jar.js';

/** The session file's key of the cookie jar. */
export const COOKIES_KEY = 'cookies';

export interface UndiciHttpOptions {
  /** Where the cookie jar is kept between runs (the session file, mode 0600). */
  readonly sessionStore: KeyValueStore;
  /** Abandon a connection attempt after this long (a dead host should not hang a script). */
  readonly connectTimeoutMs?: number;
  readonly now?: () => number;
}

const formOf = (body: MultipartBody): FormData => {
  const form = new FormData();
  for (const part of body.parts) {
    if (part.kind === 'field') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.data)], { type: part.contentType }),
        part.filename,
      );
  }
  return form;
};

const headersOf = (raw: Record<string, string | string[] | undefined>): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
};

const setCookiesOf = (value: string | string[] | undefined): readonly string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Http over undici with a cookie jar, as a browser with `credentials: 'include'` would behave: the
 * jar is read from the session file once, sent with every request to the host that set it, and
 * written back whenever the server changes it (login, logout, a code request). Every HTTP status
 * resolves; only a transport failure rejects (the ApiClient's NETWORK_ERROR). One connection pool
 * per run; `close` ends it so the process can exit at once.
 */
export class UndiciHttp implements Http {
  private readonly agent: Agent;
  private jar: Promise<CookieJar> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: UndiciHttpOptions) {
    this.agent = new Agent({ connect: { timeout: options.connectTimeoutMs ?? 10_000 } });
    this.now = options.now ?? Date.now;
  }

  async send(http: HttpRequest): Promise<HttpResponse> {
    const jar = await this.loadJar();
    const url = new URL(http.url);
    const headers: Record<string, string> = { ...http.headers };
    const cookie = jar.headerFor(url, this.now());
    if (cookie !== undefined) headers['Cookie'] = cookie;
    const body =
      http.body === undefined ? undefined : typeof http.body === 'string' ? http.body : formOf(http.body);

    const response = await request(url, {
      method: http.method,
      headers,
      ...(body === undefined ? {} : { body }),
      dispatcher: this.agent,
    });

    const setCookies = setCookiesOf(response.headers['set-cookie']);
    if (setCookies.length > 0) {
      jar.store(setCookies, url, this.now());
      await this.saveJar(jar);
    }
    const responseBody = response.body;
    return {
      status: response.statusCode,
      headers: headersOf(response.headers),
      text: () => responseBody.text(),
      stream: () => responseBody,
    };
  }

  /** Forgets the cookies of a host, e.g. when the session is ended without the server. */
  async forgetHost(host: string): Promise<void> {
    const jar = await this.loadJar();
    jar.clearHost(host);
    await this.saveJar(jar);
  }

  /** Closes every connection at once; bodies still unread are dropped. */
  close(): Promise<void> {
    return this.agent.destroy();
  }

  private loadJar(): Promise<CookieJar> {
    this.jar ??= this.options.sessionStore.get(COOKIES_KEY).then((text) => CookieJar.fromJSON(text));
    return this.jar;
  }

  private saveJar(jar: CookieJar): Promise<void> {
    return this.options.sessionStore.set(COOKIES_KEY, JSON.stringify(jar.toJSON(this.now())));
  }
}
