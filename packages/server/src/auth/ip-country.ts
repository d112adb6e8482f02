import { dialCodeOf, type IpCountry } from '@signal-portal/core';

/**
 * Headers a reverse proxy or CDN sets with the caller's country (Cloudflare's CF-IPCountry, or
 * X-Country-Code from a GeoIP module of nginx/Caddy). A client could send them itself, but the answer
 * only preselects the phone country on its own sign-up form, so a forged value harms no one else.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country-code'] as const;

/**
 * The country when no header names one: the server has no GeoIP database of its own. Taiwan, the
 * market of the portal's first language (zh-TW) and of the demo provider. Loopback callers (local
 * development, the CLI on the same machine) get it too.
 */
export const DEFAULT_COUNTRY = 'TW';

const countryOf = (code: string): IpCountry | undefined => {
  const upper = code.trim().toUpperCase();
  // Cloudflare's 'T1' (Tor) fails here and 'XX' (unknown) at dialCodeOf.
  if (!/^[A-Z]{2}$/.test(upper)) return undefined;
  const dial = dialCodeOf(upper);
  return dial.error ? undefined : { countryCode: upper, dialCode: dial.value };
};

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** The caller's country: a proxy's header when it names a known country, else DEFAULT_COUNTRY. */
export const countryOfRequest = (
  headers: Readonly<Record<string, string | string[] | undefined>>,
): IpCountry => {
  for (const name of COUNTRY_HEADERS) {
    const value = headerValue(headers[name]);
    const country = value === undefined || value.length > 8 ? undefined : countryOf(value);
    if (country) return country;
  }
  const fallback = countryOf(DEFAULT_COUNTRY);
  if (!fallback) throw new Error('DEFAULT_COUNTRY is not a known country');
  return fallback;
};
