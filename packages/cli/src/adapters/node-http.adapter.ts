import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { Http, HttpRequest, HttpResponse, KeyValueStore } from '@signal-portal/core';
import { CookieJar } from './cookie-jar.js';
import { encodeMultipart } from './multipart-form.js';

/** The session file's key of the cookie jar. */
export const COOKIES_KEY = 'cookies';

export interface NodeHttpOptions {
  /** Where the cookie jar is kept between runs (the session file, mode 0600). */
  readonly sessionStore: KeyValueStore;
  /** Abandon a connection attempt after this long (a dead host should not hang a script). */
  readonly connectTimeoutMs?: number;
  readonly now?: () => number;
  /** Where `localhost` is tried first (127.0.0.1; a test gives another loopback address). */
  readonly loopback?: string;
}

/**
 * `localhost`, the CLI's default API host, is the loopback address (RFC 6761). Connecting by that name
 * makes Node first check whether it is an IPv6 literal, with a large regular expression compiled on
 * its first use: tens of milliseconds on a busy machine, more than the rest of a local request. So a
 * localhost address is tried as 127.0.0.1 (an IPv4 literal, checked by a small expression), keeping
 * `Host: localhost:<port>`; a server on ::1 alone refuses that at once, and the name is then used as
 * given for the rest of the run.
 */
const LOCALHOST = 'localhost';
const LOOPBACK_V4 = '127.0.0.1';

const isRefused = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ECONNREFUSED';

/** One transport (request function and keep-alive pool) per protocol. */
interface Transport {
  readonly send: typeof httpRequest;
  readonly agent: Agent;
}

const headersOf = (raw: IncomingMessage['headers']): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
};

const setCookiesOf = (value: string | string[] | undefined): readonly string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const hasHeader = (headers: Readonly<Record<string, string>>, name: string): boolean =>
  Object.keys(headers).some((key) => key.toLowerCase() === name);

const textOf = async (body: AsyncIterable<Buffer>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * Http over Node's own http client (https loaded only for an https address) with a cookie jar, as a
 * browser with `credentials: 'include'` would behave: the jar is read from the session file once,
 * sent with every request to the host that set it, and written back whenever the server changes it
 * (login, logout, a code request). Every HTTP status resolves; only a transport failure rejects (the
 * ApiClient's NETWORK_ERROR). One keep-alive pool per run, so the portal page and the API call share
 * a connection; `close` ends it so the process can exit at once. Node's client rather than a library:
 * it is part of Node's start-up snapshot, where undici took about a tenth of a second to load.
 */
export class NodeHttp implements Http {
  private readonly transports = new Map<string, Promise<Transport>>();
  private jar: Promise<CookieJar> | undefined;
  private readonly now: () => number;
  /** False once the loopback address refused: `localhost` is then resolved as usual. */
  private loopbackWorks = true;

  constructor(private readonly options: NodeHttpOptions) {
    this.now = options.now ?? Date.now;
  }

  async send(http: HttpRequest): Promise<HttpResponse> {
    const jar = await this.loadJar();
    const url = new URL(http.url);
    const headers: Record<string, string> = { ...http.headers };
    const cookie = jar.headerFor(url, this.now());
    if (cookie !== undefined) headers['Cookie'] = cookie;
    let body: string | Uint8Array | undefined;
    if (typeof http.body === 'string') body = http.body;
    else if (http.body !== undefined) {
      const form = await encodeMultipart(http.body);
      if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = form.contentType;
      body = form.bytes;
    }
    if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));

    const transport = await this.transportFor(url);
    const response = await this.viaLoopback(url, (host) =>
      this.exchange(transport, url, host, http.method, headers, body),
    );
    const setCookies = setCookiesOf(response.headers['set-cookie']);
    if (setCookies.length > 0) {
      jar.store(setCookies, url, this.now());
      await this.saveJar(jar);
    }
    return {
      status: response.statusCode ?? 0,
      headers: headersOf(response.headers),
      text: () => textOf(response),
      stream: () => response,
    };
  }

  /** Forgets the cookies of a host, e.g. when the session is ended without the server. */
  async forgetHost(host: string): Promise<void> {
    const jar = await this.loadJar();
    jar.clearHost(host);
    await this.saveJar(jar);
  }

  /** Closes every connection at once; bodies still unread are dropped. */
  async close(): Promise<void> {
    for (const transport of this.transports.values()) (await transport).agent.destroy();
    this.transports.clear();
  }

  /** Sends to `localhost` through the loopback address while that works (see LOCALHOST). */
  private async viaLoopback(
    url: URL,
    send: (host: string | undefined) => Promise<IncomingMessage>,
  ): Promise<IncomingMessage> {
    if (url.hostname !== LOCALHOST || !this.loopbackWorks) return send(undefined);
    try {
      return await send(this.options.loopback ?? LOOPBACK_V4);
    } catch (error) {
      if (!isRefused(error)) throw error;
      this.loopbackWorks = false;
      return send(undefined);
    }
  }

  private exchange(
    transport: Transport,
    url: URL,
    host: string | undefined,
    method: string,
    headers: Record<string, string>,
    body: string | Uint8Array | undefined,
  ): Promise<IncomingMessage> {
    const connectTimeoutMs = this.options.connectTimeoutMs ?? 10_000;
    // Another address than the URL's keeps the URL's host in the Host header (cookies, origin checks),
    // and names the server for TLS, which the pool would otherwise work out with the same IPv6 check.
    const options =
      host === undefined
        ? { method, headers, agent: transport.agent }
        : {
            method,
            headers: { ...headers, Host: url.host },
            agent: transport.agent,
            hostname: host,
            servername: url.hostname,
          };
    return new Promise((resolve, reject) => {
      const request = transport.send(url, options, resolve);
      request.on('error', reject);
      request.on('socket', (socket) => {
        if (!socket.connecting) return;
        const timer = setTimeout(
          () => request.destroy(new Error(`no connection to ${url.host} within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
        timer.unref();
        const stop = (): void => clearTimeout(timer);
        socket.once('connect', stop);
        socket.once('close', stop);
      });
      request.end(body);
    });
  }

  private transportFor(url: URL): Promise<Transport> {
    const protocol = url.protocol;
    let transport = this.transports.get(protocol);
    if (transport === undefined) {
      transport =
        protocol === 'https:'
          ? import('node:https').then((https) => ({
              send: https.request,
              agent: new https.Agent({ keepAlive: true }),
            }))
          : Promise.resolve({ send: httpRequest, agent: new Agent({ keepAlive: true }) });
      this.transports.set(protocol, transport);
    }
    return transport;
  }

  private loadJar(): Promise<CookieJar> {
    this.jar ??= this.options.sessionStore.get(COOKIES_KEY).then((text) => CookieJar.fromJSON(text));
    return this.jar;
  }

  private saveJar(jar: CookieJar): Promise<void> {
    return this.options.sessionStore.set(COOKIES_KEY, JSON.stringify(jar.toJSON(this.now())));
  }
}
