import type { ErrorCode } from '../../shared/error-codes.js';
import type { ConnMethod, Signal } from './signal.js';

/**
 * Why the platform lost a signal's connection (core `lost` action, stored in `info.reason`). Each is
 * also a catalogued error code, so every screen that translates error codes says what happened and
 * what to do (`errors.<CODE>` in every language):
 * - HEARTBEAT_LOST: the EA sync tool stopped reporting (terminal closed, EA removed, no network);
 * - INVESTOR_PASSWORD_CHANGED: the account's investor password no longer logs in;
 * - API_KEY_REVOKED: the exchange no longer accepts the API key (deleted or expired);
 * - API_KEY_NOT_READ_ONLY: the API key gained trading or withdrawal permission;
 * - BROKER_UNREACHABLE: the broker or exchange could not be reached for a long while.
 */
export const LOST_REASONS = [
  'HEARTBEAT_LOST',
  'INVESTOR_PASSWORD_CHANGED',
  'API_KEY_REVOKED',
  'API_KEY_NOT_READ_ONLY',
  'BROKER_UNREACHABLE',
] as const satisfies readonly ErrorCode[];
export type LostReason = (typeof LOST_REASONS)[number];

export const isLostReason = (value: unknown): value is LostReason =>
  typeof value === 'string' && (LOST_REASONS as readonly string[]).includes(value);

/**
 * The reasons a connection of each method can be lost for: the platform reads linked accounts and
 * API keys from the broker (whose credentials can stop working, or which can stay unreachable), while
 * an EA pushes to the platform, which only notices it going quiet.
 */
const LOST_REASONS_BY_METHOD: Readonly<Record<ConnMethod, readonly LostReason[]>> = {
  ACCOUNT_LINK: ['INVESTOR_PASSWORD_CHANGED', 'BROKER_UNREACHABLE'],
  API_KEY: ['API_KEY_REVOKED', 'API_KEY_NOT_READ_ONLY', 'BROKER_UNREACHABLE'],
  EA: ['HEARTBEAT_LOST'],
};

export const lostReasonsOf = (method: ConnMethod): readonly LostReason[] => LOST_REASONS_BY_METHOD[method];

/** The reason of a LOST signal; null when it is not lost or its stored reason is not one of ours. */
export const signalLostReason = (signal: Pick<Signal, 'connStatus' | 'info'>): LostReason | null =>
  signal.connStatus === 'LOST' && isLostReason(signal.info.reason) ? signal.info.reason : null;
