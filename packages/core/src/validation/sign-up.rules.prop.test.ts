import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSignUp, type SignUpForm } from './sign-up.rules.js';

const blank = fc.stringMatching(/^[ \t\n]{0,4}$/);
const referrer = fc.oneof(blank, fc.stringMatching(/^[a-z0-9_.-]{1,12}$/), fc.string({ maxLength: 12 }));

const form = fc.record<SignUpForm>({
  method: fc.constant('email'),
  email: fc.constantFrom('alice@example.com', 'bad', 'Bob@Mail.Example.org'),
  username: fc.constantFrom('alice2024', 'bob', '交易員小王很厲害'),
  referrer: fc.option(referrer, { nil: undefined }),
  over18: fc.boolean(),
  acceptTerms: fc.boolean(),
});

describe('sign-up properties', () => {
  it('a payload never carries an empty or blank referrer', () => {
    fc.assert(
      fc.property(form, (f) => {
        const result = validateSignUp(f);
        if (result.error) return;
        if ('referrer' in result.value) {
          expect(result.value.referrer?.trim()).not.toBe('');
        } else {
          expect(f.referrer === undefined || f.referrer.trim() === '').toBe(true);
        }
      }),
    );
  });

  it('a form without both confirmations never validates', () => {
    fc.assert(
      fc.property(form, (f) => {
        if (!f.over18 || !f.acceptTerms) expect(validateSignUp(f).error).toBe(true);
      }),
    );
  });

  it('validating a payload again gives the same payload', () => {
    fc.assert(
      fc.property(form, (f) => {
        const result = validateSignUp(f);
        if (!result.error) expect(validateSignUp(result.value)).toEqual(result);
      }),
    );
  });
});
