import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { REFERRER_MAX_LENGTH, validateReferrer } from './sign-up.rules.js';

describe('validateReferrer at its limit', () => {
  it('takes a referrer of exactly 32 characters and refuses 33, counting code points', () => {
    // U+20000 is a CJK letter outside the BMP: one character, two UTF-16 units.
    for (const char of ['r', '\u{20000}']) {
      expect(validateReferrer(char.repeat(REFERRER_MAX_LENGTH))).toEqual(ok(char.repeat(32)));
      expect(validateReferrer(char.repeat(REFERRER_MAX_LENGTH + 1))).toEqual(fail('REFERRER_INVALID'));
    }
  });

  it('counts the referrer once trimmed', () => {
    expect(validateReferrer(`  ${'r'.repeat(REFERRER_MAX_LENGTH)}  `)).toEqual(ok('r'.repeat(32)));
  });
});
