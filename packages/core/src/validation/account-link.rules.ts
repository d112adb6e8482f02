import { fail, ok, type Result } from '../shared/result.js';
import { codePointLength, normaliseText } from './text.js';

/** Spec: "digits only, fewer than 15 digits". */
export const TRADING_ACCOUNT_MAX_DIGITS = 14;
export const SERVER_QUERY_MIN_LENGTH = 4;
export const SERVER_QUERY_MAX_LENGTH = 64;

const TRADING_ACCOUNT_PATTERN = new RegExp(`^[0-9]{1,${TRADING_ACCOUNT_MAX_DIGITS}}$`);

/** Trading account number: 1-14 ASCII digits (surrounding spaces trimmed). */
export const validateTradingAccountNumber = (input: string): Result<string> => {
  const number = input.trim();
  return TRADING_ACCOUNT_PATTERN.test(number) ? ok(number) : fail('TRADING_ACCOUNT_INVALID');
};

/**
 * Broker server search: at least 4 characters after trimming (SERVER_QUERY_TOO_SHORT), at most 64
 * (TEXT_TOO_LONG; no server name is that long, and it bounds the search).
 */
export const validateServerQuery = (input: string): Result<string> => {
  const query = normaliseText(input);
  const length = codePointLength(query);
  if (length < SERVER_QUERY_MIN_LENGTH) return fail('SERVER_QUERY_TOO_SHORT');
  if (length > SERVER_QUERY_MAX_LENGTH) return fail('TEXT_TOO_LONG');
  return ok(query);
};
