import { fail, ok, type Result } from '../shared/result.js';

export const VERIFY_CODE_LENGTH = 6;

const VERIFY_CODE_PATTERN = new RegExp(`^[0-9]{${VERIFY_CODE_LENGTH}}$`);

/** Verification code: exactly 6 ASCII digits (surrounding spaces of a paste trimmed). */
export const validateVerifyCode = (input: string): Result<string> => {
  const code = input.trim();
  return VERIFY_CODE_PATTERN.test(code) ? ok(code) : fail('VERIFY_CODE_INVALID');
};
