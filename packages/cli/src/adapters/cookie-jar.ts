/**
 * The cookies of the CLI's session, kept the way a browser keeps them (RFC 6265, the parts the API
 * uses): per host (cookies ignore ports), with path, expiry and Secure honoured. The server sets
 * `sp_session` (the session) and `sp_verify` (a pending code request); both must survive between
 * runs, so the jar is plain data that `NodeHttp` writes to the session file.
 */
export interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly host: string;
  readonly path: string;
  readonly secure: boolean;
  /** Epoch ms; null for a cookie without Max-Age or Expires (kept until replaced or logged out). */
  readonly expiresAt: number | null;
}

const defaultPath = (url: URL): string => {
  const path = url.pathname;
  const last = path.lastIndexOf('/');
  return last <= 0 ? '/' : path.slice(0, last);
};

/** RFC 6265 section 5.1.4: the cookie path is a prefix of the request path at a segment boundary. */
const pathMatches = (cookiePath: string, requestPath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

/** One Set-Cookie header as a cookie, or undefined when it is not one. */
export const parseSetCookie = (header: string, url: URL, now: number): StoredCookie | undefined => {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  if (name === '') return undefined;
  let path = defaultPath(url);
  let secure = false;
  let expiresAt: number | null = null;
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const raw = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'path' && raw.startsWith('/')) path = raw;
    else if (key === 'secure') secure = true;
    else if (key === 'max-age' && /^-?\d+$/.test(raw)) {
      maxAgeSeen = true;
      expiresAt = now + Number(raw) * 1_000;
    } else if (key === 'expires' && !maxAgeSeen) {
      const time = Date.parse(raw);
      if (!Number.isNaN(time)) expiresAt = time;
    }
  }
  return { name, value, host: url.hostname.toLowerCase(), path, secure, expiresAt };
};

export class CookieJar {
  private cookies: StoredCookie[];

  constructor(cookies: readonly StoredCookie[] = []) {
    this.cookies = [...cookies];
  }

  /** Takes a response's Set-Cookie headers; an expired cookie removes the one it names. */
  store(headers: readonly string[], url: URL, now: number): void {
    for (const header of headers) {
      const cookie = parseSetCookie(header, url, now);
      if (cookie === undefined) continue;
      this.cookies = this.cookies.filter(
        (kept) => !(kept.name === cookie.name && kept.host === cookie.host && kept.path === cookie.path),
      );
      if (cookie.expiresAt === null || cookie.expiresAt > now) this.cookies.push(cookie);
    }
  }

  /** The Cookie header for a request, or undefined when no cookie applies. */
  headerFor(url: URL, now: number): string | undefined {
    const host = url.hostname.toLowerCase();
    const matching = this.cookies
      .filter(
        (cookie) =>
          cookie.host === host &&
          pathMatches(cookie.path, url.pathname) &&
          (!cookie.secure || url.protocol === 'https:') &&
          (cookie.expiresAt === null || cookie.expiresAt > now),
      )
      // Longer paths first, as browsers send them.
      .sort((a, b) => b.path.length - a.path.length);
    return matching.length === 0 ? undefined : matching.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  /** Forgets every cookie of a host (logout when the server cannot be told). */
  clearHost(host: string): void {
    const lower = host.toLowerCase();
    this.cookies = this.cookies.filter((cookie) => cookie.host !== lower);
  }

  /** The unexpired cookies, for the session file. */
  toJSON(now: number): readonly StoredCookie[] {
    return this.cookies.filter((cookie) => cookie.expiresAt === null || cookie.expiresAt > now);
  }

  static fromJSON(text: string | undefined): CookieJar {
    if (text === undefined) return new CookieJar();
    try {
      const parsed: unknown = JSON.parse(text);
      return new CookieJar(Array.isArray(parsed) ? parsed.filter(isStoredCookie) : []);
    } catch {
      // A damaged session file only means logging in again.
      return new CookieJar();
    }
  }
}

const isStoredCookie = (value: unknown): value is StoredCookie => {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c['name'] === 'string' &&
    typeof c['value'] === 'string' &&
    typeof c['host'] === 'string' &&
    typeof c['path'] === 'string' &&
    typeof c['secure'] === 'boolean' &&
    (c['expiresAt'] === null || typeof c['expiresAt'] === 'number')
  );
};
