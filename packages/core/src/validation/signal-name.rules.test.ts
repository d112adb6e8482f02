import { describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.js';
import { SIGNAL_NAME_MAX_LENGTH, SIGNAL_NAME_MIN_LENGTH, validateSignalName } from './signal-name.rules.js';

describe('validateSignalName at its limits', () => {
  it('takes 4 and 20 characters, refuses 3 and 21, counting code points', () => {
    // U+20000 is a CJK letter outside the BMP: one character, two UTF-16 units.
    for (const char of ['g', '\u{20000}']) {
      expect(validateSignalName(char.repeat(SIGNAL_NAME_MIN_LENGTH))).toEqual(ok(char.repeat(4)));
      expect(validateSignalName(char.repeat(SIGNAL_NAME_MAX_LENGTH))).toEqual(ok(char.repeat(20)));
      expect(validateSignalName(char.repeat(SIGNAL_NAME_MIN_LENGTH - 1))).toEqual(
        fail('SIGNAL_NAME_INVALID'),
      );
      expect(validateSignalName(char.repeat(SIGNAL_NAME_MAX_LENGTH + 1))).toEqual(
        fail('SIGNAL_NAME_INVALID'),
      );
    }
  });

  it('counts the name once trimmed', () => {
    expect(validateSignalName(`  ${'g'.repeat(SIGNAL_NAME_MAX_LENGTH)} `)).toEqual(ok('g'.repeat(20)));
  });
});
