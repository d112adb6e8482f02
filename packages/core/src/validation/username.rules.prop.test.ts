import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateUsername } from './username.rules.js';

const alphanumeric = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const special = fc.constantFrom(...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~€£¥·、。😀');

describe('validateUsername properties', () => {
  it('any 6-20 letters and digits is valid and comes back unchanged', () => {
    fc.assert(
      fc.property(fc.array(alphanumeric, { minLength: 6, maxLength: 20 }), (chars) => {
        expect(validateUsername(chars.join(''))).toEqual({ error: false, value: chars.join('') });
      }),
    );
  });

  it('any username with a special character inside is invalid', () => {
    fc.assert(
      fc.property(
        fc.array(alphanumeric, { minLength: 3, maxLength: 9 }),
        special,
        fc.array(alphanumeric, { minLength: 3, maxLength: 9 }),
        (before, char, after) => {
          expect(validateUsername(`${before.join('')}${char}${after.join('')}`).error).toBe(true);
        },
      ),
    );
  });

  it('length outside 6-20 is invalid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(alphanumeric, { maxLength: 5 }),
          fc.array(alphanumeric, { minLength: 21, maxLength: 40 }),
        ),
        (chars) => {
          expect(validateUsername(chars.join(''))).toEqual({ error: true, value: 'USERNAME_INVALID' });
        },
      ),
    );
  });

  it('never throws, and a valid result is itself valid (idempotent)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (input) => {
        const result = validateUsername(input);
        if (!result.error) expect(validateUsername(result.value)).toEqual(result);
      }),
    );
  });
});
