import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban } from './bank-account.rules.js';
import { REGISTRY_EXAMPLE_IBANS } from './bank-account.test-helpers.js';

const digitPositions = (iban: string): number[] =>
  [...iban].flatMap((char, i) => (i >= 2 && /\d/.test(char) ? [i] : []));

describe('IBAN and BIC properties', () => {
  it('any single-digit change of a valid IBAN fails (mod 97 catches every one)', () => {
    const change = fc
      .constantFrom(...REGISTRY_EXAMPLE_IBANS)
      .chain((iban) =>
        fc.tuple(fc.constant(iban), fc.constantFrom(...digitPositions(iban)), fc.integer({ min: 1, max: 9 })),
      );
    fc.assert(
      fc.property(change, ([iban, position, delta]) => {
        const digit = (Number(iban[position]) + delta) % 10;
        const changed = `${iban.slice(0, position)}${digit}${iban.slice(position + 1)}`;
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('an IBAN composed with correct check digits passes, in any spacing and case', () => {
    // Germany: 8-digit bank code + 10-digit account, no national check beyond mod 97
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{18}$/), fc.boolean(), (bban, friendly) => {
        const iban = composeIBAN({ countryCode: 'DE', bban });
        expect(iban).not.toBeNull();
        const typed = friendly ? (iban ?? '').toLowerCase().replace(/(.{4})/g, '$1 ') : (iban ?? '');
        expect(isValidIban(typed)).toBe(true);
      }),
    );
  });

  it('swapping two different adjacent digits of a valid IBAN fails', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGISTRY_EXAMPLE_IBANS), fc.nat(), (iban, seed) => {
        // Within the BBAN: there adjacent characters stay adjacent in the mod-97 number.
        const swaps = digitPositions(iban).filter(
          (i) => i >= 4 && /\d/.test(iban[i + 1] ?? '') && iban[i] !== iban[i + 1],
        );
        if (swaps.length === 0) return;
        const i = swaps[seed % swaps.length] ?? 0;
        const swapped = `${iban.slice(0, i)}${iban[i + 1]}${iban[i]}${iban.slice(i + 2)}`;
        expect(isValidIban(swapped)).toBe(false);
      }),
    );
  });

  it('IBAN and BIC checks never throw on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        expect(typeof isValidIban(text)).toBe('boolean');
        expect(typeof isValidBic(text)).toBe('boolean');
      }),
    );
  });

  it('a BIC is 6 letters, 2 letters/digits, optionally 3 more, with a known country', () => {
    const bic = fc.tuple(
      fc.stringMatching(/^[A-Z]{4}$/),
      fc.constantFrom('DE', 'TW', 'VN', 'JP', 'MM', 'CN', 'US'),
      fc.stringMatching(/^[A-Z0-9]{2}$/),
      fc.option(fc.stringMatching(/^[A-Z0-9]{3}$/), { nil: '' }),
    );
    fc.assert(
      fc.property(bic, ([bank, country, location, branch]) => {
        expect(isValidBic(`${bank}${country}${location}${branch}`)).toBe(true);
        expect(isValidBic(`${bank}${country}${location}${branch}X`)).toBe(false);
      }),
    );
  });
});
