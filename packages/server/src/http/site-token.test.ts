import { describe, expect, it } from 'vitest';
import { bearerToken, issueSiteToken, originAllowed, readSiteToken } from './site-token.js';

const SECRET = 'test-secret-of-sufficient-length-0123456789';

describe('site token', () => {
  it('names the site it was issued for', async () => {
    const token = await issueSiteToken('site-demo', SECRET);
    expect(await readSiteToken(token, SECRET)).toBe('site-demo');
  });

  it('is refused when signed with another key, garbled, absent or over-long', async () => {
    const forged = await issueSiteToken('site-demo', 'another-secret-entirely-0123456789abcdef');
    expect(await readSiteToken(forged, SECRET)).toBeUndefined();
    expect(await readSiteToken('not.a.jwt', SECRET)).toBeUndefined();
    expect(await readSiteToken(undefined, SECRET)).toBeUndefined();
    expect(await readSiteToken('a'.repeat(5_000), SECRET)).toBeUndefined();
  });

  it('refuses a token whose payload was edited', async () => {
    const token = await issueSiteToken('site-demo', SECRET);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ site: 'site-other', aud: 'signal-portal' })).toString(
      'base64url',
    );
    expect(await readSiteToken(`${header}.${payload}.${signature}`, SECRET)).toBeUndefined();
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('origin check', () => {
  it('lets requests without Origin through (the CLI sends none)', () => {
    expect(originAllowed(undefined, 'portal.example', 'http://localhost:8080')).toBe(true);
  });

  it("accepts the site's own host on any port and the public URL's host", () => {
    expect(originAllowed('https://portal.example', 'portal.example', 'http://localhost:8080')).toBe(true);
    expect(originAllowed('http://localhost:5173', 'portal.example', 'http://localhost:8080')).toBe(true);
  });

  it('refuses any other origin, look-alikes and garbage', () => {
    expect(originAllowed('https://evil.example', 'portal.example', 'http://localhost:8080')).toBe(false);
    expect(originAllowed('https://portal.example.evil.com', 'portal.example', 'http://localhost:8080')).toBe(
      false,
    );
    expect(originAllowed('null', 'portal.example', 'http://localhost:8080')).toBe(false);
  });
});
