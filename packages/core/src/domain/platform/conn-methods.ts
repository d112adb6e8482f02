import type { ConnMethod } from '../signal/signal.js';
import type { Platform } from './platform.js';

/**
 * Which connection methods a platform offers (spec section 1): MetaTrader links an account or runs the
 * EA sync tool, the crypto exchange takes a read-only API key, TWSE brokerages link an account. The
 * server refuses any other pair (PLATFORM_UNSUPPORTED); the clients offer only these.
 */
export const CONN_METHODS_BY_PLATFORM: Readonly<Record<Platform, readonly ConnMethod[]>> = {
  MT4: ['ACCOUNT_LINK', 'EA'],
  MT5: ['ACCOUNT_LINK', 'EA'],
  BINANCE: ['API_KEY'],
  TWSE: ['ACCOUNT_LINK'],
};

export const connMethodsFor = (platform: Platform): readonly ConnMethod[] =>
  CONN_METHODS_BY_PLATFORM[platform];

export const platformOffers = (platform: Platform, method: ConnMethod): boolean =>
  CONN_METHODS_BY_PLATFORM[platform].includes(method);
