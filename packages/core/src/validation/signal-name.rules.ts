import { fail, ok, type Result } from '../shared/result.js';
import { codePointLength, normaliseText } from './text.js';

export const SIGNAL_NAME_MIN_LENGTH = 4;
export const SIGNAL_NAME_MAX_LENGTH = 20;

/** Letters and digits of any script (marks after them, as for usernames) plus `-`, `_` and `.`. */
const SIGNAL_NAME_PATTERN = /^[\p{L}\p{N}\-_.][\p{L}\p{M}\p{N}\-_.]*$/u;

/**
 * Signal name: 4-20 characters (code points); letters, digits, `-`, `_`, `.`; no spaces. Returns
 * the trimmed NFC value. The name is fixed after creation (a signal rule, not a format rule).
 */
export const validateSignalName = (input: string): Result<string> => {
  const name = normaliseText(input);
  const length = codePointLength(name);
  if (length < SIGNAL_NAME_MIN_LENGTH || length > SIGNAL_NAME_MAX_LENGTH) {
    return fail('SIGNAL_NAME_INVALID');
  }
  return SIGNAL_NAME_PATTERN.test(name) ? ok(name) : fail('SIGNAL_NAME_INVALID');
};
