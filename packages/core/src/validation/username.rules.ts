import { fail, ok, type Result } from '../shared/result.js';
import { codePointLength, normaliseText } from './text.js';

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 20;

/**
 * Letters and digits of any script. Combining marks may follow a letter or digit because Burmese
 * (my-MM) and decomposed Vietnamese cannot be written without them; they are not "special
 * characters". Punctuation, symbols, spaces and emoji are.
 */
const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*$/u;

/** Username: 6-20 characters (code points), letters and digits only. Returns the trimmed NFC value. */
export const validateUsername = (input: string): Result<string> => {
  const username = normaliseText(input);
  const length = codePointLength(username);
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH) return fail('USERNAME_INVALID');
  return USERNAME_PATTERN.test(username) ? ok(username) : fail('USERNAME_INVALID');
};
