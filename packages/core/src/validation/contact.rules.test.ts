import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.rules.js';
import { dialCodeOf, PHONE_COUNTRIES, validatePhone } from './phone.rules.js';

describe('validateEmail', () => {
  it.each([
    ['alice@example.com', 'alice@example.com'],
    ['  Bob.Smith+fx@Mail.Example.COM ', 'Bob.Smith+fx@mail.example.com'],
    ["o'neil@sub-domain.example.co.uk", "o'neil@sub-domain.example.co.uk"],
    ['x@xn--fiqs8s.cn', 'x@xn--fiqs8s.cn'],
  ])('accepts %s as %s (domain lower-cased, local part kept)', (input, normalised) => {
    expect(validateEmail(input)).toEqual({ error: false, value: normalised });
  });

  it.each([
    ['no @', 'alice.example.com'],
    ['two @', 'a@b@example.com'],
    ['empty local part', '@example.com'],
    ['no dot in domain', 'alice@localhost'],
    ['numeric top level', 'alice@10.0.0.1'],
    ['space inside', 'al ice@example.com'],
    ['label starting with hyphen', 'alice@-example.com'],
    ['empty label', 'alice@example..com'],
    ['trailing dot', 'alice@example.com.'],
    ['non-ASCII domain', 'alice@例子.中国'],
    ['local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `a@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.${'e'.repeat(62)}.com`],
    ['empty', ''],
  ])('refuses %s with EMAIL_INVALID', (_name, input) => {
    expect(validateEmail(input)).toEqual({ error: true, value: 'EMAIL_INVALID' });
  });
});

describe('dialCodeOf', () => {
  it('gives the dial code of an ISO country in any case, or of a dial code with or without plus', () => {
    expect(dialCodeOf('TW')).toEqual({ error: false, value: '+886' });
    expect(dialCodeOf('vn')).toEqual({ error: false, value: '+84' });
    expect(dialCodeOf('+95')).toEqual({ error: false, value: '+95' });
    expect(dialCodeOf('81')).toEqual({ error: false, value: '+81' });
  });

  it.each(['XX', '+999', 'TWN', '', '+', 'Taiwan'])('refuses "%s" with COUNTRY_CODE_INVALID', (input) => {
    expect(dialCodeOf(input)).toEqual({ error: true, value: 'COUNTRY_CODE_INVALID' });
  });

  it('lists every supported country once with its dial code, for the selector', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(PHONE_COUNTRIES.map((c) => c.country)).size).toBe(PHONE_COUNTRIES.length);
    expect(PHONE_COUNTRIES).toContainEqual({ country: 'MM', dialCode: '+95' });
    expect(PHONE_COUNTRIES).toContainEqual({ country: 'CN', dialCode: '+86' });
  });
});

describe('validatePhone', () => {
  it('gives the E.164 form of a Taiwanese mobile typed with or without trunk 0 and spaces', () => {
    const expected = { error: false, value: { e164: '+886912345678', country: 'TW', dialCode: '+886' } };
    expect(validatePhone('0912 345 678', 'TW')).toEqual(expected);
    expect(validatePhone('912345678', 'TW')).toEqual(expected);
    expect(validatePhone('912-345-678', '+886')).toEqual(expected);
    expect(validatePhone('+886 912 345 678', 'tw')).toEqual(expected);
  });

  it('accepts a dial code shared by several countries for a number of any of them', () => {
    expect(validatePhone('(202) 555-0123', '+1')).toEqual({
      error: false,
      value: { e164: '+12025550123', country: 'US', dialCode: '+1' },
    });
    expect(validatePhone('416 555 0123', '+1')).toMatchObject({ error: false, value: { country: 'CA' } });
  });

  it('accepts numbers of the other portal countries', () => {
    expect(validatePhone('13812345678', 'CN')).toMatchObject({
      error: false,
      value: { e164: '+8613812345678' },
    });
    expect(validatePhone('090-1234-5678', 'JP')).toMatchObject({
      error: false,
      value: { e164: '+819012345678' },
    });
    expect(validatePhone('0912345678', 'VN')).toMatchObject({
      error: false,
      value: { e164: '+84912345678' },
    });
  });

  it('checks the country first: COUNTRY_CODE_INVALID before any look at the number', () => {
    expect(validatePhone('', 'ZZ')).toEqual({ error: true, value: 'COUNTRY_CODE_INVALID' });
  });

  it.each([
    ['too short', '0912', 'TW'],
    ['too long', '09123456789012', 'TW'],
    ['letters', 'call me maybe', 'TW'],
    ['empty', '', 'TW'],
    ['another country typed internationally', '+44 20 7946 0958', 'TW'],
    ['over 32 characters', `0912345678${' '.repeat(30)}1`, 'TW'],
  ])('refuses %s with PHONE_INVALID', (_name, phone, country) => {
    expect(validatePhone(phone, country)).toEqual({ error: true, value: 'PHONE_INVALID' });
  });
});
