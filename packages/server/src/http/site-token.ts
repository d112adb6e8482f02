import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'signal-portal';

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/**
 * The site token: a JWT naming the site, signed by the platform. It is public (the page carries it in a
 * meta tag); the signature only stops a caller from naming a site the platform did not issue a token for.
 */
export const issueSiteToken = (siteId: string, secret: string): Promise<string> =>
  new SignJWT({ site: siteId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(keyOf(secret));

/** The site id a token names, or undefined when the token is absent, garbled or not ours. */
export const readSiteToken = async (
  token: string | undefined,
  secret: string,
): Promise<string | undefined> => {
  if (!token || token.length > 2_048) return undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    return typeof payload.site === 'string' && payload.site !== '' ? payload.site : undefined;
  } catch {
    return undefined;
  }
};

/** `Authorization: Bearer <token>` -> the token. */
export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};

/**
 * Whether a browser's Origin belongs to the site: same host name as the site's domain or as the
 * public URL (ports differ between development set-ups; cookies are not port-bound either), or
 * exactly `pageOrigin`, the origin whose entry page sends its calls to this request's host (a
 * loopback host without PUBLIC_URL: see web/page-address.ts).
 * A request without Origin (the CLI, same-origin GETs) passes.
 */
export const originAllowed = (
  origin: string | undefined,
  siteDomain: string,
  publicUrl: string,
  pageOrigin?: string,
): boolean => {
  if (origin === undefined) return true;
  if (pageOrigin !== undefined && origin.toLowerCase() === pageOrigin.toLowerCase()) return true;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  const allowed = new Set([siteDomain.toLowerCase(), new URL(publicUrl).hostname.toLowerCase()]);
  return allowed.has(host);
};
