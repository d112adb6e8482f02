import fc from 'fast-check';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.rules.js';
import { PHONE_COUNTRIES, validatePhone } from './phone.rules.js';

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
const local = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const sharedDialCodes = new Set(
  PHONE_COUNTRIES.filter((c) =>
    PHONE_COUNTRIES.some((d) => d.dialCode === c.dialCode && d.country !== c.country),
  ).map((c) => c.dialCode),
);

/** Digits typed for a country: any 4 to 12 digits, which libphonenumber accepts about 1 time in 10. */
const anyPhoneInput = fc.record({
  country: fc.constantFrom(...PHONE_COUNTRIES),
  digits: fc.stringMatching(/^[0-9]{4,12}$/),
});
/**
 * The country's example mobile number from libphonenumber's own data, its last 4 digits replaced:
 * still a valid number in every country, so the round-trip property asserts in most runs.
 */
const examplePhoneInput = fc
  .record({ country: fc.constantFrom(...PHONE_COUNTRIES), last4: fc.stringMatching(/^[0-9]{4}$/) })
  .map(({ country, last4 }) => {
    const example = getExampleNumber(country.country as CountryCode, mobileExamples)?.nationalNumber ?? '';
    return { country, digits: `${example.slice(0, -4)}${last4}` };
  });

describe('contact properties', () => {
  it('local@label.tld is valid and comes back with the same local part and a lower-case domain', () => {
    fc.assert(
      fc.property(local, fc.array(label, { minLength: 1, maxLength: 3 }), tld, (l, labels, t) => {
        const domain = [...labels, t].join('.');
        expect(validateEmail(`${l}@${domain.toUpperCase()}`)).toEqual({
          error: false,
          value: `${l}@${domain}`,
        });
      }),
    );
  });

  it('validating a valid email again changes nothing, and arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const result = validateEmail(text);
        if (!result.error) expect(validateEmail(result.value)).toEqual(result);
      }),
    );
  });

  it('an address without exactly one @ is invalid', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }).filter((s) => s.split('@').length !== 2),
        (text) => {
          expect(validateEmail(text).error).toBe(true);
        },
      ),
    );
  });

  it('a valid phone in E.164 validates again to itself, by ISO country and by dial code', () => {
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: examplePhoneInput, weight: 4 }, { arbitrary: anyPhoneInput, weight: 1 }),
        ({ country: c, digits }) => {
          const byIso = validatePhone(digits, c.country);
          if (byIso.error) return;
          // E.164: at most 15 digits; some numbering plans (Germany) have valid numbers of 5 or 6.
          expect(byIso.value.e164).toMatch(/^\+[1-9][0-9]{3,14}$/);
          expect(byIso.value.e164.startsWith(c.dialCode)).toBe(true);
          // Same number; its region may differ for numbers shared within a dial code (toll-free +1 800).
          expect(validatePhone(byIso.value.e164, c.country)).toMatchObject({
            error: false,
            value: { e164: byIso.value.e164, dialCode: c.dialCode },
          });
          // The dial code alone gives the same number, except that a code shared by several countries
          // cannot complete a local number that needs the country's area code (Guam's 671 under +1).
          const byDialCode = validatePhone(digits, c.dialCode);
          if (!byDialCode.error || !sharedDialCodes.has(c.dialCode)) {
            expect(byDialCode).toMatchObject({ error: false, value: { e164: byIso.value.e164 } });
          }
        },
      ),
    );
  });

  it('phone validation never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 5 }), (phone, country) => {
        const result = validatePhone(phone, country);
        expect(typeof result.error).toBe('boolean');
      }),
    );
  });
});
