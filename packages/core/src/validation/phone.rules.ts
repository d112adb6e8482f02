import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { fail, ok, type Result } from '../shared/result.js';

/** A country of the country-code selector. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. 'TW'. */
  readonly country: string;
  /** International dial code with its plus, e.g. '+886'. */
  readonly dialCode: string;
}

/** A phone number that passed validation. */
export interface ValidPhone {
  /** The E.164 form, e.g. '+886912345678': what is stored and sent. */
  readonly e164: string;
  /** ISO 3166-1 alpha-2 region the number belongs to ('' for a non-geographic number). */
  readonly country: string;
  readonly dialCode: string;
}

/** Longest phone text accepted, to keep parsing bounded (E.164 has at most 15 digits). */
export const PHONE_INPUT_MAX_LENGTH = 32;

/** Every country libphonenumber knows, alphabetical by ISO code, with its dial code. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = getCountries().map((country) => ({
  country,
  dialCode: `+${getCountryCallingCode(country)}`,
}));

const DIAL_CODES = new Set(PHONE_COUNTRIES.map((c) => c.dialCode));

/**
 * The dial code ('+886') of a country given as ISO alpha-2 ('TW', any case) or as a dial code
 * ('+886' or '886'); COUNTRY_CODE_INVALID when it is neither a supported country nor a known code.
 */
export const dialCodeOf = (country: string): Result<string> => {
  const code = country.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) {
    return isSupportedCountry(code) ? ok(`+${getCountryCallingCode(code)}`) : fail('COUNTRY_CODE_INVALID');
  }
  const dialCode = `+${code.replace(/^\+/, '')}`;
  return /^\+[0-9]{1,3}$/.test(dialCode) && DIAL_CODES.has(dialCode)
    ? ok(dialCode)
    : fail('COUNTRY_CODE_INVALID');
};

/**
 * A phone number for the country chosen in the selector. `country` is ISO alpha-2 ('TW') or a dial
 * code ('+886'): an ISO code also decides national-prefix rules, a dial code shared by several
 * countries (+1, +7, +44) accepts a number valid in any of them. `phone` is the number as typed:
 * national ('0912 345 678', '912345678') or international with the same dial code. Checks the
 * country first (COUNTRY_CODE_INVALID), then the number (PHONE_INVALID).
 */
export const validatePhone = (phone: string, country: string): Result<ValidPhone> => {
  const dialCode = dialCodeOf(country);
  if (dialCode.error) return dialCode;
  const text = phone.trim();
  if (text === '' || text.length > PHONE_INPUT_MAX_LENGTH) return fail('PHONE_INVALID');
  const iso = country.trim().toUpperCase();
  const parsed = /^[A-Z]{2}$/.test(iso)
    ? parsePhoneNumberFromString(text, iso as CountryCode)
    : parsePhoneNumberFromString(text, { defaultCallingCode: dialCode.value.slice(1) });
  if (parsed === undefined || !parsed.isValid() || `+${parsed.countryCallingCode}` !== dialCode.value) {
    return fail('PHONE_INVALID');
  }
  // The E.164 form must stand on its own: it is what is stored and what the server validates again.
  // (libphonenumber's metadata accepts a few national forms whose E.164 it then refuses.)
  if (parsePhoneNumberFromString(parsed.number)?.isValid() !== true) return fail('PHONE_INVALID');
  return ok({ e164: parsed.number, country: parsed.country ?? '', dialCode: dialCode.value });
};
