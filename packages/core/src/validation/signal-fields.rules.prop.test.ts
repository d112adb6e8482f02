import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateServerQuery, validateTradingAccountNumber } from './account-link.rules.js';
import { countWords, validateDescription } from './description.rules.js';
import { validateSignalName } from './signal-name.rules.js';
import { validateVerifyCode } from './verify-code.rules.js';

const nameChar = fc.constantFrom(...'abcXYZ019-_.');
const digit = fc.constantFrom(...'0123456789');
const word = fc.stringMatching(/^[a-z]{1,8}$/);

describe('signal field properties', () => {
  it('any 4-20 characters of letters, digits, "-", "_", "." is a valid signal name', () => {
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: 4, maxLength: 20 }), (chars) => {
        expect(validateSignalName(chars.join('')).error).toBe(false);
      }),
    );
  });

  it('a signal name with any other ASCII character is invalid', () => {
    const other = fc.constantFrom(...' !"#$%&\'()*+,/:;<=>?@[\\]^`{|}~');
    fc.assert(
      fc.property(
        fc.array(nameChar, { minLength: 2, maxLength: 9 }),
        other,
        fc.array(nameChar, { minLength: 2, maxLength: 9 }),
        (a, c, b) => {
          expect(validateSignalName(`${a.join('')}${c}${b.join('')}`).error).toBe(true);
        },
      ),
    );
  });

  it('n space-separated words count as n words', () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), (words) => {
        expect(countWords(words.join(' '))).toBe(words.length);
      }),
    );
  });

  it('a description is refused with DESCRIPTION_TOO_LONG exactly when it has more than 500 words', () => {
    const shortWord = fc.stringMatching(/^[a-z]{1,5}$/); // 700 x 6 characters stays under the 5000 cap
    fc.assert(
      fc.property(fc.array(shortWord, { minLength: 450, maxLength: 700 }), (words) => {
        const result = validateDescription(words.join(' '));
        expect(result).toEqual(
          words.length > 500
            ? { error: true, value: 'DESCRIPTION_TOO_LONG' }
            : { error: false, value: words.join(' ') },
        );
      }),
      { numRuns: 50 },
    );
  });

  it('description validation never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(validateDescription(text).error).toBe(false); // 300 graphemes are within both limits
      }),
    );
  });

  it('trading account: 1-14 digits valid, 15+ digits invalid', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 1, maxLength: 30 }), (digits) => {
        expect(validateTradingAccountNumber(digits.join('')).error).toBe(digits.length > 14);
      }),
    );
  });

  it('server query: valid exactly when 4-64 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (query) => {
        const length = [...query.trim().normalize('NFC')].length;
        expect(validateServerQuery(query).error).toBe(length < 4 || length > 64);
      }),
    );
  });

  it('verify code: valid exactly when 6 ASCII digits', () => {
    fc.assert(
      fc.property(fc.array(digit, { maxLength: 10 }), (digits) => {
        expect(validateVerifyCode(digits.join('')).error).toBe(digits.length !== 6);
      }),
    );
  });
});
