import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.rules.js';
import { dialCodeOf, PHONE_INPUT_MAX_LENGTH, validatePhone } from './phone.rules.js';

const local = (n: number): string => 'a'.repeat(n);
/** An address of exactly `length` characters (a 64-character local part, then labels of 60). */
const emailOfLength = (length: number): string => {
  let domain = 'example.com';
  while (`${local(64)}@${domain}`.length + 61 <= length) domain = `${'b'.repeat(60)}.${domain}`;
  const rest = length - `${local(64)}@${domain}`.length;
  return `${local(64)}@${rest > 1 ? `${'c'.repeat(rest - 1)}.` : ''}${domain}`;
};

describe('validateEmail at its limits', () => {
  it('takes 254 characters in all and 64 before the @, and refuses one more of either', () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateEmail(emailOfLength(254)).error).toBe(false);
    expect(validateEmail(`x${emailOfLength(254)}`)).toEqual({ error: true, value: 'EMAIL_INVALID' });
    expect(validateEmail(`${local(64)}@example.com`).error).toBe(false);
    expect(validateEmail(`${local(65)}@example.com`)).toEqual({ error: true, value: 'EMAIL_INVALID' });
  });

  it('needs something before the @', () => {
    expect(validateEmail('@example.com')).toEqual({ error: true, value: 'EMAIL_INVALID' });
  });

  it('refuses a top-level label of digits only, and takes one with digits and letters', () => {
    expect(validateEmail('a@b.12')).toEqual({ error: true, value: 'EMAIL_INVALID' });
    expect(validateEmail('a@b.1')).toEqual({ error: true, value: 'EMAIL_INVALID' });
    expect(validateEmail('a@b.com1').error).toBe(false);
    expect(validateEmail('a@b.1com').error).toBe(false);
  });
});

describe('dialCodeOf and validatePhone as typed', () => {
  it('take the country with spaces and in any case', () => {
    expect(dialCodeOf(' tw ')).toEqual({ error: false, value: '+886' });
    expect(validatePhone(' 0912 345 678 ', ' tw ')).toMatchObject({
      error: false,
      value: { e164: '+886912345678', country: 'TW', dialCode: '+886' },
    });
  });

  it('take a dial code with or without its one leading plus, and no plus elsewhere', () => {
    expect(dialCodeOf('886')).toEqual({ error: false, value: '+886' });
    expect(dialCodeOf('+886')).toEqual({ error: false, value: '+886' });
    expect(dialCodeOf('8+86')).toEqual({ error: true, value: 'COUNTRY_CODE_INVALID' });
    expect(dialCodeOf('++886')).toEqual({ error: true, value: 'COUNTRY_CODE_INVALID' });
  });

  it('refuse an empty number and one longer than the input limit, spaces counted', () => {
    expect(validatePhone('   ', 'TW')).toEqual({ error: true, value: 'PHONE_INVALID' });
    const spaced = (length: number): string => `0${' '.repeat(length - 10)}912345678`;
    expect(spaced(PHONE_INPUT_MAX_LENGTH)).toHaveLength(32);
    expect(validatePhone(spaced(PHONE_INPUT_MAX_LENGTH), 'TW').error).toBe(false);
    expect(validatePhone(spaced(PHONE_INPUT_MAX_LENGTH + 1), 'TW')).toEqual({
      error: true,
      value: 'PHONE_INVALID',
    });
  });
});
