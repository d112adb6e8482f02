import type { ErrorCode, Result } from '@signal-portal/core';
import type { CliMessage, Outcome, Refusal } from './command.js';

/**
 * A command line that cannot work as given (exit 2). `code` is what `--json` prints: the validation
 * code when core's rules refused a value, INVALID_PARAMETERS for the CLI's own usage rules.
 */
export const usageRefusal = (code: ErrorCode, message?: CliMessage): Refusal =>
  message === undefined
    ? { error: true, value: code, usage: true }
    : { error: true, value: code, usage: true, message };

/** A value refused by one of core's rules, as a usage error. */
export const asUsage = <T>(result: Result<T>): Outcome<T> =>
  result.error ? usageRefusal(result.value) : result;

export const succeed = <T>(value: T): Outcome<T> => ({ error: false, value });
