import { describe, expect, it } from 'vitest';
import { countryOfRequest } from './ip-country.js';

const TAIWAN = { countryCode: 'TW', dialCode: '+886' };

describe('countryOfRequest', () => {
  it("takes a proxy's country header, in any case and with spaces around it", () => {
    expect(countryOfRequest({ 'cf-ipcountry': 'JP' })).toEqual({ countryCode: 'JP', dialCode: '+81' });
    expect(countryOfRequest({ 'x-country-code': ' de ' })).toEqual({ countryCode: 'DE', dialCode: '+49' });
  });

  it('answers Taiwan without a header, and for a value that names no country', () => {
    expect(countryOfRequest({})).toEqual(TAIWAN);
    for (const value of ['T1', 'XX', '81', '+81', 'JPN', '']) {
      expect(countryOfRequest({ 'cf-ipcountry': value })).toEqual(TAIWAN);
    }
  });

  it('reads Cloudflare first, then the GeoIP header, and the first of repeated values', () => {
    expect(countryOfRequest({ 'cf-ipcountry': 'JP', 'x-country-code': 'DE' })).toMatchObject({
      countryCode: 'JP',
    });
    expect(countryOfRequest({ 'cf-ipcountry': 'XX', 'x-country-code': 'DE' })).toMatchObject({
      countryCode: 'DE',
    });
    expect(countryOfRequest({ 'x-country-code': ['FR', 'DE'] })).toMatchObject({ countryCode: 'FR' });
  });

  it('reads a value of up to 8 characters and ignores a longer one', () => {
    expect(countryOfRequest({ 'cf-ipcountry': '      JP' })).toMatchObject({ countryCode: 'JP' });
    expect(countryOfRequest({ 'cf-ipcountry': '       JP' })).toEqual(TAIWAN);
  });
});
