import { stableHash } from '@signal-portal/fixtures';

/**
 * The simulator's deterministic answers, documented in README.md so testers and the demo can use them.
 * Real brokers cannot be reached; these rules stand in for "the broker said so".
 */

/** Shortest investor password / API secret the simulated broker accepts. */
export const SIMULATOR_MIN_SECRET_LENGTH = 6;
/** Passwords and secrets starting with this (any case) are refused: the way to try a wrong one. */
export const SIMULATOR_WRONG_PREFIX = 'wrong';
/** An API key containing this (any case) has trading permission, so it is not read-only. */
export const SIMULATOR_TRADING_KEY_MARK = 'trade';
/** Every simulated account's history begins here (the window asked for is cut to it). */
export const SIMULATOR_ACCOUNTS_OPENED_AT = '2020-01-01T00:00:00.000Z';
/** Longest stretch of history generated for one request: older activity is left out. */
export const SIMULATOR_MAX_HISTORY_DAYS = 366;

/** Whether the simulated broker accepts an investor password or an API secret. */
export const isAcceptedSecret = (secret: string): boolean =>
  secret.length >= SIMULATOR_MIN_SECRET_LENGTH && !secret.toLowerCase().startsWith(SIMULATOR_WRONG_PREFIX);

/** Whether a simulated API key carries trading permission (refused: keys must be read-only). */
export const hasTradingPermission = (apiKey: string): boolean =>
  apiKey.toLowerCase().includes(SIMULATOR_TRADING_KEY_MARK);

/** A stable account number of 8 digits derived from a text (an API key, an EA token). */
export const accountNumberFrom = (text: string): string => {
  const hex = stableHash(text).slice(0, 8);
  return String(10_000_000 + (Number.parseInt(hex, 16) % 90_000_000));
};

/** Account numbers ending in this have no trades (a funded account that never traded). */
export const SIMULATOR_IDLE_ACCOUNT_SUFFIX = '000';

export const isIdleAccount = (number: string): boolean => number.endsWith(SIMULATOR_IDLE_ACCOUNT_SUFFIX);
