import { describe, expect, it } from 'vitest';
import { validateLoginForm, validateSignUp, type SignUpForm } from './sign-up.rules.js';

const emailForm: SignUpForm = {
  method: 'email',
  email: ' Alice@Example.COM ',
  username: 'alice2024',
  referrer: '',
  over18: true,
  acceptTerms: true,
};

const phoneForm: SignUpForm = {
  method: 'phone',
  countryCode: 'TW',
  phone: '0912 345 678',
  username: 'alice2024',
  over18: true,
  acceptTerms: true,
};

describe('validateSignUp', () => {
  it('gives the email payload, normalised, without a referrer key when the referrer is empty', () => {
    const result = validateSignUp(emailForm);
    expect(result).toEqual({
      error: false,
      value: {
        method: 'email',
        email: 'Alice@example.com',
        username: 'alice2024',
        over18: true,
        acceptTerms: true,
      },
    });
    expect(result.error === false && 'referrer' in result.value).toBe(false);
  });

  it('omits a blank referrer and keeps a given one, trimmed', () => {
    const blank = validateSignUp({ ...emailForm, referrer: '   ' });
    expect(blank.error === false && 'referrer' in blank.value).toBe(false);
    expect(validateSignUp({ ...emailForm, referrer: ' bob_ref-01 ' })).toMatchObject({
      error: false,
      value: { referrer: 'bob_ref-01' },
    });
  });

  it('gives the phone payload with the E.164 number and the ISO region', () => {
    expect(validateSignUp(phoneForm)).toEqual({
      error: false,
      value: {
        method: 'phone',
        countryCode: 'TW',
        phone: '+886912345678',
        username: 'alice2024',
        over18: true,
        acceptTerms: true,
      },
    });
    expect(validateSignUp({ ...phoneForm, countryCode: '+886' })).toMatchObject({
      error: false,
      value: { countryCode: 'TW', phone: '+886912345678' },
    });
  });

  it('ignores the fields of the other method', () => {
    expect(validateSignUp({ ...emailForm, phone: 'garbage', countryCode: 'XX' }).error).toBe(false);
    expect(validateSignUp({ ...phoneForm, email: 'garbage' }).error).toBe(false);
  });

  it('validates its own payload to the same payload (the server runs the same rule)', () => {
    for (const form of [emailForm, { ...phoneForm, referrer: 'bob' }]) {
      const first = validateSignUp(form);
      expect(first.error).toBe(false);
      if (!first.error) expect(validateSignUp(first.value)).toEqual(first);
    }
  });

  it.each<[string, SignUpForm, string]>([
    ['unknown method', { ...emailForm, method: 'fax' as never }, 'WRONG_DATA_FORMAT'],
    ['bad email', { ...emailForm, email: 'alice' }, 'EMAIL_INVALID'],
    ['missing email', { ...emailForm, email: undefined }, 'EMAIL_INVALID'],
    ['missing country', { ...phoneForm, countryCode: '' }, 'COUNTRY_CODE_INVALID'],
    ['unknown country', { ...phoneForm, countryCode: 'XX' }, 'COUNTRY_CODE_INVALID'],
    ['bad phone', { ...phoneForm, phone: '123' }, 'PHONE_INVALID'],
    ['bad username', { ...emailForm, username: 'al' }, 'USERNAME_INVALID'],
    ['bad referrer', { ...emailForm, referrer: 'bob smith!' }, 'REFERRER_INVALID'],
    ['not over 18', { ...emailForm, over18: false }, 'AGE_NOT_CONFIRMED'],
    ['terms not accepted', { ...emailForm, acceptTerms: false }, 'TERMS_NOT_ACCEPTED'],
  ])('refuses %s', (_name, form, code) => {
    expect(validateSignUp(form)).toEqual({ error: true, value: code });
  });

  it('reports the first failure in form order: contact, username, referrer, age, terms', () => {
    const allWrong: SignUpForm = {
      method: 'email',
      email: 'x',
      username: '!',
      referrer: '!!',
      over18: false,
      acceptTerms: false,
    };
    expect(validateSignUp(allWrong).value).toBe('EMAIL_INVALID');
    expect(validateSignUp({ ...allWrong, email: 'a@b.co' }).value).toBe('USERNAME_INVALID');
    expect(validateSignUp({ ...allWrong, email: 'a@b.co', username: 'alice2024' }).value).toBe(
      'REFERRER_INVALID',
    );
    expect(validateSignUp({ ...allWrong, email: 'a@b.co', username: 'alice2024', referrer: '' }).value).toBe(
      'AGE_NOT_CONFIRMED',
    );
    expect(
      validateSignUp({ ...allWrong, email: 'a@b.co', username: 'alice2024', referrer: '', over18: true })
        .value,
    ).toBe('TERMS_NOT_ACCEPTED');
  });
});

describe('validateLoginForm', () => {
  it('accepts an email or a phone and normalises it', () => {
    expect(validateLoginForm({ method: 'email', email: 'Bob@Mail.COM' })).toEqual({
      error: false,
      value: { method: 'email', email: 'Bob@mail.com' },
    });
    expect(validateLoginForm({ method: 'phone', countryCode: '+95', phone: '09 420 123 456' })).toEqual({
      error: false,
      value: { method: 'phone', countryCode: 'MM', phone: '+959420123456' },
    });
  });

  it('refuses a bad email, a bad country, a bad phone', () => {
    expect(validateLoginForm({ method: 'email', email: 'bob' }).value).toBe('EMAIL_INVALID');
    expect(validateLoginForm({ method: 'phone', countryCode: '', phone: '0912345678' }).value).toBe(
      'COUNTRY_CODE_INVALID',
    );
    expect(validateLoginForm({ method: 'phone', countryCode: 'TW', phone: '12' }).value).toBe(
      'PHONE_INVALID',
    );
  });
});
