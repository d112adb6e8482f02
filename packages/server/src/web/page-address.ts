/**
 * The address a page's API and live-feed calls go to.
 *
 * With PUBLIC_URL set, always that address. Without it (a local start: the server printed
 * http://localhost:<port>), the address follows the Host the page was requested by, so a page opened
 * at http://127.0.0.1:<port> calls http://127.0.0.1:<port>/api instead of another origin that the
 * browser would block. Only a syntactically valid loopback host is followed: localhost, *.localhost
 * (RFC 6761), 127.0.0.0/8 and [::1], with any port (a port mapping or tunnel changes it). Any other
 * Host gets the default address: a forged Host header only ever changes the answer to its own
 * request, and even a cache that stored such an answer could point a user only at their own machine,
 * never at another host; DNS-rebinding pages (an attacker's name resolving to 127.0.0.1) are not
 * loopback names and get nothing new either. A server reached by another name needs PUBLIC_URL.
 */

export interface PageAddressConfig {
  readonly publicUrl: string;
  /** PUBLIC_URL was given; otherwise `publicUrl` is the default http://localhost:<port>. */
  readonly publicUrlConfigured: boolean;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PORT = '(?::(?<port>\\d{1,5}))?';
const NAME_HOST = new RegExp(`^(?<name>${LABEL}(?:\\.${LABEL})*)${PORT}$`);
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_HOST = new RegExp(`^(?<name>\\[[0-9a-f:.]+\\])${PORT}$`);

/** `host[:port]` -> its name (lower case, IPv6 in brackets), or undefined when it is not valid syntax. */
export const hostNameOf = (host: string): string | undefined => {
  const value = host.trim().toLowerCase();
  if (value.length === 0 || value.length > 260) return undefined;
  const match = NAME_HOST.exec(value) ?? IPV6_HOST.exec(value);
  const name = match?.groups?.name;
  const port = match?.groups?.port;
  if (name === undefined) return undefined;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return undefined;
  return name;
};

/** A name that always means this machine. */
export const isLoopbackName = (name: string): boolean =>
  name === 'localhost' ||
  name.endsWith('.localhost') ||
  name === '[::1]' ||
  (IPV4.test(name) && name.startsWith('127.'));

/**
 * The base URL (scheme, host and port, no path) the page of a request names for its API and feed:
 * PUBLIC_URL when configured, else the request's own loopback Host, else the default address.
 */
export const pageBaseUrl = (host: string | undefined, config: PageAddressConfig): string => {
  if (config.publicUrlConfigured || host === undefined) return config.publicUrl;
  const name = hostNameOf(host);
  if (name === undefined || !isLoopbackName(name)) return config.publicUrl;
  return `${new URL(config.publicUrl).protocol}//${host.trim().toLowerCase()}`;
};
